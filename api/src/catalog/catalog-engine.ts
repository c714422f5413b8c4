import type { Logger } from 'pino';
import type { ShopDatabase } from '../db/open-database';
import { buildCatalogIndex, indexBytes } from './catalog-index';
import { IndexQueries } from './index-queries';

/** How long after a failed reading of the index the next is tried. */
const RETRY_AFTER_MS = 5_000;

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
    queries: IndexQueries;
    products: number;
    bytes: number;
    readSeconds: number;
  } | null = null;
  private reading: Promise<void> | null = null;
  /** The newest version a request has asked for. */
  private wanted = -1;
  /** When the last reading failed: the next waits RETRY_AFTER_MS (SQL answers meanwhile). */
  private failedAt = -Infinity;

  constructor(
    private readonly database: ShopDatabase,
    /** Off (CATALOG_ENGINE=off) every answer comes from SQL: for measuring and comparing. */
    private readonly enabled = process.env.CATALOG_ENGINE !== 'off',
    private readonly logger?: Logger,
  ) {}

  /** The index's answers for `version`, or null when it has none of that version yet (SQL answers). */
  at(version: number): IndexQueries | null {
    if (!this.enabled) return null;
    if (this.current?.version === version) return this.current.queries;
    if (version > this.wanted) this.wanted = version;
    if (!this.reading && (this.current?.version ?? -1) < this.wanted && Date.now() - this.failedAt >= RETRY_AFTER_MS)
      this.read();
    return null;
  }

  /** The index of the version now (whole, as it is read; the index of a version never changes). */
  private read(): void {
    const started = Date.now();
    this.reading = buildCatalogIndex(this.database.db)
      .then(({ index, metadata }) => {
        if (index.version >= (this.current?.version ?? -1))
          this.current = {
            version: index.version,
            queries: new IndexQueries(index, metadata),
            products: index.size,
            bytes: indexBytes(index),
            readSeconds: (Date.now() - started) / 1000,
          };
        this.logger?.info(
          { version: index.version, products: index.size, ms: Date.now() - started },
          'catalogue index read',
        );
      })
      .catch((error: unknown) => {
        this.failedAt = Date.now();
        this.logger?.error({ err: error }, 'the catalogue index could not be read; SQL answers meanwhile');
      })
      .finally(() => {
        this.reading = null;
        // A request asked for a newer version meanwhile: read again (an index of an older one is never answered from).
        if ((this.current?.version ?? -1) < this.wanted && Date.now() - this.failedAt >= RETRY_AFTER_MS) this.read();
      });
  }

  /** The index's answers for `version` once it is read; null when the engine is off or the reading fails. */
  async ready(version: number): Promise<IndexQueries | null> {
    let queries = this.at(version);
    while (!queries && this.reading) {
      await this.reading;
      queries = this.at(version);
    }
    return queries;
  }

  /** The index now, for the metrics: its products, the bytes of its arrays, how long it took to read; null before one. */
  stats(): { products: number; bytes: number; readSeconds: number } | null {
    if (!this.current) return null;
    const { products, bytes, readSeconds } = this.current;
    return { products, bytes, readSeconds };
  }

  /** Forgets the index (tests, and a process that changed data outside the triggers). */
  clear(): void {
    this.current = null;
    this.wanted = -1;
    this.failedAt = -Infinity;
  }
}
