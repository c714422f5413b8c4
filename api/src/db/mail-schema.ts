import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { buyerOrders } from './schema';

/** What a message says (migrations 0019, 0021, 0022, 0029): each kind has its template in mail/messages. */
export const MAIL_KINDS = [
  'ORDER_RECEIVED',
  'NEW_ORDER_NOTICE',
  'ORDER_CONFIRMED',
  'ORDER_SHIPPED',
  'ORDER_DELIVERED',
  'ORDER_CANCELLED',
  'INVOICE_ISSUED',
  'RETURN_ACCEPTED',
  'REFUND_PAID',
  'CARD_PAYMENT_LINK',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Queued until a worker hands it to the relay (sent) or the relay refuses it for good (failed). */
export const MAIL_STATUSES = ['QUEUED', 'SENT', 'FAILED'] as const;

/** The outbox (migration 0019): a message queued with its event, and what became of it. */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** The event's key (`order-received:10001`): an event queues its message once. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    orderNid: integer('order_nid').references(() => buyerOrders.nid),
    /**
     * The order's document the message is about (migration 0022): the invoice (INVOICE_ISSUED), the buyer
     * return (RETURN_ACCEPTED), the payment (REFUND_PAID); null for the order's own messages.
     */
    documentNid: integer('document_nid'),
    recipients: text('recipients').array().notNull(),
    /** The Message-ID's left part (`<id@domain of MAIL_FROM>`), fixed when queued: mail clients fold a message sent twice. */
    messageId: uuid('message_id').notNull().unique(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('QUEUED'),
    /** Times a worker claimed it to send. */
    attempts: integer('attempts').notNull().default(0),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last claim: a message claimed within the claim's lease is another worker's. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The relay's answer to the accepted message (`250 OK: queued as …`). */
    relayResponse: text('relay_response'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** Why it failed, for staff (the relay's answer or the transport's error). */
    failure: text('failure'),
    /** The staff member who asked for it to be sent once more (migration 0020); null: its event queued it. */
    requestedByName: text('requested_by_name'),
  },
  (table) => [
    index('mail_messages_order').on(table.orderNid, table.id),
    index('mail_messages_claimed_at').on(table.claimedAt),
    index('mail_messages_failed')
      .on(table.failedAt)
      .where(sql`${table.status} = 'FAILED'`),
  ],
);

/** The shop's own secrets (migration 0020), made once per database: `order-link` signs the orders' links. */
export const shopSecrets = pgTable('shop_secrets', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
