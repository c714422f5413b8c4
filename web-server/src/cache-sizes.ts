/**
 * What a unit's bounded caches hold, for its /metrics (`shop_cache_entries{cache}` and, for one
 * bounded in bytes, `shop_cache_bytes{cache}`): each cache says itself here when it is made.
 */

/** What a bounded cache holds now: its entries and, for one bounded in bytes, the bytes it counts. */
export interface CacheSize {
  entries: number;
  bytes?: number;
}

/** An lru-cache's size as /metrics reports it (bytes only when it is bounded in bytes). */
export const lruSize = (cache: { size: number; maxSize: number; calculatedSize: number }): CacheSize =>
  cache.maxSize ? { entries: cache.size, bytes: cache.calculatedSize } : { entries: cache.size };

const reported = new Map<string, () => CacheSize>();

/** Names a cache of this process for its metrics; a later one of the same name takes its place. */
export function reportCache(name: string, size: () => CacheSize): void {
  reported.set(name, size);
}

/** Every cache reported in this process, by name. */
export function cacheSizes(): Record<string, CacheSize> {
  return Object.fromEntries([...reported].map(([name, size]) => [name, size()]));
}
