import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadCatalogueFixture } from '../../testing/catalogue-fixture';
import { stockOffLedger, waitingWhileFree } from '../../testing/stock-documents';
import { migrate, migrationFiles } from '../migrate';
import { openDatabase, type ShopDatabase } from '../open-database';
import { WAREHOUSE_NID } from '../schema';

// Migration 0025 (reservations) on a database with orders placed before it: the open ones reserve
// what is free, oldest first, at the locations that serve them; cancelled and shipped ones hold
// nothing; the stock ledger is untouched.

const MIGRATIONS = path.join(__dirname, '..', '..', '..', 'migrations');
const RESERVATIONS = '0025_stock_reservations.sql';

/** Orders as the schema before 0025 wrote them: (nid, status, delivery, product, quantity). */
const ORDERS: [number, string, string, number, number][] = [
  [10001, 'NEW', 'RING_ROAD', 1, 3],
  [10002, 'CONFIRMED', 'BEYOND_RING_ROAD', 1, 4],
  [10003, 'NEW', 'PICKUP', 2, 1],
  [10004, 'CANCELLED', 'RING_ROAD', 4, 2],
  [10005, 'COMPLETED', 'RING_ROAD', 5, 1],
];

async function placeOrdersBefore(database: ShopDatabase) {
  for (const [nid, status, delivery, product, quantity] of ORDERS) {
    await database.query(
      `INSERT INTO buyer_orders (nid, status, contact_name, phone, email, delivery_method, address, delivery_cost,
                                 payment_method, goods_total, total, idempotency_key, request_hash)
       VALUES ($1, $2, 'Иван Петров', '+79261234567', 'ivan@example.ru', $3, 'Москва', 0, 'CASH', 1000, 1000, $4, 'hash')`,
      [nid, status, delivery, `key-${nid}`],
    );
    await database.query(
      `INSERT INTO buyer_order_lines (order_nid, line_no, product_nid, name, vendor_code, image_url, price, regular_price, quantity, amount)
       VALUES ($1, 1, $2, 'Товар', 'T', '/media/t.svg', 1000, 1000, $3, $3 * 1000)`,
      [nid, product, quantity],
    );
  }
}

describe('migration 0025: reservations', () => {
  let database: ShopDatabase;
  let earlier: string;
  let stockBefore: unknown[];

  beforeAll(async () => {
    earlier = mkdtempSync(path.join(tmpdir(), 'shop-migrations-'));
    for (const file of migrationFiles(MIGRATIONS).filter((name) => name < RESERVATIONS))
      cpSync(path.join(MIGRATIONS, file), path.join(earlier, file));
    database = await openDatabase();
    await migrate(database, earlier);
    await loadCatalogueFixture(database);
    await placeOrdersBefore(database);
    stockBefore = await database.query('SELECT product_nid, location_nid, on_hand FROM product_stocks ORDER BY 1, 2');
    expect(await migrate(database)).toEqual(migrationFiles(MIGRATIONS).filter((name) => name >= RESERVATIONS));
  });
  afterAll(async () => {
    await database?.close();
    rmSync(earlier, { recursive: true, force: true });
  });

  it('reserves for the open orders what is free, oldest first; the rest waits; closed orders hold nothing', async () => {
    const held = await database.query<{ order_nid: number; location_nid: number; units: number }>(
      `SELECT order_nid, location_nid, sum(quantity)::integer AS units FROM stock_reservations GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    // Product 1 has 5 at the warehouse: 3 for the first order, 2 of 4 for the second; the pickup
    // order waits (nothing at the shop); the cancelled and the completed orders hold nothing.
    expect(held).toEqual([
      { order_nid: 10001, location_nid: WAREHOUSE_NID, units: 3 },
      { order_nid: 10002, location_nid: WAREHOUSE_NID, units: 2 },
    ]);
    expect(
      await database.query('SELECT product_nid, reserved FROM product_stocks WHERE reserved > 0 ORDER BY 1'),
    ).toEqual([{ product_nid: 1, reserved: 5 }]);
  });

  it('leaves the stock ledger as it was, and every identity holds', async () => {
    expect(await database.query('SELECT product_nid, location_nid, on_hand FROM product_stocks ORDER BY 1, 2')).toEqual(
      stockBefore,
    );
    expect(await stockOffLedger(database)).toEqual([]);
    expect(await waitingWhileFree(database)).toEqual([]);
  });
});
