import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { buyerOrderLines, buyerOrders } from '../../db/schema';

/** What an open order's lines hold and wait for, by line number, with the day the units are expected. */
export type LineOutlook = (
  db: Db,
  orderNid: number,
) => Promise<ReadonlyMap<number, { reserved: number; awaited: number; expectedDate: string | null }>>;

/**
 * What an order's messages say of it, read from its rows when the message is sent; with `outlook`
 * (the orders domain's, given where the API is put together: mail reads no reservations) each line
 * says what it waits for («под заказ») and until when.
 */
export async function orderForMail(db: Db, nid: number, outlook?: LineOutlook) {
  const [order] = await db
    .select({
      nid: buyerOrders.nid,
      number: buyerOrders.number,
      contactName: buyerOrders.contactName,
      phone: buyerOrders.phone,
      email: buyerOrders.email,
      delivery: buyerOrders.deliveryMethod,
      address: buyerOrders.address,
      carrier: buyerOrders.carrier,
      payment: buyerOrders.paymentMethod,
      comment: buyerOrders.comment,
      goodsTotal: buyerOrders.goodsTotal,
      deliveryCost: buyerOrders.deliveryCost,
      total: buyerOrders.total,
      linkVersion: buyerOrders.linkVersion,
    })
    .from(buyerOrders)
    .where(eq(buyerOrders.nid, nid));
  if (!order) return null;
  const lines = await db
    .select({
      lineNo: buyerOrderLines.lineNo,
      name: buyerOrderLines.name,
      vendorCode: buyerOrderLines.vendorCode,
      quantity: buyerOrderLines.quantity,
      price: buyerOrderLines.price,
      amount: buyerOrderLines.amount,
    })
    .from(buyerOrderLines)
    .where(eq(buyerOrderLines.orderNid, nid))
    .orderBy(asc(buyerOrderLines.lineNo));
  const told = outlook ? await outlook(db, nid) : new Map();
  return {
    ...order,
    lines: lines.map((line) => ({
      ...line,
      reserved: told.get(line.lineNo)?.reserved ?? line.quantity,
      awaited: told.get(line.lineNo)?.awaited ?? 0,
      expectedDate: told.get(line.lineNo)?.expectedDate ?? null,
    })),
  };
}

export type OrderForMail = NonNullable<Awaited<ReturnType<typeof orderForMail>>>;
