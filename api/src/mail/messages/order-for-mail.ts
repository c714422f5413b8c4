import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { buyerOrderLines, buyerOrders } from '../../db/schema';

/** What an order's messages say of it, read from its rows when the message is sent. */
export async function orderForMail(db: Db, nid: number) {
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
      name: buyerOrderLines.name,
      vendorCode: buyerOrderLines.vendorCode,
      quantity: buyerOrderLines.quantity,
      price: buyerOrderLines.price,
      amount: buyerOrderLines.amount,
    })
    .from(buyerOrderLines)
    .where(eq(buyerOrderLines.orderNid, nid))
    .orderBy(asc(buyerOrderLines.lineNo));
  return { ...order, lines };
}

export type OrderForMail = NonNullable<Awaited<ReturnType<typeof orderForMail>>>;
