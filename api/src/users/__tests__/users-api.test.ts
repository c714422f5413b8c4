import type { UserFieldsFragment } from '@shop/shared/graphql';
import type { ApiServer } from '../../api-server';
import type { ShopDatabase } from '../../db/open-database';
import { emulatorSignIn, staffSignIn } from '../../testing/auth-tokens';
import { BUYER_ORDER_CREATED } from '../../testing/buyer-order-input';
import { graphqlData, graphqlError, postGraphql } from '../../testing/graphql-over-http';
import { wsClient } from '../../testing/graphql-over-ws';
import { startTestApi } from '../../testing/test-api';
import { openTestDatabase, TEST_ENGINES } from '../../testing/test-database';

const USER =
  'uid displayName email phoneNumber createAt isAdmin isSeller isPurchaser isContent isDriver rolesChangedBy rolesChangedAt';
const ENSURE_USER = `mutation { ensureUser { ${USER} } }`;
const ME = `{ me { ${USER} } }`;
const SET_ROLES = `mutation set($uid: ID!, $roles: RolesInput!) { setUserRoles(uid: $uid, roles: $roles) { ${USER} } }`;
const USERS = `query users($search: String, $role: RoleFlag) { users(search: $search, role: $role) { total items { uid email isSeller } } }`;

