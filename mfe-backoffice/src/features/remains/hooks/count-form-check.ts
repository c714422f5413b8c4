/** The most units one line may count, as the API allows. */
const MAX_COUNTED = 1_000_000;
const MAX_COMMENT_LENGTH = 500;

/** A product in the count being typed: its stock when added, and the figure typed so far. */
export interface CountLine {
  nid: number;
  name: string;
  vendorCode: string;
  expected: number;
  counted: string;
}

/** What is wrong, beside each field: the lines as a whole, each line by product, the comment. */
export interface CountErrors {
  lines?: string;
  comment?: string;
  location?: string;
  byNid: Record<number, string>;
}

export const NO_ERRORS: CountErrors = { byNid: {} };

export const hasErrors = (errors: CountErrors) =>
  Boolean(errors.lines || errors.comment || errors.location || Object.keys(errors.byNid).length);

/** Why a typed count cannot be posted, or null when it can. */
export function countedError(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'Введите количество';
  if (!/^\d+$/.test(trimmed)) return 'Введите целое число от 0';
  if (Number(trimmed) > MAX_COUNTED) return `Не больше ${MAX_COUNTED.toLocaleString('ru-RU')} шт.`;
  return null;
}

/** The same rules as the API, checked before sending: every problem at once. */
export function checkCount(lines: readonly CountLine[], comment: string): CountErrors {
  const errors: CountErrors = { byNid: {} };
  if (lines.length === 0) errors.lines = 'Добавьте хотя бы один товар';
  for (const line of lines) {
    const error = countedError(line.counted);
    if (error) errors.byNid[line.nid] = error;
  }
  if (comment.trim().length > MAX_COMMENT_LENGTH) errors.comment = `Не длиннее ${MAX_COMMENT_LENGTH} символов`;
  return errors;
}
