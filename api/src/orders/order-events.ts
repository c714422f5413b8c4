import { sql } from 'drizzle-orm';
import type { Tx } from '../core/transaction';
import type { ShopDatabase } from '../db/open-database';
import { queueMails } from '../mail/outbox';
import { loadBuyerOrder, type BuyerOrder } from './buyer-order-rows';
import { EventQueue } from './event-queue';
import { logger } from '../observability/logger';

/** The channel a new order's nid is announced on, to every API process of the database. */
const BUYER_ORDER_CREATED = 'buyer_order_created';

/**
 * Announces a new order inside the transaction that writes it, so nothing of it is sent unless it
 * commits: to this database's subscribers, and by mail to the buyer (when the order has an e-mail)
 * and to the staff who are told of every order (`notify`).
 */
export async function announceBuyerOrder(
  tx: Tx,
  order: { nid: number; email: string },
  notify: readonly string[],
): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${BUYER_ORDER_CREATED}, ${String(order.nid)})`);
  const orderNid = order.nid;
  await queueMails(tx, [
    {
      key: `order-received:${orderNid}`,
      kind: 'ORDER_RECEIVED',
      orderNid,
      recipients: order.email ? [order.email] : [],
    },
    { key: `new-order:${orderNid}`, kind: 'NEW_ORDER_NOTICE', orderNid, recipients: notify },
  ]);
}

/**
 * New buyer orders for this process's subscribers, whichever process took the order: the
 * first subscriber starts listening on the channel, and each announced order is read once and
 * handed to every subscriber in the order announced. An order announced while the
 * PostgreSQL listening connection was down is missed, so a feed reloads its list on reconnect.
 */
export class BuyerOrderEvents {
  private readonly subscribers = new Set<EventQueue<BuyerOrder>>();
  private listening: Promise<() => Promise<void>> | null = null;
  private delivering: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly database: ShopDatabase) {}

  /** A subscriber's stream of new orders; resolves once orders committed from now on will reach it. */
  async subscribe(): Promise<AsyncIterableIterator<BuyerOrder>> {
    await this.listen();
    const queue: EventQueue<BuyerOrder> = new EventQueue(() => this.subscribers.delete(queue));
    this.subscribers.add(queue);
    return queue;
  }

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  /** Ends every subscriber's stream and stops listening (the server stops). */
  async close(): Promise<void> {
    this.closed = true;
    for (const subscriber of [...this.subscribers]) subscriber.end();
    const listening = this.listening;
    this.listening = null;
    await listening?.then((stop) => stop()).catch(() => undefined);
  }

  private listen(): Promise<() => Promise<void>> {
    if (this.closed) return Promise.reject(new Error('The server is stopping'));
    if (!this.listening) {
      const listening = this.database.listen(BUYER_ORDER_CREATED, (payload) => {
        // Those subscribed when the announcement came: one who subscribes while an earlier
        // order is still being read does not get that order.
        const to = [...this.subscribers];
        this.delivering = this.delivering.then(() => this.deliver(Number(payload), to));
      });
      this.listening = listening;
      // A failed start (the database is away) is not kept: the next subscriber tries again.
      listening.catch(() => {
        if (this.listening === listening) this.listening = null;
      });
    }
    return this.listening;
  }

  private async deliver(nid: number, to: readonly EventQueue<BuyerOrder>[]): Promise<void> {
    if (to.length === 0 || !Number.isInteger(nid)) return;
    try {
      const order = await loadBuyerOrder(this.database.db, nid);
      if (order) for (const subscriber of to) subscriber.push(order);
    } catch (error) {
      logger.error({ err: error, nid }, 'a buyer order could not be read for its subscribers');
    }
  }
}
