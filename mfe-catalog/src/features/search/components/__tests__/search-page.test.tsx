import { act, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import {
  SearchProductsDocument,
  type SearchProductsQuery,
  type SearchProductsQueryVariables,
} from '../../../../lib/graphql/operations.generated';
import { asProduct, productTile, linksIn } from '../../../../__tests__/fixtures';
import { renderWithAnswers } from '../../../../__tests__/render-with-answers';
import { SearchPage } from '../search-page';

type SearchMock = MockLink.MockedResponse<SearchProductsQuery, SearchProductsQueryVariables>;

const FOUND = [
  productTile({ nid: 101, name: 'Смеситель для раковины Grohe Eurosmart' }),
  productTile({ nid: 102, name: 'Смеситель для ванны Grohe Eurosmart' }),
];

const searchUrl = (q: string, page?: number) =>
  `/search?${new URLSearchParams({ q, ...(page ? { page: String(page) } : {}) })}`;

const answer = (q: string, search: SearchProductsQuery['search'], skip = 0): SearchMock => ({
  request: { query: SearchProductsDocument, variables: { q, skip, limit: 18 } },
  result: { data: { search: { ...search, items: search.items.map(asProduct) } } },
});

function renderSearch(url: string, mocks: SearchMock[]) {
  return renderWithAnswers(<SearchPage />, mocks, { path: '/search', url });
}

describe('SearchPage', () => {
  it.each(['/search', '/search?q=', '/search?q=%20%20'])('%s asks for a query and sends none', async (url) => {
    const requested = jest.fn(() => true);
    renderSearch(url, [
      {
        request: { query: SearchProductsDocument, variables: requested },
        result: { data: { search: { total: 0, correctedQuery: null, items: [] } } },
      },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Поиск' })).toBeInTheDocument();
    expect(
      screen.getByText('Введите в строке поиска название товара, бренд, коллекцию или артикул.'),
    ).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requested).not.toHaveBeenCalled();
    expect(document.title).toBe('Поиск — Сантехника');
  });

  it('shows «Ищем…» while the answer is on its way', () => {
    renderSearch(searchUrl('смеситель'), [
      { ...answer('смеситель', { total: 2, correctedQuery: null, items: FOUND }), delay: Infinity },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Ищем…');
  });

  it('shows the query, how many were found and the tiles', async () => {
    renderSearch(searchUrl('смеситель'), [answer('смеситель', { total: 2, correctedQuery: null, items: FOUND })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Поиск: «смеситель»' })).toBeInTheDocument();
    expect(screen.getByText('Найдено 2 товара')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Результаты поиска: смеситель' });
    expect(linksIn(list)).toEqual([
      ['Смеситель для раковины Grohe Eurosmart', '/product/101'],
      ['Смеситель для ванны Grohe Eurosmart', '/product/102'],
    ]);
    expect(screen.queryByText(/Показаны результаты по запросу/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Страницы каталога' })).not.toBeInTheDocument();
    expect(document.title).toBe('Поиск: смеситель — Сантехника');
  });

  it('trims the query before searching', async () => {
    renderSearch(searchUrl('  grohe '), [answer('grohe', { total: 2, correctedQuery: null, items: FOUND })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Поиск: «grohe»' })).toBeInTheDocument();
  });

  it('more than 18 results get page links that keep the query; ?page= sets skip', async () => {
    renderSearch(searchUrl('grohe', 2), [answer('grohe', { total: 40, correctedQuery: null, items: FOUND }, 18)]);
    expect(await screen.findByText('Найдено 40 товаров')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Страницы каталога' });
    expect(
      within(pages)
        .getAllByRole('link', { name: /^Страница/ })
        .map((link) => link.getAttribute('href')),
    ).toEqual([searchUrl('grohe'), searchUrl('grohe', 2), searchUrl('grohe', 3)]);
    expect(within(pages).getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('a corrected query says «Показаны результаты по запросу «…»»', async () => {
    renderSearch(searchUrl('смеситл'), [answer('смеситл', { total: 2, correctedQuery: 'смеситель', items: FOUND })]);
    expect(
      await screen.findByText('По запросу «смеситл» ничего не нашлось. Показаны результаты по запросу «смеситель».'),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Результаты поиска: смеситл' })).toBeInTheDocument();
  });

  it('total 0 says «Ничего не нашлось» with a way back to the catalogue, and no list', async () => {
    renderSearch(searchUrl('ёжик'), [answer('ёжик', { total: 0, correctedQuery: null, items: [] })]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Ничего не нашлось' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('list', { name: /Результаты поиска/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Найдено/)).not.toBeInTheDocument();
  });

  it('a failed search says so in an alert', async () => {
    renderSearch(searchUrl('grohe'), [
      {
        request: { query: SearchProductsDocument, variables: { q: 'grohe', skip: 0, limit: 18 } },
        error: new Error('Failed to fetch'),
      },
    ]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Поиск не удался' })).toBeInTheDocument();
  });
});
