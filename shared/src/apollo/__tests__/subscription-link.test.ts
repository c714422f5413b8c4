import { gql } from '@apollo/client';
import { registerAuthTokenProvider } from '../auth-token';
import { createApolloClient } from '../create-apollo-client';
import { onSubscriptionsReconnected, subscriptionConnectionParams, webSocketUrlOf } from '../subscription-link';

interface FakeClientOptions {
  url: string;
  lazy: boolean;
  connectionParams: () => Promise<Record<string, string>>;
  on: { connected: (socket: unknown, payload: unknown, wasRetry: boolean) => void };
}

const createClient = jest.fn((_options: FakeClientOptions) => ({
  subscribe: (_payload: unknown, sink: { next: (value: unknown) => void; complete: () => void }) => {
    sink.next({ data: { orderPlaced: 10001 } });
    sink.complete();
    return () => undefined;
  },
}));

jest.mock('graphql-ws', () => ({ createClient: (options: FakeClientOptions) => createClient(options) }));

const ORDER_PLACED = gql`
  subscription orderPlaced {
    orderPlaced
  }
`;

const firstEventOf = (client: ReturnType<typeof createApolloClient>) =>
  new Promise<unknown>((resolve, reject) => {
    const subscription = client.subscribe({ query: ORDER_PLACED }).subscribe({
      next: (value) => {
        resolve(value.data);
        subscription.unsubscribe();
      },
      error: reject,
    });
  });

describe('subscriptions over graphql-ws', () => {
  let unregister: (() => void) | undefined;
  beforeEach(() => createClient.mockClear());
  afterEach(() => {
    unregister?.();
    unregister = undefined;
  });

  it('go to the endpoint’s ws URL through a lazy graphql-ws client made once, never over HTTP', async () => {
    const fetch = jest.fn();
    const client = createApolloClient({ uri: 'http://shop.test/graphql', fetch });
    expect(createClient).not.toHaveBeenCalled();
    expect(await firstEventOf(client)).toEqual({ orderPlaced: 10001 });
    await firstEventOf(client);
    expect(createClient).toHaveBeenCalledTimes(1);
    expect(createClient.mock.calls[0]?.[0]).toMatchObject({ url: 'ws://shop.test/graphql', lazy: true });
    expect(createClient.mock.calls[0]?.[0].connectionParams).toBe(subscriptionConnectionParams);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('carry authorization: Bearer <token> from the registered provider, asked again for every connection', async () => {
    let token = 'first-token';
    unregister = registerAuthTokenProvider(async () => token);
    expect(await subscriptionConnectionParams()).toEqual({ authorization: 'Bearer first-token' });
    token = 'refreshed-token';
    expect(await subscriptionConnectionParams()).toEqual({ authorization: 'Bearer refreshed-token' });
  });

  it('carry no authorization for an anonymous visitor', async () => {
    expect(await subscriptionConnectionParams()).toEqual({});
    unregister = registerAuthTokenProvider(async () => null);
    expect(await subscriptionConnectionParams()).toEqual({});
  });

  it('tell listeners when the socket connects again after a loss, not at the first connection', async () => {
    await firstEventOf(createApolloClient({ uri: 'http://shop.test/graphql' }));
    const { connected } = createClient.mock.calls[0]?.[0].on ?? { connected: () => undefined };
    const reload = jest.fn();
    const stop = onSubscriptionsReconnected(reload);
    connected({}, undefined, false);
    expect(reload).not.toHaveBeenCalled();
    connected({}, undefined, true);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
    connected({}, undefined, true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['/graphql', 'http://localhost:8080/dmn/buyer-orders', 'ws://localhost:8080/graphql'],
    ['https://shop.example/graphql', 'http://localhost/', 'wss://shop.example/graphql'],
    ['/graphql', 'https://shop.example/cart', 'wss://shop.example/graphql'],
  ])('the ws URL of %s on %s is %s', (uri, base, expected) => {
    expect(webSocketUrlOf(uri, base)).toBe(expected);
  });

  it('a same-origin endpoint takes the page’s host; webSocketUri null turns subscriptions off', async () => {
    await firstEventOf(createApolloClient());
    expect(createClient.mock.calls[0]?.[0].url).toBe(webSocketUrlOf('/graphql', window.location.href));
    const fetch = jest.fn(async () => new Response('{}', { status: 500 }));
    await firstEventOf(createApolloClient({ webSocketUri: null, fetch }));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(createClient).toHaveBeenCalledTimes(1);
  });
});
