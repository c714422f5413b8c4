import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import PgBoss from 'pg-boss';
import { emailProblem, hasHiddenCharacters } from '@shop/shared/typed-text';
import { selectRows, type ShopDatabase } from '../db/open-database';
import { mailMessages } from '../db/mail-schema';
import { logger } from '../observability/logger';
import type { LineOutlook } from './messages/order-for-mail';
import { messageFacts } from './messages/render-message';
import { RenderThread } from './render-thread';
import type { ShopRequisites } from '@shop/shared/invoice-sheet';
import type { MailSettings } from './mail-settings';
import {
  JOB_SCHEMA,
  MAIL_QUEUE,
  MAIL_QUEUE_POLICY,
  queueDatabase,
  type MailJob,
  type MailQueuePolicy,
} from './job-queue';

/** Any number unique to the shop: the claims of every instance are counted under it, one at a time. */
const MAIL_RATE_LOCK = 20261202;
/** A message still queued a day after its event is not sent any more: its news is stale. */
const MAX_AGE_MS = 24 * 60 * 60 * 1_000;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Jobs one fetch takes; sent one after another over the transport's pooled connections. */
const MAIL_BATCH = 20;

/** The relay's connection gives up well within a job's lease (MAIL_QUEUE_POLICY.expireInSeconds). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Errors of the connection or of the shop's own settings: another try (or a fixed setting) may pass. */
const NOT_THE_MESSAGE = new Set(['EAUTH', 'ENOAUTH', 'ETLS', 'ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS', 'ECONFIG']);

interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  message: string;
}

/** Whether the relay refused this message for good (a 5xx reply but 503, or an envelope it cannot take). */
function isPermanentRefusal(error: SmtpError): boolean {
  if (error.code && NOT_THE_MESSAGE.has(error.code)) return false;
  if (typeof error.responseCode === 'number') return error.responseCode >= 500 && error.responseCode !== 503;
  return error.code === 'EENVELOPE';
}

/** What claiming a message found: send it, leave it (sent or failed already), or try later. */
type Claim =
  | { to: 'send'; row: typeof mailMessages.$inferSelect }
  | { to: 'skip' }
  | { to: 'defer'; seconds: number }
  | { to: 'busy' };

export interface MailWorkerOptions {
  /** The shop's origin, for the messages' links (PUBLIC_URL). */
  origin: string;
  /** The shop's requisites, in every message's footer. */
  requisites: ShopRequisites;
  /** What the order's lines wait for and until when (the orders domain's); without it no line is said to wait. */
  lineOutlook?: LineOutlook;
  /** How often an idle worker asks for work (seconds). */
  pollingSeconds?: number;
  /** How the queue retries the jobs queued from now on (tests shorten it). */
  policy?: MailQueuePolicy;
  /** How often the queue's upkeep (lost jobs back to the queue, old ones archived) runs (seconds). */
  maintenanceSeconds?: number;
}

/**
 * Sends the outbox's messages (api/README.md, «Mail»): every API instance with a relay runs one. A job
 * names a row; the worker claims it (rate windows and a lease checked under one lock), renders it,
 * hands it to the relay and marks it sent or failed. A transient failure is thrown for the queue to
 * retry; a permanent one is recorded and not retried.
 */
export class MailWorker {
  private readonly boss: PgBoss;
  private readonly transport: Transporter;
  private readonly policy: MailQueuePolicy;
  /** Where the messages are rendered: off the event loop the API's requests are served on. */
  private readonly renderer = new RenderThread();
  private started = false;

