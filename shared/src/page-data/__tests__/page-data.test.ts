import {
  GetCategoryDocument,
  GetHomePageDocument,
  GetProductDocument,
  GetProductsDocument,
  FilterCountAllDocument,
} from '../../graphql/operations.generated';
import { pageQueries, parsePageData } from '..';

describe('pageQueries (what a page asks the API first)', () => {
  it('asks for the home page data on /', () => {
    expect(pageQueries('/', '')).toEqual([{ query: GetHomePageDocument }]);
  });

  it('asks for one product on a product card', () => {
    expect(pageQueries('/product/42', '')).toEqual([{ query: GetProductDocument, variables: { nid: 42 } }]);
  });

  it('asks for the category, its page of products and, for a filterable slug, the filter counts', () => {
    const queries = pageQueries('/smesiteli/dlya-rakovini', '?page=2');
    expect(queries.map((entry) => entry.query)).toEqual([
      GetCategoryDocument,
      GetProductsDocument,
      FilterCountAllDocument,
    ]);
    expect(queries[0]?.variables).toEqual({ path: 'dlya-rakovini' });
    expect(queries[1]?.variables).toMatchObject({ url: '/smesiteli/dlya-rakovini', skip: 18, limit: 18 });
  });

  it('asks nothing on pages that load no catalogue data', () => {
    for (const path of ['/cart', '/contacts', '/dmn/users', '/auth', '/product/abc']) {
      expect(pageQueries(path, '')).toEqual([]);
    }
  });
});

describe('parsePageData (the answers the shell server put into the HTML)', () => {
  const written = JSON.stringify({ path: '/smesiteli?page=2', entries: [{ index: 1, data: { products: [] } }] });

  it('gives the entries written for this address', () => {
    expect(parsePageData(written, '/smesiteli?page=2')).toEqual([{ index: 1, data: { products: [] } }]);
  });

  it('ignores data written for another address', () => {
    expect(parsePageData(written, '/smesiteli?page=3')).toEqual([]);
  });

  it.each([
    ['no element', null],
    ['an empty element', ''],
    ['broken JSON', '{"path": "/smesiteli?page=2", "entries": ['],
    ['a foreign value', '"hello"'],
    ['null', 'null'],
    ['entries that are not a list', JSON.stringify({ path: '/smesiteli?page=2', entries: {} })],
  ])('gives nothing for %s', (_case, text) => {
    expect(parsePageData(text, '/smesiteli?page=2')).toEqual([]);
  });

  it('drops malformed entries and keeps the good ones', () => {
    const text = JSON.stringify({
      path: '/',
      entries: [{ index: 0, data: { menu: [] } }, { index: 'x', data: {} }, { index: 1, data: null }, { index: 2 }],
    });
    expect(parsePageData(text, '/')).toEqual([{ index: 0, data: { menu: [] } }]);
  });
});
