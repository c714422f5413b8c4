import type { StockTransferInput, StockTransferLineInput } from '../core/schema-types.generated';
import {
  MAX_DOCUMENT_LINES,
  MAX_QUANTITY,
  optionalLocationNid,
  optionalText,
  refuseWhenInvalid,
  type FieldErrors,
} from '../documents/document-input';

/** A transfer as saved: a location left null takes the default (a new draft) or stays (a saved one), as do lines. */
export interface StockTransferRequest {
  locationNid: number | null;
  destinationNid: number | null;
  comment: string | null;
  lines: StockTransferLineInput[] | null;
}

export const STOCK_TRANSFER_NOT_SAVED = 'Перемещение не сохранено: проверьте выделенные поля';

/**
 * The input checked as a whole: every problem at once, each beside its field. A line moves at
 * least one unit (a product with none to move is removed from the draft, not left at 0), each
 * product once.
 */
export function readStockTransferRequest(input: StockTransferInput): StockTransferRequest {
  const errors: FieldErrors = {};
  const comment = optionalText(input.comment, 'comment', errors);
  // Whether the two differ is the route's to say (save-stock-transfer.ts): a side left out takes a default.
  const from = optionalLocationNid(input.locationNid, errors);
  const to = optionalLocationNid(input.destinationNid, errors, 'destinationNid');
  const seen = new Set<number>();
  const lines = input.lines?.map(({ nid, quantity }, index) => {
    if (!Number.isInteger(nid) || nid <= 0) errors[`lines.${index}.nid`] = 'Выберите товар';
    else if (seen.has(nid)) errors[`lines.${index}.nid`] = 'Этот товар уже есть в перемещении — оставьте одну строку';
    seen.add(nid);
    if (!Number.isInteger(quantity) || quantity < 1) errors[`lines.${index}.quantity`] = 'Введите целое число от 1';
    else if (quantity > MAX_QUANTITY)
      errors[`lines.${index}.quantity`] = `Не больше ${MAX_QUANTITY.toLocaleString('ru-RU')} шт.`;
    return { nid, quantity };
  });
  if (lines && lines.length > MAX_DOCUMENT_LINES)
    errors.lines = `В одном перемещении — не больше ${MAX_DOCUMENT_LINES} строк; разделите его на несколько`;
  refuseWhenInvalid(STOCK_TRANSFER_NOT_SAVED, errors);
  return { locationNid: from, destinationNid: to, comment, lines: lines ?? null };
}
