import { buildCatalogIndex } from '../catalog-index';
import { loadCatalogMetadata } from '../catalog-metadata';
import { IndexQueries } from '../index-queries';
import { filterCounts, sqlFacetCounter, type FilterCount } from '../facet-counts';
import { parseCatalogUrl } from '../catalog-url-rules';
import { filterFromInput, intersectFilters } from '../product-filter';
import type { ShopDatabase } from '../../db/open-database';
import { loadCatalogueFixture } from '../../testing/catalogue-fixture';
import { openTestDatabase, TEST_ENGINES } from '../../testing/test-database';

// Opening a database (PGlite initdb) takes seconds on a busy machine; the project's testTimeout
// in jest.config.js does not reach jest-circus, which reads only the global one.

/** option name -> value name -> count, for the select entries. */
function countsByOption(entries: FilterCount[]): Record<string, Record<string, number>> {
  const result: Record<string, Record<string, number>> = {};
  for (const entry of entries.filter((item) => item.valTypeCat === 'select')) {
    (result[entry.optionColName] ??= {})[entry.name as string] = entry.count;
  }
  return result;
}

// Counted by SQL and by the catalogue engine's index alike.
const COUNTERS = TEST_ENGINES.flatMap((engine) =>
  (['sql', 'index'] as const).map((counter) => [engine, counter] as const),
);

