// npm run bench:soak: mixed shopper traffic for SOAK_MINUTES (default 10) against the shop in
// production mode on PostgreSQL (DATABASE_URL; scripts/production-site.ts: two API instances
// behind the shell's server). Prints throughput, p50/p99 and errors per operation and each
// process's resident memory in the first and the last minute after the warm-up. Targets: no errors, p99 of the
// catalogue's operations <= 50 ms, memory growth after the warm-up <= 10 %; exits 1 otherwise.
import { readFileSync } from 'node:fs';
import { build as buildHistogram, type Histogram } from 'hdr-histogram-js';
import { buildFrontends } from './build';
import { buildNodeUnits } from './node-units';
import { startProductionSite } from './production-site';
import { OPERATIONS, graphqlClient, orderInput, orderLine } from './shop-traffic';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const WARMUP_MS = Number(process.env.SOAK_WARMUP_SECONDS ?? 60) * 1_000;
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 4);
const TARGETS = { catalogueP99Ms: 50, rssGrowth: 0.1 };
/**
 * The catalogue's GraphQL operations, judged by the p99 target. The server-rendered page is
 * measured too (it asks the API, renders the layout and the page's fragment), not judged.
 */
const CATALOGUE = new Set(['getProducts', 'filterCountAll', 'product']);

/** Catalogue addresses a shopper walks through: every category's page, and its second and third pages. */
async function catalogueUrls(ask: ReturnType<typeof graphqlClient>['ask']): Promise<string[]> {
  const { categoriesObjects } = (await ask('{ categoriesObjects { url } }')) as {
    categoriesObjects: { url: string }[];
  };
  return categoriesObjects.map((category) => category.url);
}

