import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type * as Schema from '../core/schema-types.generated';
import type { Db } from '../db/open-database';
import { buyerOrderLines, buyerOrders } from '../db/schema';
import type { Page } from '../core/paging';
import { newestFirst } from '../documents/document-list';
import { RESERVING_STATUSES } from '@shop/shared/checkout';
import { reservedOfLineSql, shippedOfLineSql } from '../documents/stock-reservations';

/**
 * A buyer's order as GraphQL gives it: every field of the BuyerOrder type but those its
 * resolvers read elsewhere (status, reservation and edit history, next statuses, invoice, shipments, messages,
 * card payment links).
 */
export type BuyerOrder = Omit<
  Schema.BuyerOrder,
  | '__typename'
  | 'nextStatuses'
  | 'statusHistory'
  | 'reservationHistory'
  | 'editHistory'
  | 'invoice'
  | 'shipments'
  | 'shippedLines'
  | 'messages'
  | 'cardPayment'
  | 'cardPaymentLinks'
>;

type OrderRow = typeof buyerOrders.$inferSelect;
/** A line's row with what it holds in stock and what its posted shipments took. */
type LineRow = typeof buyerOrderLines.$inferSelect & { reserved: number; shipped: number };

const isReserving = (status: OrderRow['status']) => RESERVING_STATUSES.includes(status);

/** The rows of an order as the GraphQL BuyerOrder; the idempotency key and hash stay inside. */
function toBuyerOrder(order: OrderRow, lines: readonly LineRow[]): BuyerOrder {
  return {
    _id: order.number,
    nid: order.nid,
    number: order.number,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    contactName: order.contactName,
    phone: order.phone,
    email: order.email,
    delivery: order.deliveryMethod,
    address: order.address,
    // numeric comes back as a string from both drivers.
    distanceKm: order.distanceKm === null ? null : Number(order.distanceKm),
    carrier: order.carrier,
    deliveryCost: order.deliveryCost,
    payment: order.paymentMethod,
    comment: order.comment,
    goodsTotal: order.goodsTotal,
    total: order.total,
    // A line as the buyer sees it: its product's number, not the order's keys; what it waits for only while open.
    lines: lines.map(({ orderNid: _order, productNid: nid, shipped, ...line }) => ({
      nid,
      ...line,
      awaited: isReserving(order.status) ? Math.max(0, line.quantity - shipped - line.reserved) : 0,
    })),
  };
}

/** Orders with their lines, in the order of the rows given. */
export async function withLines(db: Db, orders: readonly OrderRow[]): Promise<BuyerOrder[]> {
  if (orders.length === 0) return [];
  const rows = await db
    .select({ ...getTableColumns(buyerOrderLines), reserved: reservedOfLineSql, shipped: shippedOfLineSql() })
    .from(buyerOrderLines)
    .where(
      inArray(
        buyerOrderLines.orderNid,
        orders.map((order) => order.nid),
      ),
    )
    .orderBy(asc(buyerOrderLines.orderNid), asc(buyerOrderLines.lineNo));
  // Both drivers may answer a sum as a string.
  const lines = rows.map((row) => ({ ...row, reserved: Number(row.reserved), shipped: Number(row.shipped) }));
  return orders.map((order) =>
    toBuyerOrder(
      order,
      lines.filter((line) => line.orderNid === order.nid),
    ),
  );
}

/** One order by nid, or null. */
export async function loadBuyerOrder(db: Db, nid: number): Promise<BuyerOrder | null> {
  const [order] = await withLines(db, await db.select().from(buyerOrders).where(eq(buyerOrders.nid, nid)));
  return order ?? null;
}

/** A page of a buyer's orders, newest first. */
export async function buyerOrdersOf(db: Db, userUid: string, { skip, limit }: Page): Promise<BuyerOrder[]> {
  const orders = await db
    .select()
    .from(buyerOrders)
    .where(eq(buyerOrders.userUid, userUid))
    .orderBy(...newestFirst(buyerOrders))
    .limit(limit)
    .offset(skip);
  return withLines(db, orders);
}
