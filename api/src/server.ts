// npm start -w api: the API on :4000 (PORT), PostgreSQL when DATABASE_URL is set, else PGlite
// under api/.data (API_DATA_DIR). An empty database is migrated and seeded first.
import { createApiServer } from './api-server';
import { productionProblems, useLocalEmulatorForDemoProject } from './auth/auth-settings';
import { databaseOptionsFromEnv, trustProxyFromEnv } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { rateLimitsFromEnv } from './graphql/rate-limits';
import { isCatalogueEmpty, seedCatalogue } from './seed/seed-catalogue';

async function main() {
  // Checked before anything is opened: a wrong setting stops the API, naming the variable.
  const problems = productionProblems();
  if (problems.length) {
    console.error(`The API refuses to start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exit(1);
  }
  const rateLimits = rateLimitsFromEnv();
  const trustProxy = trustProxyFromEnv();
  if (process.env.NODE_ENV !== 'production') useLocalEmulatorForDemoProject();
  const database = await openDatabase(databaseOptionsFromEnv());
  const applied = await migrate(database);
  if (applied.length) console.log(`Migrations applied: ${applied.join(', ')}`);
  if (await isCatalogueEmpty(database)) {
    console.log('An empty catalogue: seeding it…');
    await seedCatalogue(database);
  }
  const api = await createApiServer({ database, rateLimits, trustProxy });
  const port = await api.listen(Number(process.env.PORT ?? 4000));
  console.log(`API on http://localhost:${port}/graphql (${database.engine})`);
  const stop = async () => {
    await api.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
