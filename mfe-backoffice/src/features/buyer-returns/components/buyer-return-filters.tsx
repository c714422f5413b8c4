import { useState, type FormEvent } from 'react';
import type { BuyerReturnFilter, DocumentStatus } from '@shop/shared/graphql';
import { DOCUMENT_STATUS_TITLES } from '@shop/shared/purchasing';
import listStyles from '../../../components/list.module.css';

/** The list's filters as they sit in the address: `?status=POSTED&from=...&to=...&q=...`. */
const KEYS = { status: 'status', from: 'from', to: 'to', search: 'q' } as const;

/** The API's filter from the address; an unknown status is left out. */
export function buyerReturnFilterOf(read: (key: string) => string): BuyerReturnFilter {
  const filter: BuyerReturnFilter = {};
  const status = read(KEYS.status);
  if (status in DOCUMENT_STATUS_TITLES) filter.status = status as DocumentStatus;
  if (read(KEYS.from)) filter.createdFrom = read(KEYS.from);
  if (read(KEYS.to)) filter.createdTo = read(KEYS.to);
  if (read(KEYS.search).trim()) filter.search = read(KEYS.search).trim();
  return filter;
}

export interface BuyerReturnFiltersProps {
  value: (key: string) => string;
  onChange: (changes: Record<string, string>) => void;
}

/** Status and days apply at once; the search applies on Enter or «Найти». */
export function BuyerReturnFilters({ value, onChange }: BuyerReturnFiltersProps) {
  const searchInAddress = value(KEYS.search);
  const [search, setSearch] = useState(searchInAddress);
  // Back/forward or «Сбросить» changes the address: the field follows it.
  const [shownSearch, setShownSearch] = useState(searchInAddress);
  if (shownSearch !== searchInAddress) {
    setShownSearch(searchInAddress);
    setSearch(searchInAddress);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ [KEYS.search]: search.trim() });
  };
  const reset = () => onChange(Object.fromEntries(Object.values(KEYS).map((key) => [key, ''])));
  return (
    <form className={listStyles.filters} role="search" aria-label="Отбор возвратов покупателей" onSubmit={submit}>
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
        Дата с
        <input type="date" value={value(KEYS.from)} onChange={(event) => onChange({ [KEYS.from]: event.target.value })} />
      </label>
      <label>
        Дата по
        <input type="date" value={value(KEYS.to)} onChange={(event) => onChange({ [KEYS.to]: event.target.value })} />
      </label>
      <label>
        Номер возврата или заказа, покупатель
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
