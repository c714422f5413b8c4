// The catalogue engine follows every committed change: after each kind of change the index of the
// old version is never answered from, and the index of the new one answers as SQL does — in this
// process and in another API instance on the same database.
import { openDatabase, type ShopDatabase } from '../../db/open-database';
import { loadCatalogueFixture } from '../../testing/catalogue-fixture';
import { openTestDatabase, TEST_ENGINES } from '../../testing/test-database';
import { CatalogCache } from '../catalog-cache';
import { loadCatalogMetadata } from '../catalog-metadata';
import { parseCatalogUrl } from '../catalog-url-rules';
import { filterCounts, sqlFacetCounter } from '../facet-counts';
import { countProducts, listProducts } from '../list-products';
import { searchProducts } from '../search-products';

const URLS = ['/smesiteli', '/smesiteli/grohe?color=hrom', '/smesiteli/dlya-vanni?price=6000-16000', '/unitazi'];
const SEARCHES = ['смеситель', 'смеситель новый', 'особый', 'grohe'];

describe.each(TEST_ENGINES)('the catalogue engine after each change (%s)', (engine) => {
  let database: ShopDatabase;
  let drop: () => Promise<void>;
  let url: string | undefined;
  const others: ShopDatabase[] = [];

  beforeAll(async () => {
    ({ database, drop, url } = await openTestDatabase(engine));
    await loadCatalogueFixture(database);
  });
  afterAll(async () => {
    for (const other of others) await other.close();
    await drop();
  });

  /**
   * The engine of `catalog` at the version now answers every URL as SQL does on `on`; it never answered from an older
   * one. `made`: how its index of the version should have been made (patched from the one before, or read whole).
   */
  async function answersAsSql(
    catalog: CatalogCache,
    on: ShopDatabase,
    before: number | null,
    made: 'read' | 'patched' = 'read',
  ) {
    const version = await catalog.version();
    if (before !== null) {
      expect(version).toBeGreaterThan(before);
      // The very next request: a patch is waited for and answers; a whole reading leaves it to SQL. Never the old index.
      const answering = await catalog.engine.at(version);
      if (made === 'patched') expect(answering).not.toBeNull();
      else expect(answering).toBeNull();
    }
    const queries = await catalog.engine.ready(version);
    expect(queries).not.toBeNull();
    expect(catalog.engine.stats()).toMatchObject({ version, made });
    const metadata = await loadCatalogMetadata(on.db);
    for (const address of URLS) {
      const filter = parseCatalogUrl(metadata, address);
      expect({ address, count: queries!.count(filter) }).toEqual({
        address,
        count: await countProducts(on.db, metadata, filter),
      });
      expect({ address, page: queries!.page(filter, [{ field: 'PRICE', direction: 'ASC' }], 0, 18) }).toEqual({
        address,
        page: (
          await listProducts(on.db, metadata, filter, {
            sort: [{ field: 'PRICE', direction: 'ASC' }],
            skip: 0,
            limit: 18,
          })
        ).map((row) => row.nid),
      });
      expect({ address, panel: await filterCounts(queries!.facetCounter(), metadata, filter) }).toEqual({
        address,
        panel: await filterCounts(sqlFacetCounter(on.db, metadata), metadata, filter),
      });
    }
    for (const text of SEARCHES) {
      const found = await searchProducts(on.db, text, { skip: 0, limit: 18 }, queries);
      const bySql = await searchProducts(on.db, text, { skip: 0, limit: 18 });
      expect({ text, nids: found.items.map((row) => row.nid), total: found.total }).toEqual({
        text,
        nids: bySql.items.map((row) => row.nid),
        total: bySql.total,
      });
    }
    return version;
  }

  it('follows each kind of change: patched in place where it can be, read whole where it cannot', async () => {
    const catalog = new CatalogCache(database);
    let version = await answersAsSql(catalog, database, null);
    for (const [change, made] of [
      ['UPDATE products SET price = 4000 WHERE nid = 7', 'patched'],
      ['UPDATE products SET price_with_action = 3000 WHERE nid = 8', 'patched'],
      ["INSERT INTO stock_moves (product_nid, location_nid, quantity, reason) VALUES (1, 1, -5, 'test')", 'patched'],
      ['UPDATE products SET value_nids = value_nids[2:], width = NULL, "order" = 1 WHERE nid = 2', 'patched'],
      [
        `INSERT INTO products (nid, _id, vendor_code, url, image_url, name, category_nid, brand, country, price, price_total, value_nids, width, "order")
          SELECT 50, 'p50', 'T-50', 'tovar-50', image_url, 'Смеситель новый', category_nid, brand, country, 6500, 6500, value_nids, 70, 1
          FROM products WHERE nid = 5`,
        'read',
      ],
      ['UPDATE products SET on_sale = false WHERE nid = 4', 'patched'],
      ['UPDATE products SET on_sale = true, price = 9100 WHERE nid = 4', 'patched'],
      ["UPDATE products SET name = 'Смеситель особый' WHERE nid = 3", 'read'],
      ['UPDATE products SET category_nid = (SELECT category_nid FROM products WHERE nid = 1) WHERE nid = 6', 'read'],
      ["UPDATE categories SET options_to_filter = options_to_filter[1:2] WHERE path = 'smesiteli'", 'read'],
    ] as const) {
      await database.query(change);
      version = await answersAsSql(catalog, database, version, made);
    }
  });

  it('follows a change another API instance made, in this one', async () => {
    if (!url) return; // PGlite belongs to one process: there is no other instance.
    const other = await openDatabase({ url, poolSize: 2 });
    others.push(other);
    const here = new CatalogCache(database);
    const there = new CatalogCache(other);
    const before = await answersAsSql(here, database, null);
    await answersAsSql(there, other, null);
    await other.query('UPDATE products SET price = 3500 WHERE nid = 2');
    await answersAsSql(here, database, before, 'patched');
  });
});
