import type { BUYER_RETURN_REASONS } from '../db/returns-schema';
import { optionalText, refuseWhenInvalid, type FieldErrors } from '../documents/document-input';
import { MAX_QUANTITY } from '../documents/document-input';
import type { DraftRequest, ReturnLineFields, ReturnLineInput } from '../documents/draft-lines';

export type BuyerReturnReason = (typeof BUYER_RETURN_REASONS)[number];

export type BuyerReturnLineInput = {
  /** The shipment's line the goods went out on. */
  shipmentLineNo: number;
} & ReturnLineInput<BuyerReturnReason>;

export type BuyerReturnLineRequest = { shipmentLineNo: number } & ReturnLineFields<BuyerReturnReason>;

export type BuyerReturnRequest = DraftRequest<BuyerReturnLineRequest>;

export const BUYER_RETURN_NOT_SAVED = 'Возврат от покупателя не сохранён: проверьте выделенные поля';

const MAX_RETURN_LINES = 500;

function readLine(line: BuyerReturnLineInput, index: number, errors: FieldErrors): BuyerReturnLineRequest {
  const { shipmentLineNo, quantity } = line;
  const reason = line.reason ?? null;
  const note = optionalText(line.note, `lines.${index}.note`, errors);
  if (!Number.isInteger(quantity) || quantity < 0) errors[`lines.${index}.quantity`] = 'Введите целое число от 0';
  else if (quantity > MAX_QUANTITY)
    errors[`lines.${index}.quantity`] = `Не больше ${MAX_QUANTITY.toLocaleString('ru-RU')} шт.`;
  else if (quantity > 0 && !reason) errors[`lines.${index}.reason`] = 'Укажите причину возврата';
  else if (quantity > 0 && reason === 'OTHER' && !note) errors[`lines.${index}.note`] = 'Опишите причину возврата';
  return { shipmentLineNo, quantity, reason, note };
}

/**
 * The return checked as a whole: every problem at once, each beside its field. A line with
 * units to return needs a reason (and words for «Другое»); a line left at 0 is kept in the draft
 * and dropped on posting.
 */
export function readBuyerReturnRequest(input: {
  comment?: string | null;
  lines?: readonly BuyerReturnLineInput[] | null;
}): BuyerReturnRequest {
  const errors: FieldErrors = {};
  const comment = optionalText(input.comment, 'comment', errors);
  const seen = new Set<number>();
  const lines = input.lines?.map((line, index) => {
    if (seen.has(line.shipmentLineNo))
      errors[`lines.${index}.shipmentLineNo`] = 'Эта строка отгрузки уже есть в возврате';
    seen.add(line.shipmentLineNo);
    return readLine(line, index, errors);
  });
  if (lines && lines.length === 0) errors.lines = 'Оставьте в возврате хотя бы одну строку отгрузки';
  if (lines && lines.length > MAX_RETURN_LINES) errors.lines = `В одном возврате — не больше ${MAX_RETURN_LINES} строк`;
  refuseWhenInvalid(BUYER_RETURN_NOT_SAVED, errors);
  return { comment, lines: lines ?? null };
}
