import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  filterCountsUrl,
  isFilterableSlug,
  parseCatalogLocation,
  productNidOfPath,
  sortFromSearch,
  type CatalogLocation,
} from '../catalog-url';
import {
  FilterCountAllDocument,
  GetCategoryDocument,
  GetHomePageDocument,
  GetProductDocument,
  GetProductsDocument,
  type FilterCountAllQueryVariables,
  type GetCategoryQueryVariables,
  type GetProductsQueryVariables,
} from '../graphql/operations.generated';
import { matchShopRoute } from '../routes';

/** One query a page makes as it opens. */
export interface PageQuery {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query: TypedDocumentNode<any, any>;
  variables?: Record<string, unknown>;
}

/**
 * The queries of a catalogue page, with exactly the variables the page sends: the catalogue
 * remote renders with them and the shell starts them early, so both meet in one request.
 */
export function catalogPageQueries(location: CatalogLocation, search: string) {
  const products: GetProductsQueryVariables = {
    url: location.url,
    skip: location.skip,
    limit: location.limit,
    sort: [...sortFromSearch(search).sort],
  };
  const category: GetCategoryQueryVariables = { path: location.subCategorySlug ?? location.categorySlug };
  const countsUrl = isFilterableSlug(location.categorySlug) ? filterCountsUrl(location) : null;
  const counts: FilterCountAllQueryVariables | null = countsUrl === null ? null : { url: countsUrl };
  return { products, category, counts };
}

/**
 * What a page at this address asks the API first (home, product card, catalogue: the `data` of
 * its route in @shop/shared/routes), so the shell can send it while the page's module is still
 * on its way (contract shared with the catalogue).
 */
export function pageQueries(pathname: string, search: string): PageQuery[] {
  switch (matchShopRoute(pathname)?.data) {
    case 'home':
      return [{ query: GetHomePageDocument }];
    case 'product': {
      const nid = productNidOfPath(pathname);
      return nid === null ? [] : [{ query: GetProductDocument, variables: { nid } }];
    }
    case 'catalog': {
      const location = parseCatalogLocation(pathname, search);
      if (!location) return [];
      const { products, category, counts } = catalogPageQueries(location, search);
      return [
        { query: GetCategoryDocument, variables: category },
        { query: GetProductsDocument, variables: products },
        ...(counts ? [{ query: FilterCountAllDocument, variables: counts }] : []),
      ];
    }
    default:
      return [];
  }
}
