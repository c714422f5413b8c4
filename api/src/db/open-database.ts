import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { PgNotifications } from './pg-notifications';
import * as schema from './schema';
import { logger } from '../observability/logger';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The shop's database, the same SQL on either engine. */
export interface ShopDatabase {
  db: Db;
  engine: 'pglite' | 'postgresql';
  /**
   * Runs `work` on one connection of its own, a session: what a session holds (an advisory
   * lock, an open transaction) lasts until `work` ends (migrations).
   */
  withSession<T>(work: (session: DatabaseSession) => Promise<T>): Promise<T>;
  /** Rows of a plain query, for the few places that need no query builder. */
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  /**
   * A statement with its parameters, or without any a script of several statements: the rows of
   * every statement that returned some, in order (what a job queue's driver expects of a pool).
   */
  script<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  /**
   * Calls back on every NOTIFY of a channel once the transaction that sent it commits (PGlite:
   * right after the statement completes; PostgreSQL: through a connection of its own, which
   * reconnects, so a notification sent while it is away is missed). Resolves once listening,
   * with a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Connections of the PostgreSQL pool (PGlite: its one connection), for the metrics. */
  poolStats(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** One connection: plain queries and scripts of several statements (BEGIN, COMMIT among them). */
interface DatabaseSession {
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  exec(script: string): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it the embedded PGlite is used. */
  url?: string | undefined;
  /**
   * A session connection for LISTEN (subscriptions, the catalogue version) when `url` goes
   * through a transaction pooler, which cannot keep a LISTEN; `url` itself by default.
   */
  listenUrl?: string | undefined;
  /** Where PGlite keeps its files; in memory when absent. */
  dataDir?: string | undefined;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
}

/**
 * Opens PostgreSQL when a URL is given, else PGlite: persisted in dataDir, which this process
 * then holds alone (a second opener gets DataDirInUse), or in memory.
 */
export async function openDatabase(options: DatabaseOptions = {}): Promise<ShopDatabase> {
  return options.url
    ? openPostgres(options.url, options.listenUrl ?? options.url, options.poolSize ?? 10)
    : openPglite(options.dataDir);
}

/** PGlite in dataDir (locked for this process) or in memory; `loadDataDir` restores a dump into a new directory. */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<ShopDatabase & { client: PGlite }> {
  let release = () => undefined as void;
  if (dataDir) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    release = lockDataDir(dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
      extensions: { pg_trgm },
    });
  } catch (error) {
    release();
    throw error;
  }
  const session: DatabaseSession = {
    query: async <Row>(sql: string, params: unknown[] = []) => (await client.query<Row>(sql, params)).rows,
    exec: async (script) => {
      await client.exec(script);
    },
  };
  return {
    client,
    db: drizzlePglite(client, { schema }) as unknown as Db,
    engine: 'pglite',
    // PGlite is one connection, and this process's alone: a session is that connection (what
    // runs beside it, e.g. a BEGIN of another caller, would share it — migrations run alone).
    withSession: (work) => work(session),
    query: session.query,
    // PGlite's query takes one statement; exec takes several but no parameters.
    script: async <Row>(sql: string, params: unknown[] = []) =>
      params.length
        ? (await client.query<Row>(sql, params)).rows
        : (await client.exec(sql)).flatMap((result) => result.rows as Row[]),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

async function openPostgres(url: string, listenUrl: string, poolSize: number): Promise<ShopDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // A dropped idle connection must not take the process down; the pool reconnects on demand.
  pool.on('error', (error) => logger.warn({ err: error.message }, 'PostgreSQL connection error'));
  // Nor one dropped while checked out (the pool listens only to idle ones): a transaction between two statements,
  // such as the catalogue engine's long read, gets the failure from its next query; the client's event is only said.
  pool.on('connect', (client) =>
    client.on('error', (error) => logger.warn({ err: error.message }, 'PostgreSQL connection lost while in use')),
  );
  const notifications = new PgNotifications(listenUrl);
  return {
    db: drizzlePostgres(pool, { schema }) as unknown as Db,
    engine: 'postgresql',
    async withSession(work) {
      const connection = await pool.connect();
      let broken: Error | undefined;
      try {
        return await work({
          query: async <Row>(sql: string, params: unknown[] = []) =>
            (await connection.query(sql, params)).rows as Row[],
          exec: async (script) => {
            await connection.query(script);
          },
        });
      } catch (error) {
        // What the session held (a lock, a transaction) must not go back to the pool with it.
        broken = error as Error;
        throw error;
      } finally {
        connection.release(broken);
      }
    },
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as Row[];
    },
    async script<Row>(sql: string, params: unknown[] = []) {
      // Without parameters node-postgres sends the simple protocol: a script answers with one result a statement.
      const result = (await pool.query(sql, params.length ? params : undefined)) as unknown as
        pg.QueryResult | pg.QueryResult[];
      return (Array.isArray(result) ? result : [result]).flatMap((each) => (each.rows ?? []) as Row[]);
    },
    listen: (channel, onPayload) => notifications.listen(channel, onPayload),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await notifications.close();
      await pool.end();
    },
  };
}

/** Rows of a raw SQL query through drizzle; both drivers answer with `{ rows }`. */
export async function selectRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
