import type { PaymentDirection, PaymentFilter, SettlementMethod } from '../../../lib/graphql/operations.generated';
import { PAYMENT_DIRECTION_TITLES, SETTLEMENT_METHOD_TITLES } from '../../../lib/money-titles';
import { choice, dayRange, type ListFilters } from '../../../components/filters-bar';

/** The payments filter as the API takes it, from the address. */
export function paymentFilterOf(read: (key: string) => string): PaymentFilter {
  const direction = read('direction');
  const method = read('method');
  const counterparty = Number(read('counterparty'));
  return {
    ...(direction in PAYMENT_DIRECTION_TITLES ? { direction: direction as PaymentDirection } : {}),
    ...(method in SETTLEMENT_METHOD_TITLES ? { method: method as SettlementMethod } : {}),
    ...(Number.isInteger(counterparty) && counterparty > 0 ? { counterpartyNid: counterparty } : {}),
    ...(read('from') ? { dateFrom: read('from') } : {}),
    ...(read('to') ? { dateTo: read('to') } : {}),
  };
}

/** Direction, method and the payment dates; every change goes to the address. */
export const paymentFilters: ListFilters = {
  live: true,
  label: 'Отбор платежей',
  fields: [
    choice('direction', 'Вид', PAYMENT_DIRECTION_TITLES),
    choice('method', 'Способ оплаты', SETTLEMENT_METHOD_TITLES),
    ...dayRange('from', 'to', ['С даты', 'По дату']),
  ],
};
