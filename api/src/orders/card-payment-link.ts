import { asc, desc, eq, inArray } from 'drizzle-orm';
import { BUYER_ORDER_STATUS_TITLES, CARD_PAYABLE_STATUSES, PAYMENT_METHODS } from '@shop/shared/checkout';
import type { BuyerOrderStatus, CardPaymentLink } from '../core/schema-types.generated';
import type { Db } from '../db/open-database';
import { buyerOrders, cardPaymentLinks } from '../db/schema';
import { paymentLinkOf } from '../core/card-payment-hosts';
import { badUserInput, notFound } from '../core/errors';
import type { DocumentActor } from '../documents/document-actor';
import { queueBuyerMail } from '../mail/buyer-mail';
import { loadBuyerOrder, type BuyerOrder } from './buyer-order-rows';

const linkOf = ({ sentByUid, sentByName, ...link }: typeof cardPaymentLinks.$inferSelect): CardPaymentLink => ({
  id: link.id,
  url: link.url,
  amount: link.amount,
  sentAt: link.sentAt.toISOString(),
  sentBy: { uid: sentByUid, name: sentByName },
});

/**
 * Staff send the buyer a link to pay a confirmed card order (docs/requirements.md, «Paying by card»):
 * made for the order's total in the acquiring bank's account, recorded (who, when, the sum), and e-mailed
 * to the buyer in the same transaction («Оплата заказа № N картой»); the order's page offers it from
 * then on. Locks the order's row first, as every change of an order does.
 */
export async function sendCardPaymentLink(
  db: Db,
  nid: number,
  given: string,
  actor: DocumentActor,
  hosts: readonly string[],
): Promise<BuyerOrder> {
  const link = paymentLinkOf(given, hosts);
  if ('problem' in link) throw badUserInput(link.problem, { fieldErrors: { url: link.problem } });
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(buyerOrders).where(eq(buyerOrders.nid, nid)).for('update');
    if (!order) throw notFound(`Заказ № ${nid} не найден`);
    if (order.paymentMethod !== 'CARD')
      throw badUserInput(
        `Заказ № ${order.number} оплачивается иначе («${PAYMENT_METHODS[order.paymentMethod]}»): ссылку отправляют по заказам с оплатой картой`,
      );
    if (order.status === 'NEW')
      throw badUserInput(`Заказ № ${order.number} ещё не подтверждён: ссылку на оплату отправляют после подтверждения`);
    if (!CARD_PAYABLE_STATUSES.includes(order.status))
      throw badUserInput(
        `Заказ № ${order.number} в статусе «${BUYER_ORDER_STATUS_TITLES[order.status]}»: ссылка на оплату ему не нужна`,
      );
    const [latest] = await tx
      .select({ url: cardPaymentLinks.url })
      .from(cardPaymentLinks)
      .where(eq(cardPaymentLinks.orderNid, nid))
      .orderBy(desc(cardPaymentLinks.id))
      .limit(1);
    if (latest?.url === link.url)
      throw badUserInput(
        'Эта ссылка уже отправлена покупателю: чтобы напомнить о ней, отправьте её письмо ещё раз в «Письмах»',
      );
    const [sent] = await tx
      .insert(cardPaymentLinks)
      .values({ orderNid: nid, url: link.url, amount: order.total, sentByUid: actor.uid, sentByName: actor.name })
      .returning({ id: cardPaymentLinks.id });
    await queueBuyerMail(tx, {
      key: `card-payment-link:${sent!.id}`,
      kind: 'CARD_PAYMENT_LINK',
      orderNid: nid,
      documentNid: sent!.id,
    });
  });
  const order = await loadBuyerOrder(db, nid);
  if (!order) throw notFound(`Заказ № ${nid} не найден`);
  return order;
}

/** Every link sent for the order, oldest first (the back-office's «Оплата картой»). */
export async function cardPaymentLinksOf(db: Db, orderNid: number): Promise<CardPaymentLink[]> {
  const rows = await db
    .select()
    .from(cardPaymentLinks)
    .where(eq(cardPaymentLinks.orderNid, orderNid))
    .orderBy(asc(cardPaymentLinks.id));
  return rows.map(linkOf);
}

/** Whether an order offers its card payment link: paid by card, confirmed, not completed or cancelled. */
export const offersCardPayment = (order: { payment: string; status: BuyerOrderStatus }) =>
  order.payment === 'CARD' && CARD_PAYABLE_STATUSES.includes(order.status);

/**
 * The links the buyers' order pages offer, by order: each order's newest sent (one read for a page of
 * orders, «Мои заказы»); the caller asks only for orders that `offersCardPayment`.
 */
export async function newestCardPayments(db: Db, orderNids: readonly number[]): Promise<Map<number, CardPaymentLink>> {
  if (orderNids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([cardPaymentLinks.orderNid])
    .from(cardPaymentLinks)
    .where(inArray(cardPaymentLinks.orderNid, [...orderNids]))
    .orderBy(cardPaymentLinks.orderNid, desc(cardPaymentLinks.id));
  return new Map(rows.map((row) => [row.orderNid, linkOf(row)]));
}
