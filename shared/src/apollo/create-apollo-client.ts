import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { currentAuthToken } from './auth-token';

export interface ApolloClientOptions {
  /** GraphQL endpoint; the same-origin `/graphql` unless the runtime config says otherwise. */
  uri?: string;
  /** For tests and non-browser use. */
  fetch?: typeof fetch;
  /**
   * For this long after start, queries take what the cache holds instead of asking the network
   * at once (answers the page came with); after it, `cache-and-network` as always.
   */
  ssrForceFetchDelay?: number;
}

/**
 * The client every module uses. Cached data shows first, then the network refreshes it
 * (`cache-and-network`, spec §7). An HTTP status >= 300 fails the request with
 * "Response not successful: Received status code N" (Apollo's ServerError).
 */
export function createApolloClient({ uri = '/graphql', fetch, ssrForceFetchDelay = 0 }: ApolloClientOptions = {}) {
  const authLink = new SetContextLink(async (previous) => {
    const token = await currentAuthToken();
    if (!token) return {};
    return { headers: { ...previous.headers, authorization: `Bearer ${token}` } };
  });
  return new ApolloClient({
    link: ApolloLink.from([authLink, new HttpLink({ uri, ...(fetch ? { fetch } : {}) })]),
    cache: new InMemoryCache({
      typePolicies: {
        // A filter entry's _id names the option value, but its count, selection and URLs belong
        // to one filterCountAll answer: kept inside that answer, never merged across selections.
        FilterCount: { keyFields: false },
      },
    }),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' },
    },
    ssrForceFetchDelay,
  });
}
