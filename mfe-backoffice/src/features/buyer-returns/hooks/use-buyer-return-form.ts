import type { BuyerReturnDraftInput, BuyerReturnFieldsFragment, BuyerReturnReason } from '@shop/shared/graphql';
import type { FieldErrors } from '../../../lib/mutation-failure';
import { commentInput, useDraftLines } from '../../../lib/draft-lines';
import { returnLineFieldsOf, returnLineInput, returnQuantityError } from '../../../lib/return-line-drafts';
import type { ReturnLineFields } from '../../../lib/return-line-drafts';

type Line = BuyerReturnFieldsFragment['lines'][number];

/** A line as typed: how many came back, why, and the clerk's comment. */
export interface ReturnLineDraft extends ReturnLineFields<BuyerReturnReason> {
  shipmentLineNo: number;
}

/** Units of the line that may still come back: shipped, less what other posted returns took. */
export const returnableOf = (line: Pick<Line, 'shipped' | 'returnedElsewhere'>) =>
  Math.max(0, line.shipped - line.returnedElsewhere);

const draftsOf = (buyerReturn: BuyerReturnFieldsFragment): ReturnLineDraft[] =>
  buyerReturn.lines.map((line) => ({ shipmentLineNo: line.shipmentLineNo, ...returnLineFieldsOf(line) }));

/** What the browser can tell before sending, under the API's field paths (`lines.0.quantity`). */
export function checkReturn(lines: readonly Line[], drafts: readonly ReturnLineDraft[]): FieldErrors {
  const errors: FieldErrors = {};
  drafts.forEach((draft, index) => {
    const line = lines[index];
    if (!line) return;
    const quantity = Number(draft.quantity.trim());
    const quantityError = returnQuantityError(draft.quantity, returnableOf(line));
    if (quantityError) errors[`lines.${index}.quantity`] = quantityError;
    else if (quantity > 0 && !draft.reason) errors[`lines.${index}.reason`] = 'Укажите причину возврата';
    else if (quantity > 0 && draft.reason === 'OTHER' && !draft.note.trim())
      errors[`lines.${index}.note`] = 'Опишите причину возврата';
  });
  return errors;
}

export const returnDraftInput = (drafts: readonly ReturnLineDraft[], comment: string): BuyerReturnDraftInput => ({
  comment: commentInput(comment),
  lines: drafts.map((draft) => ({ shipmentLineNo: draft.shipmentLineNo, ...returnLineInput(draft) })),
});

/** The draft return's state: lines, comment, field errors. */
export function useBuyerReturnForm(buyerReturn: BuyerReturnFieldsFragment) {
  return useDraftLines(
    () => draftsOf(buyerReturn),
    buyerReturn.comment,
    (draft) => draft.shipmentLineNo,
  );
}
