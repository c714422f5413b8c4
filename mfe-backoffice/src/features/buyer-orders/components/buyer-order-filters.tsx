import { BUYER_ORDER_STATUS_TITLES } from '@shop/shared/checkout';
import { choice, dayRange, FiltersBar } from '../../../components/filters-bar';
import { FILTER_KEYS } from '../api/buyer-order-list-variables';

export interface BuyerOrderFiltersProps {
  /** A filter's value from the address; '' when absent. */
  value: (key: string) => string;
  /** Sets (or with '' removes) filters; the list goes back to page 1. */
  onChange: (changes: Record<string, string>) => void;
}

/** Status and days apply at once; the search applies on Enter or «Найти». */
export function BuyerOrderFilters({ value, onChange }: BuyerOrderFiltersProps) {
  return (
    <FiltersBar
      label="Отбор заказов"
      search={{ key: FILTER_KEYS.search, label: 'Номер, имя, телефон или e-mail' }}
      value={value}
      onChange={onChange}
      fields={[
        choice(FILTER_KEYS.status, 'Статус', BUYER_ORDER_STATUS_TITLES),
        ...dayRange(FILTER_KEYS.createdFrom, FILTER_KEYS.createdTo),
      ]}
    />
  );
}
