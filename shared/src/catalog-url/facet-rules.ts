import {
  appendRange,
  keepSort,
  rangeClickUrl,
  sameRange,
  valueClickUrl,
  type CatalogChoice,
  type CatalogUrlRules,
  type UrlOption,
} from './catalog-links';
import { urlOptionsToFilter } from './catalog-slugs';
import { parseCatalogLocation } from './catalog-location';
import { readCatalogChoice } from './read-catalog-url';

/** The fields of a filterCountAll entry the facet rules read. */
export interface FacetOnScreen {
  valTypeCat: string;
  optionColName: string;
  optionColNid: number;
  /** A value's name; the category entry's: its category's path. */
  name?: string | null;
  /** The category entry's: the panel's option nids in order. */
  optionsToFilter: readonly number[];
}

/**
 * The URL rules of the category at `location` as far as the facets on screen tell them: the
 * options and values shown (in the API's order, which is the catalogue's), the panel's order
 * from the category entry, the path options from the category's slug. Null when the facets are
 * not of this category (or there are none yet), or do not give the panel's order.
 */
export function facetUrlRules(pathname: string, facets: readonly FacetOnScreen[]): CatalogUrlRules | null {
  const location = parseCatalogLocation(pathname);
  const category = facets.find((facet) => facet.valTypeCat === 'category');
  if (!location || !category) return null;
  const slug = location.subCategorySlug ?? location.categorySlug;
  if (category.name !== slug) return null;
  const options = new Map<string, UrlOption & { values: string[] }>();
  const names = new Map<number, string>();
  for (const facet of facets) {
    if (facet.valTypeCat !== 'select' && facet.valTypeCat !== 'range') continue;
    names.set(facet.optionColNid, facet.optionColName);
    const option = options.get(facet.optionColName) ?? {
      name: facet.optionColName,
      kind: facet.valTypeCat,
      values: [],
    };
    options.set(facet.optionColName, option);
    if (option.kind === 'select' && facet.name) option.values.push(facet.name);
  }
  // Without the panel's order (an API that does not send it), the query's order is unknown.
  if ([...names.keys()].some((nid) => !category.optionsToFilter.includes(nid))) return null;
  const named = (nids: readonly number[]) => nids.flatMap((nid) => names.get(nid) ?? []);
  return {
    categoryPath: location.subCategorySlug
      ? [location.categorySlug, location.subCategorySlug]
      : [location.categorySlug],
    pathOptions: named(urlOptionsToFilter(slug)),
    panelOptions: named(category.optionsToFilter),
    option: (name) => options.get(name),
  };
}

/** What a page's address chooses, read with the facets on screen: null when they cannot tell all of it. */
export function choiceOnScreen(
  pathname: string,
  search: string,
  facets: readonly FacetOnScreen[],
): { rules: CatalogUrlRules; choice: CatalogChoice } | null {
  const rules = facetUrlRules(pathname, facets);
  const location = parseCatalogLocation(pathname, search);
  if (!rules || !location) return null;
  const { choice } = readCatalogChoice(rules, location.optionSegments, location.filters);
  return choice ? { rules, choice } : null;
}

/** The fields of a filterCountAll entry a click on it reads. */
export interface FacetWithLinks extends FacetOnScreen {
  _id: string;
  dilemma: boolean;
  selectedMin: number | null;
  selectedMax: number | null;
  urlOptionsToFilter: string;
  dilemmaRemoveOption?: string | null;
}

/** A click on the filter panel: a value ticked or not, or a range's bounds applied (both null: open). */
export type FacetClick =
  | { kind: 'value'; id: string; checked: boolean }
  | { kind: 'range'; id: string; min: number | null; max: number | null };

/**
 * The address a click on a facet opens, computed from the page's address as the facets on
 * screen read it (`onScreen`, see choiceOnScreen), keeping its sort. Null when it is so already,
 * or no facet has that id.
 */
export function facetClickUrl(
  click: FacetClick,
  facets: readonly FacetWithLinks[],
  onScreen: { rules: CatalogUrlRules; choice: CatalogChoice },
  search: string,
): string | null {
  const facet = facets.find((item) => item._id === click.id);
  if (!facet) return null;
  const { rules, choice } = onScreen;
  const url =
    click.kind === 'value'
      ? facet.name
        ? valueClickUrl(rules, choice, facet.optionColName, facet.name, click.checked)
        : null
      : rangeClickUrl(rules, choice, facet.optionColName, { min: click.min, max: click.max });
  return url === null ? null : keepSort(url, search);
}

/**
 * The address a click opens from the facet's own links (the API's, for the address they were
 * counted for), keeping the sort of `search`: for addresses the facets cannot tell (a value of an
 * option off the panel). Null when it is so already, or no facet has that id.
 */
export function facetLinkUrl(click: FacetClick, facets: readonly FacetWithLinks[], search: string): string | null {
  const facet = facets.find((item) => item._id === click.id);
  if (!facet) return null;
  if (click.kind === 'value') {
    if (facet.dilemma === click.checked) return null;
    return keepSort(
      click.checked ? facet.urlOptionsToFilter : (facet.dilemmaRemoveOption ?? facet.urlOptionsToFilter),
      search,
    );
  }
  const range = { min: click.min, max: click.max };
  if (sameRange({ min: facet.selectedMin, max: facet.selectedMax }, range)) return null;
  const open = range.min === null && range.max === null;
  return keepSort(
    open ? facet.urlOptionsToFilter : appendRange(facet.urlOptionsToFilter, facet.optionColName, range),
    search,
  );
}
