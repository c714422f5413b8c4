import { GraphQLError } from 'graphql';
import { filterCountsUrl, parseCatalogLocation, valueClickUrl } from '@shop/shared/catalog-url';
import { catalogUrl, catalogUrlRules, choiceOfFilter, parseCatalogUrl } from '../catalog-url-rules';
import { emptyFilter, filterFromInput, intersectFilters, type ProductFilter } from '../product-filter';
import { fixtureMetadata, V } from '../../testing/catalogue-fixture';
import { CYRILLIC } from '../../testing/graphql-over-http';

const metadata = fixtureMetadata();
const BRAND = 10;
const COUNTRY = 11;
const MOUNTING = 22;
const COLOR = 25;
const CONTROL = 78;
const PRICE = 1;
const WIDTH = 32;

/** A filter as plain data: the category's path, selections (value nids sorted) and ranges by option nid. */
function plain(filter: ProductFilter) {
  return {
    category: filter.category?.path ?? null,
    selections: Object.fromEntries(
      [...filter.selections].map(([option, values]) => [option, [...values].sort((a, b) => a - b)]),
    ),
    ranges: Object.fromEntries(filter.ranges),
  };
}

/** The GraphQLError a call throws (fails when it throws nothing or something else). */
function thrownBy(run: () => unknown): GraphQLError {
  try {
    run();
  } catch (error) {
    if (error instanceof GraphQLError) return error;
    throw error;
  }
  throw new Error('expected a GraphQLError, nothing was thrown');
}

const parse = (url: string) => parseCatalogUrl(metadata, url);

