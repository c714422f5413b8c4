// npm run migrate (-w api): applies the migrations not applied yet to DATABASE_URL's PostgreSQL
// (else the embedded database in API_DATA_DIR) and exits. Safe beside API instances starting at
// the same time: they all take the same lock (db/migrate.ts).
import { ConfigError, databaseConfigFromEnv } from '../config';
import { migrate } from './migrate';
import { openDatabase } from './open-database';

async function main() {
  const database = await openDatabase(databaseConfigFromEnv());
  try {
    const applied = await migrate(database);
    console.log(
      applied.length ? `Migrations applied: ${applied.join(', ')}` : 'Nothing to apply: the schema is current',
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
