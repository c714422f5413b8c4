import { FREE_STOCK_TOLD } from '@shop/shared/availability';
import { getTableColumns, sql } from 'drizzle-orm';
import { selectRows, type Db, type ShopDatabase } from '../db/open-database';
import { categories, optionValues, options, products, SHOP_NID, WAREHOUSE_NID } from '../db/schema';
import { refreshSearchWords } from '../catalog/search-products';
import { categoryRows, DEFAULT_SEED, generateProducts, optionRows } from './generate-catalogue';

export const DEFAULT_PRODUCT_COUNT = 5_000;
/** Products per INSERT statement: one JSON document each. */
const BATCH = 10_000;

type GeneratedProduct = ReturnType<typeof generateProducts> extends Generator<infer Item> ? Item : never;
type ProductRow = GeneratedProduct['product'] & { stock: number; freeStock: number };

export interface SeedOptions {
  /** Called as each phase of the seeding ends, with how long it took. */
  onPhase?: (phase: string, milliseconds: number) => void;
}

/**
 * The columns a generated product fills, and their SQL types, from the schema: a batch goes in
 * as one JSON array of the generated objects, its keys the schema's property names.
 */
function productColumns(sample: ProductRow) {
  const columns = getTableColumns(products);
  return Object.keys(sample).map((key) => {
    const column = columns[key as keyof typeof columns];
    if (!column) throw new Error(`A generated product has ${key}, which is no column of products`);
    return { key, name: column.name, type: column.getSQLType() };
  });
}

async function insertProducts(tx: Db, rows: ProductRow[]) {
  const [first] = rows;
  if (!first) return;
  const columns = productColumns(first);
  const record = sql.raw(columns.map((column) => `"${column.key}" ${column.type}`).join(', '));
  const keys = sql.raw(columns.map((column) => `"${column.key}"`).join(', '));
  const names = sql.raw(columns.map((column) => `"${column.name}"`).join(', '));
  await tx.execute(
    sql`INSERT INTO products (${names}) SELECT ${keys} FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(${record})`,
  );
}

/**
 * Drops the indexes of products that back no constraint (maintaining them row by row costs more
 * than building them once after the load) and answers the statements that recreate them as they were.
 */
async function dropProductIndexes(tx: Db): Promise<string[]> {
  const indexes = await selectRows<{ name: string; definition: string }>(
    tx,
    sql`SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
        FROM pg_index i
        WHERE i.indrelid = 'products'::regclass
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
        ORDER BY name`,
  );
  for (const index of indexes) await tx.execute(sql.raw(`DROP INDEX ${index.name}`));
  return indexes.map((index) => index.definition);
}

/**
 * Replaces the catalogue with a generated one of `count` products, in one transaction (a failed
 * seed leaves the catalogue as it was). Each product in stock gets one initial move in the stock
 * ledger, and its stock is that move.
 */
export async function seedCatalogue(
  database: ShopDatabase,
  count = DEFAULT_PRODUCT_COUNT,
  seed = DEFAULT_SEED,
  { onPhase }: SeedOptions = {},
) {
  let last = performance.now();
  const phase = (name: string, milliseconds = performance.now() - last) => {
    onPhase?.(name, milliseconds);
    last = performance.now();
  };
  const { options: optionList, values } = optionRows();
  await database.db.transaction(async (tx) => {
    await tx.execute(
      sql`TRUNCATE stock_moves, inventory_count_lines, inventory_counts, products, option_values, options, categories RESTART IDENTITY CASCADE`,
    );
    await tx.insert(categories).values(categoryRows());
    await tx.insert(options).values(optionList);
    await tx.insert(optionValues).values(values);
    phase('categories and options');
    const indexes = await dropProductIndexes(tx);

    let generating = 0;
    let inserting = 0;
    let batch: ProductRow[] = [];
    const flush = async () => {
      const started = performance.now();
      await insertProducts(tx, batch);
      inserting += performance.now() - started;
      batch = [];
    };
    let started = performance.now();
    for (const item of generateProducts(count, seed)) {
      batch.push({ ...item.product, stock: item.stock, freeStock: Math.min(item.stock, FREE_STOCK_TOLD) });
      if (batch.length === BATCH) {
        generating += performance.now() - started;
        await flush();
        started = performance.now();
      }
    }
    generating += performance.now() - started;
    await flush();
    phase('generate products', generating);
    phase('insert products', inserting);
    for (const definition of indexes) await tx.execute(sql.raw(definition));
    phase('product indexes');

    // The products already hold their stock: the ledger gets the moves that sum to it, without
    // the trigger that would add each move to its product once more (row by row, the slow way),
    // and the stock per location the same moves make. Every other product has a third of its
    // units on the shop's shelves, the rest at the warehouse; the others only at the warehouse.
    await tx.execute(sql`ALTER TABLE stock_moves DISABLE TRIGGER stock_moves_apply`);
    await tx.execute(sql`
      WITH initial AS (
        SELECT nid, stock, CASE WHEN nid % 2 = 0 THEN stock / 3 ELSE 0 END AS shelf FROM products WHERE stock > 0
      )
      INSERT INTO stock_moves (product_nid, location_nid, quantity, reason, document)
      SELECT nid, location_nid, quantity, 'initial', 'Начальные остатки'
      FROM (
        SELECT nid, ${WAREHOUSE_NID}::integer AS location_nid, stock - shelf AS quantity FROM initial
        UNION ALL
        SELECT nid, ${SHOP_NID}::integer, shelf FROM initial
      ) AS split
      WHERE quantity > 0
      ORDER BY nid, location_nid`);
    // Nothing is reserved yet: the products were written with their free stock as the storefront
    // tells it, which product_stocks' trigger would otherwise work out row by row.
    await tx.execute(sql`ALTER TABLE product_stocks DISABLE TRIGGER product_stocks_show_free`);
    await tx.execute(sql`
      INSERT INTO product_stocks (product_nid, location_nid, on_hand)
      SELECT product_nid, location_nid, sum(quantity)::integer FROM stock_moves GROUP BY 1, 2`);
    await tx.execute(sql`ALTER TABLE product_stocks ENABLE TRIGGER product_stocks_show_free`);
    await tx.execute(sql`ALTER TABLE stock_moves ENABLE TRIGGER stock_moves_apply`);
    phase('stock moves');

    await refreshSearchWords(tx);
    phase('search words');
  });
  phase('commit');
  // Fresh statistics and a visibility map: PGlite has no autovacuum, and the planner needs to
  // know the new catalogue.
  await database.query('VACUUM ANALYZE');
  phase('vacuum analyze');
}

/** Whether the catalogue has no categories yet (a new database). */
export async function isCatalogueEmpty(database: ShopDatabase): Promise<boolean> {
  const rows = await database.query<{ empty: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM categories) AS empty');
  return rows[0]?.empty ?? true;
}
