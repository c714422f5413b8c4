// npm run seed -w api -- --products N [--seed S]: replaces the catalogue with a generated one.
//   --if-empty   only when the catalogue is empty (a production benchmark's first start)
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { databaseConfigFromEnv } from '../config';
import { DEFAULT_SEED } from './generate-catalogue';
import { numberArgument } from './number-argument';
import { DEFAULT_PRODUCT_COUNT, isCatalogueEmpty, seedCatalogue } from './seed-catalogue';

async function main() {
  const products = numberArgument('products', DEFAULT_PRODUCT_COUNT);
  const seed = numberArgument('seed', DEFAULT_SEED);
  const database = await openDatabase(databaseConfigFromEnv());
  await migrate(database);
  if (process.argv.includes('--if-empty') && !(await isCatalogueEmpty(database))) {
    console.log('The catalogue is not empty: left as it is');
    await database.close();
    return;
  }
  const started = Date.now();
  await seedCatalogue(database, products, seed, {
    onPhase: (phase, milliseconds) => console.log(`  ${phase}: ${(milliseconds / 1000).toFixed(1)} s`),
  });
  console.log(`Seeded ${products} products (seed ${seed}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
