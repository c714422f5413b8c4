import { useQuery } from '@shop/shared/apollo';
import { SuppliersDocument, type DocumentStatus, type SupplierReturnFilter } from '@shop/shared/graphql';
import { DOCUMENT_STATUS_TITLES } from '@shop/shared/purchasing';
import { choice, dayRange, FiltersBar } from '../../../components/filters-bar';

/** The list's filters as they sit in the address: `?status=POSTED&supplier=3&from=...&to=...&q=...`. */
const KEYS = { status: 'status', supplier: 'supplier', from: 'from', to: 'to', search: 'q' } as const;

/** The API's filter from the address; an unknown status or supplier is left out. */
export function supplierReturnFilterOf(read: (key: string) => string): SupplierReturnFilter {
  const filter: SupplierReturnFilter = {};
  const status = read(KEYS.status);
  if (status in DOCUMENT_STATUS_TITLES) filter.status = status as DocumentStatus;
  const supplier = Number(read(KEYS.supplier));
  if (Number.isInteger(supplier) && supplier > 0) filter.supplierNid = supplier;
  if (read(KEYS.from)) filter.createdFrom = read(KEYS.from);
  if (read(KEYS.to)) filter.createdTo = read(KEYS.to);
  if (read(KEYS.search).trim()) filter.search = read(KEYS.search).trim();
  return filter;
}

export interface SupplierReturnFiltersProps {
  value: (key: string) => string;
  onChange: (changes: Record<string, string>) => void;
}

/** Status, supplier and days apply at once; the number applies on Enter or «Найти». */
export function SupplierReturnFilters({ value, onChange }: SupplierReturnFiltersProps) {
  const suppliers =
    useQuery(SuppliersDocument, { variables: { search: null, skip: 0, limit: 100 } }).data?.suppliers.items ?? [];
  return (
    <FiltersBar
      label="Отбор возвратов поставщикам"
      search={{ key: KEYS.search, label: 'Номер возврата' }}
      value={value}
      onChange={onChange}
      fields={[
        choice(KEYS.status, 'Статус', DOCUMENT_STATUS_TITLES),
        {
          kind: 'select',
          key: KEYS.supplier,
          label: 'Поставщик',
          options: suppliers.map((supplier) => [supplier.nid, supplier.name] as const),
        },
        ...dayRange(KEYS.from, KEYS.to),
      ]}
    />
  );
}
