// The API's guards, as an attacker meets them (api/README.md, "Security"): every operation limit
// over HTTP and over the socket alike, the socket's own rules (subscriptions only, message size,
// roles per event, token expiry), the cost of nested lists, revoked sessions, rate limits, odd
// query keys, malformed escapes and the response headers.
import { initializeApp, deleteApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { eq } from 'drizzle-orm';
import type { GraphQLFormattedError } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { ApiServer } from '../api-server';
import { EMULATOR_PROJECT_ID } from '../auth/auth-settings';
import { firebaseTokenVerifier, type TokenVerifier } from '../auth/firebase-tokens';
import type { ShopDatabase } from '../db/open-database';
import { users } from '../db/schema';
import { OPERATION_LIMITS } from '../graphql/operation-guards';
import { emulatorSignIn, staffSignIn } from '../testing/auth-tokens';
import { BUYER_ORDER_CREATED, CREATE_BUYER_ORDER, orderInput } from '../testing/buyer-order-input';
import { CHANGE_BUYER_ORDER_STATUS, placeOrderOver } from '../testing/buyer-orders-admin';
import { loadCatalogueFixture } from '../testing/catalogue-fixture';
import { CYRILLIC, expectNoStack, graphqlData, postGraphql } from '../testing/graphql-over-http';
import { startTestApi } from '../testing/test-api';
import { openTestDatabase } from '../testing/test-database';

const wsUrl = (base: string) => `${base.replace('http', 'ws')}/graphql`;

/** What one operation over the socket gave: its first result, or the error it was refused with. */
interface SocketAnswer {
  data?: unknown;
  errors?: readonly GraphQLFormattedError[];
  /** The socket's close code when the server closed it instead. */
  closed?: number;
}

/** Runs one operation over graphql-ws and gives its first answer (a refusal, an event, or the close). */
function overSocket(
  base: string,
  query: string,
  { token, variables }: { token?: string; variables?: Record<string, unknown> } = {},
) {
  let closed: number | undefined;
  const client: Client = createClient({
    url: wsUrl(base),
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: true,
    on: { closed: (event) => (closed = (event as { code?: number }).code) },
  });
  const answer = new Promise<SocketAnswer>((resolve) => {
    client.subscribe(
      { query, variables },
      {
        next: (value) => resolve({ data: value.data, errors: value.errors }),
        error: (error) => resolve(Array.isArray(error) ? { errors: error } : { closed }),
        complete: () => resolve({ closed }),
      },
    );
  });
  return answer.finally(() => client.dispose());
}

describe('the API’s guards', () => {
  let database: ShopDatabase;
  let drop: () => Promise<void>;
  let api: ApiServer;
  let base: string;
  let production: { api: ApiServer; base: string };

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase('pglite'));
    await loadCatalogueFixture(database);
    ({ api, base } = await startTestApi(database));
    production = await startTestApi(database, true);
  });
  afterAll(async () => {
    await production?.api.stop();
    await api?.stop();
    await drop?.();
  });

  /** A selection on BuyerOrder nested `depth` levels deep in all (the root field counting as one). */
  const deep = (depth: number) => {
    let selection = 'nid';
    for (let level = 2; level < depth; level += 1)
      selection = level % 2 === 0 ? `shipments { ${selection} }` : `order { ${selection} }`;
    return `{ ${selection} }`;
  };
  const aliases = (count: number) => `{ ${Array.from({ length: count }, (_, index) => `a${index}: nid`).join(' ')} }`;
  const directives = (count: number) => `{ nid ${'@include(if: true) '.repeat(count)} }`;
  const tokens = (count: number) => `{ ${'nid '.repeat(count)} }`;

  /** The same selection asked over HTTP (a query) and over the socket (a subscription). */
  const LIMIT_CASES: [string, string, string, RegExp][] = [
    [
      `deeper than ${OPERATION_LIMITS.maxDepth}`,
      deep(OPERATION_LIMITS.maxDepth + 1),
      'GRAPHQL_VALIDATION_FAILED',
      /depth limit/i,
    ],
    [
      `more than ${OPERATION_LIMITS.maxAliases} aliases`,
      aliases(OPERATION_LIMITS.maxAliases + 1),
      'GRAPHQL_VALIDATION_FAILED',
      /aliases limit/i,
    ],
    [
      `more than ${OPERATION_LIMITS.maxDirectives} directives`,
      directives(OPERATION_LIMITS.maxDirectives + 1),
      'GRAPHQL_VALIDATION_FAILED',
      /directives limit/i,
    ],
    [
      `more than ${OPERATION_LIMITS.maxTokens} tokens`,
      tokens(OPERATION_LIMITS.maxTokens),
      'GRAPHQL_PARSE_FAILED',
      /tokens/i,
    ],
    ['a mistyped field', '{ nidd }', 'GRAPHQL_VALIDATION_FAILED', /Cannot query field "nidd"(?!.*Did you mean)/],
  ];

  describe.each(LIMIT_CASES)('a document %s', (_what, selection, code, message) => {
    it(`is refused over HTTP: 400 ${code}, saying why, no suggestion, no stack`, async () => {
      const answer = await postGraphql(base, `query { buyerOrder(nid: 1) ${selection} }`);
      expect(answer.status).toBe(400);
      expect(answer.data).toBeUndefined();
      expect(answer.errors).toContainEqual(
        expect.objectContaining({ message: expect.stringMatching(message), extensions: { code } }),
      );
      expect(JSON.stringify(answer.errors)).not.toMatch(/Did you mean/);
    });

    it(`is refused over the socket the same way (${code})`, async () => {
      const answer = await overSocket(base, `subscription { buyerOrderCreated ${selection} }`);
      expect(answer.data).toBeUndefined();
      expect(answer.errors).toContainEqual(
        expect.objectContaining({ message: expect.stringMatching(message), extensions: { code } }),
      );
      expect(JSON.stringify(answer.errors)).not.toMatch(/Did you mean/);
      expectNoStack(JSON.stringify(answer.errors), answer.errors);
    });
  });

  it('at the limits a subscription is accepted over the socket (no refusal within a second)', async () => {
    const selection = `{ ${aliases(OPERATION_LIMITS.maxAliases).slice(2, -2)} }`;
    const seller = await staffSignIn(database, 'limits-seller@shop.test', { isSeller: true });
    const answer = await Promise.race([
      overSocket(base, `subscription { buyerOrderCreated ${selection} }`, { token: seller.idToken }),
      new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), 1_000)),
    ]);
    expect(answer).toBe('open');
  });

  it.each<[string, string]>([
    ['a query', '{ options { nid } }'],
    ['introspection', '{ __schema { types { name } } }'],
    ['a mutation', 'mutation { ensureUser { uid } }'],
  ])('%s over the socket is refused: only subscriptions go there', async (_what, query) => {
    const answer = await overSocket(production.base, query);
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/только подписки/),
      extensions: { code: 'BAD_REQUEST' },
    });
  });

  // Over the socket introspection is a query, refused above (a subscription cannot select it).
  it('introspection is refused in production over HTTP', async () => {
    const answer = await postGraphql(production.base, '{ __schema { types { name } } }');
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it(`a socket message over ${OPERATION_LIMITS.bodyBytes} bytes closes the socket (1009), as HTTP answers 413`, async () => {
    const padded = `subscription { buyerOrderCreated { nid } } #${'x'.repeat(OPERATION_LIMITS.bodyBytes)}`;
    const answer = await overSocket(base, padded);
    expect(answer.data).toBeUndefined();
    expect(answer.closed).toBe(1009);
  });

  it(`a subscription whose text is over ${OPERATION_LIMITS.queryBytes} bytes is refused before it is parsed, as over HTTP`, async () => {
    const padded = `subscription { buyerOrderCreated { nid } } #${'x'.repeat(OPERATION_LIMITS.queryBytes)}`;
    const answer = await overSocket(base, padded);
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/Слишком длинный текст запроса/),
      extensions: { code: 'BAD_REQUEST' },
    });
  });

  describe('lists multiply the cost', () => {
    const nestedLists =
      '{ products(limit: 60) { nid sameCollection(limit: 100) { nid sameCollection(limit: 100) { nid name } } } }';

    it('a nested-list query is refused with its cost and the limit named, and /healthz answers within 200 ms meanwhile', async () => {
      const attacks = Array.from({ length: 5 }, () => postGraphql(base, nestedLists));
      const started = performance.now();
      const health = await fetch(`${base}/healthz`);
      const healthMs = performance.now() - started;
      const [answer] = await Promise.all(attacks);
      expect(health.status).toBe(200);
      expect(healthMs).toBeLessThan(200);
      expect(answer?.status).toBe(400);
      expect(answer?.errors?.[0]?.message).toMatch(
        new RegExp(`Запрос слишком объёмный: его стоимость \\d+ при пределе ${OPERATION_LIMITS.maxCost}`),
      );
    });

    it('the cost counts a limit given through a variable', async () => {
      const query =
        'query ($n: Int!) { products(limit: 60) { nid sameCollection(limit: $n) { nid sameCollection(limit: $n) { nid } } } }';
      expect((await postGraphql(base, query, { n: 100 })).errors?.[0]?.extensions?.code).toBe(
        'GRAPHQL_VALIDATION_FAILED',
      );
      expect((await postGraphql(base, query, { n: 1 })).errors).toBeUndefined();
    });

    it('a product card gives at most 24 of its collection however many are asked for', async () => {
      // Thirty more products in product 1's collection, copied from it.
      await database.query(
        `CREATE TEMP TABLE copies AS SELECT p.*, g AS copy FROM products p, generate_series(1, 30) g WHERE p.nid = 1`,
      );
      await database.query(
        `UPDATE copies SET nid = 900000 + copy, _id = _id || '-copy-' || copy, vendor_code = vendor_code || '-' || copy, url = url || '-' || copy, stock = 0`,
      );
      const [{ columns } = { columns: '' }] = await database.query<{ columns: string }>(
        `SELECT string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position) AS columns FROM information_schema.columns
         WHERE table_schema = current_schema() AND table_name = 'products' AND is_generated = 'NEVER'`,
      );
      await database.query(`INSERT INTO products (${columns}) SELECT ${columns} FROM copies`);
      const { product } = await graphqlData<{ product: { sameCollection: unknown[] } }>(
        base,
        '{ product(nid: 1) { sameCollection(limit: 100) { nid } } }',
      );
      expect(product.sameCollection).toHaveLength(24);
    });
  });

  describe('a socket’s viewer', () => {
    it('loses the live order feed with the role: the next order is not delivered, the stream ends FORBIDDEN', async () => {
      const seller = await staffSignIn(database, 'demoted-seller@shop.test', { isSeller: true });
      // Subscribed once the server counts one more subscriber: the role is removed after that.
      const before = api.orderEvents.subscriberCount;
      const subscribed = new Promise<void>((resolve) => {
        const check = () => (api.orderEvents.subscriberCount > before ? resolve() : setTimeout(check, 20));
        check();
      });
      const answer = overSocket(base, 'subscription { buyerOrderCreated { nid contactName phone } }', {
        token: seller.idToken,
      });
      await subscribed;
      await database.db.update(users).set({ isSeller: false }).where(eq(users.uid, seller.uid));
      await placeOrderOver(base);
      const { data, errors } = await answer;
      expect(data ?? null).toBeNull();
      expect(errors?.[0]).toMatchObject({
        message: 'Раздел «Заказы покупателей» вам не открыт',
        extensions: { code: 'FORBIDDEN' },
      });
    });

    it('is closed with 4403 when its token expires', async () => {
      const real = firebaseTokenVerifier({ projectId: EMULATOR_PROJECT_ID });
      const soon: TokenVerifier = {
        verify: async (token, options) => ({
          ...(await real.verify(token, options)),
          expiresAt: new Date(Date.now() + 800),
        }),
        close: () => real.close(),
      };
      const short = await startTestApi(database, false, { verifier: soon });
      try {
        const seller = await staffSignIn(database, 'expiring-seller@shop.test', { isSeller: true });
        const started = Date.now();
        const answer = await overSocket(short.base, BUYER_ORDER_CREATED, { token: seller.idToken });
        expect(answer.closed).toBe(4403);
        expect(Date.now() - started).toBeLessThan(5_000);
      } finally {
        await short.api.stop();
      }
    });
  });

  describe('a disabled account stops at once', () => {
    it('a back-office mutation has the token verified again with the revocation check; a storefront query does not', async () => {
      const real = firebaseTokenVerifier({ projectId: EMULATOR_PROJECT_ID });
      const checks: boolean[] = [];
      const spying: TokenVerifier = {
        verify: (token, options) => {
          checks.push(options?.checkRevoked === true);
          return real.verify(token, options);
        },
        close: () => real.close(),
      };
      const spied = await startTestApi(database, false, { verifier: spying });
      try {
        const clerk = await staffSignIn(database, 'rechecked-clerk@shop.test', { isSeller: true });
        await graphqlData(spied.base, '{ options { nid } }', {}, clerk.idToken);
        expect(checks).toEqual([false]);
        const nid = await placeOrderOver(spied.base);
        checks.length = 0;
        await graphqlData(spied.base, CHANGE_BUYER_ORDER_STATUS, { nid, from: 'NEW', to: 'CONFIRMED' }, clerk.idToken);
        expect(checks).toEqual([false, true]);
      } finally {
        await spied.api.stop();
      }
    });

    // On the emulator firebase-admin checks a disabled account on every verification; with a
    // real project only `checkRevoked` does (the test above).
    it('a back-office mutation is refused 401 once the account is disabled, though the token is still in date', async () => {
      const admin = initializeApp({ projectId: EMULATOR_PROJECT_ID }, 'security-test-admin');
      try {
        const clerk = await staffSignIn(database, 'disabled-clerk@shop.test', { isSeller: true, isAdmin: true });
        const nid = await placeOrderOver(base);
        const confirm = { nid, from: 'NEW', to: 'CONFIRMED' };
        expect((await postGraphql(base, CHANGE_BUYER_ORDER_STATUS, confirm, clerk.idToken)).errors).toBeUndefined();
        await getAuth(admin).updateUser(clerk.uid, { disabled: true });
        const refused = await postGraphql(
          base,
          CHANGE_BUYER_ORDER_STATUS,
          { nid, from: 'CONFIRMED', to: 'CANCELLED' },
          clerk.idToken,
        );
        expect(refused.status).toBe(401);
        expect(refused.errors?.[0]).toMatchObject({
          message: 'Вход недействителен или устарел: войдите снова',
          extensions: { code: 'UNAUTHENTICATED' },
        });
        await getAuth(admin).updateUser(clerk.uid, { disabled: false });
      } finally {
        await deleteApp(admin);
      }
    });
  });

  it('an administrator e-mail counts only when the token’s provider verified it', async () => {
    const email = 'unverified-boss@shop.test';
    const trusting = await startTestApi(database, false, {
      auth: { projectId: EMULATOR_PROJECT_ID, adminEmails: new Set([email]) },
    });
    try {
      const unverified = await emulatorSignIn(email, 'Самозванец', false);
      const { ensureUser } = await graphqlData<{ ensureUser: { isAdmin: boolean } }>(
        trusting.base,
        'mutation { ensureUser { isAdmin } }',
        {},
        unverified.idToken,
      );
      expect(ensureUser.isAdmin).toBe(false);
    } finally {
      await trusting.api.stop();
    }
  });

  describe('rate limits', () => {
    let limited: { api: ApiServer; base: string };
    beforeAll(async () => {
      limited = await startTestApi(database, false, { rateLimits: { ordersPerHour: 2, signUpsPerHour: 1 } });
    });
    afterAll(() => limited?.api.stop());

    it('a guest’s third new order within the hour is refused 429 with Retry-After; a repeat of an earlier key is not counted', async () => {
      const first = orderInput();
      await graphqlData(limited.base, CREATE_BUYER_ORDER, { input: first });
      await graphqlData(limited.base, CREATE_BUYER_ORDER, { input: orderInput() });
      const repeat = await postGraphql(limited.base, CREATE_BUYER_ORDER, { input: first });
      expect(repeat.errors).toBeUndefined();
      const response = await fetch(`${limited.base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: CREATE_BUYER_ORDER, variables: { input: orderInput() } }),
      });
      const body = (await response.json()) as { errors?: GraphQLFormattedError[] };
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(body.errors?.[0]).toMatchObject({
        message: expect.stringMatching(/^Слишком много заказов подряд\. Повторите через \d+ мин\.$/),
        extensions: { code: 'TOO_MANY_REQUESTS' },
      });
    });

    it('counts per visitor behind the shell’s proxy (X-Forwarded-For from loopback), and ignores the header from anyone else', async () => {
      const guestOrder = (server: string, forwardedFor: string) =>
        fetch(`${server}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
          body: JSON.stringify({ query: CREATE_BUYER_ORDER, variables: { input: orderInput() } }),
        }).then((response) => response.status);
      const proxied = await startTestApi(database, false, { rateLimits: { ordersPerHour: 1, signUpsPerHour: 1 } });
      const direct = await startTestApi(database, false, {
        rateLimits: { ordersPerHour: 1, signUpsPerHour: 1 },
        trustProxy: 'uniquelocal',
      });
      try {
        expect([
          await guestOrder(proxied.base, '198.51.100.1'),
          await guestOrder(proxied.base, '198.51.100.2'),
          await guestOrder(proxied.base, '198.51.100.1'),
        ]).toEqual([200, 200, 429]);
        // Loopback is not a trusted proxy there: the header is the client's own claim, and both count as 127.0.0.1.
        expect([await guestOrder(direct.base, '198.51.100.1'), await guestOrder(direct.base, '198.51.100.2')]).toEqual([
          200, 429,
        ]);
      } finally {
        await Promise.all([proxied.api.stop(), direct.api.stop()]);
      }
    });

    it('counts a signed-in buyer’s orders against their address too: new accounts cannot multiply the limit', async () => {
      const server = await startTestApi(database, false, { rateLimits: { ordersPerHour: 2, signUpsPerHour: 100 } });
      try {
        const statuses = [];
        for (const name of ['one', 'two', 'three']) {
          const buyer = await emulatorSignIn(`address-limit-${name}@shop.test`);
          await graphqlData(server.base, 'mutation { ensureUser { uid } }', {}, buyer.idToken);
          const answer = await postGraphql(server.base, CREATE_BUYER_ORDER, { input: orderInput() }, buyer.idToken);
          statuses.push(answer.status);
        }
        expect(statuses).toEqual([200, 200, 429]);
      } finally {
        await server.api.stop();
      }
    });

    it('an order under a token whose user has no shop account makes the account, counted as a sign-up', async () => {
      const server = await startTestApi(database, false, { rateLimits: { ordersPerHour: 100, signUpsPerHour: 1 } });
      try {
        const first = await emulatorSignIn('never-signed-in-1@shop.test');
        const second = await emulatorSignIn('never-signed-in-2@shop.test');
        const placed = await postGraphql(server.base, CREATE_BUYER_ORDER, { input: orderInput() }, first.idToken);
        expect(placed.errors).toBeUndefined();
        const [account] = await database.db.select().from(users).where(eq(users.uid, first.uid));
        expect(account).toMatchObject({ email: 'never-signed-in-1@shop.test' });
        const refused = await postGraphql(server.base, CREATE_BUYER_ORDER, { input: orderInput() }, second.idToken);
        expect(refused.status).toBe(429);
        expect(refused.errors?.[0]?.message).toMatch(/Слишком много новых входов/);
        // The account that exists orders on.
        const again = await postGraphql(server.base, CREATE_BUYER_ORDER, { input: orderInput() }, first.idToken);
        expect(again.errors).toBeUndefined();
      } finally {
        await server.api.stop();
      }
    });

    it('a second new user from one address within the hour is refused; an existing one signs in again freely', async () => {
      const ENSURE = 'mutation { ensureUser { uid } }';
      const first = await emulatorSignIn('first-signup@shop.test');
      await graphqlData(limited.base, ENSURE, {}, first.idToken);
      await graphqlData(limited.base, ENSURE, {}, first.idToken);
      const second = await emulatorSignIn('second-signup@shop.test');
      const refused = await postGraphql(limited.base, ENSURE, {}, second.idToken);
      expect(refused.status).toBe(429);
      expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
      expect(refused.errors?.[0]?.message).toMatch(CYRILLIC);
    });
  });

  it.each(['__proto__=1', 'constructor=x', 'toString=1', 'hasOwnProperty=a,b', '__proto__[x]=1'])(
    'a catalogue URL with ?%s is BAD_USER_INPUT, never an internal error',
    async (query) => {
      for (const operation of ['{ products(url: $url) { nid } }', '{ filterCountAll(url: $url) { count } }']) {
        const answer = await postGraphql(base, `query ($url: String) ${operation}`, { url: `/smesiteli?${query}` });
        expect(answer.errors?.[0]).toMatchObject({
          message: expect.stringMatching(CYRILLIC),
          extensions: { code: 'BAD_USER_INPUT' },
        });
      }
    },
  );

  it.each([
    '/media/products/%E0%A4%A.svg',
    '/media/products/%E0%A4%A.png',
    '/media/categories/%zz.svg',
    '/media/schemes/%.png',
    '/healthz%',
  ])(
    'a malformed escape %s is a plain 400 or 404 with no stack or file path, in development and in production',
    async (path) => {
      for (const server of [base, production.base]) {
        const response = await fetch(`${server}${path}`);
        const text = await response.text();
        expect([400, 404]).toContain(response.status);
        expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
        expect(text).toMatch(CYRILLIC);
        expectNoStack(text);
      }
    },
  );

  it.each([
    ['/graphql (POST)', 'POST'],
    ['/healthz', 'GET'],
    ['/media/categories/smesiteli.svg', 'GET'],
  ])('%s carries headers that keep its answers from running or being framed', async (path, method) => {
    const response = await fetch(`${base}${path.split(' ')[0]}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(method === 'POST' ? { body: JSON.stringify({ query: '{ options { nid } }' }) } : {}),
    });
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});
