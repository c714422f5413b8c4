import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { OperationTypeNode } from 'graphql';
import { currentAuthToken } from './auth-token';
import { createShopCache } from './shop-cache';
import { createSubscriptionLink, webSocketUrlOf } from './subscription-link';

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
  /**
   * Where subscriptions go (graphql-ws); by default the endpoint's own URL with a ws(s) scheme.
   * Null: no subscriptions (and none either for a relative endpoint outside a browser).
   */
  webSocketUri?: string | null;
}

/** The subscriptions' URL, or null when there is no way to tell it. */
function subscriptionUrl(uri: string, webSocketUri: string | null | undefined): string | null {
  if (webSocketUri !== undefined) return webSocketUri;
  try {
    return webSocketUrlOf(uri, globalThis.location?.href);
  } catch {
    return null;
  }
}

/**
 * The client every module uses. Cached data shows first, then the network refreshes it
 * (`cache-and-network`, requirements §7). An HTTP status >= 300 fails the request with
 * "Response not successful: Received status code N" (Apollo's ServerError). Subscriptions go
 * over graphql-ws, the token in the socket's connection params.
 */
export function createApolloClient({
  uri = '/graphql',
  fetch,
  ssrForceFetchDelay = 0,
  webSocketUri,
}: ApolloClientOptions = {}) {
  const authLink = new SetContextLink(async (previous) => {
    const token = await currentAuthToken();
    if (!token) return {};
    return { headers: { ...previous.headers, authorization: `Bearer ${token}` } };
  });
  const httpLink = ApolloLink.from([authLink, new HttpLink({ uri, ...(fetch ? { fetch } : {}) })]);
  const wsUrl = subscriptionUrl(uri, webSocketUri);
  const isSubscription = (operation: ApolloLink.Operation) =>
    operation.operationType === OperationTypeNode.SUBSCRIPTION;
  return new ApolloClient({
    link: wsUrl ? ApolloLink.split(isSubscription, createSubscriptionLink(wsUrl), httpLink) : httpLink,
    cache: createShopCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' },
    },
    ssrForceFetchDelay,
  });
}
