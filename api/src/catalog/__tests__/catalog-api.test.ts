import type { GraphQLFormattedError } from 'graphql';
import { rasterPicture } from '@shop/shared/catalog-url';
import type { ApiServer } from '../../api-server';
import { OPERATION_LIMITS } from '../../graphql/operation-guards';
import { startTestApi, testShop } from '../../testing/test-api';
import type { ShopDatabase } from '../../db/open-database';
import { seedCatalogue } from '../../seed/seed-catalogue';
import { loadCatalogueFixture, V } from '../../testing/catalogue-fixture';
import {
  CYRILLIC,
  expectNoStack,
  graphqlData,
  graphqlError,
  postGraphql,
  STACK,
} from '../../testing/graphql-over-http';
import { openTestDatabase, TEST_ENGINES } from '../../testing/test-database';
import { logger } from '../../observability/logger';

const PRODUCT_CARD = `_id nid categoryNid vendorCode url imageUrl order name brand country brandCollection price priceTotal
  totalSelectOrSoloValue priceWithAction length width heigth material color mounting description warranty images stock
  inStock onSale createdAt category { path url } properties { optionNid rusName value }`;

const GET_PRODUCTS = `query getProducts($filter: ProductFilter, $sort: [ProductSort!], $skip: Int, $limit: Int, $url: String) {
  products(filter: $filter, sort: $sort, skip: $skip, limit: $limit, url: $url) { nid price priceWithAction }
}`;
const PRODUCTS_COUNT = `query productsCount($filter: ProductFilter, $url: String) { productsCount(filter: $filter, url: $url) }`;
const GET_CATEGORIES = `query getCategories {
  categoriesObjects {
    _id nid rusName path url picture topCategoryNid description urlOptionsToFilter optionsToFilter optionsForPropertiesShort
    optionsForPropertiesDetail valuesToShowInCatalogCards mutFields children { nid path url }
  }
}`;
const GET_OPTIONS = `query getOptions { options { _id nid name rusName topCategoryNid valType bCol { order nid name rusName } } }`;
const FILTER_COUNT_ALL = `query filterCountAll($filter: ProductFilter, $url: String) {
  filterCountAll(filter: $filter, url: $url) {
    _id optionColName optionColNid count minVal maxVal selectedMin selectedMax rusNameCat valTypeCat name rusName
    urlOptionsToFilter optionsToFilter dilemma dilemmaRemoveOption internalCat { nid path rusName url count }
  }
}`;
const SEARCH = `query search($q: String!, $skip: Int, $limit: Int) {
  search(q: $q, skip: $skip, limit: $limit) { total correctedQuery items { nid name } }
}`;

interface ListedProduct {
  nid: number;
  price: number;
  priceWithAction: number | null;
}
interface FilterCountEntry {
  _id: string;
  optionColName: string;
  name: string | null;
  count: number;
  valTypeCat: string;
  internalCat: { path: string; count: number }[] | null;
  [field: string]: unknown;
}

async function productNids(base: string, variables: Record<string, unknown>): Promise<number[]> {
  const { products } = await graphqlData<{ products: ListedProduct[] }>(base, GET_PRODUCTS, variables);
  return products.map((product) => product.nid);
}

async function productsCount(base: string, variables: Record<string, unknown>): Promise<number> {
  return (await graphqlData<{ productsCount: number }>(base, PRODUCTS_COUNT, variables)).productsCount;
}

