import type { DeliveryStatus } from './graphql/operations.generated';

/** How a shipment's delivery went, as dispatchers and drivers read it. */
export const DELIVERY_STATUS_TITLES: Readonly<Record<DeliveryStatus, string>> = {
  PLANNED: 'Запланирована',
  DELIVERED: 'Доставлена',
  FAILED: 'Не доставлена',
};
