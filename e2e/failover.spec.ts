// Two API instances on one PostgreSQL behind the shell's server, in production mode from the
// compiled units (scripts/production-site.ts); one instance is killed (SIGKILL) in the middle of
// mixed traffic. Every order placed exists exactly once, nothing fails after a short failover
// window, the live order feed reconnects and delivers the next order, and the site still opens.
// A second site: one instance stopped (SIGTERM) during a burst of checkouts; every number a buyer
// is given is an order and every order was given, the shell sending a reset checkout again with its key.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createClient } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { freePort } from '@shop/web-server/unit-process';
import { startProductionSite, type ProductionSite } from '@shop/tooling/production-site';
import { OPERATIONS, graphqlClient, orderInput, orderLine } from '@shop/tooling/shop-traffic';
import { TEST_DATABASE_URL, databaseOfItsOwn } from './support/database';

const EMULATOR_HOST = '127.0.0.1:9099';
const ADMIN = 'failover-admin@shop.test';
const SELLER = 'failover-seller@shop.test';
/** After the kill, requests may fail this long (in flight on the killed instance, or refused before it is marked down). */
const FAILOVER_WINDOW_MS = 2_000;
const TRAFFIC_MS = 12_000;
const KILL_AT_MS = 4_000;

/** An ID token of the local Auth emulator for a Google account. */
async function emulatorToken(email: string): Promise<string> {
  const googleToken = JSON.stringify({ sub: `google-${email}`, email, email_verified: true, name: 'Анна' });
  const response = await fetch(
    `http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=test-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        postBody: `id_token=${encodeURIComponent(googleToken)}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`emulator sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

test.describe('failover between two API instances', () => {
  test.skip(!TEST_DATABASE_URL, 'needs a PostgreSQL server (TEST_DATABASE_URL)');
  test.setTimeout(240_000);

  let site: ProductionSite | null = null;
  // Declared first, so the site stops before its database is dropped.
  test.afterAll(() => site?.stop());
  const databaseUrl = databaseOfItsOwn('shop_failover');

  test('one instance killed mid-traffic: orders once each, no failure after the window, the feed delivers the next order', async ({
    page,
  }) => {
    site = await startProductionSite({
      databaseUrl,
      apiPorts: [await freePort(), await freePort()],
      portOffset: 10_600,
      seedProducts: 300,
      firebase: { emulatorHost: EMULATOR_HOST },
      env: { SHOP_ADMIN_EMAILS: ADMIN, ORDERS_PER_HOUR: '100000', SIGN_UPS_PER_HOUR: '100000', LOG_LEVEL: 'info' },
    });
    const graphqlUrl = `${site.url}/graphql`;
    const adminToken = await emulatorToken(ADMIN);
    const { ask } = graphqlClient(graphqlUrl);
    const line = await orderLine({ ask }, 1);
    const order = (key: string) => ask(OPERATIONS.createBuyerOrder, { input: orderInput(key, line) });
    // A seller, made one by the first administrator as in /dmn/users: the order list and its
    // live feed are the sellers'.
    const sellerToken = await emulatorToken(SELLER);
    const { uid } = (await ask('mutation { ensureUser { uid } }', {}, sellerToken)).ensureUser as { uid: string };
    await ask('mutation { ensureUser { uid } }', {}, adminToken);
    await ask(
      'mutation setUserRoles($uid: ID!, $roles: RolesInput!) { setUserRoles(uid: $uid, roles: $roles) { uid } }',
      { uid, roles: { isSeller: true } },
      adminToken,
    );

    // The live order feed, as the back-office keeps it: graphql-ws through the shell's server,
    // reconnecting when its socket goes away.
    const delivered: number[] = [];
    const feed = createClient({
      url: graphqlUrl.replace(/^http/, 'ws'),
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${sellerToken}` },
      retryAttempts: 50,
      retryWait: () => new Promise((resolve) => setTimeout(resolve, 200)),
      shouldRetry: () => true,
    });
    const unsubscribe = feed.subscribe<{ buyerOrderCreated: { nid: number } }>(
      { query: 'subscription { buyerOrderCreated { nid } }' },
      {
        next: ({ data }) => data && delivered.push(data.buyerOrderCreated.nid),
        error: () => undefined,
        complete: () => undefined,
      },
    );
    await ask(OPERATIONS.buyerOrders, { limit: 1 }, sellerToken);

    // Mixed traffic from four clients; an order that fails is sent again with its key, as the checkout does.
    const started = Date.now();
    let killedAt = Infinity;
    const outcomes: { at: number; what: string; ok: boolean; error?: string }[] = [];
    const placedKeys: string[] = [];
    const record = async (what: string, work: () => Promise<unknown>) => {
      try {
        await work();
        outcomes.push({ at: Date.now(), what, ok: true });
        return true;
      } catch (error) {
        outcomes.push({ at: Date.now(), what, ok: false, error: String(error) });
        return false;
      }
    };
    const client = async (index: number) => {
      for (let round = 0; Date.now() - started < TRAFFIC_MS; round += 1) {
        await record('catalogue', () => ask(OPERATIONS.getProducts, { url: '/smesiteli', limit: 12 }));
        await record('cart pricing', () => ask(OPERATIONS.cartPricing, { nids: [1, 2, 3] }));
        const key = `failover-${index}-${round}`;
        for (let attempt = 0; attempt < 20; attempt += 1) {
          if (await record('order', () => order(key))) {
            placedKeys.push(key);
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await record('back-office list', () => ask(OPERATIONS.buyerOrders, { limit: 20 }, sellerToken));
      }
    };
    const killer = (async () => {
      await new Promise((resolve) => setTimeout(resolve, KILL_AT_MS));
      killedAt = Date.now();
      site?.apis[0]?.process.child.kill('SIGKILL');
    })();
    await Promise.all([client(1), client(2), client(3), client(4), killer]);

    await site.apis[0]?.process.exited;
    expect(site.apis[0]?.process.child.signalCode).toBe('SIGKILL');
    const inWindow = outcomes.filter((outcome) => !outcome.ok && outcome.at <= killedAt + FAILOVER_WINDOW_MS);
    console.log(
      `failover: ${outcomes.length} requests, ${placedKeys.length} orders; ${inWindow.length} failed within ${FAILOVER_WINDOW_MS} ms of the kill` +
        (inWindow.length
          ? ` (${[...new Set(inWindow.map((outcome) => outcome.error?.slice(0, 60)))].join('; ')})`
          : ''),
    );
    const late = outcomes.filter((outcome) => !outcome.ok && outcome.at > killedAt + FAILOVER_WINDOW_MS);
    expect(late).toEqual([]);
    expect(
      outcomes.filter((outcome) => outcome.ok && outcome.at > killedAt + FAILOVER_WINDOW_MS).length,
    ).toBeGreaterThan(20);
    expect(placedKeys.length).toBeGreaterThan(8);

    // Each order once: no key twice, none lost.
    const check = new pg.Client({ connectionString: databaseUrl });
    await check.connect();
    try {
      const { rows } = await check.query<{ key: string; times: number }>(
        "SELECT idempotency_key AS key, count(*)::int AS times FROM buyer_orders WHERE idempotency_key LIKE 'failover-%' GROUP BY 1 ORDER BY 1",
      );
      expect(rows).toEqual([...placedKeys].sort().map((key) => ({ key, times: 1 })));
    } finally {
      await check.end();
    }

    // The feed came back through the surviving instance: the next order arrives on it.
    const next = (await order('failover-next')).createBuyerOrder as { nid: number };
    await expect.poll(() => delivered.includes(next.nid), { timeout: 15_000 }).toBe(true);
    unsubscribe();
    await feed.dispose();

    // And a shopper still gets the site, its catalogue rendered from the survivor; the page's
    // request id is on its lines in the shell's, the surviving API's and the catalogue's logs.
    const requestId = `failover-page-${randomBytes(4).toString('hex')}`;
    await page.setExtraHTTPHeaders({ 'x-request-id': requestId });
    await page.goto(`${site.url}/smesiteli`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const logged = (name: string) =>
      site?.units
        .find((unit) => unit.name === name)
        ?.process.logs()
        .filter((line) => line.requestId === requestId) ?? [];
    await expect
      .poll(() => ['shell', 'api-2', 'catalog'].map((name) => logged(name).length > 0))
      .toEqual([true, true, true]);
    expect(logged('api-2')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          unit: 'api',
          msg: 'request completed',
          req: expect.objectContaining({ url: '/graphql' }),
        }),
      ]),
    );
  });
});

