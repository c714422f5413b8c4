import { BUYER_ORDER_STATUS_TITLES } from '@shop/shared/checkout';
import { FiltersBar } from '../../../components/filters-bar';
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
      fields={[
        { kind: 'select', key: FILTER_KEYS.status, label: 'Статус', options: Object.entries(BUYER_ORDER_STATUS_TITLES) },
        { kind: 'date', key: FILTER_KEYS.createdFrom, label: 'Дата с' },
        { kind: 'date', key: FILTER_KEYS.createdTo, label: 'Дата по' },
      ]}
      search={{ key: FILTER_KEYS.search, label: 'Номер, имя, телефон или e-mail' }}
      value={value}
      onChange={onChange}
    />
  );
}
