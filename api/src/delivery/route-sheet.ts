import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { shipmentDeliveries, shipments } from '../db/sales-schema';
import { buyerOrders } from '../db/schema';
import { badUserInput } from '../core/errors';
import { isDay } from '@shop/shared/shop-days';

/** One delivery of the day as the driver works it. */
export interface RouteStop extends OrderDelivery {
  shipmentNid: number;
  orderNid: number;
  orderNumber: string;
  buyerName: string;
  comment: string | null;
  /** Units to hand over. */
  goodsCount: number;
  /** The shipment's sum (goods, and delivery when it carries it). */
  total: number;
  /** Cash the driver takes: see `toCollectOf`. */
  toCollect: number;
  driverUid: string | null;
  driverName: string | null;
  status: (typeof shipmentDeliveries.$inferSelect)['status'];
  failureReason: string | null;
  markedAt: Date | null;
  markedByName: string | null;
}

export interface RouteGroup {
  driverUid: string | null;
  driverName: string | null;
  stops: RouteStop[];
}

/**
 * What the driver collects for a shipment: for an order paid in cash on delivery, what is left to
 * pay on it (its total less the posted payments in against its invoices), at most the shipment's
 * own sum — two shipments of one order do not both ask for the whole of it. Other orders: 0.
 */
function toCollectOf(stop: { paymentMethod: string; total: number }, order: { total: number; paid: number }): number {
  if (stop.paymentMethod !== 'CASH') return 0;
  return Math.min(stop.total, Math.max(0, order.total - order.paid));
}

/** Posted payments in against the order's invoices; table names written out (see order-shipping). */
const paidOnOrder = sql<number>`coalesce((
  SELECT sum(p.amount) FROM payments p JOIN buyer_invoices i ON i.nid = p.buyer_invoice_nid
   WHERE i.buyer_order_nid = buyer_orders.nid AND p.direction = 'IN' AND p.status = 'POSTED'
), 0)::integer`;

const goodsCount = sql<number>`coalesce((SELECT sum(sl.quantity) FROM shipment_lines sl WHERE sl.shipment_nid = shipments.nid), 0)::integer`;

/**
 * The day's route sheet: posted shipments to be delivered that day (pickup has none), grouped
 * by driver in name order, the unassigned ones last; `driverUid` narrows it to one driver.
 */
export async function routeSheet(db: Db, date: string, driverUid: string | null): Promise<RouteGroup[]> {
  if (!isDay(date)) throw badUserInput('Укажите день в виде ГГГГ-ММ-ДД');
  const conditions: SQL[] = [eq(shipments.status, 'POSTED'), eq(shipmentDeliveries.deliveryDate, date)];
  if (driverUid) conditions.push(eq(shipmentDeliveries.driverUid, driverUid));
  const rows = await db
    .select({
      shipmentNid: shipments.nid,
      orderNid: buyerOrders.nid,
      orderNumber: buyerOrders.number,
      buyerName: buyerOrders.contactName,
      phone: buyerOrders.phone,
      address: buyerOrders.address,
      deliveryMethod: buyerOrders.deliveryMethod,
      paymentMethod: buyerOrders.paymentMethod,
      comment: buyerOrders.comment,
      orderTotal: buyerOrders.total,
      paid: paidOnOrder,
      goodsCount,
      total: shipments.total,
      driverUid: shipmentDeliveries.driverUid,
      driverName: shipmentDeliveries.driverName,
      status: shipmentDeliveries.status,
      failureReason: shipmentDeliveries.failureReason,
      markedAt: shipmentDeliveries.markedAt,
      markedByName: shipmentDeliveries.markedByName,
    })
    .from(shipments)
    .innerJoin(shipmentDeliveries, eq(shipmentDeliveries.shipmentNid, shipments.nid))
    .innerJoin(buyerOrders, eq(buyerOrders.nid, shipments.buyerOrderNid))
    .where(and(...conditions))
    .orderBy(
      sql`${shipmentDeliveries.driverUid} IS NULL`,
      asc(sql`lower(${shipmentDeliveries.driverName})`),
      asc(shipmentDeliveries.driverUid),
      asc(shipments.nid),
    );
  const groups: RouteGroup[] = [];
  for (const { orderTotal, paid, ...row } of rows) {
    const stop: RouteStop = {
      ...row,
      goodsCount: Number(row.goodsCount),
      toCollect: toCollectOf(row, { total: orderTotal, paid: Number(paid) }),
    };
    const last = groups.at(-1);
    if (last && last.driverUid === stop.driverUid) last.stops.push(stop);
    else groups.push({ driverUid: stop.driverUid, driverName: stop.driverName, stops: [stop] });
  }
  return groups;
}

/** One stop by its shipment (after a mark), or null when it is not on any route. */
export async function routeStopOf(db: Db, shipmentNid: number): Promise<RouteStop | null> {
  const [delivery] = await db
    .select({ date: shipmentDeliveries.deliveryDate, driverUid: shipmentDeliveries.driverUid })
    .from(shipmentDeliveries)
    .where(eq(shipmentDeliveries.shipmentNid, shipmentNid));
  if (!delivery) return null;
  const groups = await routeSheet(db, delivery.date, delivery.driverUid);
  return groups.flatMap((group) => group.stops).find((stop) => stop.shipmentNid === shipmentNid) ?? null;
}

/** Where and how the goods of an order go to the buyer, and how the buyer pays for them. */
export type OrderDelivery = Pick<
  typeof buyerOrders.$inferSelect,
  'phone' | 'address' | 'deliveryMethod' | 'paymentMethod'
>;
