import type { FieldErrors } from '../../../lib/mutation-failure';

/** A sum typed in whole roubles (spaces allowed); 0 when it is not one. */
export const whole = (text: string) => (/^\d+$/.test(text.replace(/\s/g, '')) ? Number(text.replace(/\s/g, '')) : 0);

/** What the browser can tell of an invoice as the supplier wrote it: its number, date and sum. */
export function invoiceProblems(form: { number: string; invoiceDate: string; amount: string }): FieldErrors {
  const found: FieldErrors = {};
  if (!form.number.trim()) found.number = 'Укажите номер счёта, как в документе поставщика';
  if (!form.invoiceDate) found.invoiceDate = 'Укажите дату';
  if (!whole(form.amount)) found.amount = 'Введите сумму в рублях, больше нуля';
  return found;
}
