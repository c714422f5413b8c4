// A stranger cannot fill the API's memory (api/README.md, "Security"): distinct queries, a
// query padded with a comment, persisted-query hashes and the cost estimates' variables each
// meet a bound, and the heap comes back near where it was once the flood is over.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { GraphQLFormattedError } from 'graphql';
import type { ApiServer } from '../api-server';
import type { ShopDatabase } from '../db/open-database';
import { DOCUMENT_CACHE_BYTES } from '../graphql/document-cache';
import { knownCosts, OPERATION_LIMITS } from '../graphql/operation-guards';
import { loadCatalogueFixture } from '../testing/catalogue-fixture';
import { CYRILLIC } from '../testing/graphql-over-http';
import { startTestApi } from '../testing/test-api';
import { openTestDatabase } from '../testing/test-database';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** The heap in use once everything unreachable is collected. */
const settledHeap = async (): Promise<number> => {
  for (let round = 0; round < 3; round += 1) {
    gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return process.memoryUsage().heapUsed;
};

const MB = 1024 * 1024;

/**
 * A valid query just under the text limit that parses into as many tokens as graphql-js validates
 * in one selection (it aborts past ≈ 800 repeated fields), padded with a comment: ≈ 330 KB of heap.
 */
const heavyQuery = (unique: number) => {
  const text = `query Flood${unique} { ${' __typename'.repeat(700)} }`;
  return `${text} #${'x'.repeat(OPERATION_LIMITS.queryBytes - text.length - 2)}`;
};

async function post(base: string, body: unknown) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { errors?: GraphQLFormattedError[] } };
}

/** `count` requests, `concurrency` at a time. */
async function flood(count: number, concurrency: number, send: (index: number) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await send(next++);
    }),
  );
}

const cacheGauge = async (base: string, metric: string, cache: string): Promise<number> => {
  const text = await (await fetch(`${base}/metrics`)).text();
  const line = text.split('\n').find((row) => row.startsWith(`${metric}{cache="${cache}"}`));
  return Number(line?.split(' ')[1] ?? NaN);
};

describe('the API’s memory under a flood of distinct requests', () => {
  let database: ShopDatabase;
  let drop: () => Promise<void>;
  let api: ApiServer;
  let base: string;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase('pglite'));
    await loadCatalogueFixture(database);
    ({ api, base } = await startTestApi(database));
  });
  afterAll(async () => {
    await api?.stop();
    await drop?.();
  });

  it('refuses a query text over the limit before parsing it, in Russian', async () => {
    const padded = `{ __typename } #${'x'.repeat(99 * 1024)}`;
    const answer = await post(base, { query: padded });
    expect(answer.status).toBe(413);
    expect(answer.body.errors?.[0]).toMatchObject({ message: expect.stringMatching(CYRILLIC) });
    expect((await post(base, { query: `{ __typename } #${'x'.repeat(1024)}` })).status).toBe(200);
  });

  it('takes no persisted queries: a registered hash is never kept', async () => {
    const answer = await post(base, {
      query: '{ __typename }',
      extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } },
    });
    expect(answer.body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/Сохранённые запросы/),
      extensions: { code: 'PERSISTED_QUERY_NOT_SUPPORTED' },
    });
  });

  it('keeps parsed documents within their bound, and the heap returns near its baseline', async () => {
    // Warm what every request allocates once (the schema's caches, the logger, the first documents).
    await flood(20, 4, (index) => post(base, { query: heavyQuery(-index - 1) }));
    const baseline = await settledHeap();
    await flood(400, 4, async (index) => {
      const answer = await post(base, { query: heavyQuery(index) });
      expect(answer.body.errors).toBeUndefined();
    });
    const after = await settledHeap();
    const documents = await cacheGauge(base, 'shop_cache_bytes', 'documents');
    expect(documents).toBeGreaterThan(0);
    expect(documents).toBeLessThanOrEqual(DOCUMENT_CACHE_BYTES);
    // Unbounded, as Apollo's own store keeps them (30 MB of their JSON), 400 such documents hold ≈ 130 MB.
    expect((after - baseline) / MB).toBeLessThan(48);
  });

  it('remembers operation costs within their bound, whatever the variables', async () => {
    const query =
      'query Page($limit: Int, $pad: String!) { products(limit: $limit) { nid } category(path: $pad) { nid } }';
    await flood(300, 4, (index) =>
      post(base, { query, variables: { limit: 1 + (index % 50), pad: `${index}`.repeat(40) } }),
    );
    expect(knownCosts.calculatedSize).toBeLessThanOrEqual(knownCosts.maxSize);
    expect(knownCosts.size).toBeGreaterThan(0);
    // A key too large to remember is estimated every time, never kept.
    const before = knownCosts.size;
    await post(base, { query, variables: { limit: 5, pad: 'y'.repeat(8 * 1024) } });
    expect(knownCosts.size).toBeLessThanOrEqual(before);
    expect(await cacheGauge(base, 'shop_cache_entries', 'operation_costs')).toBe(knownCosts.size);
  });
});
