import { BUYER_ORDER_STATUS_TITLES } from '@shop/shared/checkout';
import { choice, dayRange, FiltersBar, type AddressFilterProps } from '../../../components/filters-bar';
import { FILTER_KEYS } from '../api/buyer-order-list-variables';

/** Status and days apply at once; the search applies on Enter or «Найти». */
export function BuyerOrderFilters({ value, onChange }: AddressFilterProps) {
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
