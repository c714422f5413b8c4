import { gql } from '@apollo/client';
import { registerAuthTokenProvider } from '../auth-token';
import { createApolloClient } from '../create-apollo-client';

const PING = gql`
  query Ping {
    ping
  }
`;

/** A minimal fetch Response: what Apollo's HttpLink reads. */
function fakeResponse(status: number, body: unknown): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    status,
    ok: status >= 200 && status < 300,
    statusText: String(status),
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => text,
  } as unknown as Response;
}

/** A fake fetch answering every request with this status and body, remembering the requests. */
function fakeFetch(status = 200, body: unknown = { data: { ping: 'pong' } }) {
  return jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => fakeResponse(status, body));
}

/** The headers of the n-th request a fake fetch received. */
function requestHeaders(fetch: ReturnType<typeof fakeFetch>, n = 0): Record<string, string> {
  const init = fetch.mock.calls[n]?.[1];
  if (!init) throw new Error(`request ${n} was not sent`);
  // HttpLink hands fetch a plain object with lower-cased header names.
  return init.headers as Record<string, string>;
}

describe('createApolloClient', () => {
  let unregister: (() => void) | undefined;
  afterEach(() => {
    unregister?.();
    unregister = undefined;
  });

  it('sends the query by POST to the given endpoint and returns the data', async () => {
    const fetch = fakeFetch();
    const client = createApolloClient({ uri: 'https://api.example/graphql', fetch });
    const result = await client.query({ query: PING });
    expect(result.data).toEqual({ ping: 'pong' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('https://api.example/graphql');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST');
  });

  it('uses the same-origin /graphql endpoint by default', async () => {
    const fetch = fakeFetch();
    await createApolloClient({ fetch }).query({ query: PING });
    expect(fetch.mock.calls[0]?.[0]).toBe('/graphql');
  });

  it.each([502, 500, 404, 301])(
    'rejects a query answered with HTTP %p with "Response not successful: Received status code N" (requirements §8)',
    async (status) => {
      const client = createApolloClient({ fetch: fakeFetch(status, '<html>Bad Gateway</html>') });
      await expect(client.query({ query: PING })).rejects.toThrow(
        new Error(`Response not successful: Received status code ${status}`),
      );
    },
  );

  it('the 502 error message is exactly the one of requirements §8', async () => {
    const client = createApolloClient({ fetch: fakeFetch(502, 'Bad Gateway') });
    const error: unknown = await client.query({ query: PING }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Response not successful: Received status code 502');
  });

  it('sends Authorization: Bearer <token> when an auth token provider is registered', async () => {
    unregister = registerAuthTokenProvider(async () => 'id-token-123');
    const fetch = fakeFetch();
    await createApolloClient({ fetch }).query({ query: PING });
    expect(requestHeaders(fetch)).toHaveProperty('authorization', 'Bearer id-token-123');
  });

  it('asks the provider again for every request, so a refreshed token is used', async () => {
    let token = 'first';
    unregister = registerAuthTokenProvider(async () => token);
    const fetch = fakeFetch();
    const client = createApolloClient({ fetch });
    await client.query({ query: PING, fetchPolicy: 'network-only' });
    token = 'second';
    await client.query({ query: PING, fetchPolicy: 'network-only' });
    expect(requestHeaders(fetch, 0)).toHaveProperty('authorization', 'Bearer first');
    expect(requestHeaders(fetch, 1)).toHaveProperty('authorization', 'Bearer second');
  });

  it('sends no authorization header without a provider', async () => {
    const fetch = fakeFetch();
    await createApolloClient({ fetch }).query({ query: PING });
    expect(requestHeaders(fetch)).not.toHaveProperty('authorization');
  });

  it('sends no authorization header when the provider gives null (anonymous visitor)', async () => {
    unregister = registerAuthTokenProvider(async () => null);
    const fetch = fakeFetch();
    await createApolloClient({ fetch }).query({ query: PING });
    expect(requestHeaders(fetch)).not.toHaveProperty('authorization');
  });

  it('sends an anonymous request, and logs, when the provider throws', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('auth/network-request-failed');
    unregister = registerAuthTokenProvider(async () => {
      throw failure;
    });
    const fetch = fakeFetch();
    const result = await createApolloClient({ fetch }).query({ query: PING });
    expect(result.data).toEqual({ ping: 'pong' });
    expect(requestHeaders(fetch)).not.toHaveProperty('authorization');
    expect(consoleError).toHaveBeenCalledWith('Could not get the sign-in token', failure);
  });

  it('stops sending the token after the provider is unregistered', async () => {
    const unregisterProvider = registerAuthTokenProvider(async () => 'id-token-123');
    unregisterProvider();
    const fetch = fakeFetch();
    await createApolloClient({ fetch }).query({ query: PING });
    expect(requestHeaders(fetch)).not.toHaveProperty('authorization');
  });

  it('shows cached data first, then refreshes from the network (watchQuery fetchPolicy cache-and-network, requirements §7)', () => {
    const client = createApolloClient({ fetch: fakeFetch() });
    expect(client.defaultOptions.watchQuery?.fetchPolicy).toBe('cache-and-network');
  });

  it('keeps filter entries of different selections apart (same _id, other counts and state)', () => {
    const client = createApolloClient({ uri: 'http://shop.test/graphql', fetch: fakeFetch() });
    const COUNTS = gql`
      query counts($url: String) {
        filterCountAll(url: $url) {
          _id
          count
          dilemma
        }
      }
    `;
    const entry = (count: number, dilemma: boolean) => ({ __typename: 'FilterCount', _id: '3:12', count, dilemma });
    client.writeQuery({ query: COUNTS, variables: { url: '/dush' }, data: { filterCountAll: [entry(40, false)] } });
    client.writeQuery({
      query: COUNTS,
      variables: { url: '/dush/hansgrohe' },
      data: { filterCountAll: [entry(12, true)] },
    });
    expect(client.readQuery({ query: COUNTS, variables: { url: '/dush' } })).toEqual({
      filterCountAll: [entry(40, false)],
    });
  });

  it('with ssrForceFetchDelay, takes cached answers for that long, then refreshes as usual', () => {
    jest.useFakeTimers();
    try {
      const fresh = createApolloClient({
        uri: 'http://shop.test/graphql',
        fetch: fakeFetch(),
        ssrForceFetchDelay: 5_000,
      });
      expect(fresh.prioritizeCacheValues).toBe(true);
      jest.advanceTimersByTime(5_000);
      expect(fresh.prioritizeCacheValues).toBe(false);
      expect(createApolloClient({ uri: 'http://shop.test/graphql', fetch: fakeFetch() }).prioritizeCacheValues).toBe(
        false,
      );
    } finally {
      jest.useRealTimers();
    }
  });
});
