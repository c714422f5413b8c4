/**
 * @jest-environment node
 */
import type { PageDataAnswers } from '../page-data';
import { pageOutcome, type PageOutcome } from '../page-outcome';

/** Answers as the shell's server keeps them: by the operation's name, and the codes of refused queries. */
const answers = (data: Record<string, unknown>, refused: string[] = []): PageDataAnswers => ({
  entries: Object.entries(data).map(([operation, value], index) => ({ index, operation, data: value })),
  complete: refused.length === 0,
  refused,
});

const CATEGORY = { category: { nid: 3, rusName: 'Смесители' } };
const list = (url: string, productsCount: number) => ({
  products: [],
  productsCount,
  catalogAddress: { url, indexable: true },
});

describe('pageOutcome: the status of a page from its first answers', () => {
  it.each<[string, string, string, PageDataAnswers, PageOutcome]>([
    ['a product on sale', '/product/15', '', answers({ getProduct: { product: { onSale: true } } }), { status: 200 }],
    ['an unknown product', '/product/999999', '', answers({ getProduct: { product: null } }), { status: 404 }],
    [
      'a product taken off sale',
      '/product/15',
      '',
      answers({ getProduct: { product: { onSale: false } } }),
      { status: 410 },
    ],
    ['a product address that is no number', '/product/abc', '', answers({}), { status: 404 }],
    ['a product whose answer did not come', '/product/15', '', answers({}), { status: 200 }],
    [
      'a category',
      '/smesiteli',
      '',
      answers({ getCategory: CATEGORY, getProducts: list('/smesiteli', 40) }),
      { status: 200 },
    ],
    [
      'an unknown category',
      '/no-such',
      '',
      answers({ getCategory: { category: null } }, ['NOT_FOUND']),
      { status: 404 },
    ],
    [
      'an unknown filter value',
      '/smesiteli/zzz',
      '',
      answers({ getCategory: CATEGORY }, ['NOT_FOUND']),
      { status: 404 },
    ],
    [
      'a bad query filter',
      '/smesiteli',
      '?color=zzz',
      answers({ getCategory: CATEGORY }, ['BAD_USER_INPUT']),
      { status: 404 },
    ],
    ['a reserved first segment with more after it', '/contacts/more', '', answers({}), { status: 404 }],
    ['a path that is not valid percent-encoding', '/smesiteli%zz', '', answers({}), { status: 404 }],
    [
      'the last page',
      '/smesiteli',
      '?page=3',
      answers({ getCategory: CATEGORY, getProducts: list('/smesiteli', 40) }),
      { status: 200 },
    ],
    [
      'a page beyond the last',
      '/smesiteli',
      '?page=4',
      answers({ getCategory: CATEGORY, getProducts: list('/smesiteli', 40) }),
      { status: 404 },
    ],
    [
      'page 2 of an empty list',
      '/smesiteli/roca',
      '?page=2',
      answers({ getCategory: CATEGORY, getProducts: list('/smesiteli/roca', 0) }),
      { status: 404 },
    ],
    [
      'path filters out of order: to the canonical spelling, with the sort and page',
      '/smesiteli/hrom/grohe',
      '?page=2&sort=new',
      answers({ getCategory: CATEGORY, getProducts: list('/smesiteli/grohe/hrom', 40) }),
      { status: 301, location: '/smesiteli/grohe/hrom?sort=new&page=2' },
    ],
    [
      'a path option written as a query parameter',
      '/smesiteli',
      '?brand=grohe',
      answers({ getCategory: CATEGORY, getProducts: list('/smesiteli/grohe', 5) }),
      { status: 301, location: '/smesiteli/grohe' },
    ],
    [
      'values of one option written apart',
      '/smesiteli',
      '?country=de&country=it',
      answers({ getCategory: CATEGORY, getProducts: list('/smesiteli?country=de,it', 5) }),
      { status: 301, location: '/smesiteli?country=de,it' },
    ],
    [
      'a comma written as %2C is the same filter',
      '/smesiteli',
      '?country=de%2Cit',
      answers({ getCategory: CATEGORY, getProducts: list('/smesiteli?country=de,it', 5) }),
      { status: 200 },
    ],
    ['the API slow or down', '/smesiteli', '', answers({}), { status: 200 }],
    ['the home page', '/', '', answers({ getHomePage: {} }), { status: 200 }],
    ['a shell page', '/contacts', '', answers({}), { status: 200 }],
  ])('%s: %s%s', (_, pathname, search, given, outcome) => {
    expect(pageOutcome(pathname, search, given)).toEqual(outcome);
  });
});
