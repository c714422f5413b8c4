import type { SupplierReturnFilter } from '../../../lib/graphql/operations.generated';
import { DOCUMENT_STATUS_TITLES } from '@shop/shared/purchasing';
import { choice, dayRange, type ListFilters } from '../../../components/filters-bar';
import { documentFilterOf } from '../../../lib/document-filter';
import { supplierNidOf, useSupplierField } from '../../../components/supplier-filter';

/**
 * The API's filter from the address (`?status=POSTED&supplier=3&from=...&to=...&q=...`); an unknown status or
 * supplier is left out.
 */
export const supplierReturnFilterOf = (read: (key: string) => string): SupplierReturnFilter => ({
  ...documentFilterOf(read, DOCUMENT_STATUS_TITLES),
  ...supplierNidOf(read, 'supplier'),
});

/** Status, supplier and days apply at once; the number applies on Enter or «Найти». */
export const useSupplierReturnFilters = (): ListFilters => ({
  label: 'Отбор возвратов поставщикам',
  search: { key: 'q', label: 'Номер возврата' },
  fields: [choice('status', 'Статус', DOCUMENT_STATUS_TITLES), useSupplierField('supplier'), ...dayRange('from', 'to')],
});
