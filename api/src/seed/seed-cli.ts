// npm run seed -w api -- --products N [--seed S]: replaces the catalogue with a generated one, its drawings made
// into photos in the media store (MEDIA_DIR or MEDIA_S3_BUCKET).
//   --if-empty   only when the catalogue is empty (a production benchmark's first start)
//   --no-photos  the products keep their drawings
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { DEFAULT_MEDIA_DIR, databaseConfigFromEnv } from '../config';
import { photographDemoCatalogue } from '../media/demo-photos';
import { mediaStoreSettingsFromEnv } from '../media/media-settings';
import { mediaStoreOf } from '../media/media-store';
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
  if (!process.argv.includes('--no-photos')) {
    const settings = mediaStoreSettingsFromEnv(process.env, DEFAULT_MEDIA_DIR);
    if ('problems' in settings) throw new Error(settings.problems.join('\n'));
    const photographed = Date.now();
    const made = await photographDemoCatalogue(database, mediaStoreOf(settings));
    console.log(`  photos of the drawings: ${made} in ${((Date.now() - photographed) / 1000).toFixed(1)} s`);
  }
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
