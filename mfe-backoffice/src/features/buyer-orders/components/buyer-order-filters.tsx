import { useState, type FormEvent } from 'react';
import { BUYER_ORDER_STATUS_TITLES } from '@shop/shared/checkout';
import listStyles from '../../../components/list.module.css';
import { FILTER_KEYS } from '../api/buyer-order-list-variables';

export interface BuyerOrderFiltersProps {
  /** A filter's value from the address; '' when absent. */
  value: (key: string) => string;
  /** Sets (or with '' removes) filters; the list goes back to page 1. */
  onChange: (changes: Record<string, string>) => void;
}

/** Status and days apply at once; the search applies on Enter or «Найти». */
export function BuyerOrderFilters({ value, onChange }: BuyerOrderFiltersProps) {
  const searchInAddress = value(FILTER_KEYS.search);
  const [search, setSearch] = useState(searchInAddress);
  // Back/forward or «Сбросить» changes the address: the field follows it.
  const [shownSearch, setShownSearch] = useState(searchInAddress);
  if (shownSearch !== searchInAddress) {
    setShownSearch(searchInAddress);
    setSearch(searchInAddress);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ [FILTER_KEYS.search]: search.trim() });
  };
  const reset = () => onChange({ [FILTER_KEYS.status]: '', [FILTER_KEYS.createdFrom]: '', [FILTER_KEYS.createdTo]: '', [FILTER_KEYS.search]: '' });
  return (
    <form className={listStyles.filters} role="search" aria-label="Отбор заказов" onSubmit={submit}>
      <label>
        Статус
        <select value={value(FILTER_KEYS.status)} onChange={(event) => onChange({ [FILTER_KEYS.status]: event.target.value })}>
          <option value="">Все</option>
          {Object.entries(BUYER_ORDER_STATUS_TITLES).map(([status, title]) => (
            <option key={status} value={status}>
              {title}
            </option>
          ))}
        </select>
      </label>
      <label>
        Дата с
        <input type="date" value={value(FILTER_KEYS.createdFrom)} onChange={(event) => onChange({ [FILTER_KEYS.createdFrom]: event.target.value })} />
      </label>
      <label>
        Дата по
        <input type="date" value={value(FILTER_KEYS.createdTo)} onChange={(event) => onChange({ [FILTER_KEYS.createdTo]: event.target.value })} />
      </label>
      <label>
        Номер, имя, телефон или e-mail
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
