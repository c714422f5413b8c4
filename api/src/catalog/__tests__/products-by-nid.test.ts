// Product rows read by nid (one JSON object a row) are the rows the query builder reads, field for field; a page's
// rows are read once per catalogue version.
import { asc } from 'drizzle-orm';
import type { ShopDatabase } from '../../db/open-database';
import { products } from '../../db/schema';
import { seedCatalogue } from '../../seed/seed-catalogue';
import { openTestDatabase, TEST_ENGINES } from '../../testing/test-database';
import { buildCatalogIndex } from '../catalog-index';
import { IndexQueries } from '../index-queries';
import { PRODUCT_COLUMNS } from '../list-products';
import { productsByNid } from '../products-by-nid';

describe.each(TEST_ENGINES)('products by nid (%s)', (engine) => {
  let database: ShopDatabase;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(engine));
    await seedCatalogue(database, 60);
    // Both sides of every nullable column, a product off sale, texts with quotes and backslashes.
    await database.query(`UPDATE products SET width = NULL, brand_collection = NULL, images = '{}' WHERE nid % 3 = 0`);
    await database.query('UPDATE products SET price_with_action = price - 1 WHERE nid % 4 = 0');
    await database.query(`UPDATE products SET on_sale = false, name = name || ' «5"'' \\ x»' WHERE nid % 5 = 0`);
  }, 60_000);
  afterAll(() => drop());

  it('reads every field of every product as the query builder does, and nothing for an unknown nid', async () => {
    const expected = await database.db.select(PRODUCT_COLUMNS).from(products).orderBy(asc(products.nid));
    const read = await productsByNid(database.db, [...expected.map((row) => row.nid), 999_999, expected[0]!.nid]);
    expect(read.size).toBe(expected.length);
    for (const row of expected) expect(read.get(row.nid)).toEqual(row);
    expect(read.get(999_999)).toBeUndefined();
  });

  it('reads the rows locked for update, in nid order, inside a transaction', async () => {
    const [first] = await database.db.select(PRODUCT_COLUMNS).from(products).orderBy(asc(products.nid)).limit(1);
    const locked = await database.db.transaction((tx) => productsByNid(tx, [first!.nid], 'update'));
    expect(locked.get(first!.nid)).toEqual(first);
  });

  it("reads a page's rows once for the version, in the page's order", async () => {
    const { index, metadata } = await buildCatalogIndex(database.db);
    const queries = new IndexQueries(index, metadata);
    const asked: number[][] = [];
    const read = (nids: number[]) => {
      asked.push(nids);
      return productsByNid(database.db, nids);
    };
    const nids = [index.nids[3]!, index.nids[1]!, index.nids[2]!];
    const first = await queries.pageRows(nids, read);
    expect(first.map((row) => row.nid)).toEqual(nids);
    const second = await queries.pageRows([index.nids[2]!, index.nids[4]!], read);
    expect(second.map((row) => row.nid)).toEqual([index.nids[2], index.nids[4]]);
    expect(asked).toEqual([nids, [index.nids[4]]]);
  });
});
