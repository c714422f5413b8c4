import { useQuery } from '@shop/shared/apollo';
import { SuppliersDocument, type SupplierOrderFilter, type SupplierOrderStatus } from '@shop/shared/graphql';
import { SUPPLIER_ORDER_STATUS_TITLES } from '@shop/shared/purchasing';
import { choice, dayRange, FiltersBar } from '../../../components/filters-bar';

/** The list's filters as they sit in the address: `?supplier=3&status=PLACED&from=...&to=...&q=...`. */
const KEYS = { supplier: 'supplier', status: 'status', from: 'from', to: 'to', search: 'q' } as const;

/** The API's filter from the address; an unknown status or supplier is left out. */
export function supplierOrderFilterOf(read: (key: string) => string): SupplierOrderFilter {
  const filter: SupplierOrderFilter = {};
  const supplier = Number(read(KEYS.supplier));
  if (Number.isInteger(supplier) && supplier > 0) filter.supplierNid = supplier;
  const status = read(KEYS.status);
  if (status in SUPPLIER_ORDER_STATUS_TITLES) filter.status = status as SupplierOrderStatus;
  if (read(KEYS.from)) filter.createdFrom = read(KEYS.from);
  if (read(KEYS.to)) filter.createdTo = read(KEYS.to);
  if (read(KEYS.search).trim()) filter.search = read(KEYS.search).trim();
  return filter;
}

export interface SupplierOrderFiltersProps {
  value: (key: string) => string;
  onChange: (changes: Record<string, string>) => void;
}

/** Supplier, status and days apply at once; the number applies on Enter or «Найти». */
export function SupplierOrderFilters({ value, onChange }: SupplierOrderFiltersProps) {
  const suppliers =
    useQuery(SuppliersDocument, { variables: { search: null, skip: 0, limit: 100 } }).data?.suppliers.items ?? [];
  return (
    <FiltersBar
      label="Отбор заказов поставщикам"
      search={{ key: KEYS.search, label: 'Номер заказа' }}
      value={value}
      onChange={onChange}
      fields={[
        {
          kind: 'select',
          key: KEYS.supplier,
          label: 'Поставщик',
          options: suppliers.map((supplier) => [supplier.nid, supplier.name] as const),
        },
        choice(KEYS.status, 'Статус', SUPPLIER_ORDER_STATUS_TITLES),
        ...dayRange(KEYS.from, KEYS.to),
      ]}
    />
  );
}
