import { BUYER_ORDER_STATUS_TITLES } from '@shop/shared/checkout';
import { badUserInput } from '../core/errors';
import type { BuyerOrderStatus } from '../core/schema-types.generated';

/**
 * Where a clerk may move a buyer's order by hand from each status, the one table the API decides
 * by (the back-office offers what `nextStatuses` gives). Documents move the rest: an invoice
 * confirms a new order, posted shipments make it «Отгружен», delivery marks «Доставлен», full
 * payment of a delivered order «Выполнен» (`order-status/sync-order-status.ts`). A clerk confirms, completes,
 * or cancels before the goods leave (NEW or CONFIRMED, and no posted shipment — checked when
 * cancelling). COMPLETED and CANCELLED are final.
 *
 * | from      | to by hand            | by documents                  |
 * |-----------|-----------------------|-------------------------------|
 * | NEW       | CONFIRMED, CANCELLED  | CONFIRMED (invoice)           |
 * | CONFIRMED | CANCELLED             | SHIPPED, DELIVERED (pickup)   |
 * | SHIPPED   | —                     | DELIVERED; back to CONFIRMED  |
 * | DELIVERED | COMPLETED             | COMPLETED (paid in full)      |
 * | COMPLETED | —                     | —                             |
 * | CANCELLED | —                     | —                             |
 */
const BUYER_ORDER_TRANSITIONS: Readonly<Record<BuyerOrderStatus, readonly BuyerOrderStatus[]>> = {
  NEW: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['CANCELLED'],
  SHIPPED: [],
  DELIVERED: ['COMPLETED'],
  COMPLETED: [],
  CANCELLED: [],
};

/** Statuses only documents give, and what gives them. */
const SET_BY_DOCUMENTS: Partial<Record<BuyerOrderStatus, string>> = {
  SHIPPED: 'когда проведены отгрузки всех его товаров',
  DELIVERED: 'когда все его доставки отмечены доставленными (самовывоз — когда проведена отгрузка)',
};

/** The statuses an order in `status` may be moved to. */
export const nextStatusesOf = (status: BuyerOrderStatus): readonly BuyerOrderStatus[] =>
  BUYER_ORDER_TRANSITIONS[status];

/** BAD_USER_INPUT, in Russian, unless the table allows `from` -> `to` by hand. */
export function checkTransition(from: BuyerOrderStatus, to: BuyerOrderStatus): void {
  if (BUYER_ORDER_TRANSITIONS[from].includes(to)) return;
  const fromTitle = BUYER_ORDER_STATUS_TITLES[from];
  const toTitle = BUYER_ORDER_STATUS_TITLES[to];
  if (from === to) throw badUserInput(`Заказ уже в статусе «${toTitle}»`);
  const byDocuments = SET_BY_DOCUMENTS[to];
  if (byDocuments) throw badUserInput(`Статус «${toTitle}» заказ получает сам, ${byDocuments}`);
  const allowed = BUYER_ORDER_TRANSITIONS[from].map((status) => `«${BUYER_ORDER_STATUS_TITLES[status]}»`);
  if (allowed.length)
    throw badUserInput(
      `Заказ в статусе «${fromTitle}» нельзя перевести в «${toTitle}»: можно только в ${allowed.join(' или ')}`,
    );
  throw badUserInput(
    from === 'SHIPPED'
      ? `Заказ в статусе «${fromTitle}» вручную не меняется: «${BUYER_ORDER_STATUS_TITLES.DELIVERED}» он станет по отметке о доставке`
      : `Заказ в статусе «${fromTitle}» больше не меняет статус`,
  );
}
