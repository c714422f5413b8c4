import { optionalDate, MAX_QUANTITY } from '../documents/document-input';
import { optionalLocationNid, optionalText, refuseWhenInvalid, type FieldErrors } from '../documents/document-input';

export interface ShipmentLineInput {
  /** The buyer order's line it ships. */
  orderLineNo: number;
  quantity: number;
}

export interface ShipmentDraftInput {
  comment?: string | null;
  /** Where the goods leave from; omitted: where the draft had them. */
  locationNid?: number | null;
  lines: readonly ShipmentLineInput[];
}

export interface ShipmentInput {
  buyerOrderNid: number;
  comment?: string | null;
  /** Where the goods leave from; omitted: the warehouse. */
  locationNid?: number | null;
  /** Omitted: every order line with what is still to ship. */
  lines?: readonly ShipmentLineInput[] | null;
  /** Delivery planning (not for pickup): the day, YYYY-MM-DD (default: tomorrow), and the driver. */
  deliveryDate?: string | null;
  driverUid?: string | null;
}

export interface ShipmentRequest {
  buyerOrderNid: number;
  comment: string | null;
  locationNid: number | null;
  lines: ShipmentLineInput[] | null;
  deliveryDate: string | null;
  driverUid: string | null;
}

export const SHIPMENT_NOT_SAVED = 'Отгрузка не сохранена: проверьте выделенные поля';

function readLines(
  input: readonly ShipmentLineInput[] | null | undefined,
  errors: FieldErrors,
): ShipmentLineInput[] | null {
  if (!input) return null;
  const seen = new Set<number>();
  const lines = input.map(({ orderLineNo, quantity }, index) => {
    if (!Number.isInteger(quantity) || quantity < 0) errors[`lines.${index}.quantity`] = 'Введите целое число от 0';
    else if (quantity > MAX_QUANTITY)
      errors[`lines.${index}.quantity`] = `Не больше ${MAX_QUANTITY.toLocaleString('ru-RU')} шт.`;
    if (seen.has(orderLineNo)) errors[`lines.${index}.orderLineNo`] = 'Эта строка заказа уже есть в отгрузке';
    seen.add(orderLineNo);
    return { orderLineNo, quantity };
  });
  if (lines.length === 0) errors.lines = 'Оставьте в отгрузке хотя бы одну строку заказа';
  return lines;
}

/** A new shipment checked as a whole: every problem at once, each beside its field. */
export function readShipmentRequest(input: ShipmentInput): ShipmentRequest {
  const errors: FieldErrors = {};
  const comment = optionalText(input.comment, 'comment', errors);
  const locationNid = optionalLocationNid(input.locationNid, errors);
  const lines = readLines(input.lines, errors);
  const deliveryDate = optionalDate(input.deliveryDate, 'deliveryDate', errors);
  refuseWhenInvalid(SHIPMENT_NOT_SAVED, errors);
  return {
    buyerOrderNid: input.buyerOrderNid,
    comment,
    locationNid,
    lines,
    deliveryDate,
    driverUid: input.driverUid?.trim() || null,
  };
}

/** A draft's new lines and comment. */
export function readShipmentDraft(
  input: ShipmentDraftInput,
): Pick<ShipmentRequest, 'comment' | 'locationNid' | 'lines'> {
  const errors: FieldErrors = {};
  const comment = optionalText(input.comment, 'comment', errors);
  const locationNid = optionalLocationNid(input.locationNid, errors);
  const lines = readLines(input.lines, errors);
  refuseWhenInvalid(SHIPMENT_NOT_SAVED, errors);
  return { comment, locationNid, lines };
}
