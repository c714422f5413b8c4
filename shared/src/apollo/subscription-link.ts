import { ApolloLink } from '@apollo/client';
import { Observable, type Subscription } from 'rxjs';
import { currentAuthToken } from './auth-token';

/**
 * The socket's connection params: the signed-in user's ID token as the API expects it (the
 * same `authorization` value as a request's header); none for an anonymous visitor. Asked
 * for every time a socket connects, so a reconnect carries a fresh token.
 */
export async function subscriptionConnectionParams(): Promise<Record<string, string>> {
  const token = await currentAuthToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

const reconnectListeners = new Set<() => void>();

/**
 * Calls back whenever the subscriptions' socket connects again after it was lost: events sent
 * meanwhile were missed (the API does not replay them), so a live list reloads itself then.
 * Returns a function that stops the calls.
 */
export function onSubscriptionsReconnected(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => {
    reconnectListeners.delete(listener);
  };
}

const announceReconnect = (_socket: unknown, _payload: unknown, wasRetry: boolean) => {
  if (wasRetry) for (const listener of [...reconnectListeners]) listener();
};

/** The WebSocket URL of an HTTP GraphQL endpoint: same host and path, ws(s) scheme. */
export function webSocketUrlOf(uri: string, base: string): string {
  const url = new URL(uri, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * Subscriptions over graphql-ws. The client library is fetched only when the first
 * subscription starts (the storefront never needs it), and the socket is lazy: it opens with
 * the first subscription and closes after the last one ends.
 */
export function createSubscriptionLink(url: string): ApolloLink {
  let wsLink: Promise<ApolloLink> | null = null;
  const loadWsLink = () =>
    (wsLink ??= Promise.all([import('graphql-ws'), import('@apollo/client/link/subscriptions')]).then(
      ([{ createClient }, { GraphQLWsLink }]) =>
        new GraphQLWsLink(
          createClient({
            url,
            lazy: true,
            connectionParams: subscriptionConnectionParams,
            on: { connected: announceReconnect },
          }),
        ),
      (error: unknown) => {
        // A chunk that failed to load (a redeploy, the network) is fetched again next time.
        wsLink = null;
        throw error;
      },
    ));
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        let inner: Subscription | undefined;
        let closed = false;
        loadWsLink().then(
          (link) => {
            if (!closed) inner = link.request(operation, () => new Observable()).subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          inner?.unsubscribe();
        };
      }),
  );
}