describe.each(COUNTERS)('filterCountAll on the hand-counted fixture (%s, %s)', (engine, counterKind) => {
  let database: ShopDatabase;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(engine));
    await loadCatalogueFixture(database);
  });
  afterAll(() => drop());

  async function counts(url: string, input?: Parameters<typeof filterFromInput>[1]) {
    const metadata = await loadCatalogMetadata(database.db);
    const filter = intersectFilters(parseCatalogUrl(metadata, url), filterFromInput(metadata, input));
    const counter =
      counterKind === 'sql'
        ? sqlFacetCounter(database.db, metadata)
        : await buildCatalogIndex(database.db).then(({ index }) => new IndexQueries(index, metadata).facetCounter());
    return filterCounts(counter, metadata, filter);
  }

  it('counts every value of a category with nothing selected (discontinued product 8 left out)', async () => {
    const entries = await counts('/smesiteli/splithh:');
    expect(countsByOption(entries)).toEqual({
      brand: { grohe: 3, hansgrohe: 2, roca: 2 },
      country: { germaniya: 5, ispaniya: 2 },
      control: { odnorychazhnyj: 5, dvuhventilnyj: 2 },
      color: { hrom: 4, belyj: 1, chernyj: 2 },
    });
    const price = entries.find((entry) => entry.optionColName === 'price');
    expect(price).toMatchObject({ count: 7, minVal: 5000, maxVal: 20000, dilemma: false, valTypeCat: 'range' });
    const width = entries.find((entry) => entry.optionColName === 'width');
    expect(width).toMatchObject({ count: 7, minVal: 40, maxVal: 200 });
    const categories = entries.find((entry) => entry.valTypeCat === 'category');
    expect(categories?.count).toBe(7);
    expect(categories?.internalCat).toEqual([
      { nid: 31, path: 'dlya-rakovini', rusName: 'Смесители для раковины', url: '/smesiteli/dlya-rakovini', count: 4 },
      { nid: 32, path: 'dlya-vanni', rusName: 'Смесители для ванны', url: '/smesiteli/dlya-vanni', count: 3 },
    ]);
  });

  it('one brand selected: its own option keeps every brand’s count, the others narrow to it', async () => {
    const entries = await counts('/smesiteli/grohe');
    expect(countsByOption(entries)).toEqual({
      brand: { grohe: 3, hansgrohe: 2, roca: 2 },
      country: { germaniya: 3 },
      control: { odnorychazhnyj: 2, dvuhventilnyj: 1 },
      color: { hrom: 2, belyj: 1 },
    });
    const price = entries.find((entry) => entry.optionColName === 'price');
    expect(price).toMatchObject({ count: 3, minVal: 9000, maxVal: 20000 });
    const grohe = entries.find((entry) => entry.name === 'grohe');
    expect(grohe).toMatchObject({ dilemma: true, dilemmaRemoveOption: '/smesiteli', optionsToFilter: [10001] });
    const hansgrohe = entries.find((entry) => entry.name === 'hansgrohe');
    expect(hansgrohe).toMatchObject({
      dilemma: false,
      urlOptionsToFilter: '/smesiteli/grohe/hansgrohe',
      dilemmaRemoveOption: null,
    });
    expect(entries.find((entry) => entry.valTypeCat === 'category')?.internalCat?.map((item) => item.count)).toEqual([
      2, 1,
    ]);
  });

  it('two brands and a colour: OR within brand, AND across, each option ignoring its own selection', async () => {
    for (const url of ['/smesiteli/grohe/hansgrohe?color=hrom', '/smesiteli/grohe/hansgrohe/hrom']) {
      const byOption = countsByOption(await counts(url));
      expect(byOption.brand).toEqual({ grohe: 2, hansgrohe: 1, roca: 1 });
      expect(byOption.color).toEqual({ hrom: 3, belyj: 1, chernyj: 1 });
      expect(byOption.control).toEqual({ odnorychazhnyj: 1, dvuhventilnyj: 2 });
    }
  });

  it('a price range narrows the others and keeps its own bounds of the whole category', async () => {
    const entries = await counts('/smesiteli?price=6000-12000');
    expect(countsByOption(entries).brand).toEqual({ grohe: 2, hansgrohe: 1, roca: 1 });
    const price = entries.find((entry) => entry.optionColName === 'price');
    expect(price).toMatchObject({
      count: 7,
      minVal: 5000,
      maxVal: 20000,
      selectedMin: 6000,
      selectedMax: 12000,
      dilemma: true,
      dilemmaRemoveOption: '/smesiteli',
    });
    const width = entries.find((entry) => entry.optionColName === 'width');
    expect(width).toMatchObject({ count: 4, minVal: 50, maxVal: 160 });
  });

  it('a sub-category counts its own products and shows its siblings under the same selection', async () => {
    const entries = await counts('/smesiteli/dlya-vanni/splithh:');
    expect(countsByOption(entries).brand).toEqual({ grohe: 1, hansgrohe: 1, roca: 1 });
    const categories = entries.find((entry) => entry.valTypeCat === 'category');
    expect(categories).toMatchObject({ count: 3, dilemma: true, dilemmaRemoveOption: '/smesiteli' });
    // The panel's options in order: the page makes filter URLs from them and the facets.
    expect(categories?.optionsToFilter).toEqual([1, 10, 11, 78, 25, 32]);
    expect(categories?.internalCat?.map((item) => [item.path, item.count])).toEqual([
      ['dlya-rakovini', 4],
      ['dlya-vanni', 3],
    ]);
    const withRoca = await counts('/smesiteli/dlya-vanni/roca');
    expect(withRoca.find((entry) => entry.valTypeCat === 'category')?.internalCat?.map((item) => item.count)).toEqual([
      1, 1,
    ]);
  });

  it('the typed filter adds to the url: in stock only drops product 3', async () => {
    expect(countsByOption(await counts('/smesiteli', { inStock: true })).brand).toEqual({
      grohe: 3,
      hansgrohe: 1,
      roca: 2,
    });
  });

  it('lists a selected value even when nothing else matches it', async () => {
    const entries = await counts('/smesiteli/roca/dvuhventilnyj');
    const control = entries.filter((entry) => entry.optionColName === 'control');
    expect(control.map((entry) => [entry.name, entry.count, entry.dilemma])).toEqual([
      ['odnorychazhnyj', 2, false],
      ['dvuhventilnyj', 0, true],
    ]);
    expect(entries.find((entry) => entry.optionColName === 'price')).toBeUndefined();
  });
});
