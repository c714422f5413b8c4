import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { cacheSizes, type CacheSize } from './cache-sizes';

/** `shop_cache_entries{cache}` and `shop_cache_bytes{cache}` in `registry`, read from `caches` when scraped. */
export function cacheGauges(registry: Registry, caches: () => Record<string, CacheSize>): void {
  const gauge = (name: string, help: string, pick: keyof CacheSize) =>
    new Gauge({
      name,
      help,
      labelNames: ['cache'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [cache, size] of Object.entries(caches()))
          if (size[pick] !== undefined) this.set({ cache }, size[pick]);
      },
    });
  gauge('shop_cache_entries', 'Entries held by each bounded cache of the process', 'entries');
  gauge('shop_cache_bytes', 'Bytes held by each cache bounded in bytes, as the cache counts them', 'bytes');
}

/**
 * A front-end unit's metrics in Prometheus's text format (prom-client): the process's own
 * (memory, CPU, event loop) and what each of its bounded caches holds. Served on METRICS_PORT
 * only, never on the unit's public port: the shell's is the shop's front door.
 */
export function unitMetrics(caches: () => Record<string, CacheSize> = cacheSizes): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  cacheGauges(registry, caches);
  return registry;
}

/** GET /metrics of `registry` at `port` on `host`; anything else is a 404. Resolves once it listens. */
export function serveMetrics(registry: Registry, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Не найдено');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
