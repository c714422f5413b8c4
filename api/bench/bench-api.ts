// npm run bench -w api [-- --products N] [-- --seed S] [-- --only OPERATION,...] [-- --mode cached|unique]: a
// catalogue of N products (50 000), then
// autocannon (10 connections, BENCH_SECONDS = 20 s each) on the API as it runs in production:
//   cached   one URL asked again and again (getProducts: a category, two filters, page 3;
//            filterCountAll for it): what the per-version cache answers
//   unique   every request another catalogue page or search drawn from the catalogue with seed S
//            (api/src/seed/catalog-samples.ts): getProducts, filterCountAll, search — what a
//            crawler or shoppers' own combinations cost, whatever the cache holds
// Prints req/s, p50, p99 and errors per operation, and the catalogue index's size and read time;
// on PGlite, and on PostgreSQL too when DATABASE_URL is set; each as the shop runs (the catalogue
// engine) and, in the same run, with the database alone (CATALOG_ENGINE=off CATALOG_CACHE=off),
// with the ratios between the two. The unique URLs are written to a file named in the output, with their seed.
// Each measured run follows an unmeasured one of 3 s (the load generator and the API warmed up).
// Targets on this 2-core machine (10 connections, both engines), zero errors everywhere:
//   50 000 products, cached:  getProducts >= 800 req/s p99 <= 40 ms; filterCountAll >= 300 req/s p99 <= 80 ms
//   50 000 products, unique:  getProducts >= 800 req/s p99 <= 40 ms; filterCountAll >= 400 req/s p99 <= 60 ms;
//                             search >= 300 req/s p99 <= 80 ms
//   500 000 products, unique: getProducts p99 <= 80 ms; filterCountAll p99 <= 150 ms (on PostgreSQL); the index
//                             <= 250 MB after a full collection; ready in <= 30 s (printed, not judged)
// -- --databases pglite|postgresql: one of the two.
// -- --changes R: on PostgreSQL, R catalogue changes a second during each unique operation (a price, then a stock
// move, by turns, from a connection of the bench's own): what a shop taking orders does to the engine's index. Each
// operation prints the share of answers the index gave (shop_catalog_answers_total) and the changes made meanwhile.
// npm run bench -w api -- --growth: the growth table instead — 5 000, 50 000 and 500 000 products, each seeded afresh
// (PGlite in its own folder per size; PostgreSQL in DATABASE_URL's database, replaced at each size), with the seed
// time, the index's reading time and memory (api/bench/index-memory.ts), the time to ready, and the unique-URL
// figures of the engine per operation. Figures only, no targets: at 500 000 products on PostgreSQL the targets are
// filterCountAll p99 <= 150 ms, getProducts p99 <= 80 ms, the index <= 250 MB, ready in <= 30 s.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { filterCountsUrl, parseCatalogLocation } from '@shop/shared/catalog-url';
import { PRODUCTION_API_ENV, startApi } from '@shop/tooling/api-process';
import { loadCatalogMetadata } from '../src/catalog/catalog-metadata';
import { drawCatalogueSamples, drawSearches, loadSampleSource } from '../src/seed/catalog-samples';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import { numberArgument } from '../src/seed/number-argument';
import { seedCatalogue } from '../src/seed/seed-catalogue';

const PORT = 4100;
const URL_UNDER_TEST = '/smesiteli/dlya-rakovini/hansgrohe?control=odnorychazhnyj';
const PAGE = 3;
const PAGE_SIZE = 18;
/** Enough distinct requests that none repeats within a run, at any rate this machine reaches. */
const UNIQUE_REQUESTS = 100_000;
/** Before each measured run, an unmeasured one. */
const WARM_UP_SECONDS = 3;
const DATA_DIR = path.resolve(__dirname, '../.data');

const OPERATIONS = ['getProducts', 'filterCountAll', 'search'] as const;
const MODES = ['cached', 'unique'] as const;
type Operation = (typeof OPERATIONS)[number];
type Mode = (typeof MODES)[number];

/** `--<name> a,b` of the command's arguments, each one of `allowed`: all of them when absent. */
function listArgument<T extends string>(name: string, allowed: readonly T[]): readonly T[] {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return allowed;
  const items = (process.argv[index + 1] ?? '').split(',');
  const unknown = items.filter((item) => !allowed.includes(item as T));
  if (unknown.length > 0) throw new Error(`--${name}: ${unknown.join(', ')}? One or more of ${allowed.join(', ')}`);
  return items as T[];
}

