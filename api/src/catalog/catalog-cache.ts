import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import type { ShopDatabase } from '../db/open-database';
import { lruSize, type CacheSize } from '@shop/web-server/cache-sizes';
import { CatalogEngine } from './catalog-engine';
import { loadCatalogMetadata, type CatalogMetadata } from './catalog-metadata';

/** How many catalogue answers are kept (lists, counts, filter panels, searches), and their bytes at most. */
const MAX_ANSWERS = 5_000;
const MAX_ANSWER_BYTES = 64 * 1024 * 1024;

/** What an answer not yet computed is counted as; once it is, its JSON counts (three bytes of heap a character). */
const PENDING_ANSWER_BYTES = 1024;
const answerBytes = (key: string, answer: unknown): number => {
  try {
    return 2 * key.length + 3 * (JSON.stringify(answer)?.length ?? 0);
  } catch {
    return 2 * key.length + PENDING_ANSWER_BYTES;
  }
};

/**
 * Catalogue answers kept per catalogue version. The version moves in the same transaction as
 * any change to products, stock, categories or options (database triggers), so an answer is
 * never older than the last committed change. On PostgreSQL, where other processes may write,
 * every request reads the version (one tiny query: unlike a listening connection, it cannot
 * miss a change while the connection is down). PGlite belongs to this process alone: the
 * version is followed through the trigger's NOTIFY, which PGlite delivers as soon as the
 * writing statement completes, and a cached page costs no database work at all.
 */
export class CatalogCache {
  private readonly answers: LRUCache<string, Promise<unknown>>;
  private metadata: { version: number; value: Promise<CatalogMetadata> } | null = null;
  /** The version as last announced (PGlite); null until known. */
  private announced: number | null = null;
  private following: Promise<() => Promise<void>> | null = null;
  /** The catalogue engine: answers computed from an index of the version, when it has read one. */
  readonly engine: CatalogEngine;

  constructor(
    private readonly database: ShopDatabase,
    /** Off (CATALOG_CACHE=off) every answer is computed anew: for measuring the database alone. */
    private readonly enabled = process.env.CATALOG_CACHE !== 'off',
    /** Told of each lookup: found (hit) or computed (miss), for the metrics. */
    private readonly onLookup: (hit: boolean) => void = () => undefined,
    logger?: Logger,
    maxAnswerBytes = MAX_ANSWER_BYTES,
  ) {
    this.answers = new LRUCache({
      max: MAX_ANSWERS,
      maxSize: maxAnswerBytes,
      sizeCalculation: (_answer, key) => 2 * key.length + PENDING_ANSWER_BYTES,
    });
    this.engine = new CatalogEngine(database, undefined, logger);
  }

  private readVersion = async (): Promise<number> => {
    const [row] = await this.database.query<{ version: string | number }>(
      'SELECT version FROM catalog_version WHERE id = 1',
    );
    return Number(row?.version ?? 0);
  };

  async version(): Promise<number> {
    if (this.database.engine !== 'pglite') return this.readVersion();
    const { listen } = this.database;
    if (!this.following) {
      const following = listen('catalog_version', (payload) => {
        this.announced = Math.max(this.announced ?? 0, Number(payload));
      }).then(async (stop) => {
        // Read after listening, so no change can fall between the two.
        const current = await this.readVersion();
        this.announced = Math.max(this.announced ?? 0, current);
        return stop;
      });
      this.following = following;
      following.catch(() => {
        if (this.following === following) this.following = null;
      });
    }
    await this.following;
    return this.announced ?? this.readVersion();
  }

  /** Categories, options and values as of this version. */
  metadataAt(version: number): Promise<CatalogMetadata> {
    if (this.metadata?.version !== version) {
      const value = loadCatalogMetadata(this.database.db);
      const entry = { version, value };
      this.metadata = entry;
      value.catch(() => {
        if (this.metadata === entry) this.metadata = null;
      });
    }
    return (this.metadata as { value: Promise<CatalogMetadata> }).value;
  }

  /** The answer for `key` at this version, computed once; a failure is not kept. */
  remember<T>(version: number, key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.enabled) return compute();
    const cacheKey = `${version}\u0000${key}`;
    const cached = this.answers.get(cacheKey) as Promise<T> | undefined;
    this.onLookup(cached !== undefined);
    if (cached) return cached;
    const answer = compute();
    this.answers.set(cacheKey, answer);
    answer.then(
      // Counted again by what it holds, if it is still the one kept (an answer can be a page of 100 products):
      // as a settled promise of its own, since lru-cache keeps the size of a value set again unchanged.
      (value) => {
        if (this.answers.peek(cacheKey) === answer)
          this.answers.set(cacheKey, Promise.resolve(value), { size: answerBytes(cacheKey, value) });
      },
      () => this.answers.delete(cacheKey),
    );
    return answer;
  }

  /** The caches this keeps, for the metrics: answers, and the rows of the current index's pages. */
  caches(): Record<string, CacheSize> {
    const rows = this.engine.rowCache();
    return { catalog_answers: lruSize(this.answers), ...(rows ? { catalog_rows: lruSize(rows) } : {}) };
  }

  /** Forgets everything (tests, and a process that changed data outside the triggers). */
  clear(): void {
    this.answers.clear();
    this.engine.clear();
    this.metadata = null;
    this.announced = null;
    const following = this.following;
    this.following = null;
    following?.then((stop) => stop()).catch(() => undefined);
  }
}
