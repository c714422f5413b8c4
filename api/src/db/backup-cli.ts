// npm run db:backup -- <file.tar.gz>   a dump of the embedded database (API_DATA_DIR)
// npm run db:restore -- <file.tar.gz>  a new embedded database from such a dump
// The embedded database belongs to one process: stop the shop first (a running one is named).
// A restore never overwrites: an existing directory is moved aside as <dir>.before-restore-<time>.
// PostgreSQL (DATABASE_URL) is backed up with its own tools: README, "Deploying the shop".
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, databaseConfigFromEnv } from '../config';
import { pendingMigrations } from './migrate';
import { openPglite } from './open-database';

async function backup(dataDir: string, file: string) {
  if (!existsSync(dataDir) || readdirSync(dataDir).length === 0)
    throw new Error(`There is no embedded database in ${dataDir}`);
  const database = await openPglite(dataDir);
  try {
    const dump = await database.client.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  console.log(`Backed up ${dataDir} to ${file} (${(statSync(file).size / 1e6).toFixed(1)} MB)`);
}

async function restore(dataDir: string, file: string) {
  const dump = new Blob([readFileSync(file)]);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    // Taken first, so a running shop is named and nothing is moved from under it.
    const current = await openPglite(dataDir);
    await current.close();
    const aside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dataDir, aside);
    console.log(`The database that was in ${dataDir} is now in ${aside}`);
  }
  const database = await openPglite(dataDir, dump);
  try {
    const pending = await pendingMigrations(database);
    console.log(
      `Restored ${file} into ${dataDir}${pending.length ? `; migrations to apply at start: ${pending.join(', ')}` : ''}`,
    );
  } finally {
    await database.close();
  }
}

async function main() {
  const [command, file] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file)
    throw new Error('Usage: backup-cli backup|restore <file.tar.gz>');
  const config = databaseConfigFromEnv();
  if (config.url || !config.dataDir) {
    throw new Error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump -Fc and restore with pg_restore (README: "Deploying the shop")',
    );
  }
  const target = path.resolve(file);
  await (command === 'backup' ? backup(config.dataDir, target) : restore(config.dataDir, target));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
