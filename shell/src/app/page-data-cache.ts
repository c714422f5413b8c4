import type { ApolloClient } from '@shop/shared/apollo';
import { PAGE_DATA_ELEMENT_ID, parsePageData, type PageQuery } from '@shop/shared/page-data';

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
export function primePageData(client: ApolloClient, queries: readonly PageQuery[], address: string, doc: Document = document): boolean {
  const element = doc.getElementById(PAGE_DATA_ELEMENT_ID);
  const entries = parsePageData(element?.textContent, address);
  element?.remove();
  const written = new Set<number>();
  for (const { index, data } of entries) {
    const page = queries[index];
    if (!page) continue;
    try {
      client.writeQuery({ query: page.query, variables: page.variables, data });
      // An answer that does not fit the query (an older server) leaves it incomplete.
      if (client.readQuery({ query: page.query, variables: page.variables }) === null) throw new Error('incomplete');
      written.add(index);
    } catch (error) {
      console.warn('Page data did not fit its query; fetching it', error);
    }
  }
  queries.forEach(({ query, variables }, index) => {
    if (!written.has(index)) client.query({ query, variables }).catch(() => undefined);
  });
  return written.size > 0;
}