const ONLY = listArgument('only', OPERATIONS);
const MODES_RUN = listArgument('mode', MODES);
const DATABASES_RUN = listArgument('databases', ['pglite', 'postgresql'] as const);
const CHANGES_PER_SECOND = process.argv.includes('--changes') ? numberArgument('changes', 1) : 0;

const PRODUCTS = numberArgument('products', 50_000);

type Targets = Record<Mode, Partial<Record<Operation, { requests: number; p99: number }>>>;
/** The targets by catalogue size (see the top of this file); other sizes print figures only. */
const TARGETS = new Map<number, Targets>([
  [
    50_000,
    {
      cached: { getProducts: { requests: 800, p99: 40 }, filterCountAll: { requests: 300, p99: 80 } },
      unique: {
        getProducts: { requests: 800, p99: 40 },
        filterCountAll: { requests: 400, p99: 60 },
        search: { requests: 300, p99: 80 },
      },
    },
  ],
  [
    500_000,
    { cached: {}, unique: { getProducts: { requests: 0, p99: 80 }, filterCountAll: { requests: 0, p99: 150 } } },
  ],
]);

const QUERIES: Record<Operation, string> = {
  getProducts: `query getProducts($url: String, $sort: [ProductSort!], $skip: Int, $limit: Int) {
    products(url: $url, sort: $sort, skip: $skip, limit: $limit) { _id nid name brand price priceWithAction imageUrl inStock }
    productsCount(url: $url) }`,
  filterCountAll: `query filterCountAll($url: String) { filterCountAll(url: $url) {
    _id optionColName optionColNid count minVal maxVal name rusName urlOptionsToFilter dilemma dilemmaRemoveOption
    internalCat { nid path count } } }`,
  search: `query search($q: String!, $skip: Int, $limit: Int) {
    search(q: $q, skip: $skip, limit: $limit) { total correctedQuery items { nid name price } } }`,
};

const body = (operation: Operation, variables: Record<string, unknown>) =>
  JSON.stringify({ query: QUERIES[operation], variables });

/** The request bodies of each operation: one, asked again (cached), or a new one each time (unique). */
type Bodies = Record<Mode, Partial<Record<Operation, string[]>>>;

/**
 * The database with `products` products (seeded when it has another number), and the request bodies: the
 * cached URL, and UNIQUE_REQUESTS pages and searches drawn with `seed`, their list written beside the data.
 */
async function prepare(
  url: string | undefined,
  dataDir: string | undefined,
  products: number,
  seed: number,
  reseed = false,
): Promise<{ bodies: Bodies; seedSeconds: number | null }> {
  const database = await openDatabase({ url, dataDir });
  await migrate(database);
  const [row] = await database.query<{ count: number }>('SELECT count(*)::int AS count FROM products');
  let seedSeconds: number | null = null;
  if (reseed || row?.count !== products) {
    const started = Date.now();
    await seedCatalogue(database, products);
    seedSeconds = (Date.now() - started) / 1000;
    console.log(`  seeded ${products} products in ${seedSeconds.toFixed(1)} s`);
  } else {
    console.log(`  ${products} products already seeded`);
  }
  const source = await loadSampleSource(database.db, await loadCatalogMetadata(database.db));
  await database.close();
  const pages = drawCatalogueSamples(source, UNIQUE_REQUESTS, seed);
  const searches = drawSearches(source, UNIQUE_REQUESTS, seed);
  const list = path.join(DATA_DIR, `bench-urls-${products}-seed-${seed}.txt`);
  mkdirSync(DATA_DIR, { recursive: true });
  writeFileSync(
    list,
    [
      `# seed ${seed}, ${products} products`,
      ...pages.map((page) => page.address),
      ...searches.map((q) => `search: ${q}`),
    ]
      .join('\n')
      .concat('\n'),
  );
  console.log(`  unique mode: ${pages.length} pages and ${searches.length} searches drawn with seed ${seed}: ${list}`);
  console.log(
    `    e.g. ${pages
      .slice(0, 3)
      .map((page) => page.address)
      .join('  ')}`,
  );
  const countsUrl = (url: string) => {
    const [pathname = '', search = ''] = url.split('?');
    const location = parseCatalogLocation(pathname, search);
    return (location && filterCountsUrl(location)) ?? url;
  };
  const bodies: Bodies = {
    cached: {
      getProducts: [body('getProducts', { url: URL_UNDER_TEST, skip: PAGE_SIZE * (PAGE - 1), limit: PAGE_SIZE })],
      filterCountAll: [body('filterCountAll', { url: URL_UNDER_TEST })],
    },
    unique: {
      getProducts: pages.map((page) =>
        body('getProducts', {
          url: page.url,
          sort: page.sort.sort,
          skip: PAGE_SIZE * (page.page - 1),
          limit: PAGE_SIZE,
        }),
      ),
      filterCountAll: pages.map((page) => body('filterCountAll', { url: countsUrl(page.url) })),
      search: searches.map((q, index) =>
        body('search', { q, skip: PAGE_SIZE * (pages[index]!.page - 1), limit: PAGE_SIZE }),
      ),
    },
  };
  return { bodies, seedSeconds };
}

