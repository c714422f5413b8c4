// npm run bench -w api: 50 000 products, then autocannon (10 connections, 20 s each) on
// getProducts (a category, two filters, page 3) and filterCountAll for the same URL. Prints
// req/s, p50, p99 and errors; on PGlite, and on PostgreSQL too when DATABASE_URL is set.
// Targets on a 2-core machine with PGlite: getProducts >= 800 req/s with p99 <= 40 ms;
// filterCountAll >= 300 req/s with p99 <= 80 ms; zero errors.
import path from 'node:path';
import autocannon from 'autocannon';
import { PRODUCTION_API_ENV, startApi } from '../../scripts/api-process';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import { seedCatalogue } from '../src/seed/seed-catalogue';

const PRODUCTS = 50_000;
const PORT = 4100;
const URL_UNDER_TEST = '/smesiteli/dlya-rakovini/hansgrohe?control=odnorychazhnyj';
const PAGE = 3;
const TARGETS = {
  getProducts: { requests: 800, p99: 40 },
  filterCountAll: { requests: 300, p99: 80 },
};

const OPERATIONS = {
  getProducts: {
    query: `query getProducts($url: String, $skip: Int, $limit: Int) {
      products(url: $url, skip: $skip, limit: $limit) { _id nid name brand price priceWithAction imageUrl inStock }
      productsCount(url: $url) }`,
    variables: { url: URL_UNDER_TEST, skip: 18 * (PAGE - 1), limit: 18 },
  },
  filterCountAll: {
    query: `query filterCountAll($url: String) { filterCountAll(url: $url) {
      _id optionColName optionColNid count minVal maxVal name rusName urlOptionsToFilter dilemma dilemmaRemoveOption
      internalCat { nid path count } } }`,
    variables: { url: URL_UNDER_TEST },
  },
};

async function prepare(url: string | undefined, dataDir: string | undefined): Promise<void> {
  const database = await openDatabase({ url, dataDir });
  await migrate(database);
  const [row] = await database.query<{ count: number }>('SELECT count(*)::int AS count FROM products');
  if (row?.count !== PRODUCTS) {
    const started = Date.now();
    await seedCatalogue(database, PRODUCTS);
    console.log(`  seeded ${PRODUCTS} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } else {
    console.log(`  ${PRODUCTS} products already seeded`);
  }
  await database.close();
}

async function load(name: keyof typeof OPERATIONS, judged: boolean) {
  const body = JSON.stringify(OPERATIONS[name]);
  const endpoint = `http://127.0.0.1:${PORT}/graphql`;
  const check = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const answer = (await check.json()) as { errors?: unknown[] };
  if (!check.ok || answer.errors) throw new Error(`${name} fails: ${JSON.stringify(answer).slice(0, 300)}`);
  const result = await autocannon({
    url: endpoint,
    connections: 10,
    duration: Number(process.env.BENCH_SECONDS ?? 20),
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  const target = TARGETS[name];
  const met = result.requests.average >= target.requests && result.latency.p99 <= target.p99 && errors === 0;
  console.log(
    `  ${name.padEnd(15)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${errors}` +
      (judged ? `  (target >= ${target.requests} req/s, p99 <= ${target.p99} ms: ${met ? 'met' : 'MISSED'})` : ''),
  );
  return met;
}

async function benchEngine(label: string, env: NodeJS.ProcessEnv, judged = true) {
  console.log(`\n${label}`);
  const api = await startApi({ ...process.env, ...env, ...PRODUCTION_API_ENV }, PORT);
  try {
    const products = await load('getProducts', judged);
    const counts = await load('filterCountAll', judged);
    return products && counts;
  } finally {
    await api.stop();
  }
}

async function main() {
  console.log(`url ${URL_UNDER_TEST}, page ${PAGE}; 10 connections, 20 s per operation`);
  const dataDir = path.resolve(__dirname, '../.data/bench-pglite');
  const pglite = { API_DATA_DIR: dataDir, DATABASE_URL: '' };
  await prepare(undefined, dataDir);
  const results = [
    await benchEngine('PGlite (embedded), as the shop runs: catalogue answers cached per version', pglite),
  ];
  // For the record, not a target: what the database itself does with every answer computed anew.
  await benchEngine(
    'PGlite with CATALOG_CACHE=off (the database alone; no target)',
    { ...pglite, CATALOG_CACHE: 'off' },
    false,
  );
  if (process.env.DATABASE_URL) {
    const postgres = { DATABASE_URL: process.env.DATABASE_URL };
    await prepare(postgres.DATABASE_URL, undefined);
    results.push(await benchEngine('PostgreSQL (DATABASE_URL), cached', postgres));
    await benchEngine('PostgreSQL with CATALOG_CACHE=off (no target)', { ...postgres, CATALOG_CACHE: 'off' }, false);
  }
  console.log(results.every(Boolean) ? '\nTargets met.' : '\nTargets missed.');
  process.exitCode = results.every(Boolean) ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
