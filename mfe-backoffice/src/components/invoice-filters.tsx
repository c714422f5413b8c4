import { choice, dayRange, type ListFilters } from './filters-bar';
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
export const invoiceFilters = (label: string): ListFilters => ({
  live: true,
  label,
  search: { key: 'q', label: 'Поиск', placeholder: 'Номер счёта или контрагент' },
  fields: [
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
  ],
});

/** The list filter as the API takes it, from the address. */
export function invoiceFilterOf(read: (key: string) => string) {
  const state = read('state');
  const counterparty = Number(read('counterparty'));
  return {
    ...(state in PAYMENT_STATE_TITLES ? { paymentState: state as keyof typeof PAYMENT_STATE_TITLES } : {}),
    ...(Number.isInteger(counterparty) && counterparty > 0 ? { counterpartyNid: counterparty } : {}),
    ...(read('from') ? { dateFrom: read('from') } : {}),
    ...(read('to') ? { dateTo: read('to') } : {}),
    ...(read('q').trim() ? { search: read('q').trim() } : {}),
    ...ANNULLED.get(read('annulled')),
  };
}
