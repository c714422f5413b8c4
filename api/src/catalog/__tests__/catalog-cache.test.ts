import type { ApiServer } from '../../api-server';
import { CatalogCache } from '../catalog-cache';
import { testShop } from '../../testing/test-api';
import type { ShopDatabase } from '../../db/open-database';
import { graphqlData } from '../../testing/graphql-over-http';
import { TEST_ENGINES } from '../../testing/test-database';

describe.each(TEST_ENGINES)('cached catalogue answers follow every committed change (%s)', (engine) => {
  const shop = testShop(engine);
  let database: ShopDatabase;
  let api: ApiServer;
  let base: string;

  beforeAll(() => {
    ({ database, api, base } = shop);
  });

  const cheapest = () =>
    graphqlData<{ products: { nid: number; price: number; inStock: boolean }[] }>(
      base,
      '{ products(url: "/smesiteli", sort: [{ field: PRICE }], limit: 1) { nid price inStock } }',
    );

  it('serves a repeated list from the cache and a changed price as soon as it is committed', async () => {
    expect((await cheapest()).products).toEqual([{ nid: 4, price: 5000, inStock: true }]);
    const before = await api.catalog.version();
    await database.query('UPDATE products SET price = 4000 WHERE nid = 7');
    expect(await api.catalog.version()).toBeGreaterThan(before);
    expect((await cheapest()).products).toEqual([{ nid: 7, price: 4000, inStock: true }]);
  });

  it('a stock move changes what the cached list says about stock', async () => {
    await database.query(
      "INSERT INTO stock_moves (product_nid, location_nid, quantity, reason) VALUES (7, 1, -5, 'test')",
    );
    expect((await cheapest()).products).toEqual([{ nid: 7, price: 4000, inStock: false }]);
  });

  it('filter counts and a category rename follow too (metadata is per version)', async () => {
    const counts = () =>
      graphqlData<{ filterCountAll: { name: string | null; rusName: string | null; count: number }[] }>(
        base,
        '{ filterCountAll(url: "/smesiteli/splithh:") { name rusName count } }',
      );
    const roca = (await counts()).filterCountAll.find((entry) => entry.name === 'roca');
    expect(roca?.count).toBe(2);
    await database.query('UPDATE products SET on_sale = false WHERE nid = 4');
    expect((await counts()).filterCountAll.find((entry) => entry.name === 'roca')?.count).toBe(1);
    await database.query("UPDATE categories SET rus_name = 'Смесители и краны' WHERE nid = 3");
    expect((await counts()).filterCountAll.find((entry) => entry.name === 'smesiteli')?.rusName).toBe(
      'Смесители и краны',
    );
  });
});

describe('cached catalogue answers are bounded in bytes', () => {
  const shop = testShop('pglite');

  it('keeps distinct answers within the bound, counting each by what it holds once computed', async () => {
    const bound = 256 * 1024;
    const cache = new CatalogCache(shop.database, true, undefined, undefined, bound);
    const page = (key: number) => ({
      key,
      items: Array.from({ length: 20 }, (_, i) => ({ nid: i, name: 'x'.repeat(80) })),
    });
    for (let key = 0; key < 400; key += 1) await cache.remember(1, `/smesiteli?price=${key}`, async () => page(key));
    const { catalog_answers: answers } = cache.caches();
    expect(answers?.bytes).toBeLessThanOrEqual(bound);
    // Each page counts ≈ 6 KB: far fewer than 400 stay, and far more than the one a count of entries alone would allow.
    expect(answers?.entries).toBeGreaterThan(10);
    expect(answers?.entries).toBeLessThan(100);
    // The latest is kept and answers again without being computed.
    const again = await cache.remember(1, '/smesiteli?price=399', async () => page(-1));
    expect(again.key).toBe(399);
  });
});
