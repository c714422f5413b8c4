import type { ShopDatabase } from '../../db/open-database';
import { seedCatalogue } from '../seed-catalogue';
import { openTestDatabase } from '../../testing/test-database';
import { loadCatalogMetadata } from '../../catalog/catalog-metadata';
import { drawCatalogueSamples, drawSearches, loadSampleSource, type SampleSource } from '../catalog-samples';
import { parseCatalogUrl } from '../../catalog/catalog-url-rules';
import { countProducts } from '../../catalog/list-products';

describe('catalogue pages and searches drawn from the catalogue', () => {
  let database: ShopDatabase;
  let drop: () => Promise<void>;
  let source: SampleSource;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase('pglite'));
    await seedCatalogue(database, 600);
    source = await loadSampleSource(database.db, await loadCatalogMetadata(database.db));
  }, 60_000);
  afterAll(() => drop());

  it('are the same for the same seed, and others for another', () => {
    expect(drawCatalogueSamples(source, 50, 7)).toEqual(drawCatalogueSamples(source, 50, 7));
    expect(drawCatalogueSamples(source, 50, 8)).not.toEqual(drawCatalogueSamples(source, 50, 7));
    expect(drawSearches(source, 50, 7)).toEqual(drawSearches(source, 50, 7));
  });

  it('are canonical catalogue URLs with one to four filters, sub-categories, every sort and pages 1 to 5', () => {
    const samples = drawCatalogueSamples(source, 500, 2026);
    const { metadata } = source;
    const categories = new Set<number>();
    for (const sample of samples) {
      const filter = parseCatalogUrl(metadata, sample.url);
      const filters = filter.selections.size + filter.ranges.size;
      expect(filters).toBeGreaterThanOrEqual(1);
      expect(filters).toBeLessThanOrEqual(4);
      categories.add(filter.category!.nid);
      expect(sample.page).toBeGreaterThanOrEqual(1);
      expect(sample.page).toBeLessThanOrEqual(5);
      expect(sample.address.startsWith(sample.url.split('?')[0]!)).toBe(true);
    }
    expect([...categories].some((nid) => metadata.categoryByNid.get(nid)?.topCategoryNid !== null)).toBe(true);
    expect([...categories].some((nid) => metadata.categoryByNid.get(nid)?.topCategoryNid === null)).toBe(true);
    expect(new Set(samples.map((sample) => sample.sort.value)).size).toBe(4);
    expect(samples.some((sample) => sample.url.includes('?'))).toBe(true);
    expect(samples.some((sample) => /[?&][a-z_]+=\d*-\d*/.test(sample.url))).toBe(true);
    expect(new Set(samples.map((sample) => sample.address)).size).toBeGreaterThan(450);
  });

  it('mostly list something, as real pages do, and sometimes nothing', async () => {
    const counts = await Promise.all(
      drawCatalogueSamples(source, 100, 11).map(async (sample) =>
        countProducts(database.db, source.metadata, parseCatalogUrl(source.metadata, sample.url)),
      ),
    );
    expect(counts.filter((count) => count > 0).length).toBeGreaterThan(50);
  });

  it('search one or two words of product names, some mistyped', () => {
    const searches = drawSearches(source, 300, 3);
    expect(searches.every((text) => /^\S+( \S+)?$/.test(text))).toBe(true);
    expect(searches.some((text) => text.includes(' '))).toBe(true);
    expect(searches.some((text) => text.split(' ').some((word) => !source.words.includes(word)))).toBe(true);
  });
});
