import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { RESERVING_STATUSES } from '@shop/shared/checkout';
import type * as Schema from '../core/schema-types.generated';
import type { Db } from '../db/open-database';
import { buyerOrders, products } from '../db/schema';
import { stockReservations } from '../db/stock-schema';
import { MOVE_DOCUMENT, type ReservationReason } from '../documents/stock-reservations';
import { SHIPMENT_DOCUMENT } from '../sales/order-shipping';
import { withLines, type BuyerOrder } from './buyer-order-rows';

/** A row of an order's reservation ledger as GraphQL's ReservationChange gives it (the location by nid). */
export interface ReservationChange {
  at: string;
  nid: number;
  name: string;
  locationNid: number;
  quantity: number;
  reason: Schema.ReservationReason;
  otherOrderNid: number | null;
  shipmentNid: number | null;
  by: { uid: string; name: string } | null;
}

const REASONS = {
  order: 'ORDER',
  'order-edited': 'ORDER_EDITED',
  'order-cancelled': 'ORDER_CANCELLED',
  shipment: 'SHIPMENT',
  'shipment-cancelled': 'SHIPMENT_CANCELLED',
  'stock-arrived': 'STOCK_ARRIVED',
  'stock-short': 'STOCK_SHORT',
  'moved-out': 'MOVED_OUT',
  'moved-in': 'MOVED_IN',
} as const satisfies Record<ReservationReason, Schema.ReservationReason>;

/** Every change of what an order's lines hold, oldest first: the order's reservation history. */
export async function reservationHistoryOf(db: Db, orderNid: number): Promise<ReservationChange[]> {
  const rows = await db
    .select({
      at: stockReservations.createdAt,
      nid: stockReservations.productNid,
      name: products.name,
      locationNid: stockReservations.locationNid,
      quantity: stockReservations.quantity,
      reason: stockReservations.reason,
      documentType: stockReservations.documentType,
      documentNid: stockReservations.documentNid,
      byUid: stockReservations.createdByUid,
      byName: stockReservations.createdByName,
    })
    .from(stockReservations)
    .innerJoin(products, eq(products.nid, stockReservations.productNid))
    .where(eq(stockReservations.orderNid, orderNid))
    .orderBy(asc(stockReservations.id));
  return rows.map((row) => ({
    at: row.at.toISOString(),
    nid: row.nid,
    name: row.name,
    locationNid: row.locationNid,
    quantity: row.quantity,
    reason: REASONS[row.reason as ReservationReason],
    otherOrderNid: row.documentType === MOVE_DOCUMENT ? row.documentNid : null,
    shipmentNid: row.documentType === SHIPMENT_DOCUMENT ? row.documentNid : null,
    by: row.byUid ? { uid: row.byUid, name: row.byName ?? row.byUid } : null,
  }));
}

/** An open order's units of a product at one location. */
export interface ProductReservation {
  order: BuyerOrder;
  locationNid: number;
  quantity: number;
}

/** The open orders holding units of a product, per location, oldest order first. */
export async function productReservations(db: Db, productNid: number): Promise<ProductReservation[]> {
  const held = await db
    .select({
      orderNid: stockReservations.orderNid,
      locationNid: stockReservations.locationNid,
      quantity: sql<number>`sum(${stockReservations.quantity})::integer`,
    })
    .from(stockReservations)
    .where(eq(stockReservations.productNid, productNid))
    .groupBy(stockReservations.orderNid, stockReservations.locationNid)
    .having(sql`sum(${stockReservations.quantity}) > 0`)
    .orderBy(asc(stockReservations.orderNid), asc(stockReservations.locationNid));
  if (!held.length) return [];
  const orders = await withLines(
    db,
    await db
      .select()
      .from(buyerOrders)
      .where(
        and(
          inArray(
            buyerOrders.nid,
            held.map((row) => row.orderNid),
          ),
          inArray(buyerOrders.status, [...RESERVING_STATUSES]),
        ),
      ),
  );
  return held.flatMap((row) => {
    const order = orders.find((candidate) => candidate.nid === row.orderNid);
    return order ? [{ order, locationNid: row.locationNid, quantity: Number(row.quantity) }] : [];
  });
}
