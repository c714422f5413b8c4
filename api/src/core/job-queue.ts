import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { ShopDatabase } from '../db/open-database';
import { logger } from '../observability/logger';
import type { Tx } from './transaction';

/**
 * The shop's job queue (pg-boss over its own database, migration 0018): each queue's jobs are written in the
 * transaction of the event that causes them and worked by every API instance (the mail, the photos' renditions).
 */

/** Where the job queue keeps its tables (migration 0018). */
const JOB_SCHEMA = 'pgboss';

/** How a queue retries (its migration's figures): seconds; a job running longer than `expireInSeconds` is taken for lost. */
export type QueuePolicy = {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  expireInSeconds: number;
};

/** The job queue's values as the drivers take them: pg-boss leaves unset options `undefined`. */
const bound = (values: unknown[] | undefined) => (values ?? []).map((value) => (value === undefined ? null : value));

/** The queue's driver over the shop's database: its pool, or PGlite's one connection. */
function queueDatabase(database: ShopDatabase): PgBoss.Db {
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

/**
 * A queue's worker over the shop's database: the tables are the migrations' (0018 and each queue's own), the shop
 * schedules nothing; a step that fails is logged as the queue's (`what`: «the mail queue»).
 */
export function workerBoss(database: ShopDatabase, what: string, maintenanceSeconds = 60): PgBoss {
  const boss = new PgBoss({
    db: queueDatabase(database),
    schema: JOB_SCHEMA,
    migrate: false,
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: maintenanceSeconds,
  });
  boss.on('error', (error) => logger.warn({ err: error.message }, `${what} failed a step`));
  return boss;
}
