import type { BuyerReturnFilter } from '../../../lib/graphql/operations.generated';
import { DOCUMENT_STATUS_TITLES } from '@shop/shared/purchasing';
import { choice, dayRange, type ListFilters } from '../../../components/filters-bar';
import { documentFilterOf } from '../../../lib/document-filter';

/** The API's filter from the address (`?status=POSTED&from=...&to=...&q=...`); an unknown status is left out. */
export const buyerReturnFilterOf = (read: (key: string) => string): BuyerReturnFilter =>
  documentFilterOf(read, DOCUMENT_STATUS_TITLES);

/** Status and days apply at once; the search applies on Enter or «Найти». */
export const buyerReturnFilters: ListFilters = {
  label: 'Отбор возвратов покупателей',
  search: { key: 'q', label: 'Номер возврата или заказа, покупатель' },
  fields: [choice('status', 'Статус', DOCUMENT_STATUS_TITLES), ...dayRange('from', 'to')],
};
