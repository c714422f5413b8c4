import { sql } from 'drizzle-orm';
import type { ShopDatabase } from '../db/open-database';
import { categories, optionValues, options, products, stockMoves } from '../db/schema';
import { refreshSearchWords } from '../catalog/search-products';
import { categoryRows, DEFAULT_SEED, generateProducts, optionRows } from './generate-catalogue';

export const DEFAULT_PRODUCT_COUNT = 5_000;
const BATCH = 1_000;

/** Replaces the catalogue with a generated one of `count` products, in one transaction. */
export async function seedCatalogue(database: ShopDatabase, count = DEFAULT_PRODUCT_COUNT, seed = DEFAULT_SEED) {
  const { options: optionList, values } = optionRows();
  await database.db.transaction(async (tx) => {
    await tx.execute(
      sql`TRUNCATE stock_moves, inventory_count_lines, inventory_counts, products, option_values, options, categories RESTART IDENTITY CASCADE`,
    );
    await tx.insert(categories).values(categoryRows());
    await tx.insert(options).values(optionList);
    await tx.insert(optionValues).values(values);
    let batch: ReturnType<typeof generateProducts> extends Generator<infer Item> ? Item[] : never = [];
    const flush = async () => {
      if (batch.length === 0) return;
      await tx.insert(products).values(batch.map((item) => item.product));
      const moves = batch
        .filter((item) => item.stock > 0)
        .map((item) => ({
          productNid: item.product.nid,
          quantity: item.stock,
          reason: 'initial',
          document: 'Начальные остатки',
        }));
      if (moves.length > 0) await tx.insert(stockMoves).values(moves);
      batch = [];
    };
    for (const item of generateProducts(count, seed)) {
      batch.push(item);
      if (batch.length === BATCH) await flush();
    }
    await flush();
  });
  await refreshSearchWords(database.db);
  // Fresh statistics and no dead rows (the stock trigger rewrote every product): PGlite has no
  // autovacuum, and the planner needs to know the new catalogue.
  await database.query('VACUUM ANALYZE');
}

/** Whether the catalogue has no categories yet (a new database). */
export async function isCatalogueEmpty(database: ShopDatabase): Promise<boolean> {
  const rows = await database.query<{ empty: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM categories) AS empty');
  return rows[0]?.empty ?? true;
}
