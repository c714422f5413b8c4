import {
  CATALOG_PAGE_SIZE,
  filtersFromSearch,
  isCatalogPath,
  pageFromSearch,
  parseCatalogLocation,
  productsUrl,
  filterCountsUrl,
  skipForPage,
} from '../catalog-location';
import { urlOptionsToFilter } from '../catalog-slugs';

// The lists below are written out from the requirements (§2, §9), not imported, so that a wrong
// constant in the code fails the test.
const RESERVED = [
  'product',
  'contacts',
  'company',
  'return',
  'guarantee',
  'payment',
  'delivery',
  'auth',
  'cart',
  'dmn',
];

const FILTERABLE = [
  'mebel',
  'rakovini',
  'smesiteli',
  'dush',
  'dushevie-ograzdenia',
  'vanni',
  'unitazi',
  'bide',
  'pissuari',
  'installacii',
  'polotencesushiteli',
  'aksessuari',
  'sliv-sifon',
  'vodoprovod',
  'part-sanitary',
];

const SUB_CATEGORIES: [parent: string, child: string][] = [
  ['smesiteli', 'dlya-rakovini'],
  ['smesiteli', 'dlya-vanni'],
  ['dush', 'dushevie-shlangi'],
  ['dush', 'dushevie-garnituri'],
  ['dush', 'verhniy-dush'],
  ['part-sanitary', 'part-smesiteli'],
  ['part-sanitary', 'part-toilet'],
  ['part-sanitary', 'part-dush'],
];

function parse(pathname: string, search = '') {
  const location = parseCatalogLocation(pathname, search);
  if (!location) throw new Error(`${pathname}${search} was expected to be a catalogue path`);
  return location;
}

describe('catalogue paths (requirements §2)', () => {
  it.each(RESERVED)('the reserved first segment "%s" is never a catalogue path', (segment) => {
    expect(parseCatalogLocation(`/${segment}`)).toBeNull();
    expect(parseCatalogLocation(`/${segment}/123`, '?page=2')).toBeNull();
    expect(isCatalogPath(`/${segment}`)).toBe(false);
    expect(isCatalogPath(`/${segment}/something/else`)).toBe(false);
  });

  it.each(['/', ''])('the home page %p is not a catalogue path', (pathname) => {
    expect(parseCatalogLocation(pathname)).toBeNull();
    expect(isCatalogPath(pathname)).toBe(false);
  });

  it('a reserved word in a later segment does not make a path reserved', () => {
    expect(isCatalogPath('/smesiteli/cart')).toBe(true);
    expect(parse('/smesiteli/cart').optionSegments).toEqual(['cart']);
  });

  it('a first segment that merely starts with a reserved word is a catalogue path', () => {
    expect(isCatalogPath('/products')).toBe(true);
    expect(isCatalogPath('/cartridges')).toBe(true);
  });

  it.each(FILTERABLE)('the filterable slug "%s" gives its category and the lookup /{slug}/splithh:', (slug) => {
    const location = parse(`/${slug}`);
    expect(isCatalogPath(`/${slug}`)).toBe(true);
    expect(location.categorySlug).toBe(slug);
    expect(location.subCategorySlug).toBeNull();
    expect(location.optionSegments).toEqual([]);
    expect(location.filterLookup).toBe(`/${slug}/splithh:`);
  });

  it.each(SUB_CATEGORIES)(
    'the sub-category /%s/%s sets subCategorySlug and looks filters up by the second segment',
    (parent, child) => {
      const location = parse(`/${parent}/${child}`);
      expect(location.categorySlug).toBe(parent);
      expect(location.subCategorySlug).toBe(child);
      expect(location.optionSegments).toEqual([]);
      expect(location.filterLookup).toBe(`/${child}/splithh:`);
    },
  );

  it('segments after a sub-category are option segments', () => {
    const location = parse('/smesiteli/dlya-rakovini/grohe/hrom');
    expect(location.subCategorySlug).toBe('dlya-rakovini');
    expect(location.optionSegments).toEqual(['grohe', 'hrom']);
    expect(location.filterLookup).toBe('/dlya-rakovini/splithh:');
  });

  it('a second segment that is not a sub-category key is an option segment and the lookup uses the first', () => {
    const location = parse('/smesiteli/grohe');
    expect(location.categorySlug).toBe('smesiteli');
    expect(location.subCategorySlug).toBeNull();
    expect(location.optionSegments).toEqual(['grohe']);
    expect(location.filterLookup).toBe('/smesiteli/splithh:');
  });

  it('a sub-category key under the wrong parent is not a sub-category', () => {
    const location = parse('/dush/dlya-rakovini');
    expect(location.subCategorySlug).toBeNull();
    expect(location.optionSegments).toEqual(['dlya-rakovini']);
    expect(location.filterLookup).toBe('/dush/splithh:');
  });

  it.each(['/kafel', '/dlya-rakovini', '/stroymaterialy/kraski'])(
    'a non-filterable first segment (%s) is a catalogue path without a filter lookup',
    (pathname) => {
      const location = parse(pathname);
      expect(location.categorySlug).toBe(pathname.split('/')[1]);
      expect(location.filterLookup).toBeNull();
    },
  );

  it('decodes percent-encoded segments', () => {
    const location = parse('/smesiteli/%D0%B1%D0%B5%D0%BB%D1%8B%D0%B9');
    expect(location.segments).toEqual(['smesiteli', 'белый']);
    expect(location.optionSegments).toEqual(['белый']);
  });

  it.each(['/%E0%A4%A', '/smesiteli/%E0%A4%A', '/%'])(
    'a broken percent-encoding path (%s) is not a catalogue location',
    (pathname) => {
      expect(parseCatalogLocation(pathname)).toBeNull();
      expect(isCatalogPath(pathname)).toBe(false);
    },
  );

  it.each(['/constructor/x', '/__proto__/x', '/toString/valueOf', '/hasOwnProperty/grohe'])(
    'a first segment named like an Object.prototype member (%s) is an ordinary unknown category, not a crash',
    (pathname) => {
      const location = parse(pathname);
      expect(location.subCategorySlug).toBeNull();
      expect(location.optionSegments).toHaveLength(1);
      expect(location.filterLookup).toBeNull();
    },
  );
});

