import { useState, type FormEvent } from 'react';
import { useQuery } from '@shop/shared/apollo';
import { SuppliersDocument, type DocumentStatus, type SupplierReturnFilter } from '@shop/shared/graphql';
import { DOCUMENT_STATUS_TITLES } from '@shop/shared/purchasing';
import listStyles from '../../../components/list.module.css';

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
  const [search, setSearch] = useState(value(KEYS.search));
  const suppliers = useQuery(SuppliersDocument, { variables: { search: null, skip: 0, limit: 100 } }).data?.suppliers.items ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ [KEYS.search]: search.trim() });
  };
  const reset = () => {
    setSearch('');
    onChange(Object.fromEntries(Object.values(KEYS).map((key) => [key, ''])));
  };
  return (
    <form className={listStyles.filters} role="search" aria-label="Отбор возвратов поставщикам" onSubmit={submit}>
      <label>
        Статус
        <select value={value(KEYS.status)} onChange={(event) => onChange({ [KEYS.status]: event.target.value })}>
          <option value="">Все</option>
          {Object.entries(DOCUMENT_STATUS_TITLES).map(([status, title]) => (
            <option key={status} value={status}>{title}</option>
          ))}
        </select>
      </label>
      <label>
        Поставщик
        <select value={value(KEYS.supplier)} onChange={(event) => onChange({ [KEYS.supplier]: event.target.value })}>
          <option value="">Все</option>
          {suppliers.map((supplier) => (
            <option key={supplier.nid} value={supplier.nid}>{supplier.name}</option>
          ))}
        </select>
      </label>
      <label>
        Дата с
        <input type="date" value={value(KEYS.from)} onChange={(event) => onChange({ [KEYS.from]: event.target.value })} />
      </label>
      <label>
        Дата по
        <input type="date" value={value(KEYS.to)} onChange={(event) => onChange({ [KEYS.to]: event.target.value })} />
      </label>
      <label>
        Номер возврата
        <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </label>
      <button type="submit" className="button">
        Найти
      </button>
      <button type="button" className="button button--secondary" onClick={reset}>
        Сбросить
      </button>
    </form>
  );
}
