// npm start -w api: the API on :4000 (PORT), PostgreSQL when DATABASE_URL is set, else PGlite
// under api/.data (API_DATA_DIR). Every variable is checked first (README: "Deploying the
// shop"); migrations are applied unless MIGRATE_ON_START=false; outside production an empty
// catalogue gets the demo one. SIGTERM/SIGINT: stop accepting, finish what is in flight (up to
// SHUTDOWN_TIMEOUT_MS), close the sockets ("Going away") and then the database.
import { useLocalEmulatorForDemoProject } from './auth/auth-settings';
import { createApiServer } from './api-server';
import { apiConfigFromEnv, ConfigError, type ApiConfig } from './config';
import { DataDirInUse } from './db/data-dir-lock';
import { migrate, pendingMigrations } from './db/migrate';
import { openDatabase } from './db/open-database';
import { photographDemoCatalogue } from './media/demo-photos';
import { mediaStoreOf } from './media/media-store';
import { logger } from './observability/logger';
import { isCatalogueEmpty, seedCatalogue } from './seed/seed-catalogue';

/** Past the drain deadline, the little that is left (closing the pool) gets this long. */
const CLOSE_GRACE_MS = 5_000;

async function main() {
  let config: ApiConfig;
  try {
    config = apiConfigFromEnv();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  logger.level = config.logLevel;
  if (!config.production) useLocalEmulatorForDemoProject();
  const database = await openDatabase(config.database);
  if (config.migrateOnStart) {
    const applied = await migrate(database);
    if (applied.length) logger.info({ applied }, 'migrations applied');
  }
  // Demo data is for a machine of one's own: a production API never fills a database.
  const current = (await pendingMigrations(database)).length === 0;
  const mediaStore = mediaStoreOf(config.mediaStore);
  if (current && (await isCatalogueEmpty(database))) {
    if (config.production)
      logger.warn('the catalogue is empty: load the shop’s goods (npm run seed -w api for the demo catalogue)');
    else {
      logger.info('an empty catalogue: seeding the demo one');
      await seedCatalogue(database);
      const started = Date.now();
      const photos = await photographDemoCatalogue(database, mediaStore);
      logger.info({ photos, ms: Date.now() - started }, 'the demo catalogue has its photos');
    }
  }
  const api = await createApiServer({
    database,
    production: config.production,
    rateLimits: config.rateLimits,
    trustProxy: config.trustProxy,
    shutdownTimeoutMs: config.shutdownTimeoutMs,
    releaseToken: config.releaseToken,
    publicOrigin: config.publicOrigin,
    processMetrics: true,
    mail: config.mail,
    requisites: config.requisites,
    cardPaymentHosts: config.cardPaymentHosts,
    mediaStore,
  });
  if (current) {
    // The catalogue engine reads its index before the instance takes traffic (SQL would answer meanwhile, slower).
    const started = Date.now();
    await api.catalog.engine.ready(await api.catalog.version());
    logger.info({ ms: Date.now() - started }, 'the catalogue index is read');
  }
  if (current) await Promise.all([api.startMail(), api.startPhotos()]);
  const port = await api.listen(config.port, config.host);
  logger.info({ port, engine: database.engine, url: `http://localhost:${port}/graphql` }, 'the API is listening');
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info(
      { signal, deadlineMs: config.shutdownTimeoutMs },
      'stopping: no new connections; finishing requests in flight',
    );
    setTimeout(() => {
      logger.error('the API did not stop in time; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs + CLOSE_GRACE_MS).unref();
    await api.stop();
    await database.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.once('SIGINT', (signal) => void stop(signal));
  process.once('SIGTERM', (signal) => void stop(signal));
}

main().catch((error: unknown) => {
  if (error instanceof DataDirInUse) process.stderr.write(`${error.message}\n`);
  else logger.fatal({ err: error }, 'the API could not start');
  process.exit(1);
});
