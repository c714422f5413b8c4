import listStyles from './list.module.css';
import type { useListParams } from '../lib/use-list-params';
import { PAYMENT_STATE_TITLES } from '../lib/money-titles';

/** `?annulled=hide|only` -> the API's filter; all invoices by default. */
const ANNULLED = new Map([['hide', { cancelled: false }], ['only', { cancelled: true }]]);

/**
 * Payment state, annulled invoices shown or not, dates and a search box over an invoice list;
 * every change goes to the address.
 */
export function InvoiceFilters({ list, label }: { list: ReturnType<typeof useListParams>; label: string }) {
  return (
    <form className={listStyles.filters} aria-label={label} onSubmit={(event) => event.preventDefault()}>
      <label>
        Оплата
        <select value={list.filter('state')} onChange={(event) => list.setFilters({ state: event.target.value })}>
          <option value="">Все</option>
          {Object.entries(PAYMENT_STATE_TITLES).map(([value, title]) => (
            <option key={value} value={value}>{title}</option>
          ))}
        </select>
      </label>
      <label>
        Аннулированные
        <select value={list.filter('annulled')} onChange={(event) => list.setFilters({ annulled: event.target.value })}>
          <option value="">Показывать</option>
          <option value="hide">Скрыть</option>
          <option value="only">Только аннулированные</option>
        </select>
      </label>
      <label>
        С даты
        <input type="date" value={list.filter('from')} onChange={(event) => list.setFilters({ from: event.target.value })} />
      </label>
      <label>
        По дату
        <input type="date" value={list.filter('to')} onChange={(event) => list.setFilters({ to: event.target.value })} />
      </label>
      <label>
        Поиск
        <input type="search" placeholder="Номер счёта или контрагент" defaultValue={list.filter('q')} onChange={(event) => list.setFilters({ q: event.target.value })} />
      </label>
    </form>
  );
}

/** The list filter as the API takes it, from the address. */
export function invoiceFilterOf(list: ReturnType<typeof useListParams>) {
  const state = list.filter('state');
  const counterparty = Number(list.filter('counterparty'));
  return {
    ...(state in PAYMENT_STATE_TITLES ? { paymentState: state as keyof typeof PAYMENT_STATE_TITLES } : {}),
    ...(Number.isInteger(counterparty) && counterparty > 0 ? { counterpartyNid: counterparty } : {}),
    ...(list.filter('from') ? { dateFrom: list.filter('from') } : {}),
    ...(list.filter('to') ? { dateTo: list.filter('to') } : {}),
    ...(list.filter('q').trim() ? { search: list.filter('q').trim() } : {}),
    ...ANNULLED.get(list.filter('annulled')),
  };
}
