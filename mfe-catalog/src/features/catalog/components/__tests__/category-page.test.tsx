import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { filterCountsUrl, parseCatalogLocation, type CatalogLocation } from '@shop/shared/catalog-url';
import {
  FilterCountAllDocument,
  GetCategoryDocument,
  GetProductsDocument,
  type FilterCountAllQuery,
  type FilterCountAllQueryVariables,
  type GetCategoryQuery,
  type GetCategoryQueryVariables,
  type GetProductsQuery,
  type GetProductsQueryVariables,
  type ProductSort,
  type ProductTileFragment,
} from '@shop/shared/graphql';
import {
  asProduct,
  productTile,
  rangeOption,
  selectValue,
  type FilterEntry,
  linksIn,
  startWithEmptyCart,
} from '../../../../__tests__/fixtures';
import { renderWithAnswers } from '../../../../__tests__/render-with-answers';
import { CatalogPage } from '../catalog-page';

type Mock =
  | MockLink.MockedResponse<GetCategoryQuery, GetCategoryQueryVariables>
  | MockLink.MockedResponse<GetProductsQuery, GetProductsQueryVariables>
  | MockLink.MockedResponse<FilterCountAllQuery, FilterCountAllQueryVariables>;

const POPULAR: ProductSort[] = [{ field: 'ORDER', direction: 'ASC' }];

const MIXERS: GetCategoryQuery['category'] = {
  nid: 3,
  rusName: 'Смесители',
  path: 'smesiteli',
  url: '/smesiteli',
  picture: '/images/categories/smesiteli.jpg',
  description: 'Смесители для раковины, ванны и кухни.',
  topCategoryNid: null,
  optionsForPropertiesShort: [25],
  valuesToShowInCatalogCards: ['brand', 'country'],
  parent: null,
  children: [
    { nid: 31, rusName: 'Для раковины', path: 'dlya-rakovini', url: '/smesiteli/dlya-rakovini' },
    { nid: 32, rusName: 'Для ванны', path: 'dlya-vanni', url: '/smesiteli/dlya-vanni' },
  ],
};

/** A sub-category: its parent brings the siblings. */
const BASIN_MIXERS: GetCategoryQuery['category'] = {
  ...MIXERS!,
  nid: 31,
  rusName: 'Смесители для раковины',
  path: 'dlya-rakovini',
  url: '/smesiteli/dlya-rakovini',
  topCategoryNid: 3,
  parent: { nid: 3, rusName: 'Смесители', path: 'smesiteli', url: '/smesiteli', children: MIXERS!.children },
  children: [],
};

const PRODUCTS: ProductTileFragment[] = [
  productTile({ nid: 101, name: 'Смеситель для раковины Grohe Eurosmart' }),
  productTile({ nid: 102, name: 'Смеситель для ванны Grohe Eurosmart', price: 11900, priceWithAction: 10900 }),
  productTile({ nid: 103, name: 'Смеситель для кухни Grohe Minta', inStock: false }),
];

const BRAND = { nid: 10, name: 'brand', rusName: 'Бренд' };
const ENTRIES: FilterEntry[] = [
  {
    ...selectValue(BRAND, { name: 'smesiteli', rusName: 'Смесители', count: 40, url: '/smesiteli/grohe' }),
    _id: 'internalCat',
    optionColName: 'category',
    optionColNid: 0,
    rusNameCat: 'Категория',
    valTypeCat: 'category',
    internalCat: [
      { nid: 31, path: 'dlya-rakovini', rusName: 'Для раковины', url: '/smesiteli/dlya-rakovini/grohe', count: 25 },
      { nid: 32, path: 'dlya-vanni', rusName: 'Для ванны', url: '/smesiteli/dlya-vanni/grohe', count: 15 },
    ],
  },
  selectValue(BRAND, {
    name: 'grohe',
    rusName: 'Grohe',
    count: 40,
    dilemma: true,
    url: '/smesiteli/grohe',
    removeUrl: '/smesiteli',
  }),
  selectValue(BRAND, { name: 'hansgrohe', rusName: 'Hansgrohe', count: 12, url: '/smesiteli/grohe/hansgrohe' }),
  selectValue(BRAND, { name: 'vitra', rusName: 'Vitra', count: 4, url: '/smesiteli/grohe/vitra' }),
  rangeOption({ urlOptionsToFilter: '/smesiteli/grohe' }),
];

