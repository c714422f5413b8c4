import { BUYER_ORDER_STATUS_TITLES } from '@shop/shared/checkout';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { shipmentDeliveries, shipmentLines, shipments } from '../db/sales-schema';
import { buyerOrders } from '../db/schema';
import { lockLineProducts, writeSettlement, writeStockMoves } from '../documents/document-posting';
import { locationOf, stockAt } from '../documents/stock-locations';
import { consumeForShipment, restoreShipmentReservations, serveWaitingLines } from '../documents/stock-reservations';
import { badUserInput } from '../core/errors';
import type { Tx } from '../core/transaction';
import { linesOf, lockRow, updateDocumentRow } from '../documents/document-rows';
import { syncOrderStatus } from '../order-status/sync-order-status';
import { cancelledBy, postedBy, type DocumentActor } from '../documents/document-actor';
import {
  deliveryChargeOf,
  orderLinesToShip,
  postedShipmentsOf,
  SHIPMENT_DOCUMENT,
  SHIPPING_STATUS,
} from './order-shipping';
import { lockShipment } from './save-shipment';
import { refuseWhileReturned } from './shipment-returns';

/**
 * The shipment, its order and its products locked in that order (products by nid, so two
 * postings never deadlock and a second one reads the stock the first one left).
 */
async function lockDocument(tx: Tx, nid: number) {
  const shipment = await lockShipment(tx, nid);
  const order = await lockRow(tx, buyerOrders, shipment.buyerOrderNid);
  if (!order) throw new Error(`shipment ${nid} names a missing order`);
  const lines = await linesOf(tx, shipmentLines, shipmentLines.shipmentNid, nid);
  return {
    shipment,
    order,
    lines,
    productOf: await lockLineProducts(tx, lines, shipment.locationNid),
    location: await locationOf(tx, shipment.locationNid),
  };
}

type Document = Awaited<ReturnType<typeof lockDocument>>;

/** Refused, naming the line, when it ships more than the order has left to ship; else what each line had left. */
async function checkLeftToShip(tx: Tx, { shipment, order, lines }: Document): Promise<Map<number, number>> {
  const left = new Map(
    (await orderLinesToShip(tx, order.nid, shipment.nid)).map((line) => [line.lineNo, line.quantity - line.shipped]),
  );
  for (const line of lines) {
    const rest = left.get(line.orderLineNo) ?? 0;
    if (line.quantity > rest) {
      throw badUserInput(
        `Нельзя провести отгрузку № ${shipment.nid}: по заказу № ${order.nid} товара «${line.name}» (арт. ${line.vendorCode}) осталось отгрузить ${rest} шт., а в отгрузке ${line.quantity} шт.`,
        { productNid: line.productNid },
      );
    }
  }
  return left;
}

/**
 * Refused, naming the product, when its location holds less than the shipment takes beyond what the
 * order itself had reserved there (`consumed`): stock never goes below zero, nor into other orders' reservations.
 */
function checkStock({ shipment, lines, productOf, location }: Document, consumed: ReadonlyMap<number, number>) {
  const wanted = new Map<number, { quantity: number; name: string; vendorCode: string }>();
  for (const line of lines) {
    const sum = wanted.get(line.productNid);
    wanted.set(line.productNid, {
      quantity: (sum?.quantity ?? 0) + line.quantity,
      name: line.name,
      vendorCode: line.vendorCode,
    });
  }
  for (const [productNid, { quantity, name, vendorCode }] of wanted) {
    const own = consumed.get(productNid) ?? 0;
    const { free = 0, reserved = 0 } = productOf.get(productNid) ?? {};
    if (quantity > free + own) {
      const stock = free + own;
      throw badUserInput(
        `Не хватает товара для отгрузки № ${shipment.nid}: «${name}» (арт. ${vendorCode}) ${stockAt(location, stock, reserved - own)}, а отгружаем ${quantity} шт.`,
        { productNid, stock, quantity },
      );
    }
  }
}

/** Writes the stock moves and the settlement row of the document, signed (+1 posting, −1 reversing). */
async function writeLedgers(tx: Tx, { shipment, lines }: Document, total: number, sign: 1 | -1, actor: DocumentActor) {
  const ledger = { documentType: SHIPMENT_DOCUMENT, documentNid: shipment.nid };
  const reason = sign > 0 ? 'shipment' : 'shipment-cancelled';
  const move = { ...ledger, reason, document: `Отгрузка № ${shipment.nid}`, locationNid: shipment.locationNid };
  // A cancelled shipment's goods are first held again for its own order (restoreShipmentReservations).
  await writeStockMoves(tx, move, lines, -sign, false);
  // Negative: the buyer owes the shop for what left the warehouse.
  if (total !== 0)
    await writeSettlement(tx, ledger, {
      counterpartyNid: shipment.buyerNid,
      amount: -sign * total,
      createdBy: actor.uid,
    });
}

