// The catalogue engine answers exactly as the SQL path: 1 000 catalogue pages drawn from a seeded
// catalogue (one to four path and query filters, ranges, sub-categories, every sort, pages 1 to 5),
// each compared field by field — the filter panel, the count and the page — on each engine.
import type { ShopDatabase } from '../../db/open-database';
import { seedCatalogue } from '../../seed/seed-catalogue';
import { openTestDatabase, TEST_ENGINES } from '../../testing/test-database';
import { buildCatalogIndex } from '../catalog-index';
import { patchCatalogIndex } from '../catalog-index-patch';
import { loadCatalogMetadata, type CatalogMetadata } from '../catalog-metadata';
import { drawCatalogueSamples, drawSearches, loadSampleSource } from '../../seed/catalog-samples';
import { parseCatalogUrl } from '../catalog-url-rules';
import { filterCounts, sqlFacetCounter } from '../facet-counts';
import { IndexQueries } from '../index-queries';
import { countProducts, listProducts } from '../list-products';
import { emptyFilter } from '../product-filter';
import { searchProducts, searchText } from '../search-products';

const PRODUCTS = 2_000;
const PAGES = 1_000;
const SEED = 20261124;
const SEARCHES = 400;

describe.each(TEST_ENGINES)('the catalogue engine against the SQL answer (%s)', (engine) => {
  let database: ShopDatabase;
  let drop: () => Promise<void>;
  let metadata: CatalogMetadata;
  let queries: IndexQueries;
  let built: Awaited<ReturnType<typeof buildCatalogIndex>>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(engine));
    await seedCatalogue(database, PRODUCTS);
    // Some products off sale, some without a width, some discounted and out of stock: every condition has both sides.
    await database.query('UPDATE products SET on_sale = false WHERE nid % 23 = 0');
    await database.query('UPDATE products SET width = NULL WHERE nid % 17 = 0');
    // Some names say their first word twice: a search for it ranks them first.
    await database.query(`UPDATE products SET name = name || ' ' || split_part(name, ' ', 1) WHERE nid % 29 = 0`);
    metadata = await loadCatalogMetadata(database.db);
    built = await buildCatalogIndex(database.db);
    queries = new IndexQueries(built.index, built.metadata);
  }, 120_000);
  afterAll(() => drop());

  it(`gives every field of ${PAGES} drawn pages as SQL does: panel, count, page`, async () => {
    const source = await loadSampleSource(database.db, metadata);
    const samples = drawCatalogueSamples(source, PAGES, SEED);
    // The draw is worth its name: most pages list something.
    expect(await answerAsSql(queries, samples)).toBeGreaterThan(PAGES / 3);
  }, 300_000);

  /** Every field of each sample's panel, count and page from `from` equals the SQL answer; how many pages list something. */
  async function answerAsSql(from: IndexQueries, samples: ReturnType<typeof drawCatalogueSamples>): Promise<number> {
    const sqlCounter = sqlFacetCounter(database.db, metadata);
    const indexCounter = from.facetCounter();
    let listed = 0;
    for (const sample of samples) {
      const filter = parseCatalogUrl(metadata, sample.url);
      const skip = 18 * (sample.page - 1);
      const [sqlPanel, indexPanel, sqlCount, sqlPage] = await Promise.all([
        filterCounts(sqlCounter, metadata, filter),
        filterCounts(indexCounter, metadata, filter),
        countProducts(database.db, metadata, filter),
        listProducts(database.db, metadata, filter, { sort: sample.sort.sort, skip, limit: 18 }),
      ]);
      expect({ url: sample.address, panel: indexPanel }).toEqual({ url: sample.address, panel: sqlPanel });
      expect({ url: sample.address, count: from.count(filter) }).toEqual({ url: sample.address, count: sqlCount });
      expect({ url: sample.address, page: from.page(filter, sample.sort.sort, skip, 18) }).toEqual({
        url: sample.address,
        page: sqlPage.map((row) => row.nid),
      });
      if (sqlPage.length > 0) listed += 1;
    }
    return listed;
  }

  /** The page, total and correction of each search from `from` equal the SQL search's; how many found something. */
  async function searchAsSql(from: IndexQueries, texts: readonly string[]): Promise<number> {
    let found = 0;
    for (const [number, query] of texts.entries()) {
      const text = searchText(query);
      const page = { skip: 18 * (number % 3), limit: 18 };
      const [bySql, byEngine] = await Promise.all([
        searchProducts(database.db, text, page),
        searchProducts(database.db, text, page, from),
      ]);
      const shown = (result: typeof bySql) => ({
        text,
        items: result.items.map((row) => row.nid),
        total: result.total,
        correctedQuery: result.correctedQuery,
      });
      expect(shown(byEngine)).toEqual(shown(bySql));
      if (bySql.total > 0 && !/"| or | -/.test(text)) found += 1;
    }
    return found;
  }

  it(`finds, ranks and counts ${SEARCHES} drawn searches and the odd ones as SQL does`, async () => {
    const source = await loadSampleSource(database.db, metadata);
    const [product] = await database.query<{ vendor_code: string; brand: string; first: string }>(
      `SELECT vendor_code, brand, split_part(name, ' ', 1) AS first FROM products WHERE on_sale AND nid % 29 = 0 ORDER BY nid LIMIT 1`,
    );
    const odd = [
      product!.first, // a word some names say twice
      product!.vendor_code, // a vendor code: its own words
      `${product!.brand} ${product!.brand}`, // one word twice
      `${source.words[0]} для ${source.words[1]}`, // a stop word between two words
      'для', // stop words only: nothing
      `"${source.words[0]} ${source.words[1]}"`, // a phrase: the database's
      `${source.words[0]} or ${source.words[1]}`, // «or»: the database's
      `${source.words[0]} -${source.words[1]}`, // a minus: the database's
      'zzzqqq', // no such word, nothing near it
    ];
    const found = await searchAsSql(queries, [...drawSearches(source, SEARCHES, SEED), ...odd]);
    // The index answers searches (none was left to SQL for want of one), and most searches find something.
    expect(queries.search(['zzzqqq'], 0, 1)).toEqual({ nids: [], total: 0 });
    expect(found).toBeGreaterThan(SEARCHES / 2);
  }, 300_000);

  /** The whole catalogue and each top category, with the stock and discount flags, in every sort of one field. */
  async function flagsAsSql(from: IndexQueries) {
    const tops = metadata.categories.filter((category) => category.topCategoryNid === null);
    for (const category of [null, ...tops])
      for (const flags of [{}, { inStock: true }, { discounted: true }, { inStock: true, discounted: true }]) {
        const filter = { ...emptyFilter(), ...flags, category };
        expect(from.count(filter)).toBe(await countProducts(database.db, metadata, filter));
        for (const field of ['ORDER', 'PRICE', 'NEW', 'NAME'] as const)
          for (const direction of ['ASC', 'DESC'] as const) {
            const sort = [{ field, direction }];
            const rows = await listProducts(database.db, metadata, filter, { sort, skip: 36, limit: 18 });
            expect(from.page(filter, sort, 36, 18)).toEqual(rows.map((row) => row.nid));
          }
      }
  }

  it('answers the whole catalogue, stock and discount flags and every sort of one field as SQL does', async () => {
    await flagsAsSql(queries);
    // A sort of two fields is the database's to answer.
    expect(queries.page(emptyFilter(), [{ field: 'PRICE' }, { field: 'NAME' }], 0, 18)).toBeNull();
  });

  // Last: it changes the catalogue under the index the tests above compare.
  it('patched after prices, discounts, stock, values, sizes, popularity and sales changed, answers as SQL does', async () => {
    for (const change of [
      'UPDATE products SET price = price + 1000 WHERE nid % 101 = 1',
      'UPDATE products SET price_with_action = price - 500 WHERE nid % 103 = 2 AND price > 1000',
      'UPDATE products SET price_with_action = NULL WHERE nid % 107 = 3',
      "INSERT INTO stock_moves (product_nid, location_nid, quantity, reason) SELECT product_nid, location_nid, -on_hand, 'test' FROM product_stocks WHERE product_nid % 109 = 4 AND on_hand > 0",
      'UPDATE products SET value_nids = value_nids[2:] WHERE nid % 113 = 5',
      'UPDATE products SET width = NULL, "order" = "order" + 7 WHERE nid % 127 = 6',
      'UPDATE products SET width = 55 WHERE nid % 17 = 0 AND nid % 7 = 0',
      'UPDATE products SET on_sale = false WHERE nid % 131 = 7',
    ])
      await database.query(change);
    const patch = await patchCatalogIndex(database.db, built.index);
    expect(patch?.changed.length).toBeGreaterThan(100);
    const patched = new IndexQueries(patch!.index, built.metadata);
    const source = await loadSampleSource(database.db, metadata);
    expect(await answerAsSql(patched, drawCatalogueSamples(source, PAGES / 4, SEED + 1))).toBeGreaterThan(PAGES / 12);
    expect(await searchAsSql(patched, drawSearches(source, SEARCHES / 4, SEED + 1))).toBeGreaterThan(SEARCHES / 8);
    await flagsAsSql(patched);
    // The index it was made from still answers as it did: nothing of it was written to.
    expect(queries.count(emptyFilter())).toBe(built.index.size);
  }, 300_000);
});