describe.each(TEST_ENGINES)('the catalogue API over HTTP on the hand-counted fixture (%s)', (engine) => {
  const shop = testShop(engine);

  describe('getProducts and productsCount', () => {
    it.each<[string, number[]]>([
      ['/smesiteli', [7, 6, 5, 4, 3, 2, 1]],
      ['/smesiteli/dlya-vanni', [7, 6, 5]],
      ['/smesiteli/grohe?color=hrom', [5, 1]],
      ['/smesiteli/grohe/hansgrohe/hrom', [5, 3, 1]],
      ['/smesiteli/dlya-rakovini?price=6000-10000', [3, 2, 1]],
      ['/smesiteli?price=-9000&control=odnorychazhnyj', [7, 4, 2]],
      ['/smesiteli/roca/dvuhventilnyj', []],
      ['/unitazi/roca', [9]],
    ])('the url %s gives its products, most popular (ORDER) first, discontinued ones left out', async (url, nids) => {
      expect(await productNids(shop.base, { url })).toEqual(nids);
      expect(await productsCount(shop.base, { url })).toBe(nids.length);
    });

    it('with neither url nor filter it lists the whole catalogue on sale', async () => {
      expect(await productNids(shop.base, {})).toEqual([9, 7, 6, 5, 4, 3, 2, 1]);
      expect(await productsCount(shop.base, {})).toBe(8);
    });

    it.each<[string, Record<string, unknown>, number[]]>([
      ['a category and a colour', { categoryNid: 3, options: [{ optionNid: 25, valueNids: [V.chernyj] }] }, [6, 4]],
      [
        'two values of one option (OR)',
        { categoryNid: 3, options: [{ optionNid: 10, valueNids: [V.roca, V.hansgrohe] }] },
        [7, 6, 4, 3],
      ],
      ['a width range', { categoryNid: 31, ranges: [{ optionNid: 32, min: 50, max: 60 }] }, [3, 2, 1]],
      ['in stock only', { categoryNid: 3, inStock: true }, [7, 6, 5, 4, 2, 1]],
      ['on discount only', { discounted: true }, [2]],
    ])('the typed filter narrows to %s', async (_what, filter, nids) => {
      expect(await productNids(shop.base, { filter })).toEqual(nids);
      expect(await productsCount(shop.base, { filter })).toBe(nids.length);
    });

    it('the url and the typed filter apply together: same option intersects, other options add up', async () => {
      const brands = (valueNids: number[]) => ({ options: [{ optionNid: 10, valueNids }] });
      expect(
        await productNids(shop.base, { url: '/smesiteli/grohe/hansgrohe', filter: brands([V.hansgrohe, V.roca]) }),
      ).toEqual([6, 3]);
      expect(await productNids(shop.base, { url: '/smesiteli/grohe', filter: brands([V.roca]) })).toEqual([]);
      expect(
        await productNids(shop.base, {
          url: '/smesiteli/grohe',
          filter: { options: [{ optionNid: 25, valueNids: [V.hrom] }] },
        }),
      ).toEqual([5, 1]);
      expect(
        await productNids(shop.base, {
          url: '/smesiteli?price=5000-15000',
          filter: { ranges: [{ optionNid: 1, min: 9000 }], inStock: true },
        }),
      ).toEqual([6, 2, 1]);
    });

    it('sort PRICE orders by the price the buyer pays (the sale price when there is one), ascending and descending', async () => {
      const asc = await graphqlData<{ products: ListedProduct[] }>(shop.base, GET_PRODUCTS, {
        url: '/smesiteli',
        sort: [{ field: 'PRICE', direction: 'ASC' }],
      });
      // Product 2 costs 12000 but sells at 9000: it stands between 8000 and 10000.
      expect(asc.products.map((product) => product.nid)).toEqual([4, 7, 3, 2, 1, 6, 5]);
      expect(asc.products.map((product) => product.priceWithAction ?? product.price)).toEqual([
        5000, 7000, 8000, 9000, 10000, 15000, 20000,
      ]);
      expect(
        await productNids(shop.base, { url: '/smesiteli', sort: [{ field: 'PRICE', direction: 'DESC' }] }),
      ).toEqual([5, 6, 1, 2, 3, 7, 4]);
      expect(await productNids(shop.base, { url: '/smesiteli', sort: [{ field: 'PRICE' }] })).toEqual([
        4, 7, 3, 2, 1, 6, 5,
      ]);
    });

    it('sort NEW orders by arrival, NAME by name, ORDER by popularity; without sort the order is ORDER ascending', async () => {
      const sorted = (sort: unknown) => productNids(shop.base, { url: '/smesiteli', sort });
      expect(await sorted([{ field: 'NEW', direction: 'DESC' }])).toEqual([7, 6, 5, 4, 3, 2, 1]);
      expect(await sorted([{ field: 'NEW', direction: 'ASC' }])).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(await sorted([{ field: 'NAME', direction: 'ASC' }])).toEqual([1, 2, 5, 3, 6, 4, 7]);
      expect(await sorted([{ field: 'ORDER', direction: 'DESC' }])).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(await sorted([{ field: 'ORDER', direction: 'ASC' }])).toEqual([7, 6, 5, 4, 3, 2, 1]);
      expect(await sorted(undefined)).toEqual([7, 6, 5, 4, 3, 2, 1]);
      expect(await sorted([])).toEqual([7, 6, 5, 4, 3, 2, 1]);
    });

    it('skip and limit take a page of the list', async () => {
      expect(await productNids(shop.base, { url: '/smesiteli', skip: 2, limit: 3 })).toEqual([5, 4, 3]);
      expect(await productNids(shop.base, { url: '/smesiteli', skip: 6, limit: 3 })).toEqual([1]);
      expect(await productNids(shop.base, { url: '/smesiteli', skip: 7 })).toEqual([]);
      expect(await productNids(shop.base, { url: '/smesiteli', limit: 1000 })).toHaveLength(7);
    });

    it('a fractional range bound filters like the whole numbers inside it, not an internal error', async () => {
      expect(await productNids(shop.base, { url: '/smesiteli?price=8999.5-9000.5' })).toEqual([2]);
      expect(
        await productNids(shop.base, { filter: { categoryNid: 3, ranges: [{ optionNid: 32, min: 44.5, max: 50.5 }] } }),
      ).toEqual([2, 1]);
      const entries = (
        await graphqlData<{ filterCountAll: FilterCountEntry[] }>(shop.base, FILTER_COUNT_ALL, {
          url: '/smesiteli?price=7000.5-',
        })
      ).filterCountAll;
      expect(entries.find((entry) => entry.optionColName === 'price')).toMatchObject({
        selectedMin: 7000.5,
        selectedMax: null,
      });
      expect(entries.find((entry) => entry.valTypeCat === 'category')?.count).toBe(5);
    });
  });

  it('getCategories: categoriesObjects gives every field of requirements §3, the url and the sub-categories', async () => {
    const { categoriesObjects } = await graphqlData<{ categoriesObjects: Record<string, unknown>[] }>(
      shop.base,
      GET_CATEGORIES,
    );
    // In catalogue order (position): the fixture places each category at its nid.
    expect(categoriesObjects.map((category) => category.path)).toEqual([
      'smesiteli',
      'unitazi',
      'dlya-rakovini',
      'dlya-vanni',
    ]);
    const byPath = (path: string) => categoriesObjects.find((category) => category.path === path);
    expect(byPath('smesiteli')).toEqual({
      _id: 'c3',
      nid: 3,
      rusName: 'Смесители',
      path: 'smesiteli',
      url: '/smesiteli',
      picture: '/media/categories/mixer.svg',
      topCategoryNid: null,
      description: '',
      urlOptionsToFilter: [10, 78, 25, 16],
      optionsToFilter: [1, 10, 11, 78, 25, 32],
      optionsForPropertiesShort: [78, 25],
      optionsForPropertiesDetail: [10, 11, 78, 25, 32],
      valuesToShowInCatalogCards: ['brand'],
      mutFields: ['price'],
      children: [
        { nid: 31, path: 'dlya-rakovini', url: '/smesiteli/dlya-rakovini' },
        { nid: 32, path: 'dlya-vanni', url: '/smesiteli/dlya-vanni' },
      ],
    });
    expect(byPath('dlya-rakovini')).toMatchObject({
      nid: 31,
      topCategoryNid: 3,
      url: '/smesiteli/dlya-rakovini',
      children: [],
    });
    expect(byPath('unitazi')).toMatchObject({
      nid: 7,
      topCategoryNid: null,
      url: '/unitazi',
      urlOptionsToFilter: [22, 10, 49, 25],
      children: [],
    });
  });

  it('getOptions: options with their values (bCol) in order; range options have none', async () => {
    const { options } = await graphqlData<{ options: { nid: number; bCol: unknown[] }[] }>(shop.base, GET_OPTIONS);
    expect(options.map((option) => option.nid)).toEqual([1, 10, 11, 16, 22, 25, 32, 49, 78]);
    expect(options.find((option) => option.nid === 10)).toEqual({
      _id: 'o10',
      nid: 10,
      name: 'brand',
      rusName: 'Бренд',
      topCategoryNid: null,
      valType: 'select',
      bCol: [
        { order: 1, nid: V.grohe, name: 'grohe', rusName: 'Grohe' },
        { order: 2, nid: V.hansgrohe, name: 'hansgrohe', rusName: 'Hansgrohe' },
        { order: 3, nid: V.roca, name: 'roca', rusName: 'Roca' },
      ],
    });
    expect(options.find((option) => option.nid === 1)).toMatchObject({ name: 'price', valType: 'range', bCol: [] });
  });

  describe('filterCountAll', () => {
    const filterCountAll = async (variables: Record<string, unknown>) =>
      (await graphqlData<{ filterCountAll: FilterCountEntry[] }>(shop.base, FILTER_COUNT_ALL, variables))
        .filterCountAll;

    it('the lookup string /smesiteli/splithh: gives the filter count entries of requirements §3 with every field', async () => {
      const entries = await filterCountAll({ url: '/smesiteli/splithh:' });
      expect(entries.find((entry) => entry.name === 'grohe')).toEqual({
        _id: `10:${V.grohe}`,
        optionColName: 'brand',
        optionColNid: 10,
        count: 3,
        minVal: null,
        maxVal: null,
        selectedMin: null,
        selectedMax: null,
        rusNameCat: 'Бренд',
        valTypeCat: 'select',
        name: 'grohe',
        rusName: 'Grohe',
        urlOptionsToFilter: '/smesiteli/grohe',
        optionsToFilter: [],
        dilemma: false,
        dilemmaRemoveOption: null,
        internalCat: null,
      });
      expect(entries.find((entry) => entry.optionColName === 'price')).toMatchObject({
        optionColNid: 1,
        count: 7,
        minVal: 5000,
        maxVal: 20000,
        valTypeCat: 'range',
        rusNameCat: 'Цена',
        rusName: '₽',
        dilemma: false,
      });
      expect(entries.find((entry) => entry.valTypeCat === 'category')).toMatchObject({
        count: 7,
        dilemma: false,
        internalCat: [
          {
            nid: 31,
            path: 'dlya-rakovini',
            rusName: 'Смесители для раковины',
            url: '/smesiteli/dlya-rakovini',
            count: 4,
          },
          { nid: 32, path: 'dlya-vanni', rusName: 'Смесители для ванны', url: '/smesiteli/dlya-vanni', count: 3 },
        ],
      });
    });

    it('a full catalogue url and the typed filter give disjunctive counts with remove links for the selection', async () => {
      const entries = await filterCountAll({ url: '/smesiteli/grohe', filter: { inStock: true } });
      const counts = Object.fromEntries(
        entries.filter((entry) => entry.optionColName === 'brand').map((entry) => [entry.name, entry.count]),
      );
      expect(counts).toEqual({ grohe: 3, hansgrohe: 1, roca: 2 });
      expect(entries.find((entry) => entry.name === 'grohe')).toMatchObject({
        dilemma: true,
        dilemmaRemoveOption: '/smesiteli',
        optionsToFilter: [V.grohe],
      });
    });

    it('the lookup string of a sub-category page (/dlya-rakovini/splithh:, as the shared rules build it) counts that sub-category', async () => {
      const entries = await filterCountAll({ url: '/dlya-rakovini/splithh:' });
      const category = entries.find((entry) => entry.valTypeCat === 'category');
      expect(category).toMatchObject({
        count: 4,
        name: 'dlya-rakovini',
        dilemma: true,
        dilemmaRemoveOption: '/smesiteli',
      });
      expect(entries.find((entry) => entry.name === 'grohe')?.urlOptionsToFilter).toBe(
        '/smesiteli/dlya-rakovini/grohe',
      );
    });

    it('a filter count without a category is BAD_USER_INPUT', async () => {
      const error = await graphqlError(shop.base, FILTER_COUNT_ALL, {});
      expect(error.extensions?.code).toBe('BAD_USER_INPUT');
      expect(error.message).toMatch(CYRILLIC);
    });
  });

  describe('catalogAddress: the canonical spelling of a url and whether search engines index it', () => {
    const CATALOG_ADDRESS = `query catalogAddress($url: String) { catalogAddress(url: $url) { url indexable } }`;
    const address = async (url: string | null) =>
      (await graphqlData<{ catalogAddress: unknown }>(shop.base, CATALOG_ADDRESS, { url })).catalogAddress;

    it.each<[string, string, boolean]>([
      ['/smesiteli', '/smesiteli', true],
      ['/smesiteli/dlya-vanni', '/smesiteli/dlya-vanni', true],
      ['/smesiteli/grohe', '/smesiteli/grohe', true],
      ['/smesiteli/hrom/grohe', '/smesiteli/grohe/hrom', true],
      ['/smesiteli/hansgrohe/grohe', '/smesiteli/grohe/hansgrohe', false],
      ['/smesiteli?color=hrom&brand=grohe', '/smesiteli/grohe/hrom', true],
      ['/smesiteli/grohe?color=hrom&control=odnorychazhnyj', '/smesiteli/grohe/odnorychazhnyj/hrom', false],
      ['/smesiteli/dlya-rakovini?price=6000-10000', '/smesiteli/dlya-rakovini?price=6000-10000', false],
      ['/unitazi/roca', '/unitazi/roca', true],
    ])('%s reads as %s (indexed: %s)', async (url, canonical, indexable) => {
      expect(await address(url)).toEqual({ url: canonical, indexable });
      // The canonical spelling reads as itself, and lists the same products.
      expect(await address(canonical)).toEqual({ url: canonical, indexable });
      expect(await productNids(shop.base, { url: canonical })).toEqual(await productNids(shop.base, { url }));
    });

    it('is null without a url; an unknown category or value is NOT_FOUND and a bad query value BAD_USER_INPUT, as for the products', async () => {
      expect(await address(null)).toBeNull();
      for (const [url, code] of [
        ['/no-such-category', 'NOT_FOUND'],
        ['/smesiteli/no-such-brand', 'NOT_FOUND'],
        ['/smesiteli?color=no-such-colour', 'BAD_USER_INPUT'],
        ['/smesiteli?no-such-option=1', 'BAD_USER_INPUT'],
      ] as const) {
        expect((await graphqlError(shop.base, CATALOG_ADDRESS, { url })).extensions?.code).toBe(code);
      }
    });
  });

  it('category(path) gives one category by its key, null for an unknown key', async () => {
    const query =
      'query category($path: String!) { category(path: $path) { nid path url topCategoryNid children { path } } }';
    expect((await graphqlData(shop.base, query, { path: 'dlya-rakovini' })).category).toEqual({
      nid: 31,
      path: 'dlya-rakovini',
      url: '/smesiteli/dlya-rakovini',
      topCategoryNid: 3,
      children: [],
    });
    expect((await graphqlData(shop.base, query, { path: 'smesiteli' })).category).toMatchObject({
      nid: 3,
      children: [{ path: 'dlya-rakovini' }, { path: 'dlya-vanni' }],
    });
    expect((await graphqlData(shop.base, query, { path: 'nope' })).category).toBeNull();
  });

  it("category(path) of a sub-category names its parent with the parent's children (the page's sibling links)", async () => {
    const query = 'query category($path: String!) { category(path: $path) { parent { path url children { path } } } }';
    expect((await graphqlData<{ category: unknown }>(shop.base, query, { path: 'dlya-vanni' })).category).toEqual({
      parent: { path: 'smesiteli', url: '/smesiteli', children: [{ path: 'dlya-rakovini' }, { path: 'dlya-vanni' }] },
    });
    expect((await graphqlData<{ category: unknown }>(shop.base, query, { path: 'smesiteli' })).category).toEqual({
      parent: null,
    });
  });

  it('menu lists the top categories with their sub-categories and counts of goods on sale', async () => {
    const query = '{ menu { path url productCount children { path productCount } } }';
    expect((await graphqlData<{ menu: unknown }>(shop.base, query)).menu).toEqual([
      {
        path: 'smesiteli',
        url: '/smesiteli',
        productCount: 7,
        children: [
          { path: 'dlya-rakovini', productCount: 4 },
          { path: 'dlya-vanni', productCount: 3 },
        ],
      },
      { path: 'unitazi', url: '/unitazi', productCount: 1, children: [] },
    ]);
  });

  it('properties(short: true) gives a tile only the options of optionsForPropertiesShort', async () => {
    const query =
      '{ product(nid: 1) { short: properties(short: true) { rusName value } full: properties { rusName } } }';
    const { product } = await graphqlData<{ product: { short: unknown; full: { rusName: string }[] } }>(
      shop.base,
      query,
    );
    expect(product.short).toEqual([
      { rusName: 'Управление', value: 'Однорычажный' },
      { rusName: 'Цвет', value: 'Хром' },
    ]);
    expect(product.full.length).toBeGreaterThan(2);
  });

  describe('product(nid)', () => {
    const PRODUCT = `query product($nid: Int!) { product(nid: $nid) { ${PRODUCT_CARD} sameCollection { nid } } }`;

    it('gives the full card: every field, properties of optionsForPropertiesDetail, stock and the same collection', async () => {
      const { product } = await graphqlData<{ product: Record<string, unknown> }>(shop.base, PRODUCT, { nid: 2 });
      expect(product).toEqual({
        _id: 'p2',
        nid: 2,
        categoryNid: 31,
        vendorCode: 'T-2',
        url: 'tovar-2',
        imageUrl: '/media/products/mixer-hrom.svg',
        order: 98,
        name: 'Смеситель grohe 2',
        brand: 'grohe',
        country: 'Германия',
        brandCollection: 'Test',
        price: 12000,
        priceTotal: 12000,
        totalSelectOrSoloValue: 'solo',
        priceWithAction: 9000,
        length: null,
        width: 50,
        heigth: null,
        material: null,
        color: 'belyj',
        mounting: null,
        description: '',
        warranty: '',
        images: [],
        stock: 5,
        inStock: true,
        onSale: true,
        createdAt: '2025-01-02T00:00:00.000Z',
        category: { path: 'dlya-rakovini', url: '/smesiteli/dlya-rakovini' },
        properties: [
          { optionNid: 10, rusName: 'Бренд', value: 'Grohe' },
          { optionNid: 11, rusName: 'Страна производства', value: 'Германия' },
          { optionNid: 78, rusName: 'Управление', value: 'Однорычажный' },
          { optionNid: 25, rusName: 'Цвет', value: 'Белый' },
          { optionNid: 32, rusName: 'Ширина', value: '50 мм' },
        ],
        // Same brand and collection, on sale, most popular first; discontinued 8 left out.
        sameCollection: [{ nid: 5 }, { nid: 1 }],
      });
    });

    it('out of stock is stock 0 and inStock false; a discontinued product keeps its card with onSale false', async () => {
      expect((await graphqlData(shop.base, PRODUCT, { nid: 3 })).product).toMatchObject({
        stock: 0,
        inStock: false,
        onSale: true,
      });
      expect((await graphqlData(shop.base, PRODUCT, { nid: 8 })).product).toMatchObject({
        nid: 8,
        onSale: false,
        inStock: true,
      });
    });

    it('an unknown nid is null, not an error', async () => {
      expect((await graphqlData(shop.base, PRODUCT, { nid: 999 })).product).toBeNull();
    });
  });

  describe('bad input', () => {
    it.each<[string, string, Record<string, unknown>]>([
      ['skip given as text', GET_PRODUCTS, { skip: 'abc' }],
      ['limit given as a numeric string', GET_PRODUCTS, { limit: '5' }],
      ['limit beyond a 32-bit integer', GET_PRODUCTS, { limit: 2 ** 40 }],
      ['a filter field of the wrong type', GET_PRODUCTS, { filter: { categoryNid: 'smesiteli' } }],
      ['an unknown filter field', GET_PRODUCTS, { filter: { category: 3 } }],
      ['an unknown sort field', GET_PRODUCTS, { sort: [{ field: 'PRICY' }] }],
      ['a missing required variable', 'query product($nid: Int!) { product(nid: $nid) { nid } }', {}],
      ['a null required variable', 'query search($q: String!) { search(q: $q) { total } }', { q: null }],
    ])(
      'malformed variables (%s) are refused before execution with a clear error and no stack',
      async (_what, query, variables) => {
        const answer = await postGraphql(shop.base, query, variables);
        expect(answer.status).toBe(400);
        expect(answer.data).toBeUndefined();
        expect(answer.errors).toHaveLength(1);
        expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
        expect(answer.errors?.[0]?.message).toMatch(/Variable "\$\w+"/);
      },
    );

    it.each<[string, Record<string, unknown>]>([
      ['a negative skip', { skip: -1 }],
      ['a zero limit', { limit: 0 }],
      ['a negative limit', { limit: -5 }],
      ['a skip beyond the farthest page', { skip: 100_001 }],
    ])('%s is BAD_USER_INPUT with a Russian message', async (_what, variables) => {
      const error = await graphqlError(shop.base, GET_PRODUCTS, { url: '/smesiteli', ...variables });
      expect(error.extensions?.code).toBe('BAD_USER_INPUT');
      expect(error.message).toMatch(CYRILLIC);
      expect(error.path).toEqual(['products']);
    });

    it.each<[string, string, string]>([
      ['/nope', 'NOT_FOUND', 'Категория «nope» не найдена'],
      ['/dlya-rakovini', 'NOT_FOUND', 'Категория «dlya-rakovini» не найдена'],
      ['/smesiteli/nope', 'NOT_FOUND', 'В разделе «Смесители» нет фильтра «nope»'],
      ['/unitazi/odnorychazhnyj', 'NOT_FOUND', 'В разделе «Унитазы» нет фильтра «odnorychazhnyj»'],
      ['/cart', 'NOT_FOUND', '«/cart» — не адрес каталога'],
      ['/smesiteli?nope=1', 'BAD_USER_INPUT', 'Неизвестный фильтр «nope»'],
      ['/smesiteli?brand=nope', 'BAD_USER_INPUT', 'У фильтра «Бренд» нет значения «nope»'],
      ['/smesiteli?price=5000-1000', 'BAD_USER_INPUT', 'В фильтре «Цена» нижняя граница больше верхней'],
      [
        '/smesiteli?price=99999999999999999999-',
        'BAD_USER_INPUT',
        'Границы фильтра «Цена» не могут быть больше 2147483647',
      ],
      ['smesiteli', 'BAD_USER_INPUT', 'url должен начинаться с «/»'],
    ])(
      'the url %s answers %s with the message «%s» for products, productsCount and filterCountAll',
      async (url, code, message) => {
        for (const query of [GET_PRODUCTS, PRODUCTS_COUNT, FILTER_COUNT_ALL]) {
          const error = await graphqlError(shop.base, query, { url });
          expect(error).toMatchObject({ message, extensions: { code } });
          expect(error.status).toBe(200);
        }
      },
    );

    it.each<[string, Record<string, unknown>, string]>([
      ['an unknown category', { categoryNid: 999 }, 'NOT_FOUND'],
      ['an unknown option', { options: [{ optionNid: 999, valueNids: [V.grohe] }] }, 'BAD_USER_INPUT'],
      ['a value of another option', { options: [{ optionNid: 10, valueNids: [V.hrom] }] }, 'BAD_USER_INPUT'],
      ['an upside-down range', { ranges: [{ optionNid: 1, min: 9000, max: 1000 }] }, 'BAD_USER_INPUT'],
      ['a negative bound', { ranges: [{ optionNid: 32, min: -1 }] }, 'BAD_USER_INPUT'],
    ])('a typed filter with %s answers %s with a Russian message', async (_what, filter, code) => {
      const error = await graphqlError(shop.base, GET_PRODUCTS, { filter });
      expect(error.extensions?.code).toBe(code);
      expect(error.message).toMatch(CYRILLIC);
    });

    it('a category in the url and another in the filter is BAD_USER_INPUT', async () => {
      const error = await graphqlError(shop.base, GET_PRODUCTS, { url: '/smesiteli', filter: { categoryNid: 7 } });
      expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it.each<[string, string, RegExp]>([
      ['a syntax error', '{ products( { nid } }', /Syntax Error: Expected Name/],
      [
        'more tokens than OPERATION_LIMITS.maxTokens',
        `{ options { ${'nid '.repeat(OPERATION_LIMITS.maxTokens)} } }`,
        /tokens/i,
      ],
    ])(
      'a document with %s is a 400 GRAPHQL_PARSE_FAILED naming the problem, not a 500',
      async (_what, query, message) => {
        const error = await graphqlError(shop.base, query);
        expect(error.status).toBe(400);
        expect(error.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
        expect(error.message).toMatch(message);
      },
    );

    it('an unknown field is a validation error that does not suggest field names', async () => {
      const error = await graphqlError(shop.base, '{ product(nid: 1) { nam } }');
      expect(error.status).toBe(400);
      expect(error.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(error.message).not.toMatch(/Did you mean/);
    });

    it('a body that is not JSON, or is too large, answers a JSON error with status 4xx and no stack', async () => {
      for (const [body, status] of [
        ['{"query": ', 400],
        [JSON.stringify({ query: `{ options { nid } } #${'x'.repeat(200_000)}` }), 413],
      ] as const) {
        const response = await fetch(`${shop.base}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        const text = await response.text();
        expect(response.status).toBe(status);
        expect(response.headers.get('content-type')).toMatch(/application\/json/);
        const parsed = JSON.parse(text) as { errors?: GraphQLFormattedError[] };
        expect(parsed.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
        expect(parsed.errors?.[0]?.message).toMatch(CYRILLIC);
        expectNoStack(text, parsed.errors);
      }
    });
  });

  describe('guards', () => {
    /** product { sameCollection(limit: 1) { … { nid } } } with `depth` levels of fields in all (cheap, however deep). */
    const nested = (depth: number) => {
      let selection = 'nid';
      for (let level = 0; level < depth - 2; level += 1) selection = `sameCollection(limit: 1) { ${selection} }`;
      return `{ product(nid: 1) { ${selection} } }`;
    };

    it(`a query nested deeper than OPERATION_LIMITS.maxDepth (${OPERATION_LIMITS.maxDepth}) is refused; at the limit it runs`, async () => {
      expect((await graphqlData(shop.base, nested(OPERATION_LIMITS.maxDepth))).product).toBeTruthy();
      for (const depth of [OPERATION_LIMITS.maxDepth + 1, 30]) {
        const answer = await postGraphql(shop.base, nested(depth));
        expect(answer.status).toBe(400);
        expect(answer.data).toBeUndefined();
        // Very deep queries also break the cost limit: the depth error must be among the errors.
        expect(answer.errors).toContainEqual({
          message: expect.stringMatching(/depth limit/i),
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        });
      }
    });

    it(`more aliases than OPERATION_LIMITS.maxAliases (${OPERATION_LIMITS.maxAliases}) are refused; at the limit they run`, async () => {
      const aliased = (count: number) =>
        `{ ${Array.from({ length: count }, (_, index) => `a${index}: category(path: "smesiteli") { nid }`).join(' ')} }`;
      expect(Object.keys(await graphqlData(shop.base, aliased(OPERATION_LIMITS.maxAliases)))).toHaveLength(
        OPERATION_LIMITS.maxAliases,
      );
      const error = await graphqlError(shop.base, aliased(OPERATION_LIMITS.maxAliases + 1));
      expect(error.status).toBe(400);
      expect(error.message).toMatch(/aliases limit/i);
    });

    it('introspection works with production false and is refused with production true', async () => {
      const introspection = '{ __schema { types { name } } }';
      const { __schema } = await graphqlData<{ __schema: { types: { name: string }[] } }>(shop.base, introspection);
      expect(__schema.types.map((type) => type.name)).toEqual(
        expect.arrayContaining(['Product', 'FilterCount', 'ProductFilter']),
      );

      const production = await startTestApi(shop.database, true);
      try {
        const error = await graphqlError(production.base, introspection);
        expect(error.status).toBe(400);
        expect(error.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
        expect((await graphqlError(production.base, '{ __type(name: "Product") { name } }')).extensions?.code).toBe(
          'GRAPHQL_VALIDATION_FAILED',
        );
        // Ordinary queries still run in production.
        expect((await graphqlData(production.base, GET_PRODUCTS, { url: '/unitazi' })).products).toEqual([
          { nid: 9, price: 9000, priceWithAction: null },
        ]);
      } finally {
        await production.api.stop();
      }
    });

    it('CSRF prevention: a GET without a preflight header or a JSON content type is refused; with the header it runs', async () => {
      const url = `${shop.base}/graphql?query=${encodeURIComponent('{ options { nid } }')}`;
      const refused = await fetch(url);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toMatch(/CSRF/);
      const allowed = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
      expect(allowed.status).toBe(200);
      expect(((await allowed.json()) as { data: { options: unknown[] } }).data.options).toHaveLength(9);
    });

    it('CSRF prevention: a POST with content-type text/plain (a simple cross-site request) is refused', async () => {
      for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
        const response = await fetch(`${shop.base}/graphql`, {
          method: 'POST',
          headers: { 'content-type': contentType },
          body: JSON.stringify({ query: '{ options { nid } }' }),
        });
        expect(response.status).toBe(400);
        const text = await response.text();
        expect(text).toMatch(/CSRF/);
        expect(text).not.toMatch(/"data"/);
      }
    });

    it('/healthz answers 200 {status: ok}; /readyz 200 with the database reachable, migrated and the catalogue loaded', async () => {
      const alive = await fetch(`${shop.base}/healthz`);
      expect(alive.status).toBe(200);
      expect(await alive.json()).toEqual({ status: 'ok' });
      const ready = await fetch(`${shop.base}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready', database: engine });
    });
  });
});

describe.each(TEST_ENGINES)('paging, search and pictures on a seeded catalogue of 300 products (%s)', (engine) => {
  const shop = testShop(engine, { fill: (database) => seedCatalogue(database, 300) });
  let database: ShopDatabase;
  let base: string;

  beforeAll(() => {
    ({ database, base } = shop);
  });

  /** The whole list in pages of `size`. */
  async function inPages(variables: Record<string, unknown>, size: number): Promise<ListedProduct[][]> {
    const pages: ListedProduct[][] = [];
    for (let skip = 0; ; skip += size) {
      const { products } = await graphqlData<{ products: ListedProduct[] }>(base, GET_PRODUCTS, {
        ...variables,
        skip,
        limit: size,
      });
      if (products.length === 0) return pages;
      pages.push(products);
      if (products.length < size) return pages;
    }
  }

  const salePrice = (product: ListedProduct) => product.priceWithAction ?? product.price;

  it.each<[string, Record<string, unknown>]>([
    ['a category sorted by PRICE', { url: '/smesiteli', sort: [{ field: 'PRICE', direction: 'ASC' }] }],
    ['a category sorted by PRICE descending', { url: '/smesiteli', sort: [{ field: 'PRICE', direction: 'DESC' }] }],
    ['the whole catalogue sorted by PRICE', { sort: [{ field: 'PRICE', direction: 'ASC' }] }],
    ['the whole catalogue by popularity', {}],
  ])(
    'pages of 18 over %s never overlap and together are the whole list of 100-product pages',
    async (_what, variables) => {
      const whole = (await inPages(variables, 100)).flat();
      expect(whole.length).toBe(await productsCount(base, { url: variables.url }));
      expect(whole.length).toBeGreaterThan(36);
      const pages = await inPages(variables, 18);
      expect(pages.slice(0, -1).every((page) => page.length === 18)).toBe(true);
      const paged = pages.flat().map((product) => product.nid);
      expect(new Set(paged).size).toBe(paged.length);
      expect(paged).toEqual(whole.map((product) => product.nid));
      if (variables.sort) {
        const prices = whole.map(salePrice);
        const descending = JSON.stringify(variables.sort).includes('DESC');
        expect(prices).toEqual([...prices].sort((a, b) => (descending ? b - a : a - b)));
      }
    },
  );

  it('ties of equal price are ordered by nid, so a page boundary inside a tie cannot repeat or drop a product', async () => {
    const whole = (await inPages({ sort: [{ field: 'PRICE', direction: 'ASC' }] }, 100)).flat();
    const ties = whole.filter(
      (product, index) => index > 0 && salePrice(product) === salePrice(whole[index - 1] as ListedProduct),
    );
    // The seeded catalogue has products of equal price, so the tie-breaker matters here.
    expect(ties.length).toBeGreaterThan(5);
    for (let index = 1; index < whole.length; index += 1) {
      const [previous, current] = [whole[index - 1] as ListedProduct, whole[index] as ListedProduct];
      if (salePrice(previous) === salePrice(current)) expect(previous.nid).toBeLessThan(current.nid);
    }
  });

  it('limit 1000 is capped at 100', async () => {
    expect(await productNids(base, { limit: 1000 })).toHaveLength(100);
    expect(await productNids(base, { limit: 2_147_483_647, skip: 250 })).toHaveLength(
      (await productsCount(base, {})) - 250,
    );
  });

  describe('search', () => {
    type SearchAnswer = {
      search: { total: number; correctedQuery: string | null; items: { nid: number; name: string }[] };
    };
    const search = async (variables: Record<string, unknown>) =>
      (await graphqlData<SearchAnswer>(base, SEARCH, variables)).search;

    it('a Russian word form («смесители») finds names with «Смеситель», «смесителя» and counts them all', async () => {
      const names = await database.query<{ name: string }>('SELECT name FROM products WHERE on_sale');
      const expected = names.filter(({ name }) => /смесител/i.test(name)).length;
      expect(expected).toBeGreaterThan(20);
      const result = await search({ q: 'смесители', limit: 100 });
      expect(result.total).toBe(expected);
      expect(result.correctedQuery).toBeNull();
      expect(result.items).toHaveLength(Math.min(expected, 100));
      for (const item of result.items) expect(item.name).toMatch(/смесител/i);
    });

    it('results are ranked: best matches of several words first, by the database’s own rank', async () => {
      const result = await search({ q: 'смеситель or grohe', limit: 100 });
      expect(result.items.length).toBeGreaterThan(10);
      const ranks = await database.query<{ nid: number; rank: number }>(
        `SELECT nid, ts_rank(search, websearch_to_tsquery('russian', $1)) AS rank FROM products WHERE nid = ANY($2::int[])`,
        ['смеситель or grohe', `{${result.items.map((item) => item.nid).join(',')}}`],
      );
      const rankOf = new Map(ranks.map((row) => [Number(row.nid), Number(row.rank)]));
      const inOrder = result.items.map((item) => rankOf.get(item.nid) ?? -1);
      expect(inOrder).toEqual([...inOrder].sort((a, b) => b - a));
      expect(result.items[0]?.name).toMatch(/смеситель.*grohe/i);
      expect(result.items.some((item) => !/grohe/i.test(item.name))).toBe(true);
    });

    it('skip and limit page the results without overlap', async () => {
      const first = await search({ q: 'смеситель', skip: 0, limit: 10 });
      const [a, b] = [
        await search({ q: 'смеситель', skip: 0, limit: 5 }),
        await search({ q: 'смеситель', skip: 5, limit: 5 }),
      ];
      expect([...a.items, ...b.items]).toEqual(first.items);
      expect(a.total).toBe(first.total);
    });

    it('a small typo («смиситель») still finds products and says what it searched for instead', async () => {
      const result = await search({ q: 'смиситель' });
      expect(result.correctedQuery).toBe('смеситель');
      expect(result.total).toBeGreaterThan(0);
      for (const item of result.items) expect(item.name).toMatch(/смесител/i);
    });

    it('corrects each mistyped word in place, leaving quotes, commas, braces and sizes as typed', async () => {
      const result = await search({ q: 'смиситель "x,y" {a} 60x40 \\' });
      expect(result.correctedQuery).toBe('смеситель "x,y" {a} 60x40 \\');
    });

    it('an unknown word finds nothing and corrects nothing', async () => {
      expect(await search({ q: 'qwxzjkv' })).toEqual({ total: 0, correctedQuery: null, items: [] });
    });

    it.each(['', '   ', 'смеситель '.repeat(11)])(
      'an empty or over-long query (%j) is BAD_USER_INPUT with a Russian message',
      async (q) => {
        const error = await graphqlError(base, SEARCH, { q });
        expect(error.extensions?.code).toBe('BAD_USER_INPUT');
        expect(error.message).toMatch(CYRILLIC);
      },
    );
  });

  it('/media serves every picture the catalogue names (product images, schemes, category tiles) as SVG, and as the PNG the head and the feed name', async () => {
    const rows = await database.query<{ url: string }>(
      'SELECT image_url AS url FROM products UNION SELECT unnest(images) FROM products UNION SELECT picture FROM categories',
    );
    const urls = rows.map((row) => row.url);
    expect(urls.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const url of urls) {
      expect(url).toMatch(/^\/media\//);
      const response = await fetch(`${base}${url}`);
      const body = await response.text();
      if (
        response.status !== 200 ||
        !response.headers.get('content-type')?.startsWith('image/svg+xml') ||
        !body.startsWith('<svg')
      ) {
        failures.push(`${url}: ${response.status} ${response.headers.get('content-type')}`);
      }
      const raster = await fetch(`${base}${rasterPicture(url)}`);
      const png = Buffer.from(await raster.arrayBuffer());
      if (
        raster.status !== 200 ||
        raster.headers.get('content-type') !== 'image/png' ||
        !png.subarray(1, 4).equals(Buffer.from('PNG'))
      ) {
        failures.push(`${rasterPicture(url)}: ${raster.status} ${raster.headers.get('content-type')}`);
      }
    }
    expect(failures).toEqual([]);
    const { products } = await graphqlData<{ products: { imageUrl: string; images: string[] }[] }>(
      base,
      '{ products(limit: 100) { imageUrl images } }',
    );
    for (const product of products) expect(urls).toEqual(expect.arrayContaining([product.imageUrl, ...product.images]));
  });

  it.each([
    '/media/products/nope-hrom.svg',
    '/media/products/mixer-nope.svg',
    '/media/products/mixer-hrom.gif',
    '/media/products/nope-hrom.png',
    '/media/categories/nope.svg',
    '/media/schemes/nope.svg',
    '/media/elsewhere/mixer.svg',
  ])('/media answers 404 for an unknown picture (%s)', async (path) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toMatch(STACK);
  });
});

describe('a closed database (PGlite, opened just for this)', () => {
  let database: ShopDatabase;
  let api: ApiServer;
  let base: string;

  let closed = false;

  beforeAll(async () => {
    ({ database } = await openTestDatabase('pglite'));
    await loadCatalogueFixture(database);
    ({ api, base } = await startTestApi(database));
  });
  afterAll(async () => {
    await api?.stop();
    if (!closed) await database?.close();
  });

  it('/readyz turns 503 (while /healthz, alive, stays 200) and GraphQL answers SERVICE_UNAVAILABLE with a Russian message, not an internal error', async () => {
    const logged = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    expect(await productNids(base, { url: '/unitazi' })).toEqual([9]);
    // The catalogue engine has read its index of this version: what it holds needs no database.
    expect(await api.catalog.engine.ready(await api.catalog.version())).not.toBeNull();

    await database.close();
    closed = true;

    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', problems: ['database unreachable'] });
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    // Counts and filter panels come from the index in memory; a list's rows, a product and a search need the database.
    expect(await graphqlData<{ productsCount: number }>(base, PRODUCTS_COUNT, {})).toEqual({ productsCount: 8 });
    expect(
      (await graphqlData<{ filterCountAll: unknown[] }>(base, FILTER_COUNT_ALL, { url: '/smesiteli/splithh:' }))
        .filterCountAll.length,
    ).toBeGreaterThan(0);
    for (const [query, variables] of [
      [GET_PRODUCTS, { url: '/smesiteli' }],
      ['query product($nid: Int!) { product(nid: $nid) { nid } }', { nid: 1 }],
      [SEARCH, { q: 'смеситель' }],
    ] as const) {
      const error = await graphqlError(base, query, variables);
      expect(error.status).toBe(200);
      expect(error.extensions).toEqual({ code: 'SERVICE_UNAVAILABLE' });
      expect(error.message).toMatch(CYRILLIC);
    }
    // An outage is expected trouble, not an internal error to log with its stack.
    expect(logged.mock.calls.filter((call) => call.some((part) => String(part).includes('internal error')))).toEqual(
      [],
    );
  });
});
