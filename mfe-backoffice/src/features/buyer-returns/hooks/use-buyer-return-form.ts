import { useState } from 'react';
import type { BuyerReturnDraftInput, BuyerReturnFieldsFragment, BuyerReturnReason } from '@shop/shared/graphql';
import type { FieldErrors } from '../../../lib/mutation-failure';

type Line = BuyerReturnFieldsFragment['lines'][number];

/** A line as typed: how many came back, why, and the clerk's comment. */
export interface ReturnLineDraft {
  shipmentLineNo: number;
  quantity: string;
  reason: BuyerReturnReason | '';
  note: string;
}

/** Units of the line that may still come back: shipped, less what other posted returns took. */
export const returnableOf = (line: Pick<Line, 'shipped' | 'returnedElsewhere'>) =>
  Math.max(0, line.shipped - line.returnedElsewhere);

const draftsOf = (buyerReturn: BuyerReturnFieldsFragment): ReturnLineDraft[] =>
  buyerReturn.lines.map((line) => ({
    shipmentLineNo: line.shipmentLineNo,
    quantity: String(line.quantity),
    reason: line.reason ?? '',
    note: line.note ?? '',
  }));

/** What the browser can tell before sending, under the API's field paths (`lines.0.quantity`). */
export function checkReturn(lines: readonly Line[], drafts: readonly ReturnLineDraft[]): FieldErrors {
  const errors: FieldErrors = {};
  drafts.forEach((draft, index) => {
    const line = lines[index];
    if (!line) return;
    const typed = draft.quantity.trim();
    const quantity = Number(typed);
    if (!/^\d+$/.test(typed)) errors[`lines.${index}.quantity`] = 'Введите целое число от 0';
    else if (quantity > returnableOf(line))
      errors[`lines.${index}.quantity`] = `Можно вернуть не больше ${returnableOf(line)} шт.`;
    else if (quantity > 0 && !draft.reason) errors[`lines.${index}.reason`] = 'Укажите причину возврата';
    else if (quantity > 0 && draft.reason === 'OTHER' && !draft.note.trim())
      errors[`lines.${index}.note`] = 'Опишите причину возврата';
  });
  return errors;
}

export const returnDraftInput = (drafts: readonly ReturnLineDraft[], comment: string): BuyerReturnDraftInput => ({
  comment: comment.trim() || null,
  lines: drafts.map((draft) => ({
    shipmentLineNo: draft.shipmentLineNo,
    quantity: Number(draft.quantity),
    reason: draft.reason || null,
    note: draft.note.trim() || null,
  })),
});

/** The draft return's state: lines, comment, field errors. */
export function useBuyerReturnForm(buyerReturn: BuyerReturnFieldsFragment) {
  const [lines, setLines] = useState(() => draftsOf(buyerReturn));
  const [comment, setComment] = useState(buyerReturn.comment ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const setLine = (shipmentLineNo: number, changes: Partial<ReturnLineDraft>) =>
    setLines((current) =>
      current.map((line) => (line.shipmentLineNo === shipmentLineNo ? { ...line, ...changes } : line)),
    );
  return { lines, setLine, comment, setComment, errors, setErrors };
}