describe('page and skip (requirements §7, §9)', () => {
  it('the page size is 18', () => {
    expect(CATALOG_PAGE_SIZE).toBe(18);
    expect(parse('/vanni').limit).toBe(18);
  });

  it.each([
    ['no page parameter', '', 1, 0],
    ['page=1', '?page=1', 1, 0],
    ['page=2', '?page=2', 2, 18],
    ['page=5', '?page=5', 5, 72],
    ['page=0', '?page=0', 1, 0],
    ['page=-3', '?page=-3', 1, 0],
    ['page=abc', '?page=abc', 1, 0],
    ['page=1.5', '?page=1.5', 1, 0],
    ['page=2e1', '?page=2e1', 1, 0],
    ['an empty page', '?page=', 1, 0],
    ['a page beyond safe integers', '?page=99999999999999999999', 1, 0],
  ])('%s gives page %p and skip %p', (_case, search, page, skip) => {
    const location = parse('/vanni', search);
    expect(location.page).toBe(page);
    expect(location.skip).toBe(skip);
    expect(pageFromSearch(search)).toBe(page);
  });

  it('reads the page from URLSearchParams too', () => {
    expect(pageFromSearch(new URLSearchParams({ page: '3' }))).toBe(3);
    expect(parse('/vanni', 'page=3').skip).toBe(36);
  });

  it.each([
    [1, 0],
    [2, 18],
    [3, 36],
    [0, 0],
    [2.9, 18],
  ])('skipForPage(%p) is 18 x (page - 1) = %p', (page, skip) => {
    expect(skipForPage(page)).toBe(skip);
  });
});

