import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { PgNotifications } from './pg-notifications';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The shop's database, the same SQL on either engine. */
export interface ShopDatabase {
  db: Db;
  engine: 'pglite' | 'postgresql';
  /** Runs a script of several statements in one transaction (migrations). */
  runScript(script: string, afterwards?: { sql: string; params: unknown[] }): Promise<void>;
  /** Rows of a plain query, for the few places that need no query builder. */
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  /**
   * Calls back on every NOTIFY of a channel once the transaction that sent it commits (PGlite:
   * right after the statement completes; PostgreSQL: through a connection of its own, which
   * reconnects, so a notification sent while it is away is missed). Resolves once listening,
   * with a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it the embedded PGlite is used. */
  url?: string | undefined;
  /** Where PGlite keeps its files; in memory when absent. */
  dataDir?: string | undefined;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
}

/** Opens PostgreSQL when a URL is given, else PGlite (persisted in dataDir, or in memory). */
export async function openDatabase(options: DatabaseOptions = {}): Promise<ShopDatabase> {
  return options.url ? openPostgres(options.url, options.poolSize ?? 10) : openPglite(options.dataDir);
}

async function openPglite(dataDir?: string): Promise<ShopDatabase> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    engine: 'pglite',
    async runScript(script, afterwards) {
      await client.transaction(async (tx) => {
        await tx.exec(script);
        if (afterwards) await tx.query(afterwards.sql, afterwards.params);
      });
    },
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await client.query<Row>(sql, params)).rows;
    },
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<ShopDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // A dropped idle connection must not take the process down; the pool reconnects on demand.
  pool.on('error', (error) => console.error('PostgreSQL connection error:', error.message));
  const notifications = new PgNotifications(url);
  return {
    db: drizzlePostgres(pool, { schema }) as unknown as Db,
    engine: 'postgresql',
    async runScript(script, afterwards) {
      const connection = await pool.connect();
      try {
        await connection.query('BEGIN');
        await connection.query(script);
        if (afterwards) await connection.query(afterwards.sql, afterwards.params);
        await connection.query('COMMIT');
      } catch (error) {
        await connection.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        connection.release();
      }
    },
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as Row[];
    },
    listen: (channel, onPayload) => notifications.listen(channel, onPayload),
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
