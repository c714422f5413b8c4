/** Rubles as staff read them: «20 000 ₽». */
export const rubles = (amount: number) => `${amount.toLocaleString('ru-RU')} ₽`;

/** Derived from the posted payments allocated to an invoice; never typed in. */
export type PaymentState = 'PAID' | 'PARTLY_PAID' | 'UNPAID';

export function paymentStateOf(total: number, paid: number): PaymentState {
  if (paid <= 0) return 'UNPAID';
  return paid >= total ? 'PAID' : 'PARTLY_PAID';
}
