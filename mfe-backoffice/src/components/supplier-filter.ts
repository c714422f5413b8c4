import { useQuery } from '@shop/shared/apollo';
import { SuppliersDocument } from '../lib/graphql/operations.generated';
import type { FilterField } from './filters-bar';

/** «Поставщик» for a list's filters: the first hundred suppliers by name (none until they load). */
export function useSupplierField(key: string): FilterField {
  const suppliers =
    useQuery(SuppliersDocument, { variables: { search: null, skip: 0, limit: 100 } }).data?.suppliers.items ?? [];
  return {
    kind: 'select',
    key,
    label: 'Поставщик',
    options: suppliers.map((supplier) => [supplier.nid, supplier.name] as const),
  };
}

/** The supplier chosen in the address (`?supplier=3`), when it is one. */
export function supplierNidOf(read: (key: string) => string, key: string) {
  const supplier = Number(read(key));
  return Number.isInteger(supplier) && supplier > 0 ? { supplierNid: supplier } : {};
}
