// npm run bench:mail: the cost of the shop's mail under bench:soak's traffic mix (api/README.md,
// «Mail»). Two production sites on PostgreSQL side by side (scripts/production-site.ts, two API
// instances each): one with MAIL=off (messages recorded in the outbox, not sent), one sending
// every message (the buyer's and the staff's) to a mail catcher through the API's workers. The
// load alternates between them in rounds, so both see the same machine; then the queue of the
// second must drain. Prints orders/s and createBuyerOrder's p50/p99 per site, their ratios, and the
// drain time. Targets: throughput and p99 with mail within 10 % of mail off; drained within 10 s.
//   DATABASE_URL=postgres://…/shop_bench npm run bench:mail   (… _mail is made beside it)
import { build as buildHistogram, type Histogram } from 'hdr-histogram-js';
import pg from 'pg';
import { startMailCatcher } from 'api/mail-catcher';
import { buildFrontends } from './build';
import { buildNodeUnits } from './node-units';
import { startProductionSite, type ProductionSite } from './production-site';
import { OPERATIONS, graphqlClient, orderInput, orderLine } from './shop-traffic';

const ROUNDS = Number(process.env.BENCH_MAIL_ROUNDS ?? 4);
const ROUND_MS = Number(process.env.BENCH_MAIL_ROUND_SECONDS ?? 20) * 1_000;
const CLIENTS = Number(process.env.BENCH_MAIL_CLIENTS ?? 4);
/** One order every this many rounds of a client's walk (bench:soak's mix: one in ten). */
const ORDER_EVERY = Number(process.env.BENCH_MAIL_ORDER_EVERY ?? 10);
const TARGETS = { throughputRatio: 0.9, p99Ratio: 1.1, drainSeconds: 10 };

/** The database beside DATABASE_URL's for the site with mail: `<name>_mail`, made when missing. */
async function mailDatabase(url: string): Promise<string> {
  const target = new URL(url);
  const name = `${target.pathname.slice(1)}_mail`;
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`DATABASE_URL's database name must be plain: «${name}»`);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!rowCount) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  target.pathname = `/${name}`;
  return target.toString();
}

/** The mail site's outbox by status: how many are still queued, sent, failed. */
async function outbox(url: string): Promise<Record<'QUEUED' | 'SENT' | 'FAILED', number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ status: 'QUEUED' | 'SENT' | 'FAILED'; count: number }>(
      'SELECT status, count(*)::int AS count FROM mail_messages GROUP BY status',
    );
    return { QUEUED: 0, SENT: 0, FAILED: 0, ...Object.fromEntries(rows.map((row) => [row.status, row.count])) };
  } finally {
    await client.end();
  }
}

const histogram = (): Histogram =>
  buildHistogram({ lowestDiscernibleValue: 1, highestTrackableValue: 60_000_000, numberOfSignificantValueDigits: 3 });

