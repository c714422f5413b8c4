import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../core/transaction';
import type { MailKind } from '../db/mail-schema';
import { buyerReturns } from '../db/returns-schema';
import { buyerOrders } from '../db/schema';
import { queueMail } from './outbox';

/** A message to the buyer of an order, about the order or one of its documents. */
export interface BuyerMail {
  key: string;
  kind: MailKind;
  orderNid: number;
  documentNid?: number | null;
}

/**
 * Queues a message to the order's buyer in the event's transaction, at the e-mail the order was placed
 * with (checked at checkout); an order without one queues nothing.
 */
export async function queueBuyerMail(tx: Tx, { key, kind, orderNid, documentNid = null }: BuyerMail): Promise<void> {
  const [order] = await tx.select({ email: buyerOrders.email }).from(buyerOrders).where(eq(buyerOrders.nid, orderNid));
  await queueMail(tx, { key, kind, orderNid, documentNid, recipients: order?.email ? [order.email] : [] });
}

/**
 * Queues «Деньги возвращены» for a payment out to a buyer, in its posting's transaction: about the order
 * of the buyer's latest posted return, which is what a refund pays back. A payment out to a buyer with no
 * return (an overpayment given back, say) names no order and queues nothing.
 */
export async function queueRefundMail(tx: Tx, payment: { nid: number; counterpartyNid: number }): Promise<void> {
  const [latest] = await tx
    .select({ orderNid: buyerReturns.buyerOrderNid })
    .from(buyerReturns)
    .where(and(eq(buyerReturns.buyerNid, payment.counterpartyNid), eq(buyerReturns.status, 'POSTED')))
    .orderBy(desc(buyerReturns.postedAt), desc(buyerReturns.nid))
    .limit(1);
  if (!latest) return;
  await queueBuyerMail(tx, {
    key: `refund-paid:${payment.nid}`,
    kind: 'REFUND_PAID',
    orderNid: latest.orderNid,
    documentNid: payment.nid,
  });
}
