import {
  CATALOG_PAGE_SIZE,
  parseCatalogLocation,
  pathSegments,
  productNidOfPath,
  withView,
} from '@shop/shared/catalog-url';
import type { GetCategoryQuery, GetProductQuery, GetProductsQuery } from '@shop/shared/graphql';
import { matchShopRoute } from '@shop/shared/routes';
import type { PageDataAnswers } from './page-data';

/**
 * What a page's address comes to, told by its first answers (README: What the shop publishes for search engines):
 * its status, and where a 301 leads. A search engine trusts the status, not the words on the page: an unknown
 * category, filter value or product is a 404, not a «Страница не найдена» with 200.
 */
export type PageOutcome = { status: 200 | 404 | 410 } | { status: 301; location: string };

const FOUND: PageOutcome = { status: 200 };
const NOT_FOUND: PageOutcome = { status: 404 };

/** The data of the answer to an operation of the page's first queries, if it came. */
export function answerOf<Data>(answers: PageDataAnswers, operation: string): Data | undefined {
  return answers.entries.find((entry) => entry.operation === operation)?.data as Data | undefined;
}

/** Whether two catalogue addresses name the same filter: the same path segments and parameters, however encoded. */
function sameFilter(a: string, b: string): boolean {
  const parts = (url: string) => {
    const at = url.indexOf('?');
    const path = at === -1 ? url : url.slice(0, at);
    return JSON.stringify([pathSegments(path), [...new URLSearchParams(at === -1 ? '' : url.slice(at))]]);
  };
  return parts(a) === parts(b);
}

/**
 * A page's outcome from its answers. A product: 404 when unknown, 410 when taken off sale (its card still shows,
 * «Снят с продажи»). A catalogue page: 404 for a path that is no catalogue address, an unknown category or filter
 * value, a bad filter (the API refuses them) or a page beyond the last; a 301 to the canonical spelling of its
 * filter (path filters in order, values of one option together) with its sort and page. Anything the answers do
 * not tell (the API slow or down) is a 200: the page then finds out in the browser.
 */
export function pageOutcome(pathname: string, search: string, answers: PageDataAnswers): PageOutcome {
  switch (matchShopRoute(pathname)?.data) {
    case 'product': {
      if (productNidOfPath(pathname) === null) return NOT_FOUND;
      const answer = answerOf<GetProductQuery>(answers, 'getProduct');
      if (!answer) return FOUND;
      if (!answer.product) return NOT_FOUND;
      return answer.product.onSale ? FOUND : { status: 410 };
    }
    case 'catalog': {
      const location = parseCatalogLocation(pathname, search);
      if (!location) return NOT_FOUND;
      if (answers.refused.some((code) => code === 'NOT_FOUND' || code === 'BAD_USER_INPUT')) return NOT_FOUND;
      if (answerOf<GetCategoryQuery>(answers, 'getCategory')?.category === null) return NOT_FOUND;
      const list = answerOf<GetProductsQuery>(answers, 'getProducts');
      if (!list) return FOUND;
      const address = list.catalogAddress;
      if (address && !sameFilter(address.url, location.url)) {
        return { status: 301, location: withView(address.url, search) };
      }
      const lastPage = Math.max(1, Math.ceil(list.productsCount / CATALOG_PAGE_SIZE));
      return location.page > lastPage ? NOT_FOUND : FOUND;
    }
    default:
      return FOUND;
  }
}
