import { badUserInput } from '../core/errors';
import { MAX_DOCUMENT_LINES, MAX_QUANTITY, optionalLocationNid } from '../documents/document-input';

const MAX_COMMENT_LENGTH = 500;

interface InventoryCountLineInput {
  nid: number;
  counted: number;
}

export interface InventoryCountInput {
  lines: readonly InventoryCountLineInput[];
  comment?: string | null;
  /** Where the goods were counted; omitted: the warehouse. */
  locationNid?: number | null;
}

/** A count as asked for, checked: lines in the order given, the comment trimmed (null when empty). */
export interface InventoryCountRequest {
  lines: InventoryCountLineInput[];
  comment: string | null;
  locationNid: number | null;
}

/** Field path -> Russian message, as the form shows them beside its fields. */
export type FieldErrors = Record<string, string>;

export const COUNT_NOT_POSTED = 'Инвентаризация не проведена: проверьте выделенные поля';

/** Throws BAD_USER_INPUT carrying `fieldErrors`: the form shows each message beside its field. */
export function refuseCount(fieldErrors: FieldErrors): never {
  throw badUserInput(COUNT_NOT_POSTED, { fieldErrors });
}

function lineErrors(lines: readonly InventoryCountLineInput[]): FieldErrors {
  const errors: FieldErrors = {};
  if (lines.length === 0) errors.lines = 'Добавьте хотя бы один товар';
  if (lines.length > MAX_DOCUMENT_LINES)
    errors.lines = `В одном документе — не больше ${MAX_DOCUMENT_LINES} товаров; разделите его на несколько`;
  const seen = new Set<number>();
  lines.forEach(({ nid, counted }, index) => {
    if (!Number.isInteger(counted) || counted < 0) errors[`lines.${index}.counted`] = 'Введите целое число от 0';
    else if (counted > MAX_QUANTITY)
      errors[`lines.${index}.counted`] = `Не больше ${MAX_QUANTITY.toLocaleString('ru-RU')} шт.`;
    if (seen.has(nid)) errors[`lines.${index}.nid`] = 'Этот товар уже есть в документе — оставьте одну строку';
    seen.add(nid);
  });
  return errors;
}

/** The input checked as a whole: every problem at once, each beside its field. */
export function readInventoryCountRequest(input: InventoryCountInput): InventoryCountRequest {
  const errors = lineErrors(input.lines);
  const comment = input.comment?.trim() ?? '';
  if (comment.length > MAX_COMMENT_LENGTH) errors.comment = `Не длиннее ${MAX_COMMENT_LENGTH} символов`;
  // PostgreSQL text cannot hold a NUL character.
  if (comment.includes('\u0000')) errors.comment = 'Уберите из текста непечатаемые символы';
  const locationNid = optionalLocationNid(input.locationNid, errors);
  if (Object.keys(errors).length > 0) refuseCount(errors);
  return { lines: input.lines.map(({ nid, counted }) => ({ nid, counted })), comment: comment || null, locationNid };
}
