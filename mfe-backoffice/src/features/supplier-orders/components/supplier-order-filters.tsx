import type { SupplierOrderFilter } from '../../../lib/graphql/operations.generated';
import { SUPPLIER_ORDER_STATUS_TITLES } from '@shop/shared/purchasing';
import { choice, dayRange, type ListFilters } from '../../../components/filters-bar';
import { documentFilterOf } from '../../../lib/document-filter';
import { supplierNidOf, useSupplierField } from '../../../components/supplier-filter';

/**
 * The API's filter from the address (`?supplier=3&status=PLACED&from=...&to=...&q=...`); an unknown status or
 * supplier is left out.
 */
export const supplierOrderFilterOf = (read: (key: string) => string): SupplierOrderFilter => ({
  ...supplierNidOf(read, 'supplier'),
  ...documentFilterOf(read, SUPPLIER_ORDER_STATUS_TITLES),
});

/** Supplier, status and days apply at once; the number applies on Enter or «Найти». */
export const useSupplierOrderFilters = (): ListFilters => ({
  label: 'Отбор заказов поставщикам',
  search: { key: 'q', label: 'Номер заказа' },
  fields: [
    useSupplierField('supplier'),
    choice('status', 'Статус', SUPPLIER_ORDER_STATUS_TITLES),
    ...dayRange('from', 'to'),
  ],
});
