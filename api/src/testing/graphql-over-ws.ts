import { createClient, type Client, type ClientOptions } from 'graphql-ws';
import WebSocket from 'ws';

/** A graphql-ws client to the API at `base` that never retries, so a test sees the first refusal as it is. */
export function wsClient(
  base: string,
  options: Omit<ClientOptions, 'url' | 'webSocketImpl' | 'retryAttempts'> = {},
): Client {
  return createClient({
    url: `${base.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    ...options,
  });
}
