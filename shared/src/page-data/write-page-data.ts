import type { ApolloClient } from '../apollo';
import type { PageQuery } from './page-queries';
import type { PageDataEntry } from './page-data-island';

/**
 * Writes a page's answers into an Apollo cache: each entry to its query in `queries` (the
 * `pageQueries(...)` of the address they were fetched for). Returns the indexes written; an
 * answer that does not fit its query (an older server) is left out.
 */
export function writePageData(
  client: ApolloClient,
  queries: readonly PageQuery[],
  entries: readonly PageDataEntry[],
): Set<number> {
  const written = new Set<number>();
  for (const { index, data } of entries) {
    const page = queries[index];
    if (!page) continue;
    try {
      client.writeQuery({ query: page.query, variables: page.variables, data });
      if (client.readQuery({ query: page.query, variables: page.variables }) === null) throw new Error('incomplete');
      written.add(index);
    } catch (error) {
      console.warn('Page data did not fit its query', error);
    }
  }
  return written;
}
