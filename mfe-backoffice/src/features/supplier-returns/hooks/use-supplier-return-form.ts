import { useState } from 'react';
import type {
  SupplierReturnDraftInput,
  SupplierReturnFieldsFragment,
  SupplierReturnReason,
} from '@shop/shared/graphql';
import type { FieldErrors } from '../../../lib/mutation-failure';

type Line = SupplierReturnFieldsFragment['lines'][number];

/** A line as typed: how many go back, why, and the storekeeper's comment. */
export interface ReturnLineDraft {
  acceptanceLineNo: number;
  quantity: string;
  reason: SupplierReturnReason | '';
  note: string;
}

/** Units of the line that may still go back: accepted, less what other posted returns took. */
export const returnableOf = (line: Pick<Line, 'accepted' | 'returnedElsewhere'>) =>
  Math.max(0, line.accepted - line.returnedElsewhere);

const draftsOf = (supplierReturn: SupplierReturnFieldsFragment): ReturnLineDraft[] =>
  supplierReturn.lines.map((line) => ({
    acceptanceLineNo: line.acceptanceLineNo,
    quantity: String(line.quantity),
    reason: line.reason ?? '',
    note: line.note ?? '',
  }));

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
    if (!/^\d+$/.test(draft.quantity.trim())) errors[`lines.${index}.quantity`] = 'Введите целое число от 0';
    else if (quantity > returnableOf(line))
      errors[`lines.${index}.quantity`] = `Можно вернуть не больше ${returnableOf(line)} шт.`;
    else if (posting && quantity > line.stock) errors[`lines.${index}.quantity`] = `На складе только ${line.stock} шт.`;
    if (quantity > 0 && !draft.reason) errors[`lines.${index}.reason`] = 'Укажите причину возврата';
  });
  return errors;
}

export const returnDraftInput = (drafts: readonly ReturnLineDraft[], comment: string): SupplierReturnDraftInput => ({
  comment: comment.trim() || null,
  lines: drafts.map((draft) => ({
    acceptanceLineNo: draft.acceptanceLineNo,
    quantity: Number(draft.quantity),
    reason: draft.reason || null,
    note: draft.note.trim() || null,
  })),
});

/** The draft return's state: lines, comment, field errors. */
export function useSupplierReturnForm(supplierReturn: SupplierReturnFieldsFragment) {
  const [lines, setLines] = useState(() => draftsOf(supplierReturn));
  const [comment, setComment] = useState(supplierReturn.comment ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const setLine = (acceptanceLineNo: number, changes: Partial<ReturnLineDraft>) =>
    setLines((current) =>
      current.map((line) => (line.acceptanceLineNo === acceptanceLineNo ? { ...line, ...changes } : line)),
    );
  /** Every line at what may still go back. */
  const returnAll = () =>
    setLines((current) =>
      current.map((draft) => {
        const line = supplierReturn.lines.find((item) => item.acceptanceLineNo === draft.acceptanceLineNo);
        return line ? { ...draft, quantity: String(returnableOf(line)) } : draft;
      }),
    );
  return { lines, setLine, returnAll, comment, setComment, errors, setErrors };
}
