import type { FieldErrors } from '../purchasing/document-actor';
import { isDay } from '@shop/shared/shop-days';

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

/** Rubles as staff read them: «20 000 ₽». */
export const rubles = (amount: number) => `${amount.toLocaleString('ru-RU')} ₽`;

/** Derived from the posted payments allocated to an invoice; never typed in. */
export type PaymentState = 'PAID' | 'PARTLY_PAID' | 'UNPAID';

export function paymentStateOf(total: number, paid: number): PaymentState {
  if (paid <= 0) return 'UNPAID';
  return paid >= total ? 'PAID' : 'PARTLY_PAID';
}
