import { matchRoutes } from 'react-router-dom';
import { remoteModulesFor, routeRemoteModule } from '../route-remotes';
import { ROUTES, type RouteHandle } from '../router';

/** What the router itself mounts at a path (the handle of the deepest matching route). */
function mountedBy(pathname: string) {
  const handles = (matchRoutes(ROUTES, pathname) ?? []).map((match) => match.route.handle as RouteHandle | undefined);
  const handle = handles.reverse().find((item) => item?.remote);
  return handle && !handle.gated ? handle.remote : null;
}

describe('routeRemoteModule (the server preloads what the router will mount)', () => {
  it.each([
    ['/', 'catalog/HomePage'],
    ['/product/15', 'catalog/ProductPage'],
    ['/search', 'catalog/SearchPage'],
    ['/auth', 'auth/AuthPage'],
    ['/cart', 'cart/CartPage'],
    ['/cart/', 'cart/CartPage'],
    ['/cart/checkout', 'cart/CartPage'],
    ['/cart/order/10001', 'cart/CartPage'],
    ['/cart/x', 'cart/CartPage'],
    ['/contacts', null],
    ['/company', null],
    ['/return', null],
    ['/guarantee', null],
    ['/payment', null],
    ['/delivery', null],
    ['/dmn', null],
    ['/dmn/buyer-orders/7', null],
    ['/smesiteli', 'catalog/CatalogPage'],
    ['/smesiteli/dlya-rakovini/grohe', 'catalog/CatalogPage'],
    ['/contacts/extra', 'catalog/CatalogPage'],
    ['/product', 'catalog/CatalogPage'],
    ['/product/1/2', 'catalog/CatalogPage'],
    ['/cartridges', 'catalog/CatalogPage'],
  ])('%s -> %s, as the router decides', (path, expected) => {
    expect(routeRemoteModule(path)).toBe(expected);
    expect(mountedBy(path)).toBe(expected);
  });

  it('adds the header modules to every page', () => {
    expect(remoteModulesFor('/contacts')).toEqual(['cart/CartButton', 'auth/UserMenu', 'auth/AuthRuntime']);
    expect(remoteModulesFor('/')).toEqual(['catalog/HomePage', 'cart/CartButton', 'auth/UserMenu', 'auth/AuthRuntime']);
  });
});
