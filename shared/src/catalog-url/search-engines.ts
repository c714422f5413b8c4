import type { CatalogChoice, CatalogUrlRules } from './catalog-links';
import { pageFromSearch } from './catalog-location';
import { withView } from './catalog-sort';
import { isPictureAddress } from './picture-address';

/**
 * What the catalogue tells search engines (docs/decisions/0009-search-engines.md). One rule set: the API judges a
 * filter by it for the sitemaps and for the page's own address, the shell's server writes the page's canonical
 * link and robots directive by it.
 */

/**
 * The most path filters an indexed catalogue page has. A category with a brand and a type (`/smesiteli/grohe/
 * dlya-rakovini`) is a search people make and a list worth a page of its own; a third filter, or two values of one
 * option, is a refinement nobody searches for, and there are combinatorially many of them.
 */
export const INDEXED_PATH_FILTERS = 2;

/** The robots directives of a page: in the index, or left out of it while its links are followed. */
export type Robots = 'index,follow' | 'noindex,follow';

export const INDEX: Robots = 'index,follow';
export const NO_INDEX: Robots = 'noindex,follow';

/**
 * Whether a filter names a page for the index: only values of path options (no query filter, no range), at most
 * INDEXED_PATH_FILTERS options, one value each.
 */
export function isIndexedChoice(rules: CatalogUrlRules, choice: CatalogChoice): boolean {
  if ([...choice.ranges.values()].some((range) => range.min !== null || range.max !== null)) return false;
  let options = 0;
  for (const [option, values] of choice.values) {
    if (values.length === 0) continue;
    if (!rules.pathOptions.includes(option) || values.length > 1) return false;
    options += 1;
  }
  return options <= INDEXED_PATH_FILTERS;
}

/** A catalogue page's address as the API reads it: its canonical spelling (no page, no sort), and whether it is indexed. */
export interface CatalogAddress {
  url: string;
  indexable: boolean;
}

/** What a page tells search engines: the address it stands for, and whether to index it. */
export interface PageIndexing {
  /** A path with its query, on the shop's origin. */
  canonical: string;
  robots: Robots;
}

/**
 * A catalogue page's canonical link and robots directive. The sort shows the same products: it points at the page
 * without it. A page beyond the first, a filter that is not indexed (address.indexable) and a page with no products
 * stand for themselves and stay out of the index, their links followed.
 */
export function catalogPageIndexing(address: CatalogAddress, search: string, productsCount: number): PageIndexing {
  const page = pageFromSearch(search);
  const canonical = withView(address.url, `page=${page}`);
  return { canonical, robots: address.indexable && page === 1 && productsCount > 0 ? INDEX : NO_INDEX };
}

/**
 * Where the API publishes, on the shop's origin (the shell's server passes these paths on): the sitemap index, the
 * sitemap files it names (`/sitemaps/products-1.xml`) and the Yandex Market feed.
 */
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const SITEMAPS_PREFIX = '/sitemaps/';
export const YML_FEED_PATH = '/yml.xml';

/** Whether a path is one of those the API publishes for search engines and marketplaces. */
export const isPublishedFeedPath = (pathname: string): boolean =>
  pathname === SITEMAP_INDEX_PATH || pathname === YML_FEED_PATH || pathname.startsWith(SITEMAPS_PREFIX);

/** How wide, in pixels, the raster rendition of a picture the shop draws is: Yandex Market enlarges from 600. */
export const RASTER_PICTURE_WIDTH = 800;

/** The kinds of picture the shop draws, each as `/media/<kind>/<name>.svg` and `.png` (api/src/media). */
export const DRAWN_PICTURE_KINDS = ['products', 'categories', 'schemes'] as const;
export type DrawnPictureKind = (typeof DRAWN_PICTURE_KINDS)[number];

const DRAWN_PICTURE = new RegExp(`^/media/(?:${DRAWN_PICTURE_KINDS.join('|')})/[^/?#]+\\.svg$`);

/**
 * The address of a picture as link previews, sharing cards and Yandex Market take it: a picture the shop draws
 * (`/media/<kind>/<name>.svg`, which none of them shows) as its PNG rendition, anything else (a photo) as it is.
 */
export function rasterPicture(url: string): string {
  return DRAWN_PICTURE.test(url) ? `${url.slice(0, -4)}.png` : url;
}

/**
 * A stored picture as the shop publishes it (the feed, a page's head): its raster address (rasterPicture), or null
 * for an address the picture rule refuses (isPictureAddress): one stored before the rule, or written to the database
 * by hand, is left out rather than sent on to every crawler and chat.
 */
export function publishedPicture(url: string): string | null {
  return isPictureAddress(url) ? rasterPicture(url) : null;
}
