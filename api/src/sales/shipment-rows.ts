import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { counterparties, type DOCUMENT_STATUSES } from '../db/purchasing-schema';
import { shipmentDeliveries, shipmentLines, shipments } from '../db/sales-schema';
import { buyerOrders } from '../db/schema';
import type { Page } from '../core/paging';
import { equalFields, madeWithinDays, newestDocumentsPage } from '../documents/document-list';
import type { GoodsLine } from '../documents/document-lines';
import { buyerDocumentSearch, countBuyerDocuments, withBuyerAndOrder } from './buyer-document-list';
import { orderLinesToShip } from './order-shipping';
import type { OrderDelivery } from '../delivery/route-sheet';

type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export interface ShipmentLine extends GoodsLine {
  orderLineNo: number;
  /** Ordered on the order's line, and shipped there by posted shipments (this one too, once posted). */
  ordered: number;
  orderShipped: number;
}

export type ShipmentDelivery = typeof shipmentDeliveries.$inferSelect;

export type Shipment = typeof shipments.$inferSelect &
  OrderDelivery & {
    buyerName: string;
    orderNumber: string;
    contactName: string;
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
  withBuyerAndOrder(
    db
      .select({
        ...getTableColumns(shipments),
        buyerName: counterparties.name,
        orderNumber: buyerOrders.number,
        contactName: buyerOrders.contactName,
        phone: buyerOrders.phone,
        address: buyerOrders.address,
        deliveryMethod: buyerOrders.deliveryMethod,
        paymentMethod: buyerOrders.paymentMethod,
        plan: shipmentDeliveries,
      })
      .from(shipments)
      .leftJoin(shipmentDeliveries, eq(shipmentDeliveries.shipmentNid, shipments.nid))
      .$dynamic(),
    shipments,
  );

const conditionsOf = (filter: ShipmentFilter) =>
  and(
    ...equalFields(shipments, filter, ['status', 'buyerOrderNid']),
    ...madeWithinDays(shipments.createdAt, filter.dateFrom, filter.dateTo, 'find nothing'),
    buyerDocumentSearch(shipments.nid, filter.search),
  );

/** A page of shipments, newest first, with the count for the filter. */
export async function listShipments(db: Db, filter: ShipmentFilter, page: Page) {
  const where = conditionsOf(filter);
  const counted = countBuyerDocuments(db, shipments, where);
  return newestDocumentsPage(db, shipments, selectShipments(db).where(where), where, page, counted);
}

export async function loadShipment(db: Db, nid: number): Promise<Shipment | null> {
  const [row] = await selectShipments(db).where(eq(shipments.nid, nid));
  return row ?? null;
}

/** The shipments of an order, oldest first. */
export async function shipmentsOfOrder(db: Db, orderNid: number): Promise<Shipment[]> {
  return selectShipments(db).where(eq(shipments.buyerOrderNid, orderNid)).orderBy(asc(shipments.nid));
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