describe('parseCatalogUrl: catalogue URLs the storefront builds', () => {
  it.each<[string, string, Record<number, number[]>, Record<number, { min: number | null; max: number | null }>]>([
    ['/smesiteli', 'smesiteli', {}, {}],
    ['/smesiteli/dlya-rakovini', 'dlya-rakovini', {}, {}],
    ['/smesiteli/grohe', 'smesiteli', { [BRAND]: [V.grohe] }, {}],
    ['/smesiteli/dlya-rakovini/grohe/hrom', 'dlya-rakovini', { [BRAND]: [V.grohe], [COLOR]: [V.hrom] }, {}],
    ['/smesiteli/dlya-vanni/odnorychazhnyj', 'dlya-vanni', { [CONTROL]: [V.odno] }, {}],
    ['/unitazi/podvesnoj/roca', 'unitazi', { [MOUNTING]: [V.podvesnoj], [BRAND]: [V.roca] }, {}],
    ['/smesiteli/splithh:', 'smesiteli', {}, {}],
    ['/smesiteli/dlya-vanni/splithh:', 'dlya-vanni', {}, {}],
    ['/smesiteli?brand=grohe,hansgrohe', 'smesiteli', { [BRAND]: [V.grohe, V.hansgrohe] }, {}],
    ['/smesiteli?brand=grohe&brand=hansgrohe', 'smesiteli', { [BRAND]: [V.grohe, V.hansgrohe] }, {}],
    ['/smesiteli/grohe?brand=hansgrohe,grohe', 'smesiteli', { [BRAND]: [V.grohe, V.hansgrohe] }, {}],
    ['/smesiteli?country=germaniya&color=hrom', 'smesiteli', { [COUNTRY]: [V.germaniya], [COLOR]: [V.hrom] }, {}],
    ['/smesiteli?price=1000-5000', 'smesiteli', {}, { [PRICE]: { min: 1000, max: 5000 } }],
    ['/smesiteli?price=1000-', 'smesiteli', {}, { [PRICE]: { min: 1000, max: null } }],
    ['/smesiteli?price=-5000', 'smesiteli', {}, { [PRICE]: { min: null, max: 5000 } }],
    [
      '/smesiteli?price=1000.5-5000&width=40-60',
      'smesiteli',
      {},
      { [PRICE]: { min: 1000.5, max: 5000 }, [WIDTH]: { min: 40, max: 60 } },
    ],
    ['/smesiteli?page=3&sort=price', 'smesiteli', {}, {}],
    [
      '/smesiteli/grohe?page=2&sort=price&price=0-9000',
      'smesiteli',
      { [BRAND]: [V.grohe] },
      { [PRICE]: { min: 0, max: 9000 } },
    ],
  ])('%s -> category %s with its selections and ranges', (url, category, selections, ranges) => {
    expect(plain(parse(url))).toEqual({ category, selections, ranges });
  });

  it('reads the lookup string of a sub-category page as the shared rules build it (/{child}/splithh:)', () => {
    const lookup = parseCatalogLocation('/smesiteli/dlya-rakovini/grohe')?.filterLookup;
    expect(lookup).toBe('/dlya-rakovini/splithh:');
    expect(plain(parse(lookup as string))).toEqual({ category: 'dlya-rakovini', selections: {}, ranges: {} });
  });

  it('reads the filter-count url the shared rules build: the lookup string, then the page selection', () => {
    const location = parseCatalogLocation('/smesiteli/dlya-rakovini/grohe', '?color=hrom&page=2&price=1000-');
    const url = location && filterCountsUrl(location);
    expect(url).toBe('/dlya-rakovini/splithh:/grohe?color=hrom&price=1000-');
    expect(plain(parse(url as string))).toEqual({
      category: 'dlya-rakovini',
      selections: { [BRAND]: [V.grohe], [COLOR]: [V.hrom] },
      ranges: { [PRICE]: { min: 1000, max: null } },
    });
    expect(plain(parse('/smesiteli/splithh:/hansgrohe'))).toMatchObject({
      category: 'smesiteli',
      selections: { [BRAND]: [V.hansgrohe] },
    });
    expect(() => parse('/dlya-rakovini/splithh:/nope')).toThrow(
      expect.objectContaining({ extensions: { code: 'NOT_FOUND' } }),
    );
  });

  it('reads the getProducts url the shared rules build from a page address (view parameters dropped)', () => {
    const location = parseCatalogLocation(
      '/smesiteli/dlya-rakovini/grohe',
      '?page=2&sort=price&color=hrom,chernyj&price=1000-',
    );
    expect(location?.url).toBe('/smesiteli/dlya-rakovini/grohe?color=hrom%2Cchernyj&price=1000-');
    expect(plain(parse(location?.url as string))).toEqual({
      category: 'dlya-rakovini',
      selections: { [BRAND]: [V.grohe], [COLOR]: [V.hrom, V.chernyj] },
      ranges: { [PRICE]: { min: 1000, max: null } },
    });
  });

  it.each<[string, string, string]>([
    ['an unknown first segment', '/nope', 'NOT_FOUND'],
    ['a reserved path', '/cart', 'NOT_FOUND'],
    ['the home page', '/', 'NOT_FOUND'],
    ['a sub-category key as the first segment', '/dlya-rakovini', 'NOT_FOUND'],
    ['a sub-category under another parent', '/unitazi/dlya-rakovini', 'NOT_FOUND'],
    ['an unknown path value', '/smesiteli/nope', 'NOT_FOUND'],
    ['a value of an option that is not a url option of the category', '/unitazi/odnorychazhnyj', 'NOT_FOUND'],
    ['a query value standing in the path of a category without url options for it', '/unitazi/germaniya', 'NOT_FOUND'],
    ['an unknown query option', '/smesiteli?nope=1', 'BAD_USER_INPUT'],
    ['an unknown query value', '/smesiteli?brand=nope', 'BAD_USER_INPUT'],
    ['one unknown value among known ones', '/smesiteli?brand=grohe,nope', 'BAD_USER_INPUT'],
    ['a range that is not a number', '/smesiteli?price=abc', 'BAD_USER_INPUT'],
    ['a single number instead of a range', '/smesiteli?price=1000', 'BAD_USER_INPUT'],
    ['a range whose lower bound is above the upper one', '/smesiteli?price=5000-1000', 'BAD_USER_INPUT'],
    ['a range without bounds', '/smesiteli?price=-', 'BAD_USER_INPUT'],
    ['two ranges of one option', '/smesiteli?price=1000-2000&price=3000-4000', 'BAD_USER_INPUT'],
    ['a bound beyond any product column', '/smesiteli?price=99999999999999999999-', 'BAD_USER_INPUT'],
    ['a url without the leading slash', 'smesiteli', 'BAD_USER_INPUT'],
    ['a url over 2000 characters', `/smesiteli?brand=${'grohe,'.repeat(334)}grohe`, 'BAD_USER_INPUT'],
  ])('rejects %s (%s) with %s and a Russian message', (_what, url, code) => {
    const error = thrownBy(() => parse(url));
    expect(error.extensions.code).toBe(code);
    expect(error.message).toMatch(CYRILLIC);
  });

  it('the over-long url above is refused for its length alone: the same url cut short is valid', () => {
    const url = `/smesiteli?brand=${'grohe,'.repeat(334)}grohe`;
    expect(url.length).toBeGreaterThan(2000);
    expect(plain(parse(url.slice(0, 1990).replace(/,[^,]*$/, ''))).selections).toEqual({ [BRAND]: [V.grohe] });
  });
});

