import { pathSegments, VIEW_PARAMS } from '../catalog-url/catalog-location';
import { withView } from '../catalog-url/catalog-sort';
import { matchShopRoute } from './route-table';

/** Percent-decodes a query's key or value; null when it is not valid percent-encoding. */
function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * A catalogue query in its canonical spelling: the filters as they were written (an empty one left out), then the
 * sort when it is a known one other than popularity, then the page when it is beyond the first.
 */
function catalogSearch(search: string): string {
  const filters = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => {
      const [key = '', value = ''] = pair.split('=');
      const name = decoded(key);
      return name !== null && name !== '' && !VIEW_PARAMS.includes(name) && value !== '';
    });
  return withView(filters.length ? `?${filters.join('&')}` : '', search);
}

/**
 * Where a page's address is spelled otherwise than the shop spells it (requirements §2), the canonical spelling,
 * for a 301; null when it is spelled so, or when the route is one the shop does not spell (the cart's and the
 * back-office's own routers). The path: lower case, no trailing or doubled slash, each segment percent-encoded the
 * one way; a catalogue page's query: no empty filter, no `page=1`, no unknown sort, the view parameters last.
 * The result always starts with one slash (never `//host`): it goes into a Location header.
 */
export function canonicalSpelling(pathname: string, search: string): string | null {
  const segments = pathSegments(pathname);
  const route = segments && matchShopRoute(pathname);
  if (!segments || !route || route.gated || route.path === '/cart/*') return null;
  const path = `/${segments.map((segment) => encodeURIComponent(segment.toLowerCase())).join('/')}`;
  const query = route.data === 'catalog' ? catalogSearch(search) : search;
  const spelled = path + query;
  return spelled === pathname + search ? null : spelled;
}
