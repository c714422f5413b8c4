// npm run seed -w api -- --products N [--seed S]: replaces the catalogue with a generated one.
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { databaseOptionsFromEnv } from '../config';
import { DEFAULT_SEED } from './generate-catalogue';
import { DEFAULT_PRODUCT_COUNT, seedCatalogue } from './seed-catalogue';

function numberArgument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} needs a whole positive number`);
  return value;
}

async function main() {
  const products = numberArgument('products', DEFAULT_PRODUCT_COUNT);
  const seed = numberArgument('seed', DEFAULT_SEED);
  const database = await openDatabase(databaseOptionsFromEnv());
  await migrate(database);
  const started = Date.now();
  await seedCatalogue(database, products, seed);
  console.log(`Seeded ${products} products (seed ${seed}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
