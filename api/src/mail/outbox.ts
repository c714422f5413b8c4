import { randomUUID } from 'node:crypto';
import type { Tx } from '../core/transaction';
import { mailMessages, type MailKind } from '../db/mail-schema';
import { jobWriter, MAIL_QUEUE, transactionDatabase, type MailJob } from './job-queue';

/** A message an event causes. */
export interface QueuedMail {
  /** The event's own key (`order-received:10001`): the same event queues its message once. */
  key: string;
  kind: MailKind;
  orderNid: number | null;
  /** The order's document it is about (an invoice, a return, a payment), if any. */
  documentNid?: number | null;
  recipients: readonly string[];
}

/**
 * Queues a message in the transaction of the event that causes it: its outbox row and its job commit
 * or roll back with the event. A key already queued queues nothing (null); else the row's id.
 */
export async function queueMail(
  tx: Tx,
  { key, kind, orderNid, documentNid = null, recipients }: QueuedMail,
): Promise<number | null> {
  if (recipients.length === 0) return null;
  const [row] = await tx
    .insert(mailMessages)
    .values({ idempotencyKey: key, kind, orderNid, documentNid, recipients: [...recipients], messageId: randomUUID() })
    .onConflictDoNothing({ target: mailMessages.idempotencyKey })
    .returning({ id: mailMessages.id });
  if (!row) return null;
  const job: MailJob = { message: row.id };
  await jobWriter.send(MAIL_QUEUE, job, { db: transactionDatabase(tx) });
  return row.id;
}
