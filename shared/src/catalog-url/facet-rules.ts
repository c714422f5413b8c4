import type { CatalogChoice, CatalogUrlRules, UrlOption } from './catalog-links';
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
 * not of this category (or there are none yet).
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
    const option = options.get(facet.optionColName) ?? { name: facet.optionColName, kind: facet.valTypeCat, values: [] };
    options.set(facet.optionColName, option);
    if (option.kind === 'select' && facet.name) option.values.push(facet.name);
  }
  const named = (nids: readonly number[]) => nids.flatMap((nid) => names.get(nid) ?? []);
  return {
    categoryPath: location.subCategorySlug ? [location.categorySlug, location.subCategorySlug] : [location.categorySlug],
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
