import type { ApolloClient } from '@shop/shared/apollo';
import { PAGE_DATA_ELEMENT_ID, parsePageData, writePageData, type PageQuery } from '@shop/shared/page-data';

/**
 * How long after start a page with first queries takes them from the cache (answers fetched a
 * moment ago) instead of asking again at once: the client's `ssrForceFetchDelay`.
 */
export const FRESH_PAGE_DATA_MS = 5_000;

/**
 * Starts the page's first queries before its module has arrived: answers the shell's server
 * put into the HTML go straight into the cache; the rest are sent now, and the page joins them.
 * `queries` are `pageQueries(...)` of `address` (path and query string). Returns whether any
 * answer came with the HTML.
 */
export function primePageData(
  client: ApolloClient,
  queries: readonly PageQuery[],
  address: string,
  doc: Document = document,
): boolean {
  const element = doc.getElementById(PAGE_DATA_ELEMENT_ID);
  const entries = parsePageData(element?.textContent, address);
  element?.remove();
  const written = writePageData(client, queries, entries);
  queries.forEach(({ query, variables }, index) => {
    if (!written.has(index)) client.query({ query, variables }).catch(() => undefined);
  });
  return written.size > 0;
}
