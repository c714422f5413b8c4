// The API process from start to stop (README: "Deploying the shop"): a production API leaves an
// empty database empty; every request's id is on its log line and its response; SIGTERM lets a
// request in flight finish, refuses new connections (a load balancer moves on; /readyz is 503 on a kept-alive one)
// and exits 0.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoRequisitesEnv } from '@shop/shared/invoice-sheet';
import pg from 'pg';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/open-database';
import { spawnApi, type ApiChild } from '../testing/api-process';
import { CREATE_BUYER_ORDER, orderInput } from '../testing/buyer-order-input';
import { loadCatalogueFixture } from '../testing/catalogue-fixture';
import { openTestDatabase } from '../testing/test-database';

const PRODUCTION = {
  NODE_ENV: 'production',
  FIREBASE_PROJECT_ID: 'santehnika-lifecycle',
  PUBLIC_URL: 'https://shop.example',
  MAIL: 'off',
  ...demoRequisitesEnv(),
};
const serverUrl = process.env.TEST_DATABASE_URL;
const graphqlBody = (query: string, operationName?: string) => JSON.stringify({ query, operationName });

describe('an API process on the embedded database', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'shop-lifecycle-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('in production migrates an empty database but puts no demo goods in it', async () => {
    const api = await spawnApi({ ...PRODUCTION, API_DATA_DIR: path.join(folder, 'pglite') });
    try {
      const response = await fetch(`${api.base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: graphqlBody('{ categoriesObjects { nid } productsCount }'),
      });
      expect(await response.json()).toEqual({ data: { categoriesObjects: [], productsCount: 0 } });
      expect(api.logs().map((line) => line.msg)).toContain(
        'the catalogue is empty: load the shop’s goods (npm run seed -w api for the demo catalogue)',
      );
    } finally {
      expect(await api.stop()).toBe(0);
    }
  });

  it('logs each request as JSON with its id: a well-formed X-Request-Id is kept, anything else replaced', async () => {
    const api = await spawnApi({ API_DATA_DIR: path.join(folder, 'pglite'), LOG_LEVEL: 'info' });
    try {
      const ask = (requestId: string) =>
        fetch(`${api.base}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-request-id': requestId },
          body: graphqlBody('query shopCategories { categoriesObjects { nid } }', 'shopCategories'),
        });
      const kept = await ask('shell-7f3a9c21');
      expect(kept.headers.get('x-request-id')).toBe('shell-7f3a9c21');
      const replaced = await ask('<script>alert(1)</script>');
      const replacement = replaced.headers.get('x-request-id');
      expect(replacement).toMatch(/^[0-9a-f-]{36}$/);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const lines = api.logs().filter((line) => line.msg === 'request completed');
      expect(lines).toEqual([
        expect.objectContaining({
          level: 'info',
          unit: 'api',
          requestId: 'shell-7f3a9c21',
          operation: 'shopCategories',
          res: { statusCode: 200 },
        }),
        expect.objectContaining({ requestId: replacement }),
      ]);
      expect(JSON.stringify(api.logs())).not.toContain('<script>');
    } finally {
      expect(await api.stop()).toBe(0);
    }
  });
});

describe('SIGTERM during a burst of checkouts', () => {
  let folder: string;
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'shop-sigterm-'));
    const database = await openPglite(path.join(folder, 'pglite'));
    await migrate(database);
    await loadCatalogueFixture(database);
    await database.close();
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** One checkout: the order's number, or how it failed (an HTTP status, or the connection's error code). */
  const checkout = (base: string) =>
    fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: CREATE_BUYER_ORDER, variables: { input: orderInput() } }),
    }).then(
      async (response) => {
        const body = (await response.json()) as { data?: { createBuyerOrder?: { number: string } } };
        return body.data?.createBuyerOrder?.number ?? `HTTP ${response.status}`;
      },
      (error: Error & { cause?: { code?: string } }) => `error ${error.cause?.code ?? error.message}`,
    );

  it('answers every request that reached it, and writes no order it did not answer', async () => {
    const api = await spawnApi({ API_DATA_DIR: path.join(folder, 'pglite'), ORDERS_PER_HOUR: '1000' });
    // Kept-alive connections, as the shell's server holds them.
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => checkout(api.base)));
    expect(outcomes.every((outcome) => /^\d+$/.test(outcome))).toBe(true);
    const burst = Array.from({ length: 16 }, () => checkout(api.base));
    await new Promise((resolve) => setTimeout(resolve, 5));
    api.child.kill('SIGTERM');
    // Requests sent after the signal on connections still open are served too; new connections are refused.
    const late = await Promise.all(Array.from({ length: 8 }, () => checkout(api.base)));
    outcomes.push(...(await Promise.all(burst)), ...late);
    expect(await api.exited).toBe(0);
    const answered = outcomes.filter((outcome) => /^\d+$/.test(outcome));
    // A connection refused, or reset before the process accepted it (still in the kernel's queue when the
    // listener closed), carried nothing; the shell's server sends such a request again. Nothing else may happen.
    const unanswered = outcomes.filter((outcome) => !/^\d+$/.test(outcome));
    expect(unanswered.filter((outcome) => outcome !== 'error ECONNREFUSED' && outcome !== 'error ECONNRESET')).toEqual(
      [],
    );
    const database = await openPglite(path.join(folder, 'pglite'));
    try {
      const rows = await database.query<{ number: string }>('SELECT number FROM buyer_orders ORDER BY nid');
      expect(rows.map((row) => row.number).sort()).toEqual([...answered].sort());
    } finally {
      await database.close();
    }
  });
});