/**
 * Posts a draft shipment in one transaction: the goods leave stock (refused, naming the product,
 * when there are not enough), the buyer owes the shipped lines at the order's prices plus the
 * order's delivery on its first posted shipment, and the order's status follows its documents.
 */
export async function postShipment(db: Db, nid: number, actor: DocumentActor): Promise<void> {
  await db.transaction(async (tx) => {
    const document = await lockDocument(tx, nid);
    const { shipment, order } = document;
    if (shipment.status !== 'DRAFT')
      throw badUserInput(
        `Отгрузка № ${nid} ${shipment.status === 'POSTED' ? 'уже проведена' : 'отменена: провести её нельзя'}`,
      );
    if (order.status !== SHIPPING_STATUS) {
      throw badUserInput(
        `Заказ № ${order.nid} в статусе «${BUYER_ORDER_STATUS_TITLES[order.status]}»: отгрузку по нему провести нельзя`,
      );
    }
    // A line left at 0 is not shipped this time: the posted document keeps only what went out.
    await tx.delete(shipmentLines).where(and(eq(shipmentLines.shipmentNid, nid), eq(shipmentLines.quantity, 0)));
    const shipped = { ...document, lines: document.lines.filter((line) => line.quantity > 0) };
    if (shipped.lines.length === 0)
      throw badUserInput(`В отгрузке № ${nid} нет товара: укажите количество хотя бы в одной строке`);
    const leftToShip = await checkLeftToShip(tx, shipped);
    const consumed = await consumeForShipment(
      tx,
      { nid, orderNid: order.nid, locationNid: shipment.locationNid },
      shipped.lines,
      leftToShip,
      SHIPMENT_DOCUMENT,
    );
    checkStock(shipped, consumed);
    const goodsTotal = shipped.lines.reduce((sum, line) => sum + line.amount, 0);
    const deliveryCost = await deliveryChargeOf(tx, order, nid);
    const total = goodsTotal + deliveryCost;
    await writeLedgers(tx, shipped, total, 1, actor);
    await updateDocumentRow(tx, shipments, nid, { ...postedBy(actor), goodsTotal, deliveryCost, total });
    await syncOrderStatus(tx, order.nid, actor);
    // Units a line held elsewhere beyond what it has left to ship were released: they serve waiting lines.
    await serveWaitingLines(
      tx,
      shipped.lines.map((line) => line.productNid),
      { documentType: SHIPMENT_DOCUMENT, documentNid: nid },
    );
  });
}

/**
 * Cancels a posted shipment with reversing rows: the goods come back to stock, the buyer's debt
 * for them goes. Refused once the goods are with the buyer (a delivery marked delivered, or an
 * order completed), while a posted return stands against it, and for the shipment that carries
 * the order's delivery while a later one stands (cancel that first, so delivery is charged once).
 */
export async function cancelShipment(db: Db, nid: number, actor: DocumentActor): Promise<void> {
  await db.transaction(async (tx) => {
    const document = await lockDocument(tx, nid);
    const { shipment, order } = document;
    if (shipment.status !== 'POSTED') throw badUserInput(`Отгрузка № ${nid} не проведена: отменять нечего`);
    if (order.status === 'COMPLETED')
      throw badUserInput(`Заказ № ${order.nid} выполнен: его отгрузки не отменяются — оформите возврат`);
    const [delivery] = await tx
      .select()
      .from(shipmentDeliveries)
      .where(eq(shipmentDeliveries.shipmentNid, nid))
      .for('update');
    if (delivery?.status === 'DELIVERED') {
      throw badUserInput(
        `Отгрузка № ${nid} уже доставлена покупателю (отметил(а) ${delivery.markedByName ?? ''}): отменить проведение нельзя — оформите возврат`,
      );
    }
    await refuseWhileReturned(tx, nid);
    if (shipment.deliveryCost > 0) {
      const [later] = await postedShipmentsOf(tx, order.nid, nid);
      if (later) {
        throw badUserInput(
          `Отгрузка № ${nid} несёт стоимость доставки заказа № ${order.nid}: сначала отмените проведение отгрузки № ${later.nid}`,
        );
      }
    }
    await writeLedgers(tx, document, shipment.total, -1, actor);
    await updateDocumentRow(tx, shipments, nid, cancelledBy(actor));
    await syncOrderStatus(tx, order.nid, actor, { mayGoBack: true });
    await restoreShipmentReservations(
      tx,
      { nid, documentType: SHIPMENT_DOCUMENT },
      document.lines.map((line) => line.productNid),
    );
  });
}
