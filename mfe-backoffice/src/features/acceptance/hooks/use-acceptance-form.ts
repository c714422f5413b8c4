import type { AcceptanceFieldsFragment, AcceptanceInput, Discrepancy } from '../../../lib/graphql/operations.generated';
import type { FieldErrors } from '../../../lib/mutation-failure';
import { commentInput, useDraftLines, wholeQuantityError } from '../../../lib/draft-lines';

/** A line as typed: how many came, what went wrong (if anything), and the storekeeper's note. */
export interface AcceptanceLineDraft {
  orderLineNo: number;
  quantity: string;
  discrepancy: Discrepancy | '';
  note: string;
}

const linesOf = (acceptance: AcceptanceFieldsFragment): AcceptanceLineDraft[] =>
  acceptance.lines.map((line) => ({
    orderLineNo: line.orderLineNo,
    quantity: String(line.quantity),
    discrepancy: line.discrepancy ?? '',
    note: line.note ?? '',
  }));

/** What the browser can tell before sending, under the API's field paths (`lines.0.quantity`). */
export function checkAcceptance(lines: readonly AcceptanceLineDraft[]): FieldErrors {
  const errors: FieldErrors = {};
  lines.forEach((line, index) => {
    const quantityError = wholeQuantityError(line.quantity);
    if (quantityError) errors[`lines.${index}.quantity`] = quantityError;
  });
  return errors;
}

export const acceptanceInput = (
  supplierOrderNid: number,
  lines: readonly AcceptanceLineDraft[],
  comment: string,
): AcceptanceInput => ({
  supplierOrderNid,
  comment: commentInput(comment),
  lines: lines.map((line) => ({
    orderLineNo: line.orderLineNo,
    quantity: Number(line.quantity),
    discrepancy: line.discrepancy || null,
    note: line.note.trim() || null,
  })),
});

/** The draft acceptance's state: lines, comment, field errors. */
export function useAcceptanceForm(acceptance: AcceptanceFieldsFragment) {
  return useDraftLines(
    () => linesOf(acceptance),
    acceptance.comment,
    (line) => line.orderLineNo,
  );
}
