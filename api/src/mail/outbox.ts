import { randomUUID } from 'node:crypto';
import type { Tx } from '../core/transaction';
import { mailMessages, type MailKind } from '../db/mail-schema';
import { jobWriter, transactionDatabase } from '../core/job-queue';
import { MAIL_QUEUE, type MailJob } from './job-queue';

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
export async function queueMail(tx: Tx, mail: QueuedMail): Promise<number | null> {
  const [id] = await queueMails(tx, [mail]);
  return id ?? null;
}

/**
 * Queues an event's messages at once (one statement for the rows, one for their jobs), as `queueMail`
 * does each: the ids of the rows written, in the order given (a message to nobody or a key already
 * queued writes none).
 */
export async function queueMails(tx: Tx, mails: readonly QueuedMail[]): Promise<number[]> {
  const values = mails
    .filter((mail) => mail.recipients.length > 0)
    .map(({ key, kind, orderNid, documentNid = null, recipients }) => ({
      idempotencyKey: key,
      kind,
      orderNid,
      documentNid,
      recipients: [...recipients],
      messageId: randomUUID(),
    }));
  if (values.length === 0) return [];
  const rows = await tx
    .insert(mailMessages)
    .values(values)
    .onConflictDoNothing({ target: mailMessages.idempotencyKey })
    .returning({ id: mailMessages.id });
  const ids = rows.map((row) => row.id).sort((a, b) => a - b);
  if (ids.length > 0)
    await jobWriter.insert(
      ids.map((id) => ({ name: MAIL_QUEUE, data: { message: id } satisfies MailJob })),
      { db: transactionDatabase(tx) },
    );
  return ids;
}