describe('filterFromInput: the typed filter argument', () => {
  it('no input is the empty filter', () => {
    expect(filterFromInput(metadata, null)).toEqual(emptyFilter());
    expect(filterFromInput(metadata, undefined)).toEqual(emptyFilter());
  });

  it('takes a category, selections (repeated values once), ranges and the flags', () => {
    const filter = filterFromInput(metadata, {
      categoryNid: 31,
      options: [
        { optionNid: BRAND, valueNids: [V.grohe, V.roca, V.grohe] },
        { optionNid: COLOR, valueNids: [] },
      ],
      ranges: [{ optionNid: PRICE, min: 1000 }],
      inStock: true,
      discounted: null,
    });
    expect(plain(filter)).toEqual({
      category: 'dlya-rakovini',
      selections: { [BRAND]: [V.grohe, V.roca] },
      ranges: { [PRICE]: { min: 1000, max: null } },
    });
    expect(filter.inStock).toBe(true);
    expect(filter.discounted).toBe(false);
  });

  it.each<[string, Parameters<typeof filterFromInput>[1], string]>([
    ['an unknown category', { categoryNid: 999 }, 'NOT_FOUND'],
    ['an unknown option nid', { options: [{ optionNid: 999, valueNids: [V.grohe] }] }, 'BAD_USER_INPUT'],
    ['a range option given values', { options: [{ optionNid: PRICE, valueNids: [V.grohe] }] }, 'BAD_USER_INPUT'],
    ['a value nid of another option', { options: [{ optionNid: BRAND, valueNids: [V.hrom] }] }, 'BAD_USER_INPUT'],
    ['an unknown value nid', { options: [{ optionNid: BRAND, valueNids: [10999] }] }, 'BAD_USER_INPUT'],
    ['a select option given a range', { ranges: [{ optionNid: BRAND, min: 1 }] }, 'BAD_USER_INPUT'],
    ['an unknown range option', { ranges: [{ optionNid: 999, min: 1 }] }, 'BAD_USER_INPUT'],
    ['min above max', { ranges: [{ optionNid: PRICE, min: 5000, max: 1000 }] }, 'BAD_USER_INPUT'],
    ['a negative bound', { ranges: [{ optionNid: WIDTH, min: -1 }] }, 'BAD_USER_INPUT'],
    ['a bound beyond any product column', { ranges: [{ optionNid: PRICE, max: 1e20 }] }, 'BAD_USER_INPUT'],
  ])('rejects %s with %s and a Russian message', (_what, input, code) => {
    const error = thrownBy(() => filterFromInput(metadata, input));
    expect(error.extensions.code).toBe(code);
    expect(error.message).toMatch(CYRILLIC);
  });
});

