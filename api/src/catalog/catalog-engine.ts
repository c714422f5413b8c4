import type { Logger } from 'pino';
import type { ShopDatabase } from '../db/open-database';
import { buildCatalogIndex, indexBytes, type CatalogIndex } from './catalog-index';
import { patchCatalogIndex } from './catalog-index-patch';
import type { CatalogMetadata } from './catalog-metadata';
import { IndexQueries } from './index-queries';

/** How long after a failed reading of the index the next is tried. */
const RETRY_AFTER_MS = 5_000;
/**
 * How long a request waits for a patch under way (a few to a hundred milliseconds at 500 000 products) rather than
 * asking SQL, which at that size takes longer and loads the database the patch reads from.
 */
const PATCH_WAIT_MS = 500;

/** A promise and what settles it. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Resolves when `promise` does, or after `ms`, whichever is first (the timer cleared either way). */
const until = (promise: Promise<void>, ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * The catalogue engine (docs/decisions/0008-catalogue-engine.md): the index of the newest catalogue
 * version this process has read, and the reading of a newer one when the version moves. A request
 * of version V is answered from the index only when the index is of V — never from an older one —
 * and by SQL meanwhile, which gives the same answer; so every committed change is followed before
 * the next request is answered from the index, in every API instance (each reads the version the
 * database keeps). One index is read at a time; when it is done and the version has moved again,
 * the next is read.
 */
export class CatalogEngine {
  private current: {
    version: number;
    index: CatalogIndex;
    metadata: CatalogMetadata;
    queries: IndexQueries;
    bytes: number;
    readSeconds: number;
    /** How the index was made: read whole, or patched from the one before. */
    made: 'read' | 'patched';
  } | null = null;
  private reading: Promise<void> | null = null;
  /** The reading under way is a patch (requests wait for it), not a whole reading (SQL answers meanwhile). */
  private patching = false;
  /** Settled, and made anew, when a reading ends or a patch gives way to a whole reading. */
  private settled = signal();
  /** The newest version a request has asked for. */
  private wanted = -1;
  /** When the last reading failed: the next waits RETRY_AFTER_MS (SQL answers meanwhile). */
  private failedAt = -Infinity;
  /** Since the start: requests answered from the index or left to the database, indexes read whole or patched. */
  private readonly counted = { answers: { index: 0, database: 0 }, indexes: { read: 0, patched: 0 } };

  constructor(
    private readonly database: ShopDatabase,
    /** Off (CATALOG_ENGINE=off) every answer comes from SQL: for measuring and comparing. */
    private readonly enabled = process.env.CATALOG_ENGINE !== 'off',
    private readonly logger?: Logger,
  ) {}

  /**
   * The index's answers for a request that read `version`: from an index of that version or a newer one, never an
   * older one. While a patch is under way the request waits for it (up to PATCH_WAIT_MS); null when there is no such
   * index by then (SQL answers). Answered at once, without a promise, when there is nothing to wait for.
   */
  at(version: number): IndexQueries | null | Promise<IndexQueries | null> {
    const queries = this.lookUp(version);
    if (queries || !this.patching) {
      if (this.enabled) this.counted.answers[queries ? 'index' : 'database'] += 1;
      return queries;
    }
    return this.waitFor(version);
  }

  /** at() while a patch is under way. */
  private async waitFor(version: number): Promise<IndexQueries | null> {
    const deadline = Date.now() + PATCH_WAIT_MS;
    let queries = this.lookUp(version);
    while (!queries && this.patching && Date.now() < deadline) {
      await until(this.settled.promise, deadline - Date.now());
      queries = this.lookUp(version);
    }
    if (this.enabled) this.counted.answers[queries ? 'index' : 'database'] += 1;
    return queries;
  }

  /** at(), uncounted and unwaiting: the index's answers, or null with the making of the version's index begun. */
  private lookUp(version: number): IndexQueries | null {
    if (!this.enabled) return null;
    if (this.current && this.current.version >= version) return this.current.queries;
    if (version > this.wanted) this.wanted = version;
    if (!this.reading && (this.current?.version ?? -1) < this.wanted && Date.now() - this.failedAt >= RETRY_AFTER_MS)
      this.read();
    return null;
  }

  /**
   * The index of the version now: patched from the current one with the products changed since, or read whole when
   * a change needs it (./catalog-index-patch). The index of a version never changes: a patch makes a new one.
   */
  private read(): void {
    const started = Date.now();
    const previous = this.current;
    this.patching = previous !== null;
    this.reading = (previous ? patchCatalogIndex(this.database.db, previous.index) : Promise.resolve(null))
      .then(async (patch) => {
        const made = patch && previous ? ('patched' as const) : ('read' as const);
        if (made === 'read' && this.patching) {
          // A whole reading takes seconds: the requests waiting for the patch go to SQL.
          this.patching = false;
          this.settle();
        }
        const { index, metadata } =
          patch && previous
            ? { index: patch.index, metadata: previous.metadata }
            : await buildCatalogIndex(this.database.db);
        if (index.version <= (this.current?.version ?? -1)) return;
        const queries = new IndexQueries(index, metadata);
        // The rows pages read at the version before, but the changed products', are the rows of this one.
        if (patch && previous) queries.keepRows(previous.queries, patch.changed);
        this.current = {
          version: index.version,
          index,
          metadata,
          queries,
          bytes: indexBytes(index),
          readSeconds: (Date.now() - started) / 1000,
          made,
        };
        this.counted.indexes[made] += 1;
        const fields = { version: index.version, products: index.size, ms: Date.now() - started };
        if (made === 'read') this.logger?.info(fields, 'catalogue index read');
        else this.logger?.debug({ ...fields, changed: patch?.changed.length }, 'catalogue index patched');
      })
      .catch((error: unknown) => {
        this.failedAt = Date.now();
        this.logger?.error({ err: error }, 'the catalogue index could not be read; SQL answers meanwhile');
      })
      .finally(() => {
        this.reading = null;
        this.patching = false;
        this.settle();
        // A request asked for a newer version meanwhile: read again (an index of an older one is never answered from).
        if ((this.current?.version ?? -1) < this.wanted && Date.now() - this.failedAt >= RETRY_AFTER_MS) this.read();
      });
  }

  private settle(): void {
    const settled = this.settled;
    this.settled = signal();
    settled.resolve();
  }

  /** The index's answers for `version` once it is read; null when the engine is off or the reading fails. */
  async ready(version: number): Promise<IndexQueries | null> {
    let queries = this.lookUp(version);
    while (!queries && this.reading) {
      await this.reading;
      queries = this.lookUp(version);
    }
    return queries;
  }

  /**
   * The index now, for the metrics and tests: its version, its positions, the bytes of its arrays, how long it took
   * to make and how (read whole or patched); null before one.
   */
  stats(): { version: number; products: number; bytes: number; readSeconds: number; made: 'read' | 'patched' } | null {
    if (!this.current) return null;
    const { version, index, bytes, readSeconds, made } = this.current;
    return { version, products: index.size, bytes, readSeconds, made };
  }

  /** The rows the current index's pages keep (bounded in bytes), for the metrics; null before an index. */
  rowCache(): IndexQueries['rows'] | null {
    return this.current?.queries.rows ?? null;
  }

  /** The counts since the start (see `counted`), for the metrics. */
  totals(): { answers: Record<'index' | 'database', number>; indexes: Record<'read' | 'patched', number> } {
    return { answers: { ...this.counted.answers }, indexes: { ...this.counted.indexes } };
  }

  /** Forgets the index (tests, and a process that changed data outside the triggers). */
  clear(): void {
    this.current = null;
    this.wanted = -1;
    this.failedAt = -Infinity;
  }
}
