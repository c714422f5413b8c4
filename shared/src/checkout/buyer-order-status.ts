import type { BuyerOrderStatus } from '../graphql/operations.generated';

/**
 * What buyers and staff read for each status of a buyer's order: the storefront's «Мои заказы»,
 * the back-office and the API's messages all take the names from here.
 */
export const BUYER_ORDER_STATUS_TITLES: Record<BuyerOrderStatus, string> = {
  NEW: 'Новый',
  CONFIRMED: 'Подтверждён',
  SHIPPED: 'Отгружен',
  DELIVERED: 'Доставлен',
  COMPLETED: 'Выполнен',
  CANCELLED: 'Отменён',
};

/**
 * The statuses in which an order's lines hold stock (docs/requirements.md, «Reservations»): placed
 * and not yet shipped in full, not cancelled. The API reserves by them; the back-office shows a
 * line's reserved and awaited units only then.
 */
export const RESERVING_STATUSES: readonly BuyerOrderStatus[] = ['NEW', 'CONFIRMED'];

/**
 * The statuses a card order is paid in on the site (docs/requirements.md, «Paying by card»): confirmed,
 * and not yet completed or cancelled. Staff send its payment link, the buyer's page offers it.
 */
export const CARD_PAYABLE_STATUSES: readonly BuyerOrderStatus[] = ['CONFIRMED', 'SHIPPED', 'DELIVERED'];