(serverUrl ? describe : describe.skip)(
  'SIGTERM with a request in flight, on PostgreSQL (runs only with TEST_DATABASE_URL set)',
  () => {
    /**
     * A production API, ready, on a catalogue of its own, with `table` locked by another session of the database:
     * a request that reads it is slowed down the honest way, until `run` commits that session's transaction.
     */
    const withLockedTable = async (table: string, run: (api: ApiChild, locker: pg.Client) => Promise<void>) => {
      const { database, url, drop } = await openTestDatabase('postgresql');
      await loadCatalogueFixture(database);
      const api = await spawnApi({ ...PRODUCTION, DATABASE_URL: url as string, SHUTDOWN_TIMEOUT_MS: '20000' });
      const locker = new pg.Client({ connectionString: url });
      await locker.connect();
      try {
        const ready = await fetch(`${api.base}/readyz`, { headers: { connection: 'close' } });
        expect(ready.status).toBe(200);
        await locker.query('BEGIN');
        await locker.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
        await run(api, locker);
      } finally {
        await locker.end().catch(() => undefined);
        await api.stop();
        await drop();
      }
    };

    it('the request completes while new connections are refused, and the process exits 0', async () => {
      await withLockedTable('products', async (api, locker) => {
        const slow = fetch(`${api.base}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: graphqlBody('{ cartPricing(nids: [1, 2]) { nid product { nid } } }'),
        });
        await new Promise((resolve) => setTimeout(resolve, 500));
        api.child.kill('SIGTERM');
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(api.child.exitCode).toBeNull();
        await expect(fetch(`${api.base}/healthz`)).rejects.toThrow();
        await locker.query('COMMIT');
        const answer = await slow;
        expect(answer.status).toBe(200);
        expect(await answer.json()).toEqual({
          data: {
            cartPricing: [
              { nid: 1, product: { nid: 1 } },
              { nid: 2, product: { nid: 2 } },
            ],
          },
        });
        expect(await api.exited).toBe(0);
        expect(api.logs().map((line) => line.msg)).toEqual(
          expect.arrayContaining(['stopping: no new connections; finishing requests in flight', 'stopped']),
        );
      });
    });

    it('a request whose client has gone still finishes before the database closes', async () => {
      // A catalogue page reads the catalogue's version, then its rows: the first read waits for the lock.
      await withLockedTable('catalog_version', async (api, locker) => {
        // The client gives up while the operation waits: its connection closes, the operation goes on.
        const client = new AbortController();
        const abandoned = fetch(`${api.base}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: graphqlBody('query getProducts { products(url: "/smesiteli") { nid name } }', 'getProducts'),
          signal: client.signal,
        });
        await new Promise((resolve) => setTimeout(resolve, 500));
        client.abort();
        await expect(abandoned).rejects.toThrow();
        api.child.kill('SIGTERM');
        await new Promise((resolve) => setTimeout(resolve, 500));
        // The process waits for the operation: the drain for its connection, which the server holds until the
        // answer is written, or OperationsInFlight once that is closed.
        expect(api.child.exitCode).toBeNull();
        await locker.query('COMMIT');
        expect(await api.exited).toBe(0);
        // Before, its next query met a closed pool: «Cannot use a pool after calling end on the pool».
        expect(api.logs().filter((line) => line.level === 'error' || line.level === 'fatal')).toEqual([]);
        expect(api.logs().map((line) => line.msg)).toEqual(expect.arrayContaining(['request aborted', 'stopped']));
      });
    });
  },
);
