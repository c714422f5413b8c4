import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../core/transaction';
import type { ShopDatabase } from '../db/open-database';

/** Where the job queue keeps its tables (migration 0018). */
export const JOB_SCHEMA = 'pgboss';

/** The messages' queue (created by migration 0019 with these figures). */
export const MAIL_QUEUE = 'mail';

/** How the mail queue retries (migration 0019): seconds; a job running longer than `expireInSeconds` is taken for lost. */
export const MAIL_QUEUE_POLICY = { retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 } as const;
export type MailQueuePolicy = {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  expireInSeconds: number;
};

/** What a message's job carries: the outbox row to send. */
export interface MailJob {
  message: number;
}

/** The job queue's values as the drivers take them: pg-boss leaves unset options `undefined`. */
const bound = (values: unknown[] | undefined) => (values ?? []).map((value) => (value === undefined ? null : value));

/** The queue's driver over the shop's database: its pool, or PGlite's one connection. */
export function queueDatabase(database: ShopDatabase): PgBoss.Db {
  return { executeSql: async (text, values) => ({ rows: await database.script(text, bound(values)) }) };
}

/**
 * The queue's driver inside a drizzle transaction: a job written through it commits or rolls back
 * with the transaction. The queue's `$n` placeholders become drizzle parameters (in the order they
 * stand in the text, a repeated one repeated).
 */
export function transactionDatabase(tx: Tx): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const parameters = bound(values);
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)), sql`${sql.param(parameters[Number(match[1]) - 1])}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/**
 * Writes jobs only, each into the transaction it is given (`{ db: transactionDatabase(tx) }`): never
 * started, it opens nothing and has no database of its own. The workers' instances are `MailWorker`'s.
 */
export const jobWriter = new PgBoss({
  db: {
    executeSql: () => Promise.reject(new Error('The job writer writes only into a transaction it is given')),
  },
  schema: JOB_SCHEMA,
});