function at(path: string, search = ''): CatalogLocation {
  const location = parseCatalogLocation(path, search);
  if (!location) throw new Error(`${path} is not a catalogue path`);
  return location;
}

const categoryMock = (path: string, category: GetCategoryQuery['category']): Mock => ({
  request: { query: GetCategoryDocument, variables: { path } },
  result: { data: { category } },
});

const productsMock = (
  location: CatalogLocation,
  products: ProductTileFragment[],
  productsCount: number,
  sort: ProductSort[] = POPULAR,
): MockLink.MockedResponse<GetProductsQuery, GetProductsQueryVariables> => ({
  request: {
    query: GetProductsDocument,
    variables: { url: location.url, skip: location.skip, limit: location.limit, sort },
  },
  result: {
    data: {
      products: products.map(asProduct),
      productsCount,
      catalogAddress: { url: location.url, indexable: true },
    },
  },
});

const countsMock = (
  location: CatalogLocation,
  filterCountAll: FilterEntry[],
): MockLink.MockedResponse<FilterCountAllQuery, FilterCountAllQueryVariables> => ({
  request: { query: FilterCountAllDocument, variables: { url: filterCountsUrl(location) } },
  result: { data: { filterCountAll } },
});

/** The three answers of a category page at `path + search`. */
function pageMocks(
  path: string,
  search = '',
  { products = PRODUCTS, count = 40, sort = POPULAR, entries = ENTRIES } = {},
): Mock[] {
  const location = at(path, search);
  return [
    categoryMock('smesiteli', MIXERS),
    productsMock(location, products, count, sort),
    countsMock(location, entries),
  ];
}

/** The request of `mock` answered with one GraphQL error instead (its code when given). */
const refused = <Data, Variables extends Record<string, unknown>>(
  mock: MockLink.MockedResponse<Data, Variables>,
  message: string,
  code?: string,
): MockLink.MockedResponse<Data, Variables> => ({
  request: mock.request,
  result: { errors: [{ message, ...(code ? { extensions: { code } } : {}) }] },
});

/** Opens the catalogue at `path` with the answers made for its location. */
function renderCatalogAt(path: string, answers: (location: CatalogLocation) => Mock[]) {
  return renderCatalog(path, answers(at(path)));
}

function renderCatalog(url: string, mocks: Mock[]) {
  return renderWithAnswers(<CatalogPage />, mocks, { url });
}

const title = () => screen.findByRole('heading', { level: 1, name: 'Смесители' });
const notFound = () => screen.findByRole('heading', { level: 1, name: 'Страница не найдена' });
const grid = () => screen.getByRole('list', { name: 'Товары: Смесители' });