describe('filters and the products url', () => {
  it('passes every other query parameter on as a filter, keeping repeated keys and dropping empty values and page', () => {
    const location = parse('/smesiteli', '?page=2&brand=grohe&brand=hansgrohe&color=&country=Германия');
    expect(location.filters).toEqual({ brand: ['grohe', 'hansgrohe'], country: ['Германия'] });
    expect(location.filters).not.toHaveProperty('page');
    expect(location.filters).not.toHaveProperty('color');
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'takes ?%s=x as a filter like any other, never as Object’s own',
    (key) => {
      const filters = filtersFromSearch(`?${key}=x&${key}=y`);
      expect(Object.entries(filters)).toEqual([[key, ['x', 'y']]]);
      expect(Object.getPrototypeOf({})).not.toHaveProperty(key === '__proto__' ? 'x' : '0');
      expect(parse('/smesiteli', `?${key}=1`).url).toBe(`/smesiteli?${key}=1`);
    },
  );

  it('has no filters without query parameters', () => {
    expect(parse('/smesiteli').filters).toEqual({});
    expect(filtersFromSearch('?page=4')).toEqual({});
  });

  it('builds url from the path and the other query parameters, without page and sort', () => {
    expect(parse('/smesiteli/grohe', '?brand=grohe&page=3&brand=hansgrohe&sort=price&color=belyj').url).toBe(
      '/smesiteli/grohe?brand=grohe&brand=hansgrohe&color=belyj',
    );
  });

  it('keeps sort out of the filters: it orders the list, it does not filter it', () => {
    expect(parse('/smesiteli', '?sort=price-desc&color=belyj').filters).toEqual({ color: ['belyj'] });
  });

  it('leaves empty parameters out of url, as it leaves them out of filters', () => {
    expect(parse('/smesiteli', '?color=&brand=grohe&page=2').url).toBe('/smesiteli?brand=grohe');
    expect(parse('/smesiteli', '?color=').url).toBe('/smesiteli');
  });

  it('builds url as the bare path when page is the only parameter', () => {
    expect(parse('/smesiteli/dlya-vanni', '?page=2').url).toBe('/smesiteli/dlya-vanni');
    expect(parse('/smesiteli/dlya-vanni').url).toBe('/smesiteli/dlya-vanni');
  });

  it('normalises the path in url: no trailing or doubled slashes, segments re-encoded', () => {
    expect(productsUrl('/smesiteli//grohe/', '')).toBe('/smesiteli/grohe');
    expect(parse('/smesiteli/%D0%B1%D0%B5%D0%BB%D1%8B%D0%B9').url).toBe('/smesiteli/%D0%B1%D0%B5%D0%BB%D1%8B%D0%B9');
  });
});

describe("filterCountsUrl: the lookup string with the page's selection after it", () => {
  it.each([
    ['/smesiteli', '', '/smesiteli/splithh:'],
    ['/smesiteli/grohe', '?color=belyj&page=2', '/smesiteli/splithh:/grohe?color=belyj'],
    ['/smesiteli/dlya-rakovini/grohe/hrom', '', '/dlya-rakovini/splithh:/grohe/hrom'],
    ['/dush/dushevie-shlangi', '?price=1000-2000&sort=price', '/dushevie-shlangi/splithh:?price=1000-2000'],
  ])('%s%s -> %s', (path, search, expected) => {
    const location = parse(path, search);
    expect(location && filterCountsUrl(location)).toBe(expected);
  });

  it('is null for a category without filters', () => {
    const location = parse('/stroymaterialy');
    expect(location && filterCountsUrl(location)).toBeNull();
  });
});

describe('urlOptionsToFilter (requirements §9)', () => {
  const MIXERS = [10, 78, 25, 16];
  const BRAND = [10];
  it.each([
    ['smesiteli', MIXERS],
    ['dlya-rakovini', MIXERS],
    ['dlya-vanni', MIXERS],
    ['dush', BRAND],
    ['dushevie-shlangi', BRAND],
    ['dushevie-garnituri', BRAND],
    ['verhniy-dush', BRAND],
    ['dushevie-ograzdenia', BRAND],
    ['part-sanitary', BRAND],
    ['part-smesiteli', BRAND],
    ['part-toilet', BRAND],
    ['part-dush', BRAND],
    ['unitazi', [22, 10, 49, 25]],
    ['mebel', []],
    ['rakovini', []],
    ['vanni', []],
    ['bide', []],
    ['pissuari', []],
    ['installacii', []],
    ['polotencesushiteli', []],
    ['aksessuari', []],
    ['sliv-sifon', []],
    ['vodoprovod', []],
    ['kafel', []],
    ['constructor', []],
    ['toString', []],
  ])('%s filters its path by options %p', (slug, expected) => {
    expect(urlOptionsToFilter(slug)).toEqual(expected);
  });
});