describe('intersectFilters: the url and the typed filter together', () => {
  it('the same option from both keeps only the values in both', () => {
    const both = intersectFilters(
      parse('/smesiteli/grohe/hansgrohe'),
      filterFromInput(metadata, { options: [{ optionNid: BRAND, valueNids: [V.hansgrohe, V.roca] }] }),
    );
    expect(plain(both).selections).toEqual({ [BRAND]: [V.hansgrohe] });
  });

  it('disjoint values of one option leave an empty selection (nothing matches), not a dropped option', () => {
    const both = intersectFilters(
      parse('/smesiteli/grohe'),
      filterFromInput(metadata, { options: [{ optionNid: BRAND, valueNids: [V.roca] }] }),
    );
    expect(both.selections.get(BRAND)).toEqual([]);
  });

  it('different options add up; ranges of one option narrow to the overlap; flags carry over', () => {
    const both = intersectFilters(
      parse('/smesiteli/grohe?price=1000-5000&width=40-'),
      filterFromInput(metadata, {
        categoryNid: 3,
        options: [{ optionNid: COLOR, valueNids: [V.hrom] }],
        ranges: [
          { optionNid: PRICE, min: 2000, max: 8000 },
          { optionNid: WIDTH, max: 60 },
        ],
        inStock: true,
      }),
    );
    expect(plain(both)).toEqual({
      category: 'smesiteli',
      selections: { [BRAND]: [V.grohe], [COLOR]: [V.hrom] },
      ranges: { [PRICE]: { min: 2000, max: 5000 }, [WIDTH]: { min: 40, max: 60 } },
    });
    expect(both.inStock).toBe(true);
  });

  it('a category in only one of them is the category', () => {
    expect(intersectFilters(emptyFilter(), parse('/unitazi')).category?.path).toBe('unitazi');
    expect(intersectFilters(parse('/unitazi'), emptyFilter()).category?.path).toBe('unitazi');
  });

  it('conflicting categories are BAD_USER_INPUT with a Russian message', () => {
    const error = thrownBy(() => intersectFilters(parse('/smesiteli'), filterFromInput(metadata, { categoryNid: 7 })));
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(error.message).toMatch(CYRILLIC);
  });
});

describe('catalogUrl: the canonical URL of a filter', () => {
  const canonical = (url: string) => catalogUrl(metadata, parse(url));

  it.each([
    ['/smesiteli', '/smesiteli'],
    ['/smesiteli/dlya-rakovini', '/smesiteli/dlya-rakovini'],
    // Path values in urlOptionsToFilter order (brand, control, colour, material), each option's values in their order.
    ['/smesiteli/hrom/hansgrohe/odnorychazhnyj/grohe', '/smesiteli/grohe/hansgrohe/odnorychazhnyj/hrom'],
    // Url options given as query parameters move into the path; the rest stay in the query, in the panel's order.
    [
      '/smesiteli/dlya-rakovini/hrom?country=germaniya&price=1000-5000&brand=grohe',
      '/smesiteli/dlya-rakovini/grohe/hrom?price=1000-5000&country=germaniya',
    ],
    ['/unitazi?color=belyj&brand=roca&mounting=podvesnoj', '/unitazi/podvesnoj/roca/belyj'],
    ['/smesiteli?country=ispaniya,germaniya', '/smesiteli?country=germaniya,ispaniya'],
    ['/smesiteli?price=-5000', '/smesiteli?price=-5000'],
    ['/smesiteli/splithh:', '/smesiteli'],
    ['/smesiteli?page=2&sort=price', '/smesiteli'],
  ])('%s -> %s', (url, expected) => {
    expect(canonical(url)).toBe(expected);
    // The canonical URL reads back as the same filter.
    expect(plain(parse(expected))).toEqual(plain(parse(url)));
  });

  it('a filter without a category is the catalogue root', () => {
    expect(catalogUrl(metadata, emptyFilter())).toBe('/');
  });

  it('a value click adds a value that is not selected and removes one that is; the filter read stays as it was', () => {
    const filter = parse('/smesiteli/grohe?country=germaniya');
    const rules = catalogUrlRules(metadata, filter.category!);
    const choice = choiceOfFilter(metadata, filter);
    expect(valueClickUrl(rules, choice, 'brand', 'hansgrohe', true)).toBe(
      '/smesiteli/grohe/hansgrohe?country=germaniya',
    );
    expect(valueClickUrl(rules, choice, 'brand', 'grohe', false)).toBe('/smesiteli?country=germaniya');
    expect(valueClickUrl(rules, choice, 'color', 'hrom', true)).toBe('/smesiteli/grohe/hrom?country=germaniya');
    expect(valueClickUrl(rules, choice, 'brand', 'grohe', true)).toBeNull();
    expect(plain(filter).selections).toEqual({ [BRAND]: [V.grohe], [COUNTRY]: [V.germaniya] });
    expect(choice.values.get('brand')).toEqual(['grohe']);
  });
});