describe('CategoryPage', () => {
  startWithEmptyCart();

  it('sends the exact variables of requirements §2/§7 for the page (url from the path, skip/limit 0/18, popularity, lookup string)', () => {
    const location = at('/smesiteli/grohe');
    expect(location.url).toBe('/smesiteli/grohe');
    expect([location.skip, location.limit]).toEqual([0, 18]);
    expect(filterCountsUrl(location)).toBe('/smesiteli/splithh:/grohe');
  });

  it('shows the loading view until the category and the list have come', async () => {
    renderCatalog('/smesiteli/grohe', pageMocks('/smesiteli/grohe'));
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем каталог…');
    expect(await title()).toBeInTheDocument();
    expect(screen.queryByText('Загружаем каталог…')).not.toBeInTheDocument();
  });

  it('shows the title, «N товаров», breadcrumbs and the tab title of the category', async () => {
    renderCatalog('/smesiteli/grohe', pageMocks('/smesiteli/grohe'));
    expect(await title()).toBeInTheDocument();
    expect(screen.getByText('40 товаров')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    expect(within(crumbs).getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Смесители')).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Смесители — Сантехника');
  });

  it('lists the products as tiles with the category card fields', async () => {
    renderCatalog('/smesiteli/grohe', pageMocks('/smesiteli/grohe'));
    await title();
    const items = within(grid()).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(
      PRODUCTS.map((product) => product.name),
    );
    expect(within(items[0]!).getByRole('link', { name: PRODUCTS[0]!.name })).toHaveAttribute('href', '/product/101');
    expect(within(items[0]!).getByText('Германия')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('deletion')).toHaveTextContent('11 900 ₽');
    expect(within(items[2]!).getByText('Под заказ')).toBeInTheDocument();
  });

  it('shows the filter panel, the applied filter chips, the sub-categories and the sort', async () => {
    renderCatalog('/smesiteli/grohe', pageMocks('/smesiteli/grohe'));
    await title();
    // The panel comes with its own answer (filterCountAll), after the list's.
    const panel = await screen.findByRole('region', { name: 'Фильтры' });
    expect(within(panel).getByRole('checkbox', { name: 'Grohe 40 товаров' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Hansgrohe 12 товаров' })).not.toBeChecked();
    expect(within(panel).getByRole('form', { name: 'Цена, ₽' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Убрать фильтр Бренд: Grohe' })).toHaveAttribute('href', '/smesiteli');
    expect(screen.getByRole('link', { name: 'Сбросить все' })).toHaveAttribute('href', '/smesiteli');
    const subCategories = screen.getByRole('navigation', { name: 'Подкатегории' });
    expect(linksIn(subCategories)).toEqual([
      ['Для раковины (25)', '/smesiteli/dlya-rakovini/grohe'],
      ['Для ванны (15)', '/smesiteli/dlya-vanni/grohe'],
    ]);
    expect(screen.getByRole('combobox', { name: 'Сортировка:' })).toHaveValue('');
  });

  it('40 products at 18 a page make 3 page links, the first current', async () => {
    renderCatalog('/smesiteli/grohe', pageMocks('/smesiteli/grohe'));
    await title();
    const pages = screen.getByRole('navigation', { name: 'Страницы каталога' });
    const links = within(pages).getAllByRole('link', { name: /^Страница/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/smesiteli/grohe',
      '/smesiteli/grohe?page=2',
      '/smesiteli/grohe?page=3',
    ]);
    expect(within(pages).getByRole('link', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Вперёд →' })).toHaveAttribute('href', '/smesiteli/grohe?page=2');
  });

  it('page 2 with a sort asks for skip 18 and that order, and the page links keep the sort', async () => {
    const search = '?sort=price-desc&page=2';
    renderCatalog(
      `/smesiteli/grohe${search}`,
      pageMocks('/smesiteli/grohe', search, { sort: [{ field: 'PRICE', direction: 'DESC' }] }),
    );
    await title();
    const pages = screen.getByRole('navigation', { name: 'Страницы каталога' });
    expect(within(pages).getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Страница 1' })).toHaveAttribute(
      'href',
      '/smesiteli/grohe?sort=price-desc',
    );
    expect(within(pages).getByRole('link', { name: 'Страница 3' })).toHaveAttribute(
      'href',
      '/smesiteli/grohe?sort=price-desc&page=3',
    );
    expect(screen.getByRole('combobox', { name: 'Сортировка:' })).toHaveValue('price-desc');
  });

  it('18 products or fewer make no page links', async () => {
    renderCatalog('/smesiteli/grohe', pageMocks('/smesiteli/grohe', '', { count: 3 }));
    await title();
    expect(screen.getByText('3 товара')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Страницы каталога' })).not.toBeInTheDocument();
  });

  it('an unknown category (category: null) shows not found, without logging', async () => {
    const consoleError = jest.spyOn(console, 'error');
    renderCatalogAt('/santehnika-x', (location) => [categoryMock('santehnika-x', null), productsMock(location, [], 0)]);
    expect(await notFound()).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('a failed product list shows not found and logs the error', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCatalogAt('/smesiteli/grohe', (location) => [
      categoryMock('smesiteli', MIXERS),
      refused(productsMock(location, [], 0), 'Internal server error'),
      countsMock(location, ENTRIES),
    ]);
    expect(await notFound()).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('catalogue query failed', expect.anything());
  });

  it('a NOT_FOUND answer for the list (unknown filter value) shows not found without logging', async () => {
    const consoleError = jest.spyOn(console, 'error');
    renderCatalogAt('/smesiteli/no-such-brand', (location) => [
      categoryMock('smesiteli', MIXERS),
      refused(productsMock(location, [], 0), 'Не найдено', 'NOT_FOUND'),
      refused(countsMock(location, []), 'Не найдено', 'NOT_FOUND'),
    ]);
    expect(await notFound()).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('a failed filter panel leaves the list on screen without the panel, and is logged', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCatalogAt('/smesiteli/grohe', (location) => [
      categoryMock('smesiteli', MIXERS),
      productsMock(location, PRODUCTS, 40),
      { request: countsMock(location, []).request, error: new Error('Failed to fetch') },
    ]);
    expect(await title()).toBeInTheDocument();
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('navigation', { name: 'Страницы каталога' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Фильтры' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Сбросить все' })).not.toBeInTheDocument();
    // The sub-categories are still there, without counts.
    const subCategories = screen.getByRole('navigation', { name: 'Подкатегории' });
    expect(linksIn(subCategories)).toEqual([
      ['Для раковины', '/smesiteli/dlya-rakovini'],
      ['Для ванны', '/smesiteli/dlya-vanni'],
    ]);
    // The panel's answer is its own: its failure may come after the list.
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('filterCountAll failed', expect.anything()));
  });

  it('a sub-category page looks its category up by the second segment, shows the parent crumb and marks itself among its siblings', async () => {
    const location = at('/smesiteli/dlya-rakovini');
    expect(filterCountsUrl(location)).toBe('/dlya-rakovini/splithh:');
    renderCatalog('/smesiteli/dlya-rakovini', [
      categoryMock('dlya-rakovini', BASIN_MIXERS),
      productsMock(location, PRODUCTS, 25),
      countsMock(location, []),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Смесители для раковины' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    expect(within(crumbs).getByRole('link', { name: 'Смесители' })).toHaveAttribute('href', '/smesiteli');
    const subCategories = screen.getByRole('navigation', { name: 'Подкатегории' });
    expect(within(subCategories).getByRole('link', { name: 'Для раковины' })).toHaveAttribute('aria-current', 'page');
    expect(within(subCategories).getByRole('link', { name: 'Для ванны' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('list', { name: 'Товары: Смесители для раковины' })).toBeInTheDocument();
  });

  it('a category without filters (not a filterable slug) never asks for filter counts', async () => {
    const consoleWarn = jest.spyOn(console, 'warn');
    const location = at('/plitka');
    const tiles = { ...MIXERS!, nid: 9, rusName: 'Плитка', path: 'plitka', url: '/plitka', children: [] };
    renderCatalog('/plitka', [categoryMock('plitka', tiles), productsMock(location, PRODUCTS, 3)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Плитка' })).toBeInTheDocument();
    expect(location.filterLookup).toBeNull();
    expect(screen.queryByRole('region', { name: 'Фильтры' })).not.toBeInTheDocument();
    // An unexpected filterCountAll request would meet no mock and MockLink would warn.
    expect(consoleWarn).not.toHaveBeenCalled();
  });

  it('an empty result says «Ничего не нашлось» with a link that resets the filters', async () => {
    renderCatalog('/smesiteli/grohe', pageMocks('/smesiteli/grohe', '', { products: [], count: 0 }));
    await title();
    expect(screen.getByText('0 товаров')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ничего не нашлось' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'сбросьте все' })).toHaveAttribute('href', '/smesiteli');
    expect(screen.queryByRole('list', { name: 'Товары: Смесители' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Страницы каталога' })).not.toBeInTheDocument();
  });

  it('a page past the last says so and links to the first page', async () => {
    renderCatalog('/smesiteli/grohe?page=5', pageMocks('/smesiteli/grohe', '?page=5', { products: [] }));
    await title();
    expect(screen.getByRole('heading', { level: 2, name: 'На этой странице товаров нет' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти на первую страницу' })).toHaveAttribute(
      'href',
      '/smesiteli/grohe',
    );
  });

  it('while the next filter loads, the previous list stays on screen and the clicked box stays checked', async () => {
    const user = userEvent.setup();
    const next = at('/smesiteli/grohe/hansgrohe');
    renderCatalog('/smesiteli/grohe', [
      ...pageMocks('/smesiteli/grohe'),
      { ...productsMock(next, PRODUCTS.slice(0, 1), 1), delay: Infinity },
      { ...countsMock(next, ENTRIES), delay: Infinity },
    ]);
    await title();
    // The panel comes with its own answer, maybe after the list's.
    await user.click(await screen.findByRole('checkbox', { name: /^Hansgrohe/ }));

    expect(screen.getByRole('region', { name: 'Список товаров' })).toHaveAttribute('aria-busy', 'true');
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('Загружаем каталог…')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Hansgrohe/ })).toBeChecked();
  });

  it('the next filter replaces the list once it has come', async () => {
    const user = userEvent.setup();
    const next = at('/smesiteli/grohe/hansgrohe');
    const chosen = ENTRIES.map((entry) =>
      entry.name === 'hansgrohe' ? { ...entry, dilemma: true, dilemmaRemoveOption: '/smesiteli/grohe' } : entry,
    );
    const { router } = renderCatalog('/smesiteli/grohe', [
      ...pageMocks('/smesiteli/grohe'),
      productsMock(next, PRODUCTS.slice(0, 1), 1),
      countsMock(next, chosen),
    ]);
    await title();
    // The panel comes with its own answer, maybe after the list's.
    await user.click(await screen.findByRole('checkbox', { name: /^Hansgrohe/ }));
    expect(router.state.location.pathname).toBe('/smesiteli/grohe/hansgrohe');
    expect(await screen.findByText('1 товар')).toBeInTheDocument();
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Список товаров' })).toHaveAttribute('aria-busy', 'false');
    // The filter counts are an answer of their own: the chip comes with them, maybe after the list.
    expect(await screen.findByRole('link', { name: 'Убрать фильтр Бренд: Hansgrohe' })).toHaveAttribute(
      'href',
      '/smesiteli/grohe',
    );
    expect(screen.getByRole('checkbox', { name: /^Hansgrohe/ })).toBeChecked();
  });

  it('a second filter click while the first still loads opens its address and asks for its list at once', async () => {
    const user = userEvent.setup();
    // The API sends the panel's order with the category entry: the page computes filter URLs itself.
    const panel = ENTRIES.map((entry) =>
      entry.valTypeCat === 'category' ? { ...entry, optionsToFilter: [4, 10] } : entry,
    );
    const first = at('/smesiteli/grohe/hansgrohe');
    const second = at('/smesiteli/grohe/hansgrohe/vitra');
    // The second answer says what the API would: both brands chosen (it may come before the checks below).
    const bothChosen = panel.map((entry) =>
      entry.name === 'hansgrohe' || entry.name === 'vitra' ? { ...entry, dilemma: true } : entry,
    );
    const { router } = renderCatalog('/smesiteli/grohe', [
      ...pageMocks('/smesiteli/grohe', '', { entries: panel }),
      { ...productsMock(first, PRODUCTS.slice(0, 1), 1), delay: Infinity },
      { ...countsMock(first, panel), delay: Infinity },
      productsMock(second, PRODUCTS.slice(0, 2), 2),
      countsMock(second, bothChosen),
    ]);
    await title();
    // The panel comes with its own answer, maybe after the list's.
    await user.click(await screen.findByRole('checkbox', { name: /^Hansgrohe/ }));
    expect(router.state.location.pathname).toBe('/smesiteli/grohe/hansgrohe');
    // The first answer never comes: the second click does not wait for it.
    await user.click(screen.getByRole('checkbox', { name: /^Vitra/ }));
    expect(router.state.location.pathname).toBe('/smesiteli/grohe/hansgrohe/vitra');
    expect(screen.getByRole('checkbox', { name: /^Hansgrohe/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Vitra/ })).toBeChecked();
    expect(await screen.findByText('2 товара')).toBeInTheDocument();
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(2);
  });
  it('changes made in one burst (replayed after the page got ready) keep each other: range, value, sort', async () => {
    const panel = ENTRIES.map((entry) =>
      entry.valTypeCat === 'category' ? { ...entry, optionsToFilter: [4, 10] } : entry,
    );
    const { router } = renderCatalog('/smesiteli/grohe', pageMocks('/smesiteli/grohe', '', { entries: panel }));
    await title();
    await screen.findByRole('checkbox', { name: /^Hansgrohe/ });
    act(() => {
      fireEvent.change(screen.getByRole('textbox', { name: 'Цена: от' }), { target: { value: '1000' } });
      fireEvent.change(screen.getByRole('textbox', { name: 'Цена: до' }), { target: { value: '9000' } });
      fireEvent.click(screen.getAllByRole('button', { name: 'Применить' })[0]!);
      fireEvent.click(screen.getByRole('checkbox', { name: /^Hansgrohe/ }));
      fireEvent.change(screen.getByLabelText('Сортировка:'), { target: { value: 'price-asc' } });
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/smesiteli/grohe/hansgrohe?price=1000-9000&sort=price-asc',
    );
  });
});
