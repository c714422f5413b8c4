import { ALWAYS_MOUNTED, type RemoteModuleId } from '../remotes/remote-modules';

/** Shell pages that need no remote module (spec §2 static pages). */
const STATIC_PAGES = new Set(['contacts', 'company', 'return', 'guarantee', 'payment', 'delivery']);

/**
 * The federated module a path's page mounts, by the root routes of spec §2; null for the
 * shell's own pages and for /dmn (behind a role gate: fetched only once the gate opens).
 * Pure, so the shell's server can preload what a page will need before any script runs.
 */
export function routeRemoteModule(pathname: string): RemoteModuleId | null {
  const segments = pathname.split('/').filter(Boolean);
  const [first, second] = segments;
  if (first === undefined) return 'catalog/HomePage';
  if (first === 'product' && second !== undefined && segments.length === 2) return 'catalog/ProductPage';
  // Every /cart/... page belongs to the cart remote (cart, checkout, order; its own 404).
  if (first === 'cart') return 'cart/CartPage';
  if (segments.length === 1) {
    if (first === 'search') return 'catalog/SearchPage';
    if (first === 'auth') return 'auth/AuthPage';
    if (STATIC_PAGES.has(first)) return null;
  }
  if (first === 'dmn') return null;
  return 'catalog/CatalogPage';
}

/** The modules a page at this path needs at once: its route's remote and the header's. */
export function remoteModulesFor(pathname: string): RemoteModuleId[] {
  const routeModule = routeRemoteModule(pathname);
  return routeModule ? [routeModule, ...ALWAYS_MOUNTED] : [...ALWAYS_MOUNTED];
}
