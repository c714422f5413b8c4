import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../package-root';
import type { ShopDatabase } from './open-database';

const MIGRATIONS_DIR = path.join(API_ROOT, 'migrations');

/** The advisory lock every migrating process takes (any number unique to the shop). */
const MIGRATION_LOCK = 20021202;

/**
 * The migration files, in the order they apply. A database records each applied one by its file
 * name (schema_migrations), so files are never renamed or renumbered: the missing 0005 stays a gap.
 */
export const migrationFiles = (dir = MIGRATIONS_DIR) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort();

/**
 * Applies the SQL files of migrations/ not applied yet, in name order, each in its own
 * transaction together with its record in schema_migrations; resolves to the names applied.
 * Several processes may start at once on one database (several API instances, `npm run
 * migrate`): each takes a session advisory lock first and only then reads what is applied, so
 * the ones that waited find the work done and apply nothing.
 */
export async function migrate(database: ShopDatabase, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = migrationFiles(dir);
  return database.withSession(async (session) => {
    await session.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await session.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const applied = new Set(
        (await session.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
      );
      const pending = files.filter((file) => !applied.has(file));
      for (const file of pending) {
        await session.exec('BEGIN');
        try {
          await session.exec(readFileSync(path.join(dir, file), 'utf8'));
          await session.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
          await session.exec('COMMIT');
        } catch (error) {
          await session.exec('ROLLBACK').catch(() => undefined);
          throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
        }
      }
      return pending;
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    }
  });
}

/** The migration files not yet recorded as applied (none: the schema is current). */
export async function pendingMigrations(database: ShopDatabase, dir = MIGRATIONS_DIR): Promise<string[]> {
  const [table] = await database.query<{ present: boolean }>(
    "SELECT to_regclass('schema_migrations') IS NOT NULL AS present",
  );
  const applied = new Set(
    table?.present
      ? (await database.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name)
      : [],
  );
  return migrationFiles(dir).filter((file) => !applied.has(file));
}
