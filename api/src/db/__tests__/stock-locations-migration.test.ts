import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadCatalogueFixture } from '../../testing/catalogue-fixture';
import { stockOffLedger } from '../../testing/stock-documents';
import { migrate, migrationFiles } from '../migrate';
import { openDatabase, type ShopDatabase } from '../open-database';
import { SHOP_NID, WAREHOUSE_NID } from '../schema';

// Migration 0023 (stock per location) on a database that has lived before it: a catalogue with its
// ledger, a posted inventory count and a posted acceptance (whose rows the database refuses to
// change). After it every ledger sum is what it was, all of it at the warehouse, and every
// document names the warehouse.

const MIGRATIONS = path.join(__dirname, '..', '..', '..', 'migrations');
const LOCATIONS = '0023_stock_locations.sql';

/** What the ledgers sum to: stock per product (stored and summed), settlements per counterparty. */
async function ledgerSums(database: ShopDatabase) {
  const stock = await database.query<{ nid: number; stock: number; moved: number }>(
    `SELECT p.nid, p.stock, (SELECT coalesce(sum(quantity), 0)::integer FROM stock_moves m WHERE m.product_nid = p.nid) AS moved
       FROM products p ORDER BY p.nid`,
  );
  const settlements = await database.query<{ counterparty_nid: number; amount: number }>(
    'SELECT counterparty_nid, sum(amount)::integer AS amount FROM counterparty_moves GROUP BY 1 ORDER BY 1',
  );
  const moves = await database.query<{ count: number }>('SELECT count(*)::integer AS count FROM stock_moves');
  return { stock, settlements, moves };
}

/** The shop's history as the schema before 0023 wrote it. */
async function liveBeforeLocations(database: ShopDatabase) {
  await loadCatalogueFixture(database, { stock: false });
  await database.script(`
    INSERT INTO users (uid, display_name, email) VALUES ('keeper', 'Кладовщик', 'keeper@santehnika.test');
    INSERT INTO stock_moves (product_nid, quantity, reason, document)
      SELECT nid, 5, 'initial', 'Начальные остатки' FROM products WHERE nid <> 3;

    INSERT INTO inventory_counts (id, posted_by, posted_by_name) VALUES (1, 'keeper', 'Кладовщик');
    INSERT INTO inventory_count_lines (count_id, line_no, product_nid, expected, counted) VALUES (1, 1, 1, 5, 4);
    INSERT INTO stock_moves (product_nid, quantity, reason, document, inventory_count_id, document_type, document_nid)
      VALUES (1, -1, 'inventory-count', 'Инвентаризация № 1', 1, 'INVENTORY_COUNT', 1);

    INSERT INTO counterparties (nid, kind, name, inn, created_by, created_by_name)
      VALUES (1, 'SUPPLIER', 'ООО «Поставщик»', '7707083893', 'keeper', 'Кладовщик');
    INSERT INTO supplier_orders (nid, supplier_nid, total, created_by, created_by_name)
      VALUES (1, 1, 3000, 'keeper', 'Кладовщик');
    INSERT INTO supplier_order_lines (order_nid, line_no, product_nid, quantity, price, received) VALUES (1, 1, 2, 3, 1000, 2);
    UPDATE supplier_orders SET status = 'PARTLY_RECEIVED' WHERE nid = 1;
    INSERT INTO acceptances (nid, supplier_order_nid, supplier_nid, total, created_by, created_by_name)
      VALUES (1, 1, 1, 2000, 'keeper', 'Кладовщик');
    INSERT INTO acceptance_lines (acceptance_nid, line_no, order_line_no, product_nid, quantity, price) VALUES (1, 1, 1, 2, 2, 1000);
    UPDATE acceptances SET status = 'POSTED', posted_at = now(), posted_by = 'keeper', posted_by_name = 'Кладовщик' WHERE nid = 1;
    INSERT INTO stock_moves (product_nid, quantity, reason, document, document_type, document_nid)
      VALUES (2, 2, 'acceptance', 'Приёмка № 1', 'ACCEPTANCE', 1);
    INSERT INTO counterparty_moves (counterparty_nid, amount, document_type, document_nid, created_by)
      VALUES (1, 2000, 'ACCEPTANCE', 1, 'keeper');
  `);
}

describe('migration 0023: stock per location', () => {
  let database: ShopDatabase;
  let earlier: string;
  let before: Awaited<ReturnType<typeof ledgerSums>>;

  beforeAll(async () => {
    // The migrations up to 0022, as a database released before locations has them.
    earlier = mkdtempSync(path.join(tmpdir(), 'shop-migrations-'));
    for (const file of migrationFiles(MIGRATIONS).filter((name) => name < LOCATIONS))
      cpSync(path.join(MIGRATIONS, file), path.join(earlier, file));
    database = await openDatabase();
    await migrate(database, earlier);
    await liveBeforeLocations(database);
    before = await ledgerSums(database);
    expect(await migrate(database)).toEqual(migrationFiles(MIGRATIONS).filter((name) => name >= LOCATIONS));
  });
  afterAll(async () => {
    await database?.close();
    rmSync(earlier, { recursive: true, force: true });
  });

  it('keeps every ledger sum: stock per product and settlements per counterparty', async () => {
    expect(before.stock.some((row) => row.stock > 0)).toBe(true);
    expect(await ledgerSums(database)).toEqual(before);
    expect(await stockOffLedger(database)).toEqual([]);
  });

  it('puts every move and every product’s stock at the warehouse, none at the shop', async () => {
    expect(await database.query('SELECT DISTINCT location_nid FROM stock_moves')).toEqual([
      { location_nid: WAREHOUSE_NID },
    ]);
    const stocks = await database.query<{ product_nid: number; location_nid: number; on_hand: number }>(
      'SELECT product_nid, location_nid, on_hand FROM product_stocks ORDER BY product_nid, location_nid',
    );
    // Product 3 never moved: it has no row anywhere.
    expect(stocks).toEqual(
      before.stock
        .filter((row) => row.nid !== 3)
        .map((row) => ({ product_nid: row.nid, location_nid: WAREHOUSE_NID, on_hand: row.stock })),
    );
    expect(stocks.some((row) => row.location_nid === SHOP_NID)).toBe(false);
  });

  it('names the warehouse on the documents posted before, and leaves them posted', async () => {
    expect(
      await database.query(
        `SELECT 'acceptance' AS document, location_nid, status FROM acceptances
         UNION ALL SELECT 'count', location_nid, 'POSTED' FROM inventory_counts ORDER BY 1`,
      ),
    ).toEqual([
      { document: 'acceptance', location_nid: WAREHOUSE_NID, status: 'POSTED' },
      { document: 'count', location_nid: WAREHOUSE_NID, status: 'POSTED' },
    ]);
  });

  it('moves after it keep the stock per location and in all', async () => {
    await database.script(`
      INSERT INTO stock_moves (product_nid, location_nid, quantity, reason) VALUES
        (4, ${WAREHOUSE_NID}, -2, 'test'), (4, ${SHOP_NID}, 2, 'test'), (3, ${SHOP_NID}, 1, 'test')`);
    const [four] = await database.query<{ stock: number }>('SELECT stock FROM products WHERE nid = 4');
    expect(four?.stock).toBe(5);
    expect(
      await database.query('SELECT location_nid, on_hand FROM product_stocks WHERE product_nid = 4 ORDER BY 1'),
    ).toEqual([
      { location_nid: WAREHOUSE_NID, on_hand: 3 },
      { location_nid: SHOP_NID, on_hand: 2 },
    ]);
    expect(await stockOffLedger(database)).toEqual([]);
  });
});
