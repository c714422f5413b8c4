import type { BuyerOrderStatus } from '@shop/shared/graphql';
import { BUYER_ORDER_STATUS_TITLES } from '@shop/shared/checkout';
import { badUserInput } from '../graphql/errors';

/**
 * Where a buyer's order may go from each status, the one table the API decides by (the
 * back-office offers what `nextStatuses` gives). An order moves forward one step at a time:
 * confirmed by a clerk, shipped, delivered, completed; it may be cancelled only before it leaves
 * the warehouse (NEW or CONFIRMED). COMPLETED and CANCELLED are final.
 *
 * | from      | to                    |
 * |-----------|-----------------------|
 * | NEW       | CONFIRMED, CANCELLED  |
 * | CONFIRMED | SHIPPED, CANCELLED    |
 * | SHIPPED   | DELIVERED             |
 * | DELIVERED | COMPLETED             |
 * | COMPLETED | —                     |
 * | CANCELLED | —                     |
 */
export const BUYER_ORDER_TRANSITIONS: Readonly<Record<BuyerOrderStatus, readonly BuyerOrderStatus[]>> = {
  NEW: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['DELIVERED'],
  DELIVERED: ['COMPLETED'],
  COMPLETED: [],
  CANCELLED: [],
};

/** The statuses an order in `status` may be moved to. */
export const nextStatusesOf = (status: BuyerOrderStatus): readonly BuyerOrderStatus[] => BUYER_ORDER_TRANSITIONS[status];

/** BAD_USER_INPUT, in Russian, unless the table allows `from` -> `to`. */
export function checkTransition(from: BuyerOrderStatus, to: BuyerOrderStatus): void {
  if (BUYER_ORDER_TRANSITIONS[from].includes(to)) return;
  const fromTitle = BUYER_ORDER_STATUS_TITLES[from];
  const toTitle = BUYER_ORDER_STATUS_TITLES[to];
  if (from === to) throw badUserInput(`Заказ уже в статусе «${toTitle}»`);
  const allowed = BUYER_ORDER_TRANSITIONS[from].map((status) => `«${BUYER_ORDER_STATUS_TITLES[status]}»`);
  throw badUserInput(
    allowed.length
      ? `Заказ в статусе «${fromTitle}» нельзя перевести в «${toTitle}»: можно только в ${allowed.join(' или ')}`
      : `Заказ в статусе «${fromTitle}» больше не меняет статус`,
  );
}
