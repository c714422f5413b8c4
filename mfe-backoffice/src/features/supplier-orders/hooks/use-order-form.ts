import { useState } from 'react';
import type { SupplierOrderInput } from '../../../lib/graphql/operations.generated';
import type { FieldErrors } from '../../../lib/mutation-failure';

/** A line as typed: the product as found, quantity and price as strings. */
export interface OrderLineDraft {
  nid: number;
  name: string;
  vendorCode: string;
  quantity: string;
  price: string;
}

export interface OrderDraft {
  supplierNid: string;
  expectedDate: string;
  comment: string;
  lines: OrderLineDraft[];
}

export const EMPTY_ORDER: OrderDraft = { supplierNid: '', expectedDate: '', comment: '', lines: [] };

const wholeFrom = (text: string, min: number) => /^\d+$/.test(text.trim()) && Number(text) >= min;

/** What the browser can tell before sending, under the API's field paths (`lines.0.quantity`). */
export function checkOrder(draft: OrderDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (!draft.supplierNid) errors.supplierNid = 'Выберите поставщика';
  draft.lines.forEach((line, index) => {
    if (!wholeFrom(line.quantity, 1)) errors[`lines.${index}.quantity`] = 'Введите целое число от 1';
    if (!wholeFrom(line.price, 0)) errors[`lines.${index}.price`] = 'Введите цену в целых рублях, от 0';
  });
  return errors;
}

export const orderInput = (draft: OrderDraft): SupplierOrderInput => ({
  supplierNid: Number(draft.supplierNid),
  expectedDate: draft.expectedDate || null,
  comment: draft.comment.trim() || null,
  lines: draft.lines.map((line) => ({ nid: line.nid, quantity: Number(line.quantity), price: Number(line.price) })),
});

/** The sum of the lines typed so far (unreadable figures count as 0). */
export const orderTotal = (draft: OrderDraft) =>
  draft.lines.reduce((sum, line) => sum + (Number(line.quantity) || 0) * (Number(line.price) || 0), 0);

/** The order form's state: the draft, its field errors, and the edits. */
export function useOrderForm(initial: OrderDraft) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (changes: Partial<OrderDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const setLine = (nid: number, changes: Partial<OrderLineDraft>) =>
    setDraft((current) => ({
      ...current,
      lines: current.lines.map((line) => (line.nid === nid ? { ...line, ...changes } : line)),
    }));
  return {
    draft,
    errors,
    setErrors,
    set,
    setLine,
    addProduct: ({ nid, name, vendorCode }: { nid: number; name: string; vendorCode: string }) =>
      setDraft((current) => ({
        ...current,
        lines: [...current.lines, { nid, name, vendorCode, quantity: '1', price: '' }],
      })),
    removeLine: (nid: number) =>
      setDraft((current) => ({ ...current, lines: current.lines.filter((line) => line.nid !== nid) })),
  };
}
