import type { ShipmentDraftInput, ShipmentFieldsFragment } from '../../../lib/graphql/operations.generated';
import type { FieldErrors } from '../../../lib/mutation-failure';
import { commentInput, useDraftLines, wholeQuantityError } from '../../../lib/draft-lines';

type Line = ShipmentFieldsFragment['lines'][number];

/** A line as typed: how many units go out this time. */
export interface ShipmentLineDraft {
  orderLineNo: number;
  quantity: string;
}

/** What is left to ship on a draft's order line: posted shipments have taken `orderShipped`. */
const leftToShip = (line: Line) => Math.max(0, line.ordered - line.orderShipped);

/** What the browser can tell before sending, under the API's field paths (`lines.0.quantity`); posting needs goods. */
export function checkShipment(
  lines: readonly Line[],
  drafts: readonly ShipmentLineDraft[],
  posting: boolean,
): FieldErrors {
  const errors: FieldErrors = {};
  drafts.forEach((draft, index) => {
    const line = lines[index];
    const text = draft.quantity.trim();
    const quantityError = wholeQuantityError(text);
    if (quantityError) errors[`lines.${index}.quantity`] = quantityError;
    else if (line && Number(text) > leftToShip(line))
      errors[`lines.${index}.quantity`] = `Осталось отгрузить ${leftToShip(line)} шт.`;
  });
  if (posting && Object.keys(errors).length === 0 && drafts.every((draft) => Number(draft.quantity) === 0)) {
    errors['lines.0.quantity'] = 'Укажите количество хотя бы в одной строке';
  }
  return errors;
}

export const shipmentInput = (drafts: readonly ShipmentLineDraft[], comment: string): ShipmentDraftInput => ({
  comment: commentInput(comment),
  lines: drafts.map((draft) => ({ orderLineNo: draft.orderLineNo, quantity: Number(draft.quantity) })),
});

/** The draft shipment's state: lines, comment, field errors. */
export function useShipmentForm(shipment: ShipmentFieldsFragment) {
  const { lines, setLine, comment, setComment, errors, setErrors } = useDraftLines<ShipmentLineDraft>(
    () => shipment.lines.map((line) => ({ orderLineNo: line.orderLineNo, quantity: String(line.quantity) })),
    shipment.comment,
    (line) => line.orderLineNo,
  );
  const setQuantity = (orderLineNo: number, quantity: string) => setLine(orderLineNo, { quantity });
  return { lines, setQuantity, comment, setComment, errors, setErrors };
}
