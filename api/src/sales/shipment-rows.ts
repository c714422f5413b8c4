import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { counterparties, type DOCUMENT_STATUSES } from '../db/purchasing-schema';
import { shipmentDeliveries, shipmentLines, shipments } from '../db/sales-schema';
import { buyerOrders } from '../db/schema';
import type { Page } from '../core/paging';
import { likePattern } from '../purchasing/document-actor';
import { orderLinesToShip } from './order-shipping';
import { shopDayRange } from '../core/shop-days';

type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export interface ShipmentLine {
  lineNo: number;
  orderLineNo: number;
  nid: number;
  name: string;
  vendorCode: string;
  /** Ordered on the order's line, and shipped there by posted shipments (this one too, once posted). */
  ordered: number;
  orderShipped: number;
  quantity: number;
  price: number;
  amount: number;
}

export type ShipmentDelivery = typeof shipmentDeliveries.$inferSelect;

export type Shipment = typeof shipments.$inferSelect & {
  buyerName: string;
  orderNumber: string;
  contactName: string;
  phone: string;
  address: string | null;
  deliveryMethod: (typeof buyerOrders.$inferSelect)['deliveryMethod'];
  paymentMethod: (typeof buyerOrders.$inferSelect)['paymentMethod'];
  /** The delivery plan; null for pickup. */
  plan: ShipmentDelivery | null;
};

export interface ShipmentFilter {
  status?: DocumentStatus | null;
  buyerOrderNid?: number | null;
  /** Created on or after / on or before these Moscow days, YYYY-MM-DD. */
  dateFrom?: string | null;
  dateTo?: string | null;
  /** A shipment or order number, or part of the buyer's name. */
  search?: string | null;
}

const selectShipments = (db: Db) =>
  db
    .select({ shipment: shipments, buyerName: counterparties.name, order: buyerOrders, plan: shipmentDeliveries })
    .from(shipments)
    .innerJoin(counterparties, eq(counterparties.nid, shipments.buyerNid))
    .innerJoin(buyerOrders, eq(buyerOrders.nid, shipments.buyerOrderNid))
    .leftJoin(shipmentDeliveries, eq(shipmentDeliveries.shipmentNid, shipments.nid));

type Row = {
  shipment: typeof shipments.$inferSelect;
  buyerName: string;
  order: typeof buyerOrders.$inferSelect;
  plan: ShipmentDelivery | null;
};

const flatten = ({ shipment, buyerName, order, plan }: Row): Shipment => ({
  ...shipment,
  buyerName,
  orderNumber: order.number,
  contactName: order.contactName,
  phone: order.phone,
  address: order.address,
  deliveryMethod: order.deliveryMethod,
  paymentMethod: order.paymentMethod,
  plan,
});

function conditionsOf(filter: ShipmentFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(eq(shipments.status, filter.status));
  if (filter.buyerOrderNid) conditions.push(eq(shipments.buyerOrderNid, filter.buyerOrderNid));
  const days = shopDayRange(filter.dateFrom, filter.dateTo);
  if (days.from) conditions.push(gte(shipments.createdAt, days.from));
  if (days.to) conditions.push(lt(shipments.createdAt, days.to));
  const text = filter.search?.trim();
  if (text) {
    const digits = /^[№\s\d]+$/.test(text) ? text.replace(/\D/g, '') : '';
    conditions.push(
      digits
        ? or(sql`${shipments.nid}::text = ${digits}`, eq(buyerOrders.number, digits))
        : or(ilike(counterparties.name, likePattern(text)), ilike(buyerOrders.contactName, likePattern(text))),
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** A page of shipments, newest first, with the count for the filter. */
export async function listShipments(db: Db, filter: ShipmentFilter, page: Page) {
  const where = conditionsOf(filter);
  const [rows, [totals]] = await Promise.all([
    selectShipments(db)
      .where(where)
      .orderBy(desc(shipments.createdAt), desc(shipments.nid))
      .offset(page.skip)
      .limit(page.limit),
    db
      .select({ total: count() })
      .from(shipments)
      .innerJoin(counterparties, eq(counterparties.nid, shipments.buyerNid))
      .innerJoin(buyerOrders, eq(buyerOrders.nid, shipments.buyerOrderNid))
      .where(where),
  ]);
  return { total: totals?.total ?? 0, items: rows.map(flatten) };
}

export async function loadShipment(db: Db, nid: number): Promise<Shipment | null> {
  const [row] = await selectShipments(db).where(eq(shipments.nid, nid));
  return row ? flatten(row) : null;
}

/** The shipments of an order, oldest first. */
export async function shipmentsOfOrder(db: Db, orderNid: number): Promise<Shipment[]> {
  return (await selectShipments(db).where(eq(shipments.buyerOrderNid, orderNid)).orderBy(asc(shipments.nid))).map(
    flatten,
  );
}

/** The lines of one shipment, with what its order line holds and has shipped now. */
export async function shipmentLinesOf(db: Db, nid: number): Promise<ShipmentLine[]> {
  const [shipment] = await db
    .select({ orderNid: shipments.buyerOrderNid })
    .from(shipments)
    .where(eq(shipments.nid, nid));
  if (!shipment) return [];
  const [lines, orderLines] = await Promise.all([
    db.select().from(shipmentLines).where(eq(shipmentLines.shipmentNid, nid)).orderBy(asc(shipmentLines.lineNo)),
    orderLinesToShip(db, shipment.orderNid),
  ]);
  const byNo = new Map(orderLines.map((line) => [line.lineNo, line]));
  return lines.map((line) => ({
    lineNo: line.lineNo,
    orderLineNo: line.orderLineNo,
    nid: line.productNid,
    name: line.name,
    vendorCode: line.vendorCode,
    ordered: byNo.get(line.orderLineNo)?.quantity ?? 0,
    orderShipped: byNo.get(line.orderLineNo)?.shipped ?? 0,
    quantity: line.quantity,
    price: line.price,
    amount: line.amount,
  }));
}

/** An order's lines with what was ordered and what its posted shipments took, in line order. */
export async function shippedLinesOf(db: Db, orderNid: number) {
  const lines = await orderLinesToShip(db, orderNid);
  return lines.map((line) => ({
    lineNo: line.lineNo,
    nid: line.productNid,
    name: line.name,
    ordered: line.quantity,
    shipped: line.shipped,
  }));
}
