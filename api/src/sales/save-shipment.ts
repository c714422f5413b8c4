import { BUYER_ORDER_STATUS_TITLES } from '@shop/shared/checkout';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { shipmentLines, shipments } from '../db/sales-schema';
import { buyerOrders, WAREHOUSE_NID } from '../db/schema';
import { planNewDelivery } from '../delivery/delivery-plan';
import { badUserInput } from '../core/errors';
import type { Tx } from '../core/transaction';
import { lockDocumentRow, insertDocumentRow } from '../documents/document-rows';
import { buyerOfOrder } from '../counterparties/buyer-counterparty';
import { createdBy, type DocumentActor } from '../documents/document-actor';
import { refuseWhenInvalid, type FieldErrors } from '../documents/document-input';
import { locationFor } from '../documents/stock-locations';
import { reservedLocationOf } from '../documents/stock-reservations';
import { deliveryChargeOf, orderLinesToShip, SHIPPING_STATUS } from './order-shipping';
import { SHIPMENT_NOT_SAVED, type ShipmentLineInput, type ShipmentRequest } from './shipment-request';

type OrderRow = typeof buyerOrders.$inferSelect;

/** The order, refused unless goods may leave against it now (confirmed, maybe partly shipped). */
async function shippingOrder(tx: Tx, nid: number): Promise<OrderRow> {
  const [order] = await tx.select().from(buyerOrders).where(eq(buyerOrders.nid, nid));
  if (!order)
    throw badUserInput(SHIPMENT_NOT_SAVED, { fieldErrors: { buyerOrderNid: 'Такого заказа покупателя нет' } });
  if (order.status !== SHIPPING_STATUS) {
    throw badUserInput(
      `Заказ № ${nid} в статусе «${BUYER_ORDER_STATUS_TITLES[order.status]}»: отгружают только подтверждённый заказ`,
      {
        fieldErrors: { buyerOrderNid: 'Отгружают только подтверждённый заказ' },
      },
    );
  }
  return order;
}

/**
 * The shipment's lines from the order (by default, everything not yet shipped by posted
 * shipments), each refused beside its field when it asks for more than is left to ship.
 */
async function linesFor(
  tx: Tx,
  order: OrderRow,
  wanted: readonly ShipmentLineInput[] | null,
  shipmentNid: number | null,
) {
  const orderLines = await orderLinesToShip(tx, order.nid, shipmentNid);
  const byNo = new Map(orderLines.map((line) => [line.lineNo, line]));
  const requested =
    wanted ??
    orderLines
      .filter((line) => line.quantity > line.shipped)
      .map((line) => ({ orderLineNo: line.lineNo, quantity: line.quantity - line.shipped }));
  if (requested.length === 0) throw badUserInput(`Заказ № ${order.nid} уже отгружен полностью: отгружать нечего`);
  const errors: FieldErrors = {};
  requested.forEach((line, index) => {
    const orderLine = byNo.get(line.orderLineNo);
    if (!orderLine) errors[`lines.${index}.orderLineNo`] = 'В заказе нет такой строки';
    else if (line.quantity > orderLine.quantity - orderLine.shipped)
      errors[`lines.${index}.quantity`] = `Осталось отгрузить ${orderLine.quantity - orderLine.shipped} шт.`;
  });
  refuseWhenInvalid(SHIPMENT_NOT_SAVED, errors);
  const lines = requested.map((line, index) => {
    const { productNid, name, vendorCode, price } = byNo.get(line.orderLineNo) as (typeof orderLines)[number];
    return {
      lineNo: index + 1,
      orderLineNo: line.orderLineNo,
      productNid,
      name,
      vendorCode,
      price,
      quantity: line.quantity,
    };
  });
  return { lines, goodsTotal: lines.reduce((sum, line) => sum + line.quantity * line.price, 0) };
}

async function writeLines(tx: Tx, shipmentNid: number, lines: Awaited<ReturnType<typeof linesFor>>['lines']) {
  await tx.delete(shipmentLines).where(eq(shipmentLines.shipmentNid, shipmentNid));
  if (lines.length) await tx.insert(shipmentLines).values(lines.map((line) => ({ ...line, shipmentNid })));
}

/**
 * A new draft shipment of a confirmed order; the buyer counterparty is found or made as an
 * invoice does. An order to be delivered gets its delivery plan (tomorrow unless asked
 * otherwise); a pickup order none. Returns the shipment's nid.
 */
export async function createShipment(db: Db, request: ShipmentRequest, actor: DocumentActor): Promise<number> {
  return db.transaction(async (tx) => {
    const order = await shippingOrder(tx, request.buyerOrderNid);
    const { lines, goodsTotal } = await linesFor(tx, order, request.lines, null);
    const buyerNid = await buyerOfOrder(tx, order, actor);
    const deliveryCost = await deliveryChargeOf(tx, order, 0);
    const nid = await insertDocumentRow(
      tx,
      shipments,
      {
        buyerOrderNid: order.nid,
        buyerNid,
        comment: request.comment,
        // Where the order's goods wait for it, unless chosen; the warehouse when it holds none.
        locationNid: await locationFor(
          tx,
          request.locationNid,
          (await reservedLocationOf(tx, order.nid)) ?? WAREHOUSE_NID,
          SHIPMENT_NOT_SAVED,
        ),
        goodsTotal,
        deliveryCost,
        total: goodsTotal + deliveryCost,
        ...createdBy(actor),
      },
      'shipment',
    );
    await writeLines(tx, nid, lines);
    if (order.deliveryMethod !== 'PICKUP') {
      await planNewDelivery(
        tx,
        nid,
        { date: request.deliveryDate, driverUid: request.driverUid },
        actor,
        SHIPMENT_NOT_SAVED,
      );
    }
    return nid;
  });
}

/** The shipment locked for a change. */
export async function lockShipment(tx: Tx, nid: number) {
  return lockDocumentRow(tx, shipments, nid, `Отгрузка № ${nid} не найдена`);
}

async function lockDraft(tx: Tx, nid: number, what: string) {
  const row = await lockShipment(tx, nid);
  if (row.status !== 'DRAFT') {
    throw badUserInput(
      `Отгрузка № ${nid} ${row.status === 'POSTED' ? 'уже проведена' : 'отменена'}: ${what} можно только черновик`,
    );
  }
  return row;
}

/** Replaces a draft's comment, location (when one is sent) and lines (its order stays). */
export async function updateShipment(
  db: Db,
  nid: number,
  request: Pick<ShipmentRequest, 'comment' | 'locationNid' | 'lines'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const draft = await lockDraft(tx, nid, 'изменить');
    const order = await shippingOrder(tx, draft.buyerOrderNid);
    const { lines, goodsTotal } = await linesFor(tx, order, request.lines, nid);
    const deliveryCost = await deliveryChargeOf(tx, order, nid);
    await tx
      .update(shipments)
      .set({
        comment: request.comment,
        locationNid: await locationFor(tx, request.locationNid, draft.locationNid, SHIPMENT_NOT_SAVED),
        goodsTotal,
        deliveryCost,
        total: goodsTotal + deliveryCost,
      })
      .where(eq(shipments.nid, nid));
    await writeLines(tx, nid, lines);
  });
}

/** Deletes a draft with its lines and delivery plan. */
export async function deleteShipment(db: Db, nid: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockDraft(tx, nid, 'удалить');
    await tx.delete(shipments).where(eq(shipments.nid, nid));
  });
}