/** An emulator-style token (unsigned) with these claims changed: what a forger could send. */
function forgedToken(idToken: string, claims: Record<string, unknown>) {
  const [head, body] = idToken.split('.');
  const payload = { ...JSON.parse(Buffer.from(body ?? '', 'base64url').toString()), ...claims };
  return `${head}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;
}

describe.each(TEST_ENGINES)(
  'sign-in, the user document and roles over HTTP with Auth emulator tokens (%s)',
  (engine) => {
    let database: ShopDatabase;
    let drop: () => Promise<void>;
    let api: ApiServer;
    let base: string;
    const stamp = `${engine}-${Date.now()}`;

    beforeAll(async () => {
      ({ database, drop } = await openTestDatabase(engine));
      ({ api, base } = await startTestApi(database, false, {
        auth: { projectId: 'demo-shop', adminEmails: new Set([`boss-${stamp}@shop.test`]) },
      }));
    });
    afterAll(async () => {
      await api?.stop();
      await drop?.();
    });

    const userRows = async (uid: string) =>
      database.query<{ uid: string }>('SELECT uid FROM users WHERE uid = $1', [uid]);

    it('ensureUser creates the document from the verified token, every flag false, and repeats change nothing', async () => {
      const { uid, idToken } = await emulatorSignIn(`olga-${stamp}@shop.test`, 'Ольга');
      const [first, ...repeats] = await Promise.all(
        [1, 2, 3].map(() => graphqlData<{ ensureUser: UserFieldsFragment }>(base, ENSURE_USER, {}, idToken)),
      );
      expect(first?.ensureUser).toMatchObject({
        uid,
        displayName: 'Ольга',
        email: `olga-${stamp}@shop.test`,
        phoneNumber: null,
        isAdmin: false,
        isSeller: false,
        isPurchaser: false,
        isContent: false,
        isDriver: false,
        rolesChangedBy: null,
      });
      for (const repeat of repeats) expect(repeat.ensureUser).toEqual(first?.ensureUser);
      expect(await userRows(uid)).toHaveLength(1);
      expect((await graphqlData<{ me: UserFieldsFragment }>(base, ME, {}, idToken)).me).toEqual(first?.ensureUser);
    });

    it('makes the owner of an administrator e-mail an administrator, and nobody else', async () => {
      const boss = await emulatorSignIn(`boss-${stamp}@shop.test`, 'Анна');
      expect(
        (await graphqlData<{ ensureUser: UserFieldsFragment }>(base, ENSURE_USER, {}, boss.idToken)).ensureUser.isAdmin,
      ).toBe(true);
    });

    it('takes no flags from the client: ensureUser has no arguments to set them', async () => {
      const { idToken } = await emulatorSignIn(`sly-${stamp}@shop.test`);
      const error = await graphqlError(base, 'mutation { ensureUser(isAdmin: true) { isAdmin } }', {}, idToken);
      expect(error.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    });

    it('a guest gets no document and may not create one', async () => {
      expect((await graphqlData<{ me: null }>(base, ME)).me).toBeNull();
      expect((await graphqlError(base, ENSURE_USER)).extensions?.code).toBe('UNAUTHENTICATED');
    });

    it.each([
      ['not a Bearer header', (token: string) => `Basic ${token}`],
      ['a token that is no JWT', () => 'Bearer not-a-token'],
      [
        'an expired token',
        (token: string) => `Bearer ${forgedToken(token, { exp: Math.floor(Date.now() / 1000) - 60 })}`,
      ],
      [
        'a token of another project',
        (token: string) =>
          `Bearer ${forgedToken(token, { aud: 'other-shop', iss: 'https://securetoken.google.com/other-shop' })}`,
      ],
    ])('refuses the whole request with 401 for %s, never serving it as a guest', async (_case, header) => {
      const { idToken } = await emulatorSignIn(`forger-${stamp}@shop.test`);
      const response = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: header(idToken) },
        body: JSON.stringify({ query: '{ menu { nid } }' }),
      });
      const body = (await response.json()) as {
        data?: unknown;
        errors?: { message: string; extensions?: { code?: string } }[];
      };
      expect(response.status).toBe(401);
      expect(body.data).toBeUndefined();
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(body.errors?.[0]?.message).toMatch(/[а-яё]/i);
    });

    describe('roles', () => {
      it('an administrator grants and removes roles of another user, recorded with who and when; the new role works at once', async () => {
        const admin = await staffSignIn(database, `admin-${stamp}@shop.test`, { isAdmin: true });
        const clerk = await emulatorSignIn(`clerk-${stamp}@shop.test`, 'Пётр');
        await graphqlData(base, ENSURE_USER, {}, clerk.idToken);
        expect((await graphqlError(base, USERS, {}, clerk.idToken)).extensions?.code).toBe('FORBIDDEN');
        const granted = await graphqlData<{ setUserRoles: UserFieldsFragment }>(
          base,
          SET_ROLES,
          { uid: clerk.uid, roles: { isSeller: true } },
          admin.idToken,
        );
        expect(granted.setUserRoles).toMatchObject({ isSeller: true, isAdmin: false, rolesChangedBy: admin.uid });
        expect(Date.now() - Date.parse(granted.setUserRoles.rolesChangedAt ?? '')).toBeLessThan(60_000);
        const seen = await graphqlData<{ users: { items: { uid: string }[] } }>(
          base,
          USERS,
          { search: `clerk-${stamp}` },
          clerk.idToken,
        );
        expect(seen.users.items.map((user) => user.uid)).toEqual([clerk.uid]);
        const removed = await graphqlData<{ setUserRoles: UserFieldsFragment }>(
          base,
          SET_ROLES,
          { uid: clerk.uid, roles: { isSeller: false } },
          admin.idToken,
        );
        expect(removed.setUserRoles.isSeller).toBe(false);
        expect((await graphqlError(base, USERS, {}, clerk.idToken)).extensions?.code).toBe('FORBIDDEN');
      });

      it('nobody changes their own flags: not an administrator (no lock-out), not a buyer (no self-promotion)', async () => {
        const admin = await staffSignIn(database, `self-admin-${stamp}@shop.test`, { isAdmin: true });
        const buyer = await emulatorSignIn(`self-buyer-${stamp}@shop.test`);
        await graphqlData(base, ENSURE_USER, {}, buyer.idToken);
        const selfChanges = [
          [admin, { isAdmin: false }],
          [buyer, { isAdmin: true }],
        ] as const;
        for (const [account, roles] of selfChanges) {
          const error = await graphqlError(base, SET_ROLES, { uid: account.uid, roles }, account.idToken);
          expect([account.uid, error.extensions?.code]).toEqual([account.uid, 'FORBIDDEN']);
        }
        const rows = await database.query<{ uid: string; is_admin: boolean }>(
          'SELECT uid, is_admin FROM users WHERE uid = ANY($1) ORDER BY uid',
          [[admin.uid, buyer.uid]],
        );
        expect(Object.fromEntries(rows.map((row) => [row.uid, row.is_admin]))).toEqual({
          [admin.uid]: true,
          [buyer.uid]: false,
        });
      });

      it('a seller may list users but not grant roles', async () => {
        const seller = await staffSignIn(database, `seller-${stamp}@shop.test`, { isSeller: true });
        const buyer = await emulatorSignIn(`another-${stamp}@shop.test`);
        await graphqlData(base, ENSURE_USER, {}, buyer.idToken);
        expect((await postGraphql(base, USERS, {}, seller.idToken)).errors).toBeUndefined();
        const error = await graphqlError(
          base,
          SET_ROLES,
          { uid: buyer.uid, roles: { isSeller: true } },
          seller.idToken,
        );
        expect(error.extensions?.code).toBe('FORBIDDEN');
      });

      it('an unknown user is NOT_FOUND for an administrator', async () => {
        const admin = await staffSignIn(database, `admin2-${stamp}@shop.test`, { isAdmin: true });
        expect(
          (await graphqlError(base, SET_ROLES, { uid: 'nobody', roles: { isSeller: true } }, admin.idToken)).extensions
            ?.code,
        ).toBe('NOT_FOUND');
      });
    });

    it('a subscription takes the token from the socket’s connection params: a seller is let in, a forged token is not', async () => {
      const seller = await staffSignIn(database, `ws-seller-${stamp}@shop.test`, { isSeller: true });
      const subscribeWith = (authorization: string) =>
        new Promise<string>((resolve) => {
          const client = wsClient(base, { connectionParams: { authorization } });
          const timer = setTimeout(() => {
            void client.dispose();
            resolve('listening');
          }, 1_500);
          client.subscribe(
            { query: BUYER_ORDER_CREATED },
            {
              next: () => undefined,
              error: (error: unknown) => {
                clearTimeout(timer);
                void client.dispose();
                resolve(`closed ${(error as { code?: number }).code}`);
              },
              complete: () => undefined,
            },
          );
        });
      expect(await subscribeWith(`Bearer ${seller.idToken}`)).toBe('listening');
      expect(await subscribeWith(`Bearer ${forgedToken(seller.idToken, { exp: 1 })}`)).toBe('closed 4403');
    });
  },
);
