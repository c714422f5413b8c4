import type { User } from 'firebase/auth';
import { createApolloClient } from '@shop/shared/apollo';
import { MeDocument } from '../../../../lib/graphql/operations.generated';
import { shopStore } from '@shop/shared/store';
import { reportUser } from '../report-user';

const firebaseUser = { uid: 'u1', displayName: 'Анна', email: 'anna@shop.test', photoURL: null } as unknown as User;

/** A client whose server answers ensureUser with this body (or fails with this status). */
function clientAnswering(body: unknown, status = 200) {
  const requests: string[] = [];
  const fetch = (async (_url: string, init: RequestInit) => {
    requests.push(String(init.body));
    // What Apollo's HttpLink reads of a response (jsdom has no Response).
    return {
      status,
      ok: status >= 200 && status < 300,
      statusText: String(status),
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
      text: async () => JSON.stringify(body),
    } as unknown as Response;
  }) as typeof globalThis.fetch;
  return { client: createApolloClient({ fetch }), requests };
}

const document = (flags: Record<string, boolean>) => ({
  data: {
    ensureUser: {
      __typename: 'User',
      uid: 'u1',
      displayName: 'Анна',
      email: 'anna@shop.test',
      phoneNumber: null,
      createAt: '2026-11-22T10:00:00.000Z',
      isAdmin: false,
      isSeller: false,
      isPurchaser: false,
      isContent: false,
      isDriver: false,
      rolesChangedBy: null,
      rolesChangedAt: null,
      ...flags,
    },
  },
});

afterEach(() => shopStore.getState().signOut());

describe('reportUser (an auth state report into the store)', () => {
  it('on sign-in ensures the user document and takes the role flags from it', async () => {
    const { client, requests } = clientAnswering(document({ isSeller: true, isDriver: true }));
    await reportUser(firebaseUser, client);
    expect(requests[0]).toContain('ensureUser');
    const state = shopStore.getState();
    expect(state.user).toMatchObject({ uid: 'u1', displayName: 'Анна', email: 'anna@shop.test' });
    expect(state.authLoading).toBe(false);
    expect([state.isAdmin, state.isSeller, state.isPurchaser, state.isContent, state.isDriver]).toEqual([
      false,
      true,
      false,
      false,
      true,
    ]);
  });

  it('when the document cannot be made, only logs "error creating the user" and signs in without roles', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = clientAnswering({ errors: [{ message: 'Сервер магазина недоступен' }] }, 502);
    await reportUser(firebaseUser, client);
    expect(log).toHaveBeenCalledWith('error creating the user', expect.anything());
    expect(shopStore.getState().user?.uid).toBe('u1');
    expect(shopStore.getState().isAdmin).toBe(false);
  });

  it('on sign-out clears the user, every flag and what was cached as that user', async () => {
    shopStore.getState().signIn({ uid: 'u1', displayName: 'Анна', email: null }, { isAdmin: true, isSeller: true });
    const { client } = clientAnswering({});
    client.cache.writeQuery({ query: MeDocument, data: { me: null } });
    await reportUser(null, client);
    const state = shopStore.getState();
    expect(state.user).toBeNull();
    expect([state.isAdmin, state.isSeller, state.isPurchaser, state.isContent, state.isDriver]).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(client.cache.readQuery({ query: MeDocument })).toBeNull();
  });

  it('an anonymous visitor’s first report leaves the page’s data alone', async () => {
    shopStore.setState({ authLoading: true, user: null });
    const { client, requests } = clientAnswering({});
    client.cache.writeQuery({ query: MeDocument, data: { me: null } });
    await reportUser(null, client);
    expect(shopStore.getState().authLoading).toBe(false);
    expect(client.cache.readQuery({ query: MeDocument })).toEqual({ me: null });
    expect(requests).toEqual([]);
  });
});
