import type { BuyerReturnFilter, DocumentStatus } from '@shop/shared/graphql';
import { DOCUMENT_STATUS_TITLES } from '@shop/shared/purchasing';
import { choice, dayRange, FiltersBar } from '../../../components/filters-bar';

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
  return (
    <FiltersBar
      label="Отбор возвратов покупателей"
      search={{ key: KEYS.search, label: 'Номер возврата или заказа, покупатель' }}
      value={value}
      onChange={onChange}
      fields={[choice(KEYS.status, 'Статус', DOCUMENT_STATUS_TITLES), ...dayRange(KEYS.from, KEYS.to)]}
    />
  );
}
