import { isCatalogPath } from '../../catalog-url';
import { SHOP_ROUTES, routesOwnedBy, serverRenderedPages } from '..';

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
});
