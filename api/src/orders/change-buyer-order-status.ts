import { and, eq } from 'drizzle-orm';
import { BUYER_ORDER_STATUS_TITLES } from '@shop/shared/checkout';
import type { BuyerOrderStatus } from '../core/schema-types.generated';
import type { Db } from '../db/open-database';
import { buyerOrders, buyerOrderStatusChanges } from '../db/schema';
import { staffNameOf, type Viewer } from '../core/viewer';
import { badUserInput, notFound } from '../core/errors';
import { postedShipmentsOf } from '../sales/order-shipping';
import { releaseOrder } from '../documents/stock-reservations';
import { loadBuyerOrder, type BuyerOrder } from './buyer-order-rows';
import { checkTransition } from './status-transitions';
import { queueStatusMail } from '../mail/status-mail';

export interface StatusChange {
  nid: number;
  /** The status the clerk saw: the change is made only if the order is still in it. */
  from: BuyerOrderStatus;
  to: BuyerOrderStatus;
}

/** The name a status change is signed with: the staff member's name, else e-mail, else uid. */

/**
 * Moves an order from `from` to `to` if the transition table allows it and the order is still
 * in `from` (optimistic concurrency: of two clerks changing the same order, the second learns
 * that it has changed, with the status it has now in `extensions.currentStatus`). An order
 * with a posted shipment is not cancelled; a cancelled one releases its reservations. The new status, its history row and the buyer's
 * message about it are written in one transaction.
 */
export async function changeBuyerOrderStatus(
  db: Db,
  { nid, from, to }: StatusChange,
  viewer: Viewer,
): Promise<BuyerOrder> {
  checkTransition(from, to);
  const changed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(buyerOrders)
      .set({ status: to })
      .where(and(eq(buyerOrders.nid, nid), eq(buyerOrders.status, from)))
      .returning({ nid: buyerOrders.nid });
    if (!row) return false;
    // Checked after the update holds the order's row, so a shipment posted meanwhile is seen.
    const [shipped] = to === 'CANCELLED' ? await postedShipmentsOf(tx, nid) : [];
    if (shipped)
      throw badUserInput(
        `Заказ № ${nid} нельзя отменить: по нему проведена отгрузка № ${shipped.nid} — сначала отмените её проведение`,
      );
    // Everything the cancelled order held goes back to free stock and serves other orders' waiting lines.
    if (to === 'CANCELLED')
      await releaseOrder(tx, nid, { createdByUid: viewer.uid, createdByName: staffNameOf(viewer) });
    const [change] = await tx
      .insert(buyerOrderStatusChanges)
      .values({
        orderNid: nid,
        fromStatus: from,
        toStatus: to,
        changedByUid: viewer.uid,
        changedByName: staffNameOf(viewer),
      })
      .returning({ id: buyerOrderStatusChanges.id });
    if (change) await queueStatusMail(tx, nid, [{ to, changeId: change.id }]);
    return true;
  });
  const order = await loadBuyerOrder(db, nid);
  if (!order) throw notFound(`Заказ № ${nid} не найден`);
  if (!changed) {
    throw badUserInput(
      `Статус заказа № ${order.number} уже изменил другой сотрудник: сейчас «${BUYER_ORDER_STATUS_TITLES[order.status]}». Обновите заказ и проверьте, что ещё нужно сделать`,
      { currentStatus: order.status },
    );
  }
  return order;
}
