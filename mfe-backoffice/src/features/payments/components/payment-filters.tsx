import type { PaymentDirection, PaymentFilter, SettlementMethod } from '@shop/shared/graphql';
import { PAYMENT_DIRECTION_TITLES, SETTLEMENT_METHOD_TITLES } from '../../../lib/money-titles';
import listStyles from '../../../components/list.module.css';
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
  const select = (key: string, label: string, titles: Readonly<Record<string, string>>) => (
    <label>
      {label}
      <select value={list.filter(key)} onChange={(event) => list.setFilters({ [key]: event.target.value })}>
        <option value="">Все</option>
        {Object.entries(titles).map(([value, title]) => (
          <option key={value} value={value}>{title}</option>
        ))}
      </select>
    </label>
  );
  return (
    <form className={listStyles.filters} aria-label="Отбор платежей" onSubmit={(event) => event.preventDefault()}>
      {select('direction', 'Вид', PAYMENT_DIRECTION_TITLES)}
      {select('method', 'Способ оплаты', SETTLEMENT_METHOD_TITLES)}
      <label>
        С даты
        <input type="date" value={list.filter('from')} onChange={(event) => list.setFilters({ from: event.target.value })} />
      </label>
      <label>
        По дату
        <input type="date" value={list.filter('to')} onChange={(event) => list.setFilters({ to: event.target.value })} />
      </label>
    </form>
  );
}