/** A site under load: its clients' walk for `ms`, the orders' latencies recorded. */
async function load(site: ProductionSite, ms: number, orders: Histogram, tag: string, errors: string[]) {
  const { ask } = graphqlClient(`${site.url}/graphql`);
  const lines = await Promise.all([1, 2, 3].map((nid) => orderLine({ ask }, nid)));
  const { categoriesObjects } = (await ask('{ categoriesObjects { url } }')) as {
    categoriesObjects: { url: string }[];
  };
  const urls = categoriesObjects.map((category) => category.url);
  const ends = Date.now() + ms;
  let placed = 0;
  const client = async (index: number) => {
    for (let round = 0; Date.now() < ends; round += 1) {
      const url = urls[(index * 7 + round) % urls.length] as string;
      try {
        await ask(OPERATIONS.getProducts, { url, skip: 18 * (round % 3), limit: 18 });
        await ask(OPERATIONS.filterCountAll, { url });
        await ask(OPERATIONS.product, { nid: 1 + ((index * 97 + round * 31) % 300) });
        await ask(OPERATIONS.cartPricing, { nids: [1, 2, 3, 4 + (round % 50)] });
        if (round % ORDER_EVERY === index % ORDER_EVERY) {
          const key = `bench-mail-${tag}-${Date.now()}-${index}-${round}`;
          // Each order its own buyer's address: the per-address bound is not what is measured.
          const input = { ...orderInput(key, lines[round % lines.length] as never), email: `${key}@example.ru` };
          const started = performance.now();
          await ask(OPERATIONS.createBuyerOrder, { input });
          orders.recordValue(Math.max(1, Math.round((performance.now() - started) * 1_000)));
          placed += 1;
        }
      } catch (error) {
        if (errors.length < 5) errors.push(`${tag}: ${String(error).slice(0, 200)}`);
        else errors.push('');
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
  return placed;
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl)
    throw new Error('DATABASE_URL must name a PostgreSQL database (seeded with the demo catalogue when empty)');
  await buildFrontends([]);
  await buildNodeUnits();
  const catcher = await startMailCatcher({ keep: false });
  const mailUrl = await mailDatabase(databaseUrl);
  const common = { LOG_LEVEL: 'warn', ORDERS_PER_HOUR: '1000000' };
  const off = await startProductionSite({
    databaseUrl,
    firebase: { projectId: 'santehnika-bench' },
    env: { ...common, MAIL: 'off' },
  });
  const on = await startProductionSite({
    databaseUrl: mailUrl,
    firebase: { projectId: 'santehnika-bench' },
    apiPorts: [4101, 4102],
    portOffset: 100,
    env: {
      ...common,
      SMTP_URL: catcher.smtpUrl,
      MAIL_FROM: 'Сантехника <shop@santehnika.localhost>',
      SHOP_ORDER_NOTIFY_EMAILS: 'orders@santehnika.localhost',
      // The relay's own limit is the shop's to set; here it is not what is measured.
      MAIL_PER_MINUTE: '10000',
    },
  });
  const sites = {
    off: { site: off, orders: histogram(), placed: 0, ms: 0 },
    on: { site: on, orders: histogram(), placed: 0, ms: 0 },
  };
  const errors: string[] = [];
  try {
    console.log(
      `Warming up both sites; then ${ROUNDS} rounds of ${ROUND_MS / 1000} s each, alternating, ${CLIENTS} clients…`,
    );
    await load(off, 10_000, histogram(), 'warm-off', errors);
    await load(on, 10_000, histogram(), 'warm-on', errors);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const name of (round % 2 === 0 ? ['off', 'on'] : ['on', 'off']) as ('off' | 'on')[]) {
        const entry = sites[name];
        const started = Date.now();
        entry.placed += await load(entry.site, ROUND_MS, entry.orders, `${name}-${round}`, errors);
        entry.ms += Date.now() - started;
      }
    }
    const stopped = Date.now();
    let counts = await outbox(mailUrl);
    while (counts.QUEUED > 0 && Date.now() - stopped < 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      counts = await outbox(mailUrl);
    }
    const waiting = counts.QUEUED;
    const drainSeconds = (Date.now() - stopped) / 1_000;

    console.log(
      `\nMail under load: bench:soak's mix (an order every ${ORDER_EVERY} walks), two API instances per site, PostgreSQL\n`,
    );
    console.log('site                    orders   orders/s   p50 ms   p99 ms');
    const figures = Object.fromEntries(
      Object.entries(sites).map(([name, entry]) => {
        const perSecond = entry.placed / (entry.ms / 1_000);
        const p50 = entry.orders.getValueAtPercentile(50) / 1_000;
        const p99 = entry.orders.getValueAtPercentile(99) / 1_000;
        console.log(
          `${(name === 'off' ? 'mail off (MAIL=off)' : 'mail on (sent)').padEnd(22)} ${String(entry.placed).padStart(7)} ${perSecond.toFixed(2).padStart(10)} ${p50.toFixed(1).padStart(8)} ${p99.toFixed(1).padStart(8)}`,
        );
        return [name, { perSecond, p99 }];
      }),
    ) as Record<'off' | 'on', { perSecond: number; p99: number }>;
    const throughputRatio = figures.on.perSecond / figures.off.perSecond;
    const p99Ratio = figures.on.p99 / figures.off.p99;
    console.log(
      `\nthroughput with mail / without: ${throughputRatio.toFixed(3)} (target ≥ ${TARGETS.throughputRatio})`,
    );
    console.log(`p99 with mail / without:        ${p99Ratio.toFixed(3)} (target ≤ ${TARGETS.p99Ratio})`);
    console.log(
      `queue drained ${drainSeconds.toFixed(1)} s after the load stopped (target ≤ ${TARGETS.drainSeconds} s); ${waiting} left; ${counts.SENT} sent, ${counts.FAILED} failed in all, ${catcher.taken()} taken by the relay`,
    );
    const realErrors = errors.filter(Boolean);
    for (const line of realErrors.slice(0, 5)) console.log(`  error: ${line}`);
    const met =
      errors.length === 0 &&
      waiting === 0 &&
      counts.FAILED === 0 &&
      throughputRatio >= TARGETS.throughputRatio &&
      p99Ratio <= TARGETS.p99Ratio &&
      drainSeconds <= TARGETS.drainSeconds;
    console.log(`\nTargets — ${met ? 'met' : 'MISSED'}${errors.length ? ` (${errors.length} errors)` : ''}`);
    process.exitCode = met ? 0 : 1;
  } finally {
    await Promise.all([off.stop(), on.stop()]);
    await catcher.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
