import type { CatalogChoice, CatalogUrlRules, UrlOption } from '../catalog-links';
import {
  catalogPageIndexing,
  INDEX,
  isIndexedChoice,
  NO_INDEX,
  publishedPicture,
  rasterPicture,
  type Robots,
} from '../search-engines';

const OPTIONS: UrlOption[] = [
  { name: 'price', kind: 'range', values: [] },
  { name: 'brand', kind: 'select', values: ['grohe', 'hansgrohe'] },
  { name: 'naznachenie', kind: 'select', values: ['dlya-rakovini', 'dlya-vanni'] },
  { name: 'color', kind: 'select', values: ['hrom', 'belyj'] },
  { name: 'country', kind: 'select', values: ['germaniya'] },
];

/** Mixers: brand, purpose and colour in the path; the country and the price only as query parameters. */
const RULES: CatalogUrlRules = {
  categoryPath: ['smesiteli'],
  pathOptions: ['brand', 'naznachenie', 'color'],
  panelOptions: ['price', 'brand', 'naznachenie', 'color', 'country'],
  option: (name) => OPTIONS.find((option) => option.name === name),
};

const choice = (values: Record<string, string[]>, ranges: Record<string, [number | null, number | null]> = {}) =>
  ({
    values: new Map(Object.entries(values)),
    ranges: new Map(Object.entries(ranges).map(([name, [min, max]]) => [name, { min, max }])),
  }) satisfies CatalogChoice;

describe('isIndexedChoice: which filters have a page of their own in the index', () => {
  it.each<[string, CatalogChoice, boolean]>([
    ['the category alone', choice({}), true],
    ['one path filter', choice({ brand: ['grohe'] }), true],
    ['two path filters of different options', choice({ brand: ['grohe'], color: ['hrom'] }), true],
    ['three path filters', choice({ brand: ['grohe'], naznachenie: ['dlya-vanni'], color: ['hrom'] }), false],
    ['two values of one path option', choice({ brand: ['grohe', 'hansgrohe'] }), false],
    ['a query filter', choice({ country: ['germaniya'] }), false],
    ['a path filter and a query filter', choice({ brand: ['grohe'], country: ['germaniya'] }), false],
    ['a price range', choice({}, { price: [1000, 5000] }), false],
    ['an open range (no bounds) is no filter', choice({}, { price: [null, null] }), true],
    ['an option with no value chosen is no filter', choice({ brand: [] }), true],
  ])('%s: %s', (_, chosen, indexed) => {
    expect(isIndexedChoice(RULES, chosen)).toBe(indexed);
  });
});

describe('catalogPageIndexing: the canonical link and robots directive of a catalogue page', () => {
  const indexed = { url: '/smesiteli/grohe', indexable: true };
  const refined = { url: '/smesiteli/grohe?country=germaniya', indexable: false };
  it.each<[string, typeof indexed, string, number, string, Robots]>([
    ['an indexed filter page', indexed, '', 12, '/smesiteli/grohe', INDEX],
    ['sorted: points at the page without the sort', indexed, '?sort=price-asc', 12, '/smesiteli/grohe', INDEX],
    ['page 2: itself, out of the index', indexed, '?page=2', 40, '/smesiteli/grohe?page=2', NO_INDEX],
    ['page 2, sorted', indexed, '?sort=new&page=2', 40, '/smesiteli/grohe?page=2', NO_INDEX],
    ['no products: out of the index', indexed, '', 0, '/smesiteli/grohe', NO_INDEX],
    ['a query filter: itself, out of the index', refined, '', 3, '/smesiteli/grohe?country=germaniya', NO_INDEX],
    [
      'a query filter on page 3',
      refined,
      '?country=germaniya&page=3',
      60,
      '/smesiteli/grohe?country=germaniya&page=3',
      NO_INDEX,
    ],
  ])('%s', (_, address, search, count, canonical, robots) => {
    expect(catalogPageIndexing(address, search, count)).toEqual({ canonical, robots });
  });
});

describe('rasterPicture: a picture as link previews, sharing cards and Yandex Market take it', () => {
  it.each([
    ['/media/products/bath-mixer-chernyj-matovyj.svg', '/media/products/bath-mixer-chernyj-matovyj.png'],
    ['/media/categories/smesiteli.svg', '/media/categories/smesiteli.png'],
    ['/media/schemes/toilet.svg', '/media/schemes/toilet.png'],
    // A photo, or anything that is not a picture the shop draws, stays as it is.
    ['https://cdn.example/photos/1.jpg', 'https://cdn.example/photos/1.jpg'],
    ['/media/products/1.jpg', '/media/products/1.jpg'],
    ['https://cdn.example/media/products/a.svg', 'https://cdn.example/media/products/a.svg'],
    ['/media/products/a.svg?v=2', '/media/products/a.svg?v=2'],
    ['/media/other/a.svg', '/media/other/a.svg'],
    ['/media/products/sub/a.svg', '/media/products/sub/a.svg'],
    ['/media/products/a-svg', '/media/products/a-svg'],
  ])('%s -> %s', (picture, raster) => {
    expect(rasterPicture(picture)).toBe(raster);
  });
});

describe('publishedPicture: a stored picture as the feed and the page head publish it, or not at all', () => {
  it.each([
    ['/media/products/bath-mixer-chernyj-matovyj.svg', '/media/products/bath-mixer-chernyj-matovyj.png'],
    ['https://cdn.example/photos/1.jpg?w=800', 'https://cdn.example/photos/1.jpg?w=800'],
    ['//evil.example/x.png', null],
    ['http://cdn.example/photos/1.jpg', null],
    ['javascript:alert(1)', null],
    ['data:image/png;base64,AAAA', null],
    ['photos/1.jpg', null],
    ['/photos/1.jpg', null],
    ['/\\evil.example/x.png', null],
    ['/media/../graphql', null],
    ['https://cdn.example/a b.jpg', null],
  ])('%s -> %s', (picture, published) => {
    expect(publishedPicture(picture)).toBe(published);
  });
});
