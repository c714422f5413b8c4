/**
 * @jest-environment node
 */
import { SHOP_ROUTES, type ShopRoute } from '@shop/shared/routes';
import { SERVER_PAGES, renderPage } from '../render-page';

const HOME = { module: 'HomePage', pathname: '/', search: '' };
const answers = [{ index: 0, operation: 'getHomePage', data: { menu: [], sale: [] } }];

describe('renderPage', () => {
  it('renders a page from the answers it is given', () => {
    const fragment = renderPage({ ...HOME, entries: answers });
    expect(fragment?.html).toContain('<h1 id="home-title">Сантехника для ванной и кухни</h1>');
    expect(fragment?.head).toBe('');
  });

  it('gives the title and description the page names itself with, which only effects set in a browser', () => {
    const fragment = renderPage({ ...HOME, entries: answers });
    expect(fragment?.title).toBe('Интернет-магазин сантехники — Сантехника');
    expect(fragment?.description).toMatch(/^Сантехника для ванной и кухни: .* с 2002 года\.$/);
  });

  it('renders nothing for a module it does not render, or without all the answers', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(renderPage({ ...HOME, module: 'CartPage', entries: answers })).toBeNull();
    expect(renderPage({ ...HOME, module: 'toString', entries: answers })).toBeNull();
    expect(renderPage({ ...HOME, entries: [] })).toBeNull();
    // An answer that does not fit its query is as good as none.
    expect(renderPage({ ...HOME, entries: [{ index: 0, data: { unexpected: true } }] })).toBeNull();
    // A search page starts with no answers of the shell's: the browser renders it.
    expect(renderPage({ module: 'CatalogPage', pathname: '/search', search: '?q=смеситель', entries: [] })).toBeNull();
  });
});

describe('the catalogue server renders exactly the server-rendered routes of the route table', () => {
  it('has a page for each of them and for no other', () => {
    const routes: readonly ShopRoute[] = SHOP_ROUTES;
    const table = routes.filter((route) => route.module?.startsWith('catalog/'));
    const rendered = Object.fromEntries(
      Object.entries(SERVER_PAGES).map(([expose, { route }]) => [`catalog/${expose}`, route]),
    );
    expect(rendered).toEqual(
      Object.fromEntries(table.filter((route) => route.serverRendered).map((route) => [route.module, route.path])),
    );
    for (const route of table.filter((item) => !item.serverRendered)) {
      expect(
        renderPage({
          module: route.module?.slice('catalog/'.length) ?? '',
          pathname: '/',
          search: '',
          entries: answers,
        }),
      ).toBeNull();
    }
  });
});