  constructor(
    private readonly database: ShopDatabase,
    private readonly settings: MailSettings & { smtpUrl: string },
    private readonly options: MailWorkerOptions,
  ) {
    this.policy = options.policy ?? MAIL_QUEUE_POLICY;
    this.boss = new PgBoss({
      db: queueDatabase(database),
      schema: JOB_SCHEMA,
      // The tables are the migrations' (0018); the shop schedules nothing.
      migrate: false,
      schedule: false,
      supervise: true,
      maintenanceIntervalSeconds: options.maintenanceSeconds ?? 60,
    });
    this.boss.on('error', (error) => logger.warn({ err: error.message }, 'the mail queue failed a step'));
    // Pooled: messages go over kept-open connections instead of a handshake (and TLS) each.
    this.transport = nodemailer.createTransport({
      url: settings.smtpUrl,
      pool: true,
      maxConnections: 2,
      requireTLS: settings.requireTls,
      // Signed here when a key is configured: the relay passes the signature on unchanged.
      ...(settings.dkim ? { dkim: settings.dkim } : {}),
      ...SMTP_TIMEOUTS,
    });
  }

  async start(): Promise<void> {
    await this.boss.start();
    await this.boss.updateQueue(MAIL_QUEUE, { name: MAIL_QUEUE, policy: 'standard', ...this.policy });
    // pg-boss 10 waits its polling interval between two fetches however much is queued: a batch per
    // fetch keeps the worker ahead of the orders. Each job's outcome is its own: a transient failure
    // fails that job alone (the queue retries it), the batch's others complete.
    await this.boss.work<MailJob>(
      MAIL_QUEUE,
      { batchSize: MAIL_BATCH, includeMetadata: true, pollingIntervalSeconds: this.options.pollingSeconds ?? 1 },
      async (jobs) => {
        // In the order their events were queued (the outbox's ids), which a fetch does not keep.
        for (const job of [...jobs].sort((a, b) => a.data.message - b.data.message)) {
          try {
            await this.deliver(job.data.message, job.retryCount >= job.retryLimit, job.expireInSeconds);
          } catch (error) {
            await this.boss.fail(MAIL_QUEUE, job.id, { message: (error as Error).message });
          }
        }
      },
    );
    this.started = true;
  }

