// npm run bench:checkout: what reservations cost the checkout (docs/requirements.md, «Reservations»).
// Two compiled APIs on PostgreSQL side by side, as production runs them (`node dist-node/server.js`):
// this tree's, and the one before reservations (the parent of the commit that added migration 0025,
// or BENCH_BASELINE_REF), built from a git worktree of that commit. Each on its own database, seeded
// alike, with a small set of hot products stocked at both locations so that orders contend for the
// same rows. Clients place bench:soak's orders (scripts/shop-traffic.ts) in a closed loop, the sites
// taking turns in rounds so both see the same machine. Prints orders/s and createBuyerOrder's p50/p99
// per site and their ratios. Targets: throughput ≥ 0.8× the baseline's, p99 ≤ 2×.
//   DATABASE_URL=postgres://…/shop_bench npm run bench:checkout   (… _baseline is made beside it)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build as buildHistogram, type Histogram } from 'hdr-histogram-js';
import pg from 'pg';
import { demoRequisitesEnv } from '@shop/shared/invoice-sheet';
import { bundleUnit } from './bundle-unit';
import { ROOT } from './frontends';
import { NODE_OUTDIR, nodeUnit } from './node-units';
import { OPERATIONS, graphqlClient, orderInput, orderLine } from './shop-traffic';
import { freePort, spawnUnit, waitForHealth, type UnitProcess } from './unit-process';

const ROUNDS = Number(process.env.BENCH_CHECKOUT_ROUNDS ?? 4);
const ROUND_MS = Number(process.env.BENCH_CHECKOUT_ROUND_SECONDS ?? 15) * 1_000;
const CLIENTS = Number(process.env.BENCH_CHECKOUT_CLIENTS ?? 8);
/** The hot products every order draws from: few, so their rows are contended. */
const HOT = [1, 2, 3, 4, 5];
const TARGETS = { throughputRatio: 0.8, p99Ratio: 2 };
const SEED_PRODUCTS = '500';

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/** The commit before reservations: the parent of the one that added their migration. */
function baselineRef(): string {
  if (process.env.BENCH_BASELINE_REF) return process.env.BENCH_BASELINE_REF;
  const added = git('log', '--diff-filter=A', '--format=%H', '--', 'api/migrations/0025_stock_reservations.sql')
    .split('\n')
    .filter(Boolean)
    .pop();
  if (!added) throw new Error('No commit adds migration 0025 yet: name the baseline in BENCH_BASELINE_REF');
  return `${added}^`;
}

/**
 * The baseline's tree in a worktree of its own, with this tree's installed packages linked in (hard
 * links: a copy that costs no space; the workspace's own links resolve inside the worktree).
 */
function baselineTree(ref: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-baseline-'));
  git('worktree', 'add', '--detach', dir, ref);
  const remove = () => {
    git('worktree', 'remove', '--force', dir);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (const folder of ['.', ...readdirSync(ROOT)]) {
      const modules = path.join(ROOT, folder, 'node_modules');
      if (existsSync(modules) && existsSync(path.join(dir, folder)))
        execFileSync('cp', ['-al', modules, path.join(dir, folder, 'node_modules')]);
    }
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, remove };
}

/** A database beside DATABASE_URL's: `<name>_<suffix>`, made empty. */
async function freshDatabase(url: string, suffix: string): Promise<string> {
  const target = new URL(url);
  const name = `${target.pathname.slice(1)}_${suffix}`;
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`DATABASE_URL's database name must be plain: «${name}»`);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  target.pathname = `/${name}`;
  return target.toString();
}

interface Site {
  name: string;
  url: string;
  api: UnitProcess;
  orders: Histogram;
  placed: number;
  ms: number;
}

/** Builds the API in `apiDir`, migrates and seeds `databaseUrl`, stocks the hot products, and starts it. */
async function startSite(name: string, apiDir: string, databaseUrl: string): Promise<Site> {
  const unit = nodeUnit('api');
  await bundleUnit({ dir: apiDir, entries: unit.entries, outdir: NODE_OUTDIR });
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'http://localhost:8080',
    MAIL: 'off',
    ...demoRequisitesEnv(),
    DATABASE_URL: databaseUrl,
    FIREBASE_PROJECT_ID: 'santehnika-bench',
    ORDERS_PER_HOUR: '1000000',
    MIGRATE_ON_START: 'false',
  };
  const run = (script: string, args: string[] = []) =>
    execFileSync('node', [path.join(NODE_OUTDIR, script), ...args], {
      cwd: apiDir,
      env: { ...process.env, ...env },
      stdio: 'ignore',
    });
  run('migrate.js');
  run('seed.js', ['--if-empty', '--products', SEED_PRODUCTS]);
  // Plenty of the hot products at both locations, so that every order reserves (and none waits).
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    `INSERT INTO stock_moves (product_nid, location_nid, quantity, reason, document)
     SELECT nid, location, 1000000, 'bench', 'Запас для замера' FROM unnest($1::int[]) AS nid, unnest(ARRAY[1, 2]) AS location`,
    [HOT],
  );
  await client.end();
  const port = await freePort();
  const api = spawnUnit({ cwd: apiDir, args: unit.start, env, port });
  await waitForHealth(api, 60_000);
  return { name, url: `http://127.0.0.1:${port}/graphql`, api, orders: histogram(), placed: 0, ms: 0 };
}

