import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { CacheSize } from '@shop/web-server/cache-sizes';
import { cacheGauges } from '@shop/web-server/unit-metrics';

/** What /metrics reads from the parts of a running API when it is scraped. */
export interface MetricsSources {
  /** PostgreSQL pool connections (PGlite: one, never waiting). */
  pool: () => { total: number; idle: number; waiting: number };
  /** Open subscription sockets. */
  sockets: () => number;
  /** The catalogue engine's index now: its products, the bytes of its arrays, how long it took to make; null before one. */
  catalogIndex?: () => { products: number; bytes: number; readSeconds: number } | null;
  /** Since the start: catalogue answers from the index and from the database, indexes read whole and patched. */
  catalogEngine?: () => { answers: Record<'index' | 'database', number>; indexes: Record<'read' | 'patched', number> };
  /** Every bounded cache of the process by name (`documents`, `catalog_answers`, …): what it holds now. */
  caches?: () => Record<string, CacheSize>;
}

/** The remotes a browser may report a load failure of; anything else is counted as `other`. */
const REPORTED_REMOTES = ['shell', 'catalog', 'cart', 'auth', 'backoffice'] as const;

/** How many distinct operation names get a label of their own; the rest share `other`. */
const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/**
 * The API's metrics in Prometheus's text format (prom-client), one registry per server so tests
 * may run several: GraphQL requests and their latency per operation name, errors by code,
 * catalogue cache hits and misses, the database pool, sockets, and the remote load failures
 * browsers report. Operation names come from clients: a malformed one, and any past the first
 * MAX_OPERATION_NAMES, is labelled `other`, so a stranger cannot grow the series without bound.
 */
export function createMetrics({ processMetrics = false }: { processMetrics?: boolean } = {}) {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const operations = new Counter({
    name: 'shop_graphql_operations_total',
    help: 'GraphQL operations over HTTP by operation name and outcome (ok: no errors)',
    labelNames: ['operation', 'outcome'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'shop_graphql_operation_duration_seconds',
    help: 'Time from the request to the response of a GraphQL operation over HTTP',
    labelNames: ['operation'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  /** A counter of this registry with one label. */
  const countedBy = <Label extends string>(label: Label, name: string, help: string) =>
    new Counter({ name, help, labelNames: [label] as const, registers: [registry] });
  const errors = countedBy('code', 'shop_graphql_errors_total', 'GraphQL errors sent to clients, by code');
  const catalogCache = countedBy(
    'result',
    'shop_catalog_cache_lookups_total',
    'Catalogue answers looked up in the cache: hit or miss',
  );
  const remoteLoadFailures = countedBy(
    'remote',
    'shop_remote_load_failures_total',
    'Remote modules that failed to load in a browser, as browsers reported them',
  );
  let sources: MetricsSources | null = null;
  new Gauge({
    name: 'shop_db_pool_connections',
    help: 'Database pool connections by state',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = sources?.pool();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Gauge({
    name: 'shop_graphql_sockets',
    help: 'Open subscription sockets (graphql-ws)',
    registers: [registry],
    collect() {
      if (sources) this.set(sources.sockets());
    },
  });
  cacheGauges(registry, () => sources?.caches?.() ?? {});
  const catalogIndex = (name: string, help: string, pick: 'products' | 'bytes' | 'readSeconds') =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const index = sources?.catalogIndex?.();
        if (index) this.set(index[pick]);
      },
    });
  catalogIndex('shop_catalog_index_products', 'Products on sale in the catalogue engine’s index', 'products');
  catalogIndex('shop_catalog_index_bytes', 'Bytes of the catalogue engine’s index arrays', 'bytes');
  catalogIndex(
    'shop_catalog_index_read_seconds',
    'How long the catalogue engine took to make its index now (read whole or patched)',
    'readSeconds',
  );
  // Counted by the engine; set from its totals when scraped.
  const engineTotal = (name: string, help: string, label: 'by' | 'made', pick: 'answers' | 'indexes') =>
    new Counter({
      name,
      help,
      labelNames: [label],
      registers: [registry],
      collect() {
        const totals = sources?.catalogEngine?.()[pick];
        if (!totals) return;
        this.reset();
        for (const [value, count] of Object.entries(totals)) this.inc({ [label]: value }, count);
      },
    });
  engineTotal(
    'shop_catalog_answers_total',
    'Catalogue answers (lists, counts, panels, searches) by the engine’s index or by the database',
    'by',
    'answers',
  );
  engineTotal(
    'shop_catalog_indexes_total',
    'Catalogue indexes the engine made: read whole, or patched from the one before',
    'made',
    'indexes',
  );
  const feedsMade = countedBy(
    'feed',
    'shop_feeds_made_total',
    'Sitemaps and Yandex Market feeds made of the catalogue: once per catalogue version asked for',
  );
  const feedMakeSeconds = new Gauge({
    name: 'shop_feed_make_seconds',
    help: 'How long the last making of the sitemaps or of the Yandex Market feed took',
    labelNames: ['feed'] as const,
    registers: [registry],
  });
  const photoSeconds = new Histogram({
    name: 'shop_photo_renditions_seconds',
    help: 'How long the renditions of an uploaded photo took to make (a job of the photos queue)',
    buckets: [0.5, 1, 2, 5, 10, 20, 60],
    registers: [registry],
  });
  const knownNames = new Set<string>();
  const operationLabel = (name: unknown): string => {
    if (name === undefined || name === null || name === '') return 'anonymous';
    if (typeof name !== 'string' || !OPERATION_NAME.test(name)) return 'other';
    if (knownNames.has(name)) return name;
    if (knownNames.size >= MAX_OPERATION_NAMES) return 'other';
    knownNames.add(name);
    return name;
  };
  return {
    registry,
    /** Connects the gauges read at scrape time. */
    observe(from: MetricsSources) {
      sources = from;
    },
    /** One answered GraphQL operation over HTTP. */
    operation(name: unknown, seconds: number, errorCodes: readonly string[]) {
      const operation = operationLabel(name);
      operations.inc({ operation, outcome: errorCodes.length ? 'error' : 'ok' });
      duration.observe({ operation }, seconds);
      for (const code of errorCodes) errors.inc({ code });
    },
    /** The sitemaps or the feed made anew, in so many seconds. */
    feedMade(feed: 'sitemaps' | 'yml', seconds: number) {
      feedsMade.inc({ feed });
      feedMakeSeconds.set({ feed }, seconds);
    },
    /** An uploaded photo's renditions made, in so many seconds. */
    photoMade(seconds: number) {
      photoSeconds.observe(seconds);
    },
    catalogLookup(hit: boolean) {
      catalogCache.inc({ result: hit ? 'hit' : 'miss' });
    },
    remoteLoadFailed(remote: unknown) {
      remoteLoadFailures.inc({
        remote: (REPORTED_REMOTES as readonly unknown[]).includes(remote) ? (remote as string) : 'other',
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
