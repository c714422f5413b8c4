import { randomUUID } from 'node:crypto';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Page } from '../core/paging';
import type { Db } from '../db/open-database';
import { mailMessages } from '../db/mail-schema';
import { buyerOrders } from '../db/schema';
import { notFound } from '../core/errors';
import { jobWriter, transactionDatabase } from '../core/job-queue';
import { MAIL_QUEUE, type MailJob } from './job-queue';

type MessageRow = typeof mailMessages.$inferSelect;

/** A message as staff read it (GraphQL `MailMessage`). */
function toMailMessage(row: MessageRow) {
  return {
    _id: `mail-${row.id}`,
    id: row.id,
    kind: row.kind,
    recipients: row.recipients,
    status: row.status,
    attempts: row.attempts,
    queuedAt: row.queuedAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    relayResponse: row.relayResponse,
    failedAt: row.failedAt?.toISOString() ?? null,
    failure: row.failure,
    requestedBy: row.requestedByName,
  };
}

export type MailMessage = ReturnType<typeof toMailMessage>;

/** An order's messages, oldest first (its card in the back-office). */
export async function messagesOfOrder(db: Db, orderNid: number): Promise<MailMessage[]> {
  const rows = await db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.orderNid, orderNid))
    .orderBy(asc(mailMessages.id));
  return rows.map(toMailMessage);
}

/**
 * Queues a message once more at a clerk's request: a new message of the same kind, order and
 * recipients (rendered as the order is when it goes), with its own key and Message-ID, and who asked.
 */
export async function resendMail(db: Db, id: number, requestedBy: string): Promise<MailMessage> {
  return db.transaction(async (tx) => {
    const [original] = await tx.select().from(mailMessages).where(eq(mailMessages.id, id));
    if (!original) throw notFound('Письмо не найдено');
    const [row] = await tx
      .insert(mailMessages)
      .values({
        idempotencyKey: `${original.idempotencyKey}:again:${randomUUID()}`,
        kind: original.kind,
        orderNid: original.orderNid,
        documentNid: original.documentNid,
        recipients: original.recipients,
        messageId: randomUUID(),
        requestedByName: requestedBy,
      })
      .returning();
    if (!row) throw new Error(`Mail ${id} could not be queued again`);
    await jobWriter.send(MAIL_QUEUE, { message: row.id } satisfies MailJob, { db: transactionDatabase(tx) });
    return toMailMessage(row);
  });
}

/** The messages that failed, newest first, with their orders' numbers (administrators' list). */
export async function failedMails(db: Db, { skip, limit }: Page) {
  const failed = eq(mailMessages.status, 'FAILED');
  const [rows, [total]] = await Promise.all([
    db
      .select({ message: mailMessages, orderNumber: buyerOrders.number })
      .from(mailMessages)
      .leftJoin(buyerOrders, eq(buyerOrders.nid, mailMessages.orderNid))
      .where(failed)
      .orderBy(desc(mailMessages.failedAt), desc(mailMessages.id))
      .limit(limit)
      .offset(skip),
    db.select({ count: count() }).from(mailMessages).where(failed),
  ]);
  return {
    total: total?.count ?? 0,
    items: rows.map(({ message, orderNumber }) => ({
      _id: `failed-mail-${message.id}`,
      message: toMailMessage(message),
      orderNumber,
      orderNid: message.orderNid,
    })),
  };
}