const histogram = (): Histogram =>
  buildHistogram({ lowestDiscernibleValue: 1, highestTrackableValue: 60_000_000, numberOfSignificantValueDigits: 3 });

/** The clients' orders against a site for `ms`, their latencies recorded. */
async function load(site: Site, ms: number, orders: Histogram, tag: string, errors: string[]): Promise<number> {
  const client = graphqlClient(site.url);
  const lines = await Promise.all(HOT.map((nid) => orderLine(client, nid)));
  const ends = Date.now() + ms;
  let placed = 0;
  const walk = async (index: number) => {
    for (let round = 0; Date.now() < ends; round += 1) {
      const key = `bench-checkout-${tag}-${Date.now()}-${index}-${round}`;
      const line = lines[(index * 3 + round) % lines.length]!;
      const input = { ...orderInput(key, { ...line, quantity: 1 + (round % 3) }), email: `${key}@example.ru` };
      const started = performance.now();
      try {
        await client.ask(OPERATIONS.createBuyerOrder, { input });
        orders.recordValue(Math.max(1, Math.round((performance.now() - started) * 1_000)));
        placed += 1;
      } catch (error) {
        errors.push(`${tag}: ${String(error).slice(0, 200)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, index) => walk(index)));
  return placed;
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL must name a PostgreSQL database (made anew for the bench)');
  const ref = baselineRef();
  const baseline = baselineTree(ref);
  const sites: Site[] = [];
  const errors: string[] = [];
  try {
    sites.push(
      await startSite(
        `before (${git('rev-parse', '--short', ref)})`,
        path.join(baseline.dir, 'api'),
        await freshDatabase(databaseUrl, 'baseline'),
      ),
    );
    sites.push(
      await startSite('with reservations', path.join(ROOT, 'api'), await freshDatabase(databaseUrl, 'reservations')),
    );
    console.log(`Warming up; then ${ROUNDS} rounds of ${ROUND_MS / 1000} s each, alternating, ${CLIENTS} clients…`);
    for (const site of sites) await load(site, 5_000, histogram(), 'warm', errors);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const site of round % 2 === 0 ? sites : [...sites].reverse()) {
        const started = Date.now();
        site.placed += await load(site, ROUND_MS, site.orders, `${round}`, errors);
        site.ms += Date.now() - started;
      }
    }
    console.log(
      `\nCheckout: ${CLIENTS} clients placing orders of ${HOT.length} hot products (1–3 units, pickup), one API on PostgreSQL per site\n`,
    );
    console.log('site                         orders   orders/s   p50 ms   p99 ms');
    const figures = sites.map((site) => {
      const perSecond = site.placed / (site.ms / 1_000);
      const p50 = site.orders.getValueAtPercentile(50) / 1_000;
      const p99 = site.orders.getValueAtPercentile(99) / 1_000;
      console.log(
        `${site.name.padEnd(27)} ${String(site.placed).padStart(7)} ${perSecond.toFixed(1).padStart(10)} ${p50.toFixed(1).padStart(8)} ${p99.toFixed(1).padStart(8)}`,
      );
      return { perSecond, p99 };
    });
    const [before, after] = figures as [(typeof figures)[number], (typeof figures)[number]];
    const throughputRatio = after.perSecond / before.perSecond;
    const p99Ratio = after.p99 / before.p99;
    console.log(
      `\nthroughput with reservations / before: ${throughputRatio.toFixed(3)} (target ≥ ${TARGETS.throughputRatio})`,
    );
    console.log(`p99 with reservations / before:        ${p99Ratio.toFixed(3)} (target ≤ ${TARGETS.p99Ratio})`);
    for (const line of errors.slice(0, 5)) console.log(`  error: ${line}`);
    const met = errors.length === 0 && throughputRatio >= TARGETS.throughputRatio && p99Ratio <= TARGETS.p99Ratio;
    console.log(`\nTargets — ${met ? 'met' : 'MISSED'}${errors.length ? ` (${errors.length} errors)` : ''}`);
    process.exitCode = met ? 0 : 1;
  } finally {
    await Promise.all(sites.map((site) => site.api.stop('SIGTERM')));
    baseline.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