/** A process's resident memory in MB (Linux /proc). */
function rssMb(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((row) => row.startsWith('VmRSS:'));
    return Number(line?.replace(/\D+/g, '')) / 1024;
  } catch {
    return Number.NaN;
  }
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl)
    throw new Error(
      'DATABASE_URL must name a PostgreSQL database for the soak (it is seeded with the demo catalogue when empty)',
    );
  await buildFrontends([]);
  await buildNodeUnits();
  const site = await startProductionSite({
    databaseUrl,
    firebase: { projectId: 'santehnika-soak' },
    env: { LOG_LEVEL: 'warn', ORDERS_PER_HOUR: '1000000' },
    portOffset: Number(process.env.SOAK_PORT_OFFSET ?? 0),
  });
  const processes = [...site.units.map((unit) => ({ name: unit.name, pid: unit.process.child.pid }))];
  const { ask } = graphqlClient(`${site.url}/graphql`);
  const histograms = new Map<string, Histogram>();
  const errors = new Map<string, number>();
  const firstErrors: string[] = [];
  let measuring = false;
  const timed = async (name: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    try {
      await work();
      if (!measuring) return;
      let histogram = histograms.get(name);
      if (!histogram)
        histograms.set(
          name,
          (histogram = buildHistogram({
            lowestDiscernibleValue: 1,
            highestTrackableValue: 60_000_000,
            numberOfSignificantValueDigits: 3,
          })),
        );
      histogram.recordValue(Math.max(1, Math.round((performance.now() - started) * 1_000)));
    } catch (error) {
      errors.set(name, (errors.get(name) ?? 0) + 1);
      if (firstErrors.length < 5) firstErrors.push(`${name}: ${String(error).slice(0, 200)}`);
    }
  };
  const lines = await Promise.all([1, 2, 3].map((nid) => orderLine({ ask }, nid)));
  const urls = await catalogueUrls(ask);
  const ends = Date.now() + WARMUP_MS + MINUTES * 60_000;
  let orders = 0;
  const client = async (index: number) => {
    for (let round = 0; Date.now() < ends; round += 1) {
      const url = urls[(index * 7 + round) % urls.length] as string;
      await timed('catalogue page', async () => {
        const response = await fetch(`${site.url}${url}`, { signal: AbortSignal.timeout(5_000) });
        await response.text();
        if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
      });
      await timed('getProducts', () => ask(OPERATIONS.getProducts, { url, skip: 18 * (round % 3), limit: 18 }));
      await timed('filterCountAll', () => ask(OPERATIONS.filterCountAll, { url }));
      await timed('product', () => ask(OPERATIONS.product, { nid: 1 + ((index * 97 + round * 31) % 300) }));
      await timed('cartPricing', () => ask(OPERATIONS.cartPricing, { nids: [1, 2, 3, 4 + (round % 50)] }));
      if (round % 10 === index % 10) {
        orders += 1;
        await timed('createBuyerOrder', () =>
          ask(OPERATIONS.createBuyerOrder, {
            input: orderInput(`soak-${Date.now()}-${index}-${round}`, lines[round % lines.length] as never),
          }),
        );
      }
    }
  };
  const running = Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
  await new Promise((resolve) => setTimeout(resolve, WARMUP_MS));
  measuring = true;
  const measuredFrom = Date.now();
  // Memory every 10 s; a garbage collector's timing moves one sample by megabytes, so the first
  // and the last minute are each summed up by their median.
  const samples: { at: number; rss: number[] }[] = [];
  const sample = () => samples.push({ at: Date.now(), rss: processes.map((unit) => rssMb(unit.pid)) });
  sample();
  const sampling = setInterval(sample, 10_000);
  console.log(`Warmed up for ${WARMUP_MS / 1000} s; measuring ${MINUTES} min with ${CLIENTS} clients…`);
  await running;
  sample();
  clearInterval(sampling);
  const seconds = (Date.now() - measuredFrom) / 1000;
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  const minuteAfter = samples.filter((point) => point.at - measuredFrom <= 60_000);
  const lastMinute = samples.filter((point) => Date.now() - point.at <= 60_000);
  const before = processes.map((_, index) => median(minuteAfter.map((point) => point.rss[index] as number)));
  const after = processes.map((_, index) => median(lastMinute.map((point) => point.rss[index] as number)));
  await site.stop();

  console.log(
    `\nSoak: ${MINUTES} min, ${CLIENTS} clients (each request after the last), ${urls.length} catalogue pages, production mode on PostgreSQL, two API instances (${orders} orders placed)\n`,
  );
  console.log('operation          requests     req/s    p50 ms    p99 ms   errors');
  let failed = false;
  for (const name of new Set([...histograms.keys(), ...errors.keys()])) {
    const histogram = histograms.get(name);
    const p99 = (histogram?.getValueAtPercentile(99) ?? 0) / 1000;
    const errorCount = errors.get(name) ?? 0;
    const missed = errorCount > 0 || (CATALOGUE.has(name) && p99 > TARGETS.catalogueP99Ms);
    failed ||= missed;
    console.log(
      `${name.padEnd(16)} ${String(histogram?.totalCount ?? 0).padStart(10)} ${((histogram?.totalCount ?? 0) / seconds).toFixed(1).padStart(9)} ${((histogram?.getValueAtPercentile(50) ?? 0) / 1000).toFixed(1).padStart(9)} ${p99.toFixed(1).padStart(9)} ${String(errorCount).padStart(8)}${missed ? '  ✗' : ''}`,
    );
  }
  console.log('\nprocess     RSS first minute MB    RSS last minute MB   growth   (medians of samples every 10 s)');
  processes.forEach((unit, index) => {
    const growth = ((after[index] as number) - (before[index] as number)) / (before[index] as number);
    const missed = !(growth <= TARGETS.rssGrowth);
    failed ||= missed;
    console.log(
      `${unit.name.padEnd(11)} ${(before[index] as number).toFixed(1).padStart(20)} ${(after[index] as number).toFixed(1).padStart(20)} ${`${(growth * 100).toFixed(1)} %`.padStart(8)}${missed ? '  ✗' : ''}`,
    );
  });
  for (const line of firstErrors) console.log(`  first errors: ${line}`);
  console.log(
    `\nTargets: no errors, catalogue p99 <= ${TARGETS.catalogueP99Ms} ms, RSS growth <= ${TARGETS.rssGrowth * 100} % — ${failed ? 'MISSED' : 'met'}`,
  );
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
