import { asc, eq, inArray, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type PgBoss from 'pg-boss';
import { emailProblem, hasHiddenCharacters } from '@shop/shared/typed-text';
import { selectRows, type ShopDatabase } from '../db/open-database';
import { mailMessages } from '../db/mail-schema';
import { logger } from '../observability/logger';
import { orderForMail, type LineOutlook, type OrderForMail } from './messages/order-for-mail';
import { messageFacts, type OrderReader } from './messages/render-message';
import { RenderThread } from './render-thread';
import type { ShopRequisites } from '@shop/shared/invoice-sheet';
import type { MailSettings } from './mail-settings';
import { workerBoss, type QueuePolicy } from '../core/job-queue';
import { MAIL_QUEUE, MAIL_QUEUE_POLICY, type MailJob } from './job-queue';

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

/** A job's message: its outbox row, whether the queue gives it no further try, and its job's lease (seconds). */
export interface MailTry {
  id: number;
  lastTry: boolean;
  leaseSeconds: number;
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
  policy?: QueuePolicy;
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
  private readonly policy: QueuePolicy;
  /** Where the messages are rendered: off the event loop the API's requests are served on. */
  private readonly renderer = new RenderThread();
  private started = false;

  constructor(
    private readonly database: ShopDatabase,
    private readonly settings: MailSettings & { smtpUrl: string },
    private readonly options: MailWorkerOptions,
  ) {
    this.policy = options.policy ?? MAIL_QUEUE_POLICY;
    this.boss = workerBoss(database, 'the mail queue', options.maintenanceSeconds);
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
        const failures = await this.deliverAll(
          jobs.map((job) => ({
            id: job.data.message,
            lastTry: job.retryCount >= job.retryLimit,
            leaseSeconds: job.expireInSeconds,
          })),
        );
        for (const job of jobs) {
          const error = failures.get(job.data.message);
          if (error) await this.boss.fail(MAIL_QUEUE, job.id, { message: error.message });
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
    const error = (await this.deliverAll([{ id, lastTry, leaseSeconds }])).get(id);
    if (error) throw error;
  }

  /**
   * Sends a fetch's rows, in the order their events were queued (the outbox's ids, which a fetch does
   * not keep): claimed together under one lock, each order read once for all of its messages, each
   * message marked as soon as the relay has it. Answers the rows whose jobs the queue is to try again.
   */
  async deliverAll(tries: readonly MailTry[]): Promise<Map<number, Error>> {
    const failures = new Map<number, Error>();
    const sorted = [...new Map(tries.map((item) => [item.id, item])).values()].sort((a, b) => a.id - b.id);
    const claims = await this.claimAll(sorted);
    const orders = new Map<string, Promise<OrderForMail | null>>();
    // The facts of a batch's messages about one order are read once (its «Заказ принят» and «Новый заказ»).
    const readOrder: OrderReader = (db, nid, outlook) => {
      const key = `${nid}:${outlook ? 'outlook' : 'plain'}`;
      let order = orders.get(key);
      if (!order) orders.set(key, (order = orderForMail(db, nid, outlook)));
      return order;
    };
    for (const { id, lastTry } of sorted) {
      const claim = claims.get(id) ?? { to: 'skip' };
      try {
        if (claim.to === 'busy') throw new Error(`mail ${id} is being sent by another worker`);
        if (claim.to === 'defer')
          await this.boss.send(MAIL_QUEUE, { message: id } satisfies MailJob, { startAfter: claim.seconds });
        if (claim.to === 'send') await this.send(claim.row, lastTry, readOrder);
      } catch (error) {
        failures.set(id, error as Error);
      }
    }
    return failures;
  }

  /** Renders a claimed row, hands it to the relay and marks it; throws a transient failure for the queue. */
  private async send(row: typeof mailMessages.$inferSelect, lastTry: boolean, readOrder: OrderReader) {
    const { id, orderNid } = row;
    const facts =
      orderNid === null
        ? null
        : await messageFacts(
            this.database.db,
            { kind: row.kind, orderNid, documentNid: row.documentNid, queuedAt: row.queuedAt },
            { origin: this.options.origin, requisites: this.options.requisites },
            this.options.lineOutlook,
            readOrder,
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
   * Takes the rows to send under the rate lock, in one transaction: each still queued, not claimed by a
   * live worker (a claim older than its lease is a dead worker's), fresh, its addresses usable, and
   * within the windows — `perMinute` claims of all instances, `perRecipientPerHour` «Заказ принят» of
   * an address. The windows are read once and counted on as the rows are claimed in id order.
   */
  private async claimAll(tries: readonly MailTry[]): Promise<Map<number, Claim>> {
    const { perMinute, perRecipientPerHour } = this.settings;
    const claims = new Map<number, Claim>();
    if (tries.length === 0) return claims;
    return this.database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${MAIL_RATE_LOCK})`);
      const rows = await tx
        .select()
        .from(mailMessages)
        .where(
          inArray(
            mailMessages.id,
            tries.map((item) => item.id),
          ),
        )
        .orderBy(asc(mailMessages.id))
        .for('update');
      const byId = new Map(rows.map((row) => [row.id, row]));
      const counted = [
        ...new Set(rows.filter((row) => row.kind === 'ORDER_RECEIVED').flatMap((row) => row.recipients)),
      ];
      // One read: the database's clock (every instance shares it: the leases and the windows are
      // measured by it), the claims of the last minute, and the counted addresses' of the last hour.
      const [window] = await selectRows<{
        now: string | Date;
        minute: number;
        minuteOldest: string | null;
        hours: { address: string; count: number; oldest: string }[] | string;
      }>(
        tx,
        sql`SELECT now() AS now,
              (SELECT count(*)::int FROM mail_messages WHERE claimed_at > now() - interval '1 minute') AS minute,
              (SELECT min(claimed_at) FROM mail_messages WHERE claimed_at > now() - interval '1 minute') AS "minuteOldest",
              (SELECT coalesce(json_agg(json_build_object('address', address, 'count', count, 'oldest', oldest)), '[]')
                 FROM (SELECT address, count(*)::int AS count, min(claimed_at) AS oldest
                         FROM mail_messages, unnest(recipients) AS address
                        WHERE kind = 'ORDER_RECEIVED' AND recipients && ${sql.param(counted)}::text[]
                          AND claimed_at > now() - interval '1 hour' AND address = ANY(${sql.param(counted)}::text[])
                        GROUP BY address) AS hour) AS hours`,
      );
      const at = new Date(window?.now ?? Date.now()).getTime();
      let minute = window?.minute ?? 0;
      const minuteOldest = window?.minuteOldest ?? null;
      const hoursRead = typeof window?.hours === 'string' ? JSON.parse(window.hours) : (window?.hours ?? []);
      const hours = new Map<string, { count: number; oldest: string | null }>(
        (hoursRead as { address: string; count: number; oldest: string }[]).map((hour) => [hour.address, hour]),
      );
      const refused: { id: number; failure: string }[] = [];
      const claimed: number[] = [];
      for (const { id, leaseSeconds } of tries) {
        const row = byId.get(id);
        if (!row || row.status !== 'QUEUED') {
          claims.set(id, { to: 'skip' });
          continue;
        }
        if (row.claimedAt && at - row.claimedAt.getTime() < leaseSeconds * 1_000) {
          claims.set(id, { to: 'busy' });
          continue;
        }
        const refuse = (failure: string) => {
          refused.push({ id, failure });
          claims.set(id, { to: 'skip' });
        };
        if (at - row.queuedAt.getTime() > MAX_AGE_MS) {
          refuse('Не отправлено за сутки: письмо устарело');
          continue;
        }
        const wrong = row.recipients.find(
          (address) => hasHiddenCharacters(address, 'one line') || emailProblem(address),
        );
        if (wrong !== undefined) {
          refuse(`Адрес, который не примет ни один почтовый сервер: ${wrong}`);
          continue;
        }
        if (minute >= perMinute) {
          claims.set(id, { to: 'defer', seconds: secondsUntil(minuteOldest, MINUTE_MS, at) });
          continue;
        }
        // Only «Заказ принят» is counted per address: the one message a stranger can cause.
        if (row.kind === 'ORDER_RECEIVED') {
          const busiest = row.recipients
            .map((address) => hours.get(address) ?? { count: 0, oldest: null })
            .reduce((a, b) => (b.count > a.count ? b : a));
          if (busiest.count >= perRecipientPerHour) {
            claims.set(id, { to: 'defer', seconds: secondsUntil(busiest.oldest, HOUR_MS, at) });
            continue;
          }
          for (const address of row.recipients) {
            const hour = hours.get(address);
            hours.set(address, { count: (hour?.count ?? 0) + 1, oldest: hour?.oldest ?? new Date(at).toISOString() });
          }
        }
        minute += 1;
        claimed.push(id);
        claims.set(id, { to: 'send', row });
      }
      for (const { id, failure } of refused)
        await tx
          .update(mailMessages)
          .set({ status: 'FAILED', failedAt: sql`now()`, failure })
          .where(eq(mailMessages.id, id));
      if (claimed.length > 0)
        await tx
          .update(mailMessages)
          .set({ claimedAt: sql`now()`, attempts: sql`${mailMessages.attempts} + 1` })
          .where(inArray(mailMessages.id, claimed));
      return claims;
    });
  }
}

/** Seconds until the oldest claim of a window leaves it (at least one). */
function secondsUntil(oldest: string | null, windowMs: number, at: number): number {
  const leaves = oldest ? new Date(oldest).getTime() + windowMs : at;
  return Math.max(1, Math.ceil((leaves - at) / 1_000));
}
