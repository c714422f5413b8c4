// The catalogue engine answers exactly as the SQL path: 1 000 catalogue pages drawn from a seeded
// catalogue (one to four path and query filters, ranges, sub-categories, every sort, pages 1 to 5),
// each compared field by field — the filter panel, the count and the page — on each engine.
import type { ShopDatabase } from '../../db/open-database';
import { seedCatalogue } from '../../seed/seed-catalogue';
import { openTestDatabase, TEST_ENGINES } from '../../testing/test-database';
import { buildCatalogIndex } from '../catalog-index';
import { loadCatalogMetadata, type CatalogMetadata } from '../catalog-metadata';
import { drawCatalogueSamples, loadSampleSource } from '../catalog-samples';
import { parseCatalogUrl } from '../catalog-url-rules';
import { filterCounts, sqlFacetCounter } from '../facet-counts';
import { IndexQueries } from '../index-queries';
import { countProducts, listProducts } from '../list-products';
import { emptyFilter } from '../product-filter';

const PRODUCTS = 2_000;
const PAGES = 1_000;
const SEED = 20261124;

describe.each(TEST_ENGINES)('the catalogue engine against the SQL answer (%s)', (engine) => {
  let database: ShopDatabase;
  let drop: () => Promise<void>;
  let metadata: CatalogMetadata;
  let queries: IndexQueries;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(engine));
    await seedCatalogue(database, PRODUCTS);
    // Some products off sale, some without a width, some discounted and out of stock: every condition has both sides.
    await database.query('UPDATE products SET on_sale = false WHERE nid % 23 = 0');
    await database.query('UPDATE products SET width = NULL WHERE nid % 17 = 0');
    metadata = await loadCatalogMetadata(database.db);
    const built = await buildCatalogIndex(database.db);
    queries = new IndexQueries(built.index, built.metadata);
  }, 120_000);
  afterAll(() => drop());

  it(`gives every field of ${PAGES} drawn pages as SQL does: panel, count, page`, async () => {
    const source = await loadSampleSource(database.db, metadata);
    const samples = drawCatalogueSamples(source, PAGES, SEED);
    const sqlCounter = sqlFacetCounter(database.db, metadata);
    const indexCounter = queries.facetCounter();
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
      expect({ url: sample.address, count: queries.count(filter) }).toEqual({ url: sample.address, count: sqlCount });
      expect({ url: sample.address, page: queries.page(filter, sample.sort.sort, skip, 18) }).toEqual({
        url: sample.address,
        page: sqlPage.map((row) => row.nid),
      });
      if (sqlPage.length > 0) listed += 1;
    }
    // The draw is worth its name: most pages list something.
    expect(listed).toBeGreaterThan(PAGES / 3);
  }, 300_000);

  it('answers the whole catalogue, stock and discount flags and every sort of one field as SQL does', async () => {
    for (const flags of [{}, { inStock: true }, { discounted: true }, { inStock: true, discounted: true }]) {
      const filter = { ...emptyFilter(), ...flags };
      expect(queries.count(filter)).toBe(await countProducts(database.db, metadata, filter));
      for (const field of ['ORDER', 'PRICE', 'NEW', 'NAME'] as const)
        for (const direction of ['ASC', 'DESC'] as const) {
          const sort = [{ field, direction }];
          const rows = await listProducts(database.db, metadata, filter, { sort, skip: 36, limit: 18 });
          expect(queries.page(filter, sort, 36, 18)).toEqual(rows.map((row) => row.nid));
        }
    }
    // A sort of two fields is the database's to answer.
    expect(queries.page(emptyFilter(), [{ field: 'PRICE' }, { field: 'NAME' }], 0, 18)).toBeNull();
  });
});
