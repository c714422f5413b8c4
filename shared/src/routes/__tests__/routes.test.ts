import { isCatalogPath } from '../../catalog-url';
import { SHOP_ROUTES, matchShopRoute, routesOwnedBy, serverRenderedPages } from '..';

describe('the route table', () => {
  it('leaves to the catalogue exactly the paths no other route claims', () => {
    for (const { path } of SHOP_ROUTES) {
      const first = path.split('/')[1] ?? '';
      if (path === '/*' || path === '/') continue;
      expect([path, isCatalogPath(`/${first}`)]).toEqual([path, false]);
    }
    expect(isCatalogPath('/smesiteli')).toBe(true);
  });

  it('names each remote’s routes and its server-rendered pages', () => {
    expect(routesOwnedBy('cart').map(({ path }) => path)).toEqual(['/cart/*']);
    expect(serverRenderedPages('catalog')).toEqual([
      { expose: 'HomePage', path: '/' },
      { expose: 'ProductPage', path: '/product/:nid' },
      { expose: 'CatalogPage', path: '/*' },
    ]);
  });

  it.each(['/smesiteli%zz', '/%E0%A4%A', '/product/%'])(
    'matches %s, which cannot be decoded, as the router would, without a warning on the console',
    (pathname) => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        expect(matchShopRoute(pathname)?.path).toBe(pathname.startsWith('/product/') ? '/product/:nid' : '/*');
        expect(warn).not.toHaveBeenCalled();
      } finally {
        warn.mockRestore();
      }
    },
  );
});
