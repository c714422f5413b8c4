// The shop's one route table (requirements §2: the root routes). The shell's router, the
// remote preloading (the shell's route-remotes), the page data (@shop/shared/page-data) and the
// catalogue's server render are all derived from it; a test ties each of them to it.
import { matchRoutes } from '@shop/shared/router';
import type { RemoteModuleId, RemoteName } from '../frontends';

/** The shell's own text pages, mounted by name (the shell maps each to its component). */
export type ShellPageName = 'contacts' | 'company' | 'return' | 'guarantee' | 'payment' | 'delivery';

/** What a page asks the API first, so the shell's server can send it early (page data). */
export type PageDataKind = 'home' | 'product' | 'catalog';

export interface ShopRoute {
  /** The path pattern as react-router matches it (it ranks patterns: order does not decide). */
  path: string;
  /** The federated module mounted there; the remote owning it owns the route. */
  module?: RemoteModuleId;
  /** Or one of the shell's own pages. */
  shellPage?: ShellPageName;
  /** Behind the back-office role gate: its module is fetched only once the gate lets the visitor in. */
  gated?: boolean;
  /** The queries the page makes first; none when absent. */
  data?: PageDataKind;
  /** The owning remote's server renders the page's first screen (server rendering). */
  serverRendered?: boolean;
}

/** The root routes. Any path not matched earlier is a catalogue path. */
export const SHOP_ROUTES = [
  { path: '/', module: 'catalog/HomePage', data: 'home', serverRendered: true },
  { path: '/product/:nid', module: 'catalog/ProductPage', data: 'product', serverRendered: true },
  { path: '/search', module: 'catalog/SearchPage' },
  { path: '/auth', module: 'auth/AuthPage' },
  // The cart remote routes its own pages: the cart, checkout and order confirmation (and its 404).
  { path: '/cart/*', module: 'cart/CartPage' },
  { path: '/contacts', shellPage: 'contacts' },
  { path: '/company', shellPage: 'company' },
  { path: '/return', shellPage: 'return' },
  { path: '/guarantee', shellPage: 'guarantee' },
  { path: '/payment', shellPage: 'payment' },
  { path: '/delivery', shellPage: 'delivery' },
  { path: '/dmn/*', module: 'backoffice/BackofficeApp', gated: true },
  { path: '/*', module: 'catalog/CatalogPage', data: 'catalog', serverRendered: true },
] as const satisfies readonly ShopRoute[];

export type ShopRouteEntry = (typeof SHOP_ROUTES)[number];

const MATCHABLE = SHOP_ROUTES.map((route) => ({ path: route.path, handle: route as ShopRoute }));

/** Whether a path's escapes decode (`/smesiteli%zz`, `/%E0%A4%A` do not): only such a path can be a page. */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * A path as react-router matches it. The router decodes a path's escapes first and, when it
 * cannot, warns on the console and matches the path as it came: here such a path has its `%`
 * escaped instead, which the router decodes back to the same characters without a word. A
 * stranger's malformed addresses are then answered as before (the catalogue's 404) without a
 * line of the server's output each.
 */
const routerPath = (pathname: string) => (isDecodablePath(pathname) ? pathname : pathname.replace(/%/g, '%25'));

/** The route a path opens, as the shell's router decides it (react-router's own matching). */
export function matchShopRoute(pathname: string): ShopRoute | null {
  const matches = matchRoutes(MATCHABLE, routerPath(pathname));
  return matches?.[matches.length - 1]?.route.handle ?? null;
}

/**
 * The federated module a path's page mounts; null for the shell's own pages and for a gated
 * route (fetched only once the gate opens).
 */
export function routeRemoteModule(pathname: string): RemoteModuleId | null {
  const route = matchShopRoute(pathname);
  return route?.module && !route.gated ? route.module : null;
}

/** The routes whose pages a remote's modules mount. */
export function routesOwnedBy(remote: RemoteName): ShopRoute[] {
  return SHOP_ROUTES.filter((route: ShopRoute) => route.module?.startsWith(`${remote}/`));
}

/** The exposed names of a remote's pages that its server renders, with the route of each. */
export function serverRenderedPages(remote: RemoteName): { expose: string; path: string }[] {
  return routesOwnedBy(remote)
    .filter((route) => route.serverRendered)
    .map((route) => ({ expose: (route.module ?? '').slice(remote.length + 1), path: route.path }));
}
