import type {
  SupplierReturnDraftInput,
  SupplierReturnFieldsFragment,
  SupplierReturnReason,
} from '@shop/shared/graphql';
import type { FieldErrors } from '../../../lib/mutation-failure';
import { commentInput, useDraftLines } from '../../../lib/draft-lines';
import { returnLineFieldsOf, returnLineInput, returnQuantityError } from '../../../lib/return-line-drafts';
import type { ReturnLineFields } from '../../../lib/return-line-drafts';

type Line = SupplierReturnFieldsFragment['lines'][number];

/** A line as typed: how many go back, why, and the storekeeper's comment. */
export interface ReturnLineDraft extends ReturnLineFields<SupplierReturnReason> {
  acceptanceLineNo: number;
}

/** Units of the line that may still go back: accepted, less what other posted returns took. */
export const returnableOf = (line: Pick<Line, 'accepted' | 'returnedElsewhere'>) =>
  Math.max(0, line.accepted - line.returnedElsewhere);

const draftsOf = (supplierReturn: SupplierReturnFieldsFragment): ReturnLineDraft[] =>
  supplierReturn.lines.map((line) => ({ acceptanceLineNo: line.acceptanceLineNo, ...returnLineFieldsOf(line) }));

/**
 * What the browser can tell before sending, under the API's field paths (`lines.0.quantity`).
 * Posting also needs the goods in stock; a draft may be saved without.
 */
export function checkReturn(lines: readonly Line[], drafts: readonly ReturnLineDraft[], posting: boolean): FieldErrors {
  const errors: FieldErrors = {};
  drafts.forEach((draft, index) => {
    const line = lines[index];
    if (!line) return;
    const quantity = Number(draft.quantity.trim());
    const quantityError = returnQuantityError(draft.quantity, returnableOf(line));
    if (quantityError) errors[`lines.${index}.quantity`] = quantityError;
    else if (posting && quantity > line.stock) errors[`lines.${index}.quantity`] = `На складе только ${line.stock} шт.`;
    if (quantity > 0 && !draft.reason) errors[`lines.${index}.reason`] = 'Укажите причину возврата';
  });
  return errors;
}

export const returnDraftInput = (drafts: readonly ReturnLineDraft[], comment: string): SupplierReturnDraftInput => ({
  comment: commentInput(comment),
  lines: drafts.map((draft) => ({ acceptanceLineNo: draft.acceptanceLineNo, ...returnLineInput(draft) })),
});

/** The draft return's state: lines, comment, field errors. */
export function useSupplierReturnForm(supplierReturn: SupplierReturnFieldsFragment) {
  const draft = useDraftLines(
    () => draftsOf(supplierReturn),
    supplierReturn.comment,
    (draft) => draft.acceptanceLineNo,
  );
  /** Every line at what may still go back. */
  const returnAll = () =>
    draft.setLines((current) =>
      current.map((typed) => {
        const line = supplierReturn.lines.find((item) => item.acceptanceLineNo === typed.acceptanceLineNo);
        return line ? { ...typed, quantity: String(returnableOf(line)) } : typed;
      }),
    );
  return { ...draft, returnAll };
}
