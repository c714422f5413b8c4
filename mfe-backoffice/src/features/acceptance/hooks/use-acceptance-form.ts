import { useState } from 'react';
import type { AcceptanceFieldsFragment, AcceptanceInput, Discrepancy } from '@shop/shared/graphql';
import type { FieldErrors } from '../../../lib/mutation-failure';

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
    if (!/^\d+$/.test(line.quantity.trim())) errors[`lines.${index}.quantity`] = 'Введите целое число от 0';
  });
  return errors;
}

export const acceptanceInput = (
  supplierOrderNid: number,
  lines: readonly AcceptanceLineDraft[],
  comment: string,
): AcceptanceInput => ({
  supplierOrderNid,
  comment: comment.trim() || null,
  lines: lines.map((line) => ({
    orderLineNo: line.orderLineNo,
    quantity: Number(line.quantity),
    discrepancy: line.discrepancy || null,
    note: line.note.trim() || null,
  })),
});

/** The draft acceptance's state: lines, comment, field errors. */
export function useAcceptanceForm(acceptance: AcceptanceFieldsFragment) {
  const [lines, setLines] = useState(() => linesOf(acceptance));
  const [comment, setComment] = useState(acceptance.comment ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const setLine = (orderLineNo: number, changes: Partial<AcceptanceLineDraft>) =>
    setLines((current) => current.map((line) => (line.orderLineNo === orderLineNo ? { ...line, ...changes } : line)));
  return { lines, setLine, comment, setComment, errors, setErrors };
}
