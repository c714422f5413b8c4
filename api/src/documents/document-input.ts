// What a document's form sends, checked field by field: every problem at once, each beside its field.
import { isDay } from '@shop/shared/shop-days';
import { badUserInput } from '../core/errors';

/** Field path -> Russian message, as the form shows them beside its fields. */
export type FieldErrors = Record<string, string>;

/** Throws BAD_USER_INPUT carrying `fieldErrors` when there are any. */
export function refuseWhenInvalid(message: string, errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw badUserInput(message, { fieldErrors: errors });
}

const MAX_TEXT_LENGTH = 500;

/** A trimmed optional text, checked for length and NUL (PostgreSQL text cannot hold one); null when empty. */
export function optionalText(
  value: string | null | undefined,
  field: string,
  errors: FieldErrors,
  max = MAX_TEXT_LENGTH,
): string | null {
  const text = value?.trim() ?? '';
  if (text.length > max) errors[field] = `Не длиннее ${max} символов`;
  if (text.includes('\u0000')) errors[field] = 'Уберите из текста непечатаемые символы';
  return text || null;
}

/**
 * The location a document's goods come in or leave at (or, `field` naming it, arrive at), as the form sends it;
 * null: the document's default.
 */
export function optionalLocationNid(
  value: number | null | undefined,
  errors: FieldErrors,
  field = 'locationNid',
): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value <= 0) errors[field] = 'Выберите место хранения';
  return value;
}

/** The most lines one staff document (a supplier order, a return, an inventory count) may have. */
export const MAX_DOCUMENT_LINES = 500;

/** The most units one document line may carry. */
export const MAX_QUANTITY = 1_000_000;

/** The highest price of one unit on a document line, whole rubles. */
export const MAX_PRICE = 10_000_000;

/** The largest sum one document may carry, whole rubles (fits PostgreSQL integer with room for totals). */
const MAX_AMOUNT = 100_000_000;

/** A calendar date as YYYY-MM-DD, checked to exist; the message goes beside the field. */
export function requiredDate(value: string | null | undefined, field: string, errors: FieldErrors): string {
  const text = value?.trim() ?? '';
  if (!text) errors[field] = 'Укажите дату';
  else if (!isDay(text)) errors[field] = 'Введите дату в виде ГГГГ-ММ-ДД';
  return text;
}

export function optionalDate(value: string | null | undefined, field: string, errors: FieldErrors): string | null {
  return value?.trim() ? requiredDate(value, field, errors) : null;
}

/** A positive whole sum of rubles. */
export function amountOf(value: number, field: string, errors: FieldErrors): number {
  if (!Number.isInteger(value) || value <= 0) errors[field] = 'Введите сумму в рублях, больше нуля';
  else if (value > MAX_AMOUNT) errors[field] = `Не больше ${MAX_AMOUNT.toLocaleString('ru-RU')} ₽`;
  return value;
}
