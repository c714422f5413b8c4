import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../db/migrate';
import { openDatabase, type ShopDatabase } from '../db/open-database';

export type TestEngine = 'pglite' | 'postgresql';

/** The engines API tests run on: PGlite always, a PostgreSQL server when TEST_DATABASE_URL is set. */
export const TEST_ENGINES: TestEngine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgresql'] : ['pglite'];

/**
 * A fresh, migrated database of one engine: PGlite in memory, or a new database on the
 * TEST_DATABASE_URL server that `drop` removes again (its `url` lets a test open a second
 * connection to it, as another API process would).
 */
export async function openTestDatabase(
  engine: TestEngine,
): Promise<{ database: ShopDatabase; drop: () => Promise<void>; url?: string }> {
  if (engine === 'pglite') {
    const database = await openDatabase();
    await migrate(database);
    return { database, drop: () => database.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  await migrate(database);
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
