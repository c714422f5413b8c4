import { isValidElement, type ReactElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { REMOTE_MODULES } from '@shop/shared/frontends';
import { pageQueries } from '@shop/shared/page-data';
import { SHOP_ROUTES, matchShopRoute, type ShopRoute } from '@shop/shared/routes';
import { BackofficeGate } from '../../features/backoffice-gate/backoffice-gate';
import { STATIC_PAGES } from '../../features/static-pages/static-pages';
import { RemoteSlot } from '../../remotes/remote-slot';
import { remoteModulesFor, routeRemoteModule } from '../route-remotes';
import { ROUTES } from '../router';

/** An address of each route of the table; a route added without one fails the first test. */
const EXAMPLES: Record<string, string> = {
  '/': '/',
  '/product/:nid': '/product/15',
  '/search': '/search',
  '/auth': '/auth',
  '/cart/*': '/cart/checkout',
  '/contacts': '/contacts',
  '/company': '/company',
  '/return': '/return',
  '/guarantee': '/guarantee',
  '/payment': '/payment',
  '/delivery': '/delivery',
  '/dmn/*': '/dmn/buyer-orders/7',
  '/*': '/smesiteli/dlya-rakovini/grohe',
};

const ROUTE_CASES = SHOP_ROUTES.map((route: ShopRoute) => [route.path, route] as const);

/** The element the shell's router renders as the page at a path (the deepest match). */
function pageElement(pathname: string): ReactElement {
  const element = matchRoutes(ROUTES, pathname)?.at(-1)?.route.element;
  if (!isValidElement(element)) throw new Error(`No page at ${pathname}`);
  return element;
}

describe('the route table (@shop/shared/routes) resolves the same everywhere', () => {
  it('has an example address for every route', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual(SHOP_ROUTES.map(({ path }) => path).sort());
  });

  it.each(ROUTE_CASES)('%s: the router renders its page', (path, route) => {
    const example = EXAMPLES[path] ?? '';
    expect(matchShopRoute(example)).toBe(route);
    const element = pageElement(example);
    if (route.shellPage) {
      expect(element.type).toBe(STATIC_PAGES[route.shellPage]);
      return;
    }
    const slot = (route.gated ? (element.props as { children: ReactElement }).children : element) as ReactElement<{
      id: string;
    }>;
    if (route.gated) expect(element.type).toBe(BackofficeGate);
    expect(slot.type).toBe(RemoteSlot);
    expect(slot.props.id).toBe(route.module);
    expect(Object.keys(REMOTE_MODULES)).toContain(route.module);
  });

  it.each(ROUTE_CASES)('%s: the preloader picks its owning remote', (path, route) => {
    const example = EXAMPLES[path] ?? '';
    const expected = route.module && !route.gated ? route.module : null;
    expect(routeRemoteModule(example)).toBe(expected);
    expect(remoteModulesFor(example)[0]).toBe(expected ?? 'cart/CartButton');
  });

  it.each(ROUTE_CASES)('%s: the page data knows what it asks first', (path, route) => {
    const queries = pageQueries(EXAMPLES[path] ?? '', '');
    expect(queries.length > 0).toBe(route.data !== undefined);
  });
});
