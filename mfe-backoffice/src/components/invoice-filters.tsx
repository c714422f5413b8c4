import { choice, dayRange, FiltersBar } from './filters-bar';
import type { useListParams } from '../lib/use-list-params';
import { PAYMENT_STATE_TITLES } from '../lib/money-titles';

/** `?annulled=hide|only` -> the API's filter; all invoices by default. */
const ANNULLED = new Map([
  ['hide', { cancelled: false }],
  ['only', { cancelled: true }],
]);

/**
 * Payment state, annulled invoices shown or not, dates and a search box over an invoice list;
 * every change goes to the address.
 */
export function InvoiceFilters({ list, label }: { list: ReturnType<typeof useListParams>; label: string }) {
  return (
    <FiltersBar
      live
      label={label}
      search={{ key: 'q', label: 'Поиск', placeholder: 'Номер счёта или контрагент' }}
      value={list.filter}
      onChange={list.setFilters}
      fields={[
        choice('state', 'Оплата', PAYMENT_STATE_TITLES),
        {
          kind: 'select',
          key: 'annulled',
          label: 'Аннулированные',
          all: 'Показывать',
          options: [
            ['hide', 'Скрыть'],
            ['only', 'Только аннулированные'],
          ],
        },
        ...dayRange('from', 'to', ['С даты', 'По дату']),
      ]}
    />
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
