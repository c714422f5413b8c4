import { and, asc, eq, inArray } from 'drizzle-orm';
import { BUYER_ORDER_STATUS_TITLES, RESERVING_STATUSES } from '@shop/shared/checkout';
import type { Db } from '../db/open-database';
import { buyerOrderLines, buyerOrders } from '../db/schema';
import { badUserInput, notFound } from '../core/errors';
import type { DocumentActor } from '../documents/document-actor';
import { listStockLocations } from '../documents/stock-locations';
import {
  lockProducts,
  moveReservation as moveUnits,
  reservedOfLineSql,
  shippedOfLineSql,
} from '../documents/stock-reservations';
import { loadBuyerOrder, type BuyerOrder } from './buyer-order-rows';

/** Staff's request: give `quantity` units of a product one order holds to another order waiting for it. */
export interface ReservationMove {
  productNid: number;
  fromOrderNid: number;
  toOrderNid: number;
  quantity: number;
}

/** The most units one move may name: beyond any order line's quantity. */
const MAX_MOVED = 100_000;

/**
 * Moves reserved units between two open orders' lines of one product (docs/requirements.md,
 * «Reservations»): the receiving line must wait for at least as many, and the giving order must hold
 * them at a location that serves the receiving one (a pickup order is handed over at the shop, so
 * units at the warehouse must be transferred first). Both orders' histories keep the move, with who
 * made it. Locks: both orders' rows in nid order, then the product's row. Returns the receiving order.
 */
export async function moveReservation(db: Db, move: ReservationMove, actor: DocumentActor): Promise<BuyerOrder> {
  const { productNid, fromOrderNid, toOrderNid, quantity } = move;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_MOVED)
    throw badUserInput('Укажите, сколько единиц передать: целое число от 1', {
      fieldErrors: { quantity: 'Целое число от 1' },
    });
  if (fromOrderNid === toOrderNid)
    throw badUserInput('Резерв передают в другой заказ: выберите заказ, который его ждёт');
  await db.transaction(async (tx) => {
    const orders = await tx
      .select({ nid: buyerOrders.nid, status: buyerOrders.status, deliveryMethod: buyerOrders.deliveryMethod })
      .from(buyerOrders)
      .where(inArray(buyerOrders.nid, [fromOrderNid, toOrderNid]))
      .orderBy(asc(buyerOrders.nid))
      .for('update');
    const orderOf = (nid: number) => {
      const order = orders.find((candidate) => candidate.nid === nid);
      if (!order) throw notFound(`Заказ № ${nid} не найден`);
      if (!RESERVING_STATUSES.includes(order.status))
        throw badUserInput(
          `Заказ № ${nid} в статусе «${BUYER_ORDER_STATUS_TITLES[order.status]}»: резерв передают только между заказами, которые ещё не отгружены`,
        );
      return order;
    };
    const from = orderOf(fromOrderNid);
    const to = orderOf(toOrderNid);
    const [product] = await lockProducts(tx, [productNid]);
    if (!product) throw notFound(`Товар № ${productNid} не найден`);
    const goods = `товара «${product.name}» (арт. ${product.vendorCode})`;
    const lines = await tx
      .select({
        orderNid: buyerOrderLines.orderNid,
        lineNo: buyerOrderLines.lineNo,
        quantity: buyerOrderLines.quantity,
        reserved: reservedOfLineSql,
        shipped: shippedOfLineSql(),
      })
      .from(buyerOrderLines)
      .where(
        and(inArray(buyerOrderLines.orderNid, [fromOrderNid, toOrderNid]), eq(buyerOrderLines.productNid, productNid)),
      )
      .orderBy(asc(buyerOrderLines.lineNo));
    const lineOf = (nid: number) => {
      const line = lines.find((candidate) => candidate.orderNid === nid);
      if (!line) throw badUserInput(`В заказе № ${nid} нет ${goods}`);
      return line;
    };
    const giving = lineOf(from.nid);
    const receiving = lineOf(to.nid);
    const waits = receiving.quantity - Number(receiving.shipped) - Number(receiving.reserved);
    if (waits < quantity)
      throw badUserInput(
        waits > 0
          ? `Заказ № ${to.nid} ждёт ${goods} только ${waits} шт., а передать просят ${quantity} шт.`
          : `Заказ № ${to.nid} не ждёт ${goods}: всё заказанное уже в резерве или отгружено`,
      );
    const outcome = await moveUnits(
      tx,
      {
        productNid,
        quantity,
        from: { orderNid: from.nid, lineNo: giving.lineNo },
        to: { orderNid: to.nid, lineNo: receiving.lineNo, deliveryMethod: to.deliveryMethod },
      },
      { createdByUid: actor.uid, createdByName: actor.name },
    );
    if (outcome.moved) return;
    if (outcome.held < quantity)
      throw badUserInput(
        `Заказ № ${from.nid} держит в резерве ${outcome.held} шт. ${goods}, а передать просят ${quantity} шт.`,
      );
    const locations = await listStockLocations(tx);
    const names = outcome.serving.map((nid) => `«${locations.find((location) => location.nid === nid)?.name ?? nid}»`);
    throw badUserInput(
      `Заказ № ${to.nid} получает товар только из ${names.join(', ')}: там заказ № ${from.nid} держит ${outcome.heldServing} шт. ${goods}, остальное — в другом месте хранения. Сначала переместите товар`,
    );
  });
  const order = await loadBuyerOrder(db, toOrderNid);
  if (!order) throw notFound(`Заказ № ${toOrderNid} не найден`);
  return order;
}