interface IndexMemory {
  products: number;
  readSeconds: number;
  heldBytes: number;
  arrayBytes: number;
  words: number;
}

/** The index read once in a process of its own, its memory measured after a full collection (./index-memory.ts). */
function indexMemory(env: NodeJS.ProcessEnv): IndexMemory {
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', path.join(__dirname, 'index-memory.ts')], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  const line = run.stdout.trim().split('\n').pop() ?? '';
  if (run.status !== 0 || !line.startsWith('{')) throw new Error(`The index's memory was not measured: ${run.stderr}`);
  const figures = JSON.parse(line) as IndexMemory;
  console.log(
    `  catalogue index alone: ${figures.products} products, read in ${figures.readSeconds.toFixed(1)} s, ` +
      `${(figures.heldBytes / 1e6).toFixed(0)} MB held after a full collection (${(figures.arrayBytes / 1e6).toFixed(0)} MB of arrays, ` +
      `${figures.words} search words)`,
  );
  return figures;
}

interface Figures {
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(operation: Operation, mode: Mode, list: string[]): Promise<Figures> {
  const endpoint = `http://127.0.0.1:${PORT}/graphql`;
  // Each operation answers before it is measured (the first few bodies).
  for (const sample of list.slice(0, 5)) {
    const check = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: sample,
    });
    const answer = (await check.json()) as { errors?: unknown[] };
    if (!check.ok || answer.errors) throw new Error(`${operation} fails: ${JSON.stringify(answer).slice(0, 300)}`);
  }
  let next = mode === 'unique' ? 5 : 0;
  const run = (duration: number) =>
    autocannon({
      url: endpoint,
      connections: 10,
      duration,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (request) => {
            const chosen = list[next % list.length] as string;
            next += 1;
            return { ...request, body: chosen };
          },
        },
      ],
    });
  // Unmeasured: the load generator and the API warmed up (their code compiled), on bodies the measured run never asks.
  await run(WARM_UP_SECONDS);
  const result = await run(Number(process.env.BENCH_SECONDS ?? 20));
  if (mode === 'unique' && next > list.length)
    console.log(`    (${next} requests outnumbered the ${list.length} drawn: some URLs were asked twice)`);
  return {
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function judge(operation: Operation, mode: Mode, figures: Figures, judged: boolean): boolean {
  const target = TARGETS.get(PRODUCTS)?.[mode][operation];
  const met = !target || (figures.requests >= target.requests && figures.p99 <= target.p99 && figures.errors === 0);
  const wanted = target && `${target.requests > 0 ? `>= ${target.requests} req/s, ` : ''}p99 <= ${target.p99} ms`;
  console.log(
    `  ${mode.padEnd(7)} ${operation.padEnd(15)} ${figures.requests.toFixed(0).padStart(6)} req/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms  errors ${figures.errors}` +
      (judged && wanted ? `  (target ${wanted}: ${met ? 'met' : 'MISSED'})` : ''),
  );
  return met || !judged;
}

type Results = Partial<Record<`${Mode} ${Operation}`, Figures>>;

/**
 * Catalogue changes at `perSecond` on the PostgreSQL at `url` until the returned stop is called (which resolves to
 * how many were made): a price, then a stock move, by turns, over a thousand products on sale.
 */
async function changeCatalogue(url: string, perSecond: number): Promise<() => Promise<number>> {
  const database = await openDatabase({ url, poolSize: 1 });
  const nids = (
    await database.query<{ nid: number }>('SELECT nid FROM products WHERE on_sale ORDER BY random() LIMIT 1000')
  ).map((row) => Number(row.nid));
  let made = 0;
  let stopped = false;
  const changing = (async () => {
    while (!stopped && nids.length > 0) {
      const nid = nids[made % nids.length];
      await (made % 2 === 0
        ? database.query('UPDATE products SET price = price + 1 WHERE nid = $1', [nid])
        : database.query(
            `INSERT INTO stock_moves (product_nid, location_nid, quantity, reason) VALUES ($1, 1, 1, 'bench')`,
            [nid],
          ));
      made += 1;
      await new Promise((resolve) => setTimeout(resolve, 1000 / perSecond));
    }
  })();
  return async () => {
    stopped = true;
    await changing;
    await database.close();
    return made;
  };
}

/** The catalogue answers the API has counted so far, by the index and by the database. */
async function answersSoFar(): Promise<{ index: number; database: number }> {
  const text = await (await fetch(`http://127.0.0.1:${PORT}/metrics`)).text();
  const count = (by: string) =>
    Number(new RegExp(`^shop_catalog_answers_total\\{by="${by}"\\} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  return { index: count('index'), database: count('database') };
}

async function benchEngine(label: string, env: NodeJS.ProcessEnv, bodies: Bodies, judged = true) {
  console.log(`\n${label}`);
  const starting = Date.now();
  const api = await startApi({ ...process.env, ...env, ...PRODUCTION_API_ENV }, PORT);
  const readySeconds = (Date.now() - starting) / 1000;
  const metrics = await (await fetch(`http://127.0.0.1:${PORT}/metrics`)).text();
  const gauge = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(metrics)?.[1] ?? NaN);
  const products = gauge('shop_catalog_index_products');
  console.log(
    `  ready in ${readySeconds.toFixed(1)} s; ` +
      (!(products > 0)
        ? 'no catalogue index; '
        : `catalogue index: ${products} products, ${(gauge('shop_catalog_index_bytes') / 1e6).toFixed(1)} MB of arrays, read in ${gauge('shop_catalog_index_read_seconds').toFixed(2)} s; `) +
      `API resident memory ${(gauge('process_resident_memory_bytes') / 1e6).toFixed(0)} MB`,
  );
  let met = true;
  const results: Results = {};
  try {
    for (const mode of MODES_RUN) {
      for (const [operation, list] of Object.entries(bodies[mode]) as [Operation, string[]][]) {
        if (!ONLY.includes(operation)) continue;
        const before = await answersSoFar();
        const stopChanging =
          mode === 'unique' && CHANGES_PER_SECOND > 0 && env.DATABASE_URL
            ? await changeCatalogue(env.DATABASE_URL, CHANGES_PER_SECOND)
            : null;
        const figures = await load(operation, mode, list);
        const changes = await stopChanging?.();
        results[`${mode} ${operation}`] = figures;
        met = judge(operation, mode, figures, judged) && met;
        const after = await answersSoFar();
        const byIndex = after.index - before.index;
        const asked = byIndex + after.database - before.database;
        if (env.CATALOG_ENGINE !== 'off' && asked > 0)
          console.log(
            `    ${((100 * byIndex) / asked).toFixed(1)} % of ${asked} catalogue answers by the index` +
              (changes === undefined ? '' : `, ${changes} catalogue changes meanwhile`),
          );
      }
    }
    return { met, results, readySeconds };
  } finally {
    await api.stop();
  }
}

/** The engine against the database alone, measured in the same run: how many times the requests, how the p99 compares. */
function ratios(label: string, engine: Results, database: Results): void {
  console.log(`  ${label}: engine / database alone, unique URLs`);
  for (const operation of OPERATIONS) {
    const on = engine[`unique ${operation}`];
    const off = database[`unique ${operation}`];
    if (on && off)
      console.log(
        `    ${operation.padEnd(15)} ${(on.requests / off.requests).toFixed(1)}x req/s, p99 ${on.p99} vs ${off.p99} ms`,
      );
  }
}

async function benchDatabase(label: string, env: NodeJS.ProcessEnv, bodies: Bodies): Promise<boolean> {
  const { met, results } = await benchEngine(
    `${label}, as the shop runs: the engine, answers cached per version`,
    env,
    bodies,
  );
  // The yardstick, not a target: the database alone, every answer computed anew by SQL.
  const alone = await benchEngine(
    `${label} with CATALOG_ENGINE=off CATALOG_CACHE=off (the database alone; no target)`,
    { ...env, CATALOG_ENGINE: 'off', CATALOG_CACHE: 'off' },
    bodies,
    false,
  );
  ratios(label, results, alone.results);
  return met;
}

/** A database the bench measures: its label, the API's environment for it, and how the bench opens it. */
interface BenchDatabase {
  label: string;
  env: NodeJS.ProcessEnv;
  url?: string;
  dataDir?: string;
}

/** The databases to measure: PGlite in a folder per size (50 000 in bench-pglite), and PostgreSQL when DATABASE_URL is set. */
function databases(products: number): BenchDatabase[] {
  const dataDir = path.join(DATA_DIR, products === 50_000 ? 'bench-pglite' : `bench-pglite-${products}`);
  const list: BenchDatabase[] = [];
  if (DATABASES_RUN.includes('pglite'))
    list.push({ label: 'PGlite (embedded)', env: { API_DATA_DIR: dataDir, DATABASE_URL: '' }, dataDir });
  const url = process.env.DATABASE_URL;
  if (url && DATABASES_RUN.includes('postgresql'))
    list.push({ label: 'PostgreSQL (DATABASE_URL)', env: { DATABASE_URL: url, API_DATA_DIR: '' }, url });
  return list;
}

const GROWTH_SIZES = [5_000, 50_000, 500_000];

/** The growth table (see the top of this file): every size seeded afresh, the engine's unique-URL figures. */
async function growth(seed: number) {
  const rows: string[][] = [];
  for (const products of GROWTH_SIZES)
    for (const { label, env, url, dataDir } of databases(products)) {
      console.log(`\n${label}, ${products} products`);
      const { bodies, seedSeconds } = await prepare(url, dataDir, products, seed, true);
      const memory = indexMemory(env);
      const { results, readySeconds } = await benchEngine(
        `${label}: the engine`,
        env,
        { cached: {}, unique: bodies.unique },
        false,
      );
      const figure = (operation: Operation) => {
        const figures = results[`unique ${operation}`];
        return figures ? `${figures.requests.toFixed(0)} / ${figures.p99}` : '-';
      };
      rows.push([
        label.split(' ')[0]!,
        String(products),
        seedSeconds?.toFixed(1) ?? '-',
        memory.readSeconds.toFixed(1),
        (memory.heldBytes / 1e6).toFixed(0),
        readySeconds.toFixed(1),
        ...OPERATIONS.map(figure),
      ]);
    }
  const header = [
    'database',
    'products',
    'seed s',
    'index read s',
    'index MB',
    'ready s',
    ...OPERATIONS.map((operation) => `${operation} req/s / p99 ms`),
  ];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(
    `\nGrowth, unique URLs with seed ${seed}, 10 connections, ${process.env.BENCH_SECONDS ?? 20} s per operation`,
  );
  console.log([line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n'));
}

async function main() {
  const products = PRODUCTS;
  const seed = numberArgument('seed', 2026);
  if (process.argv.includes('--growth')) return growth(seed);
  const seconds = Number(process.env.BENCH_SECONDS ?? 20);
  console.log(
    `${products} products; cached: ${URL_UNDER_TEST} page ${PAGE}; unique: seed ${seed}; 10 connections, ${seconds} s per operation`,
  );
  const results: boolean[] = [];
  for (const { label, env, url, dataDir } of databases(products)) {
    const { bodies } = await prepare(url, dataDir, products, seed);
    indexMemory(env);
    results.push(await benchDatabase(label, env, bodies));
  }
  console.log(results.every(Boolean) ? '\nTargets met.' : '\nTargets missed.');
  process.exitCode = results.every(Boolean) ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