test.describe('an API instance stopped (SIGTERM) during a burst of checkouts', () => {
  test.skip(!TEST_DATABASE_URL, 'needs a PostgreSQL server (TEST_DATABASE_URL)');
  test.setTimeout(180_000);

  let site: ProductionSite | null = null;
  test.afterAll(() => site?.stop());
  const databaseUrl = databaseOfItsOwn('shop_sigterm');

  test('every buyer gets an order number or a clear refusal, and every number given is an order', async () => {
    site = await startProductionSite({
      databaseUrl,
      apiPorts: [await freePort(), await freePort()],
      portOffset: 10_800, // Ports of its own: the first failover journey has 10_600, the releases journey 10_700.
      seedProducts: 300,
      firebase: { emulatorHost: EMULATOR_HOST },
      env: { ORDERS_PER_HOUR: '100000', LOG_LEVEL: 'info' },
    });
    const graphqlUrl = `${site.url}/graphql`;
    const line = await orderLine(graphqlClient(graphqlUrl), 1);
    /** One checkout, sent once as a browser sends it: its order's nid, or the refusal the buyer reads. */
    const checkout = async (key: string): Promise<{ key: string; nid?: number; refusal?: string }> => {
      const response = await fetch(graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: OPERATIONS.createBuyerOrder, variables: { input: orderInput(key, line) } }),
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await response.json()) as {
        data?: { createBuyerOrder?: { nid: number } };
        errors?: { message: string }[];
      };
      const nid = body.data?.createBuyerOrder?.nid;
      return nid ? { key, nid } : { key, refusal: `${response.status} ${body.errors?.[0]?.message ?? ''}` };
    };
    // Sixteen buyers at once, again and again; one instance is told to stop in the middle.
    const outcomes: Awaited<ReturnType<typeof checkout>>[] = [];
    const started = Date.now();
    const buyer = async (index: number) => {
      for (let round = 0; Date.now() - started < 5_000; round += 1)
        outcomes.push(await checkout(`sigterm-${index}-${round}`));
    };
    const stopper = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      site?.apis[0]?.process.child.kill('SIGTERM');
    })();
    await Promise.all([...Array.from({ length: 16 }, (_, index) => buyer(index)), stopper]);
    expect(await site.apis[0]?.process.exited).toBe(0);

    const refusals = outcomes.filter((outcome) => outcome.refusal);
    const sentAgain = site.units
      .find((unit) => unit.name === 'shell')
      ?.process.logs()
      .filter((entry) => entry.msg === 'API connection reset before an answer: sending the request again').length;
    console.log(
      `SIGTERM: ${outcomes.length} checkouts, ${refusals.length} refused, ${sentAgain} sent again by the shell`,
    );
    // A refusal says what happened, in Russian.
    for (const { refusal } of refusals) expect(refusal).toMatch(/[а-яё]/i);
    const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
    const check = new pg.Client({ connectionString: databaseUrl });
    await check.connect();
    try {
      const { rows } = await check.query<{ key: string; nid: number }>(
        "SELECT idempotency_key AS key, nid FROM buyer_orders WHERE idempotency_key LIKE 'sigterm-%'",
      );
      // Every number a buyer was given is their order, and no order was made that its buyer was not told of.
      const given = outcomes
        .filter((outcome) => outcome.nid)
        .map(({ key, nid }) => ({ key, nid }))
        .sort(byKey);
      expect(rows.map(({ key, nid }) => ({ key, nid: Number(nid) })).sort(byKey)).toEqual(given);
    } finally {
      await check.end();
    }
  });
});
