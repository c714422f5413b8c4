import type { SUPPLIER_RETURN_REASONS } from '../db/purchasing-schema';
import { optionalText, refuseWhenInvalid, type FieldErrors } from '../documents/document-input';
import { MAX_QUANTITY } from '../documents/document-input';
import type { DraftRequest, ReturnLineFields, ReturnLineInput } from '../documents/draft-lines';

export type SupplierReturnReason = (typeof SUPPLIER_RETURN_REASONS)[number];

export type SupplierReturnLineInput = {
  /** The acceptance's line the goods came in on. */
  acceptanceLineNo: number;
} & ReturnLineInput<SupplierReturnReason>;

export type SupplierReturnLineRequest = { acceptanceLineNo: number } & ReturnLineFields<SupplierReturnReason>;

export type SupplierReturnRequest = DraftRequest<SupplierReturnLineRequest>;

export const SUPPLIER_RETURN_NOT_SAVED = 'Возврат поставщику не сохранён: проверьте выделенные поля';

const MAX_RETURN_LINES = 500;

/**
 * The return checked as a whole: every problem at once, each beside its field. A line with
 * units to return needs a reason; a line left at 0 is kept in the draft and dropped on posting.
 */
export function readSupplierReturnRequest(input: {
  comment?: string | null;
  lines?: readonly SupplierReturnLineInput[] | null;
}): SupplierReturnRequest {
  const errors: FieldErrors = {};
  const comment = optionalText(input.comment, 'comment', errors);
  const seen = new Set<number>();
  const lines = input.lines?.map((line, index) => {
    const { acceptanceLineNo, quantity } = line;
    const reason = line.reason ?? null;
    if (!Number.isInteger(quantity) || quantity < 0) errors[`lines.${index}.quantity`] = 'Введите целое число от 0';
    else if (quantity > MAX_QUANTITY)
      errors[`lines.${index}.quantity`] = `Не больше ${MAX_QUANTITY.toLocaleString('ru-RU')} шт.`;
    else if (quantity > 0 && !reason) errors[`lines.${index}.reason`] = 'Укажите причину возврата';
    if (seen.has(acceptanceLineNo))
      errors[`lines.${index}.acceptanceLineNo`] = 'Эта строка приёмки уже есть в возврате';
    seen.add(acceptanceLineNo);
    const note = optionalText(line.note, `lines.${index}.note`, errors);
    return { acceptanceLineNo, quantity, reason, note };
  });
  if (lines && lines.length === 0) errors.lines = 'Добавьте хотя бы одну строку приёмки';
  if (lines && lines.length > MAX_RETURN_LINES) errors.lines = `В одном возврате — не больше ${MAX_RETURN_LINES} строк`;
  refuseWhenInvalid(SUPPLIER_RETURN_NOT_SAVED, errors);
  return { comment, lines: lines ?? null };
}
