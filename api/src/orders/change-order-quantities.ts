import { and, asc, eq, isNull } from 'drizzle-orm';
import { MAX_CART_QUANTITY } from '@shop/shared/cart-item';
import { BUYER_ORDER_STATUS_TITLES, MAX_ORDER_LINES, RESERVING_STATUSES } from '@shop/shared/checkout';
import { deliveryCost } from '@shop/shared/delivery';
import type { Db } from '../db/open-database';
import { buyerOrderEditLines, buyerOrderEdits, buyerOrderLines, buyerOrders, MAX_INT4 } from '../db/schema';
import { buyerInvoices } from '../db/money-schema';
import { badUserInput, notFound } from '../core/errors';
import type { DocumentActor } from '../documents/document-actor';
import { fitLinesToQuantities, lockProducts } from '../documents/stock-reservations';
import { postedShipmentsOf } from '../sales/order-shipping';
import { loadBuyerOrder, type BuyerOrder } from './buyer-order-rows';

/** One line's change as the clerk asks it: the quantity they saw, and the one they want. */
export interface QuantityChange {
  lineNo: number;
  from: number;
  to: number;
}

/** The request's own problems, before anything is read: whole quantities in the cart's range, each line once. */
function checkChanges(changes: readonly QuantityChange[]): void {
  if (changes.length > MAX_ORDER_LINES)
    throw badUserInput(`В одном заказе может быть не больше ${MAX_ORDER_LINES} позиций`);
  if (!changes.some((change) => change.from !== change.to)) throw badUserInput('Количество не изменилось');
  const seen = new Set<number>();
  for (const { lineNo, to } of changes) {
    if (!Number.isInteger(to) || to < 1 || to > MAX_CART_QUANTITY)
      throw badUserInput(`Количество товара — целое число от 1 до ${MAX_CART_QUANTITY}`, {
        fieldErrors: { [`line${lineNo}`]: `От 1 до ${MAX_CART_QUANTITY}` },
      });
    if (seen.has(lineNo)) throw badUserInput(`Строка ${lineNo} названа дважды`);
    seen.add(lineNo);
  }
}

/**
 * Staff change the quantities of an open order's lines (docs/requirements.md, «Changing an order's
 * quantities») before it is invoiced or shipped: each line is priced at the price the buyer was given,
 * delivery is priced again by the checkout's rule for the new goods total, the edit is recorded (who,
 * when, each line and the totals before → after), and the lines' reservations follow: a line that
 * needs fewer lets units go (they serve other waiting orders), one that needs more waits for them
 * like any line, oldest order first. Optimistic like a status change: a line whose quantity is no
 * longer the one the clerk saw refuses the whole edit, naming what it is now. Locks: the order's row,
 * then its products' rows in nid order.
 */
export async function changeOrderQuantities(
  db: Db,
  nid: number,
  changes: readonly QuantityChange[],
  actor: DocumentActor,
): Promise<BuyerOrder> {
  checkChanges(changes);
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(buyerOrders).where(eq(buyerOrders.nid, nid)).for('update');
    if (!order) throw notFound(`Заказ № ${nid} не найден`);
    if (!RESERVING_STATUSES.includes(order.status))
      throw badUserInput(
        `Заказ № ${nid} в статусе «${BUYER_ORDER_STATUS_TITLES[order.status]}»: количество меняют, пока заказ открыт`,
      );
    // Both are checked under the order's row, which invoicing and posting a shipment take first.
    const [invoice] = await tx
      .select({ nid: buyerInvoices.nid })
      .from(buyerInvoices)
      .where(and(eq(buyerInvoices.buyerOrderNid, nid), isNull(buyerInvoices.cancelledAt)))
      .limit(1);
    if (invoice)
      throw badUserInput(
        `По заказу № ${nid} выставлен счёт № ${invoice.nid}: чтобы изменить количество, аннулируйте счёт, измените заказ и выставьте новый`,
        { invoiceNid: invoice.nid },
      );
    const [shipped] = await postedShipmentsOf(tx, nid);
    if (shipped)
      throw badUserInput(
        `По заказу № ${nid} проведена отгрузка № ${shipped.nid}: количество меняют до первой отгрузки`,
      );

    const lines = await tx
      .select()
      .from(buyerOrderLines)
      .where(eq(buyerOrderLines.orderNid, nid))
      .orderBy(asc(buyerOrderLines.lineNo));
    const changed = changes.flatMap((change) => {
      const line = lines.find((candidate) => candidate.lineNo === change.lineNo);
      if (!line) throw badUserInput(`В заказе № ${nid} нет строки ${change.lineNo}`);
      return change.from === change.to ? [] : [{ line, change }];
    });
    const stale = changed.filter(({ line, change }) => line.quantity !== change.from);
    if (stale.length)
      throw badUserInput(
        `Заказ № ${nid} уже изменил другой сотрудник: ${stale
          .map(({ line }) => `«${line.name}» — сейчас ${line.quantity} шт`)
          .join('; ')}. Обновите заказ и проверьте количество`,
        { currentQuantities: stale.map(({ line }) => ({ lineNo: line.lineNo, quantity: line.quantity })) },
      );

    const quantities = new Map(changed.map(({ line, change }) => [line.lineNo, change.to]));
    const goodsTotal = lines.reduce(
      (sum, line) => sum + line.price * (quantities.get(line.lineNo) ?? line.quantity),
      0,
    );
    const quote = deliveryCost({
      method: order.deliveryMethod,
      orderTotal: goodsTotal,
      distanceKm: order.distanceKm === null ? null : Number(order.distanceKm),
    });
    if (!quote.ok) throw badUserInput(`Доставку заказа № ${nid} не пересчитать: ${quote.error}`);
    if (goodsTotal + quote.cost > MAX_INT4)
      throw badUserInput('Слишком большая сумма для одного заказа — разделите его на несколько');

    await lockProducts(
      tx,
      changed.map(({ line }) => line.productNid),
    );
    for (const { line, change } of changed)
      await tx
        .update(buyerOrderLines)
        .set({ quantity: change.to, amount: line.price * change.to })
        .where(and(eq(buyerOrderLines.orderNid, nid), eq(buyerOrderLines.lineNo, line.lineNo)));
    await tx
      .update(buyerOrders)
      .set({ goodsTotal, deliveryCost: quote.cost, total: goodsTotal + quote.cost })
      .where(eq(buyerOrders.nid, nid));
    const [edit] = await tx
      .insert(buyerOrderEdits)
      .values({
        orderNid: nid,
        goodsTotalFrom: order.goodsTotal,
        goodsTotalTo: goodsTotal,
        deliveryCostFrom: order.deliveryCost,
        deliveryCostTo: quote.cost,
        changedByUid: actor.uid,
        changedByName: actor.name,
      })
      .returning({ id: buyerOrderEdits.id });
    await tx.insert(buyerOrderEditLines).values(
      changed.map(({ line, change }) => ({
        editId: edit!.id,
        lineNo: line.lineNo,
        fromQuantity: change.from,
        toQuantity: change.to,
      })),
    );
    // Nothing is shipped yet (refused above): each changed line has its whole new quantity left to ship.
    await fitLinesToQuantities(
      tx,
      order,
      changed.map(({ line, change }) => ({ lineNo: line.lineNo, productNid: line.productNid, leftToShip: change.to })),
      { createdByUid: actor.uid, createdByName: actor.name },
    );
  });
  const order = await loadBuyerOrder(db, nid);
  if (!order) throw notFound(`Заказ № ${nid} не найден`);
  return order;
}
