import type { PaymentDirection, PaymentFilter, SettlementMethod } from '@shop/shared/graphql';
import { PAYMENT_DIRECTION_TITLES, SETTLEMENT_METHOD_TITLES } from '../../../lib/money-titles';
import { choice, dayRange, FiltersBar } from '../../../components/filters-bar';
import type { useListParams } from '../../../lib/use-list-params';

type List = ReturnType<typeof useListParams>;

/** The payments filter as the API takes it, from the address. */
export function paymentFilterOf(list: List): PaymentFilter {
  const direction = list.filter('direction');
  const method = list.filter('method');
  const counterparty = Number(list.filter('counterparty'));
  return {
    ...(direction in PAYMENT_DIRECTION_TITLES ? { direction: direction as PaymentDirection } : {}),
    ...(method in SETTLEMENT_METHOD_TITLES ? { method: method as SettlementMethod } : {}),
    ...(Number.isInteger(counterparty) && counterparty > 0 ? { counterpartyNid: counterparty } : {}),
    ...(list.filter('from') ? { dateFrom: list.filter('from') } : {}),
    ...(list.filter('to') ? { dateTo: list.filter('to') } : {}),
  };
}

/** Direction, method and the payment dates; every change goes to the address. */
export function PaymentFilters({ list }: { list: List }) {
  return (
    <FiltersBar
      live
      label="Отбор платежей"
      value={list.filter}
      onChange={list.setFilters}
      fields={[
        choice('direction', 'Вид', PAYMENT_DIRECTION_TITLES),
        choice('method', 'Способ оплаты', SETTLEMENT_METHOD_TITLES),
        ...dayRange('from', 'to', ['С даты', 'По дату']),
      ]}
    />
  );
}
