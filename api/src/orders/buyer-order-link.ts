import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { buyerOrders } from '../db/schema';
import { notFound } from '../core/errors';
import { isOrderLinkKey } from '../mail/order-link';
import { loadBuyerOrder, type BuyerOrder } from './buyer-order-rows';

/** «10001»: an order's number as its link spells it. */
const NUMBER_PATTERN = /^\d{1,10}$/;

/**
 * The order an e-mail's link names (`mail/order-link.ts`), or null: the number unknown, the key
 * malformed, another order's, or revoked. Every null looks the same to the caller.
 */
export async function buyerOrderByLink(db: Db, number: string, key: string): Promise<BuyerOrder | null> {
  if (!NUMBER_PATTERN.test(number)) return null;
  const [order] = await db
    .select({ nid: buyerOrders.nid, linkVersion: buyerOrders.linkVersion })
    .from(buyerOrders)
    .where(eq(buyerOrders.number, number));
  if (!order || !(await isOrderLinkKey(db, order, key))) return null;
  return loadBuyerOrder(db, order.nid);
}

/** Revokes an order's link: its version moves on, so the key the buyer was sent opens nothing. */
export async function revokeBuyerOrderLink(db: Db, nid: number): Promise<BuyerOrder> {
  const [revoked] = await db
    .update(buyerOrders)
    .set({ linkVersion: sql`${buyerOrders.linkVersion} + 1` })
    .where(eq(buyerOrders.nid, nid))
    .returning({ nid: buyerOrders.nid });
  const order = revoked && (await loadBuyerOrder(db, revoked.nid));
  if (!order) throw notFound('Заказ не найден');
  return order;
}
