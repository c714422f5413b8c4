import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ShopDatabase } from './open-database';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');

/**
 * Applies the SQL files of migrations/ not applied yet, in name order, each in its own
 * transaction together with its record in schema_migrations. A lock keeps two API processes
 * from migrating the same PostgreSQL at once.
 */
export async function migrate(database: ShopDatabase, dir = MIGRATIONS_DIR): Promise<string[]> {
  await database.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied = new Set(
    (await database.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
  );
  const pending = readdirSync(dir)
    .filter((file) => file.endsWith('.sql') && !applied.has(file))
    .sort();
  for (const file of pending) {
    const script = `SELECT pg_advisory_xact_lock(20021202);\n${readFileSync(path.join(dir, file), 'utf8')}`;
    await database.runScript(script, {
      sql: 'INSERT INTO schema_migrations (name) VALUES ($1) ON CONFLICT DO NOTHING',
      params: [file],
    });
  }
  return pending;
}
