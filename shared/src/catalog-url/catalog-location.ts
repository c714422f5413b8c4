import { isFilterableSlug, isReservedSegment, isSubCategory } from './catalog-slugs';

/** Products per catalogue page (requirements §9). */
export const CATALOG_PAGE_SIZE = 18;
/** Query parameters that set how a list is shown, not what is in it: never filters. */
export const VIEW_PARAMS: readonly string[] = ['page', 'sort'];
/** Marker that ends the filter-count lookup string (requirements §2). */
export const FILTER_LOOKUP_MARKER = 'splithh:';

export type CatalogFilters = Record<string, string[]>;

/** A catalogue path taken apart by the rules of requirements §2. */
export interface CatalogLocation {
  /** Decoded path segments, e.g. ['smesiteli', 'dlya-rakovini', 'grohe']. */
  segments: string[];
  /** The first segment: the category key. */
  categorySlug: string;
  /** The second segment when the first two form a sub-category key. */
  subCategorySlug: string | null;
  /** The segments after the category (and sub-category): filter option value names. */
  optionSegments: string[];
  /** Page number from `?page=`, default 1. */
  page: number;
  /** 18 x (page - 1). */
  skip: number;
  limit: number;
  /** Every query parameter but the view ones (`page`, `sort`). */
  filters: CatalogFilters;
  /** The `url` variable of getProducts: the path plus the other query parameters. */
  url: string;
  /** The `url` variable of filterCountAll, or null when the slug has no filters. */
  filterLookup: string | null;
}

/** Splits a pathname into decoded segments; null when a segment is not valid percent-encoding. */
export function pathSegments(pathname: string): string[] | null {
  try {
    return pathname
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/** Any path whose first segment is not reserved is a catalogue path; `/` is the home page. */
export function isCatalogPath(pathname: string): boolean {
  const first = pathSegments(pathname)?.[0];
  return first !== undefined && !isReservedSegment(first);
}

/** `?page=N`: a whole number from 1; anything else means page 1. */
export function pageFromSearch(search: string | URLSearchParams): number {
  const raw = new URLSearchParams(search).get('page');
  if (raw === null || !/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** How many products to skip for a page: 18 x (page - 1). */
export function skipForPage(page: number): number {
  return CATALOG_PAGE_SIZE * (Math.max(1, Math.trunc(page)) - 1);
}

/**
 * Every query parameter except the view ones (`page`, `sort`), each with all its values. The
 * keys come from the visitor, so the object has no prototype: `__proto__` or `constructor` is
 * a parameter like any other (an unknown option), never Object's own.
 */
export function filtersFromSearch(search: string | URLSearchParams): CatalogFilters {
  const filters: CatalogFilters = Object.create(null) as CatalogFilters;
  for (const [key, value] of new URLSearchParams(search)) {
    if (VIEW_PARAMS.includes(key) || value === '') continue;
    (filters[key] ??= []).push(value);
  }
  return filters;
}

/** The getProducts `url`: the path with the filters (query parameters other than `page` and `sort`, none empty). */
export function productsUrl(pathname: string, search: string | URLSearchParams): string {
  const params = new URLSearchParams();
  for (const [key, values] of Object.entries(filtersFromSearch(search))) {
    for (const value of values) params.append(key, value);
  }
  const path = `/${(pathSegments(pathname) ?? []).map(encodeURIComponent).join('/')}`;
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The filterCountAll lookup string `/{slug}/splithh:`: the second segment when the first
 * two form a sub-category key, else the first; null when the first is not filterable.
 */
export function filterLookupUrl(segments: readonly string[]): string | null {
  const [first, second] = segments;
  if (first === undefined || !isFilterableSlug(first)) return null;
  const slug = isSubCategory(first, second) ? second : first;
  return `/${slug}/${FILTER_LOOKUP_MARKER}`;
}

/**
 * The filterCountAll `url` of a page: the lookup string followed by the page's selection, so
 * the counts answer for what is selected: `/dlya-rakovini/splithh:/grohe?color=belyj`.
 * Null when the category has no filters.
 */
export function filterCountsUrl(location: CatalogLocation): string | null {
  if (!location.filterLookup) return null;
  const path = location.optionSegments.map((segment) => `/${encodeURIComponent(segment)}`).join('');
  const queryAt = location.url.indexOf('?');
  return `${location.filterLookup}${path}${queryAt === -1 ? '' : location.url.slice(queryAt)}`;
}

/** Takes a catalogue location apart; null for the home page, a reserved path or a broken one. */
export function parseCatalogLocation(pathname: string, search: string | URLSearchParams = ''): CatalogLocation | null {
  const segments = pathSegments(pathname);
  const [categorySlug, second] = segments ?? [];
  if (!segments || categorySlug === undefined || isReservedSegment(categorySlug)) return null;
  const subCategorySlug = isSubCategory(categorySlug, second) ? (second ?? null) : null;
  const page = pageFromSearch(search);
  return {
    segments,
    categorySlug,
    subCategorySlug,
    optionSegments: segments.slice(subCategorySlug ? 2 : 1),
    page,
    skip: skipForPage(page),
    limit: CATALOG_PAGE_SIZE,
    filters: filtersFromSearch(search),
    url: productsUrl(pathname, search),
    filterLookup: filterLookupUrl(segments),
  };
}
