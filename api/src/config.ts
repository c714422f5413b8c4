import path from 'node:path';

/** Where the embedded PGlite database lives when DATABASE_URL is not set. */
export const DEFAULT_DATA_DIR = path.resolve(__dirname, '../.data/pglite');

/** How the API reaches its database: DATABASE_URL for PostgreSQL, else PGlite under API_DATA_DIR. */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const url = env.DATABASE_URL || undefined;
  return { url, dataDir: url ? undefined : (env.API_DATA_DIR ?? DEFAULT_DATA_DIR) };
}
