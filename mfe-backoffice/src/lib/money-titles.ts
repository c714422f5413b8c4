import type { PaymentDirection, PaymentState, SettlementMethod } from './graphql/operations.generated';

/** An invoice's paid state, derived from its posted payments. */
export const PAYMENT_STATE_TITLES: Readonly<Record<PaymentState, string>> = {
  PAID: 'Оплачен',
  PARTLY_PAID: 'Частично оплачен',
  UNPAID: 'Не оплачен',
};

export const PAYMENT_DIRECTION_TITLES: Readonly<Record<PaymentDirection, string>> = {
  IN: 'Поступление',
  OUT: 'Списание',
};

export const SETTLEMENT_METHOD_TITLES: Readonly<Record<SettlementMethod, string>> = {
  CASH: 'Наличные',
  BANK: 'Безналичный расчёт',
  CARD: 'Банковская карта',
};

/** «Вид операции» of a payment: its direction, and whether it gives money back rather than pays. */
export function paymentOperationTitle(direction: PaymentDirection, refund: boolean): string {
  if (direction === 'IN') return refund ? 'Возврат денег от поставщика' : 'Оплата от покупателя';
  return refund ? 'Возврат денег покупателю' : 'Оплата поставщику';
}