  /** Stops fetching and lets a message being sent finish (up to `timeoutMs`). */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    this.transport.close();
    await this.renderer.close();
  }

  /**
   * Sends one outbox row; throws for the queue to try again later. `leaseSeconds` is how long its
   * job may run before the queue takes it for lost: a claim younger than that is a live worker's.
   */
  async deliver(id: number, lastTry: boolean, leaseSeconds = this.policy.expireInSeconds): Promise<void> {
    const claim = await this.claim(id, leaseSeconds);
    if (claim.to === 'skip') return;
    if (claim.to === 'busy') throw new Error(`mail ${id} is being sent by another worker`);
    if (claim.to === 'defer') {
      await this.boss.send(MAIL_QUEUE, { message: id } satisfies MailJob, { startAfter: claim.seconds });
      return;
    }
    const { row } = claim;
    const { orderNid } = row;
    const facts =
      orderNid === null
        ? null
        : await messageFacts(
            this.database.db,
            { kind: row.kind, orderNid, documentNid: row.documentNid, queuedAt: row.queuedAt },
            { origin: this.options.origin, requisites: this.options.requisites },
            this.options.lineOutlook,
          );
    if (!facts)
      return this.fail(
        id,
        'Заказа или документа письма больше нет (документ аннулирован или отменён): письмо не отправлено',
      );
    const { from } = this.settings;
    const raw = await this.renderer.compose({
      facts,
      from,
      to: row.recipients,
      messageId: `<${row.messageId}@${from.address.split('@')[1]}>`,
    });
    try {
      // The message as composed; the transport signs it (DKIM) and hands it over.
      const sent = await this.transport.sendMail({ envelope: { from: from.address, to: row.recipients }, raw });
      await this.database.db
        .update(mailMessages)
        .set({
          status: 'SENT',
          sentAt: sql`now()`,
          relayResponse: String(sent.response ?? '').slice(0, 500),
          failure: null,
        })
        .where(eq(mailMessages.id, id));
    } catch (error) {
      const smtp = error as SmtpError;
      const reason = (smtp.response ?? smtp.message).slice(0, 500);
      if (isPermanentRefusal(smtp)) return this.fail(id, reason);
      if (lastTry) return this.fail(id, `Не отправлено после ${this.policy.retryLimit + 1} попыток: ${reason}`);
      // The claim is given back (a message not handed over counts in no window); the queue tries again.
      await this.database.db
        .update(mailMessages)
        .set({ claimedAt: null, failure: reason })
        .where(eq(mailMessages.id, id));
      throw error;
    }
  }

  private async fail(id: number, reason: string): Promise<void> {
    logger.warn({ mail: id, reason }, 'a message failed');
    await this.database.db
      .update(mailMessages)
      .set({ status: 'FAILED', failedAt: sql`now()`, failure: reason })
      .where(eq(mailMessages.id, id));
  }

  /**
   * Takes the row to send under the rate lock: still queued, not claimed by a live worker (a claim
   * older than the lease is a dead worker's), fresh, its addresses usable, and within the windows —
   * `perMinute` claims of all instances, `perRecipientPerHour` of a buyer's address.
   */
  private async claim(id: number, leaseSeconds: number): Promise<Claim> {
    const { perMinute, perRecipientPerHour } = this.settings;
    const leaseMs = leaseSeconds * 1_000;
    return this.database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${MAIL_RATE_LOCK})`);
      const [row] = await tx.select().from(mailMessages).where(eq(mailMessages.id, id)).for('update');
      if (!row || row.status !== 'QUEUED') return { to: 'skip' };
      // One read: the database's clock (every instance shares it: the lease and the windows are
      // measured by it), the claims of the last minute, and this message's recipients' of the last hour.
      const recipients = sql.param(row.recipients);
      const [window] = await selectRows<{
        now: string | Date;
        minute: number;
        minuteOldest: string | null;
        hour: number;
        hourOldest: string | null;
      }>(
        tx,
        sql`SELECT now() AS now,
              count(*) FILTER (WHERE claimed_at > now() - interval '1 minute')::int AS minute,
              min(claimed_at) FILTER (WHERE claimed_at > now() - interval '1 minute') AS "minuteOldest",
              count(*) FILTER (WHERE recipients && ${recipients}::text[] AND kind = 'ORDER_RECEIVED')::int AS hour,
              min(claimed_at) FILTER (WHERE recipients && ${recipients}::text[] AND kind = 'ORDER_RECEIVED') AS "hourOldest"
            FROM mail_messages WHERE claimed_at > now() - interval '1 hour'`,
      );
      const at = new Date(window?.now ?? Date.now()).getTime();
      if (row.claimedAt && at - row.claimedAt.getTime() < leaseMs) return { to: 'busy' };
      const refuse = async (failure: string): Promise<Claim> => {
        await tx
          .update(mailMessages)
          .set({ status: 'FAILED', failedAt: sql`now()`, failure })
          .where(eq(mailMessages.id, id));
        return { to: 'skip' };
      };
      if (at - row.queuedAt.getTime() > MAX_AGE_MS) return refuse('Не отправлено за сутки: письмо устарело');
      const wrong = row.recipients.find((address) => hasHiddenCharacters(address, 'one line') || emailProblem(address));
      if (wrong !== undefined) return refuse(`Адрес, который не примет ни один почтовый сервер: ${wrong}`);
      if (window && window.minute >= perMinute)
        return { to: 'defer', seconds: secondsUntil(window.minuteOldest, MINUTE_MS, at) };
      // Only «Заказ принят» is counted per address: the one message a stranger can cause.
      if (row.kind === 'ORDER_RECEIVED' && window && window.hour >= perRecipientPerHour)
        return { to: 'defer', seconds: secondsUntil(window.hourOldest, HOUR_MS, at) };
      await tx
        .update(mailMessages)
        .set({ claimedAt: sql`now()`, attempts: sql`${mailMessages.attempts} + 1` })
        .where(eq(mailMessages.id, id));
      return { to: 'send', row };
    });
  }
}

/** Seconds until the oldest claim of a window leaves it (at least one). */
function secondsUntil(oldest: string | null, windowMs: number, at: number): number {
  const leaves = oldest ? new Date(oldest).getTime() + windowMs : at;
  return Math.max(1, Math.ceil((leaves - at) / 1_000));
}
