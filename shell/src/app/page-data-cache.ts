import type { ApolloClient } from '@shop/shared/apollo';
import { PAGE_DATA_ELEMENT_ID, pageQueries, parsePageData } from '@shop/shared/page-data';

/**
 * For this long after start the page's queries take what the cache has (answers fetched a
 * moment ago) instead of asking again at once; after it, `cache-and-network` as always.
 */
export const FRESH_PAGE_DATA_MS = 5_000;

/**
 * Starts the page's first queries before its module has arrived: answers the shell's server
 * put into the HTML go straight into the cache; the rest are sent now, and the page joins them.
 * Returns whether any answer came with the HTML. Until FRESH_PAGE_DATA_MS has passed the page
 * takes these answers from the cache rather than asking for them a second time.
 */
export function primePageData(client: ApolloClient, location: Pick<Location, 'pathname' | 'search'>, doc: Document = document): boolean {
  const queries = pageQueries(location.pathname, location.search);
  const element = doc.getElementById(PAGE_DATA_ELEMENT_ID);
  const entries = parsePageData(element?.textContent, location.pathname + location.search);
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
  if (queries.length > 0) {
    client.prioritizeCacheValues = true;
    setTimeout(() => {
      client.prioritizeCacheValues = false;
    }, FRESH_PAGE_DATA_MS);
  }
  return written.size > 0;
}
