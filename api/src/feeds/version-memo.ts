/** What a memo keeps: something made of the catalogue as of `version`. */
interface Versioned {
  version: number;
}

/** How a memo keeps what it made. */
export interface MemoTerms {
  /**
   * How long what was made still answers for a newer version (ms; 0: never). A shop whose stock moves every second
   * would otherwise make its sitemaps and feed again for nearly every request; within this time they may be one
   * catalogue change behind, never more than this old.
   */
  freshForMs?: number;
  /** The clock (tests). */
  now?: () => Date;
}

/**
 * One thing made of the catalogue per version and kept, beside the catalogue's answer cache (which evicts, and is
 * off with CATALOG_CACHE=off): the sitemaps, the feed. `at(version)` answers what was made of that version or a newer
 * one, or what was made less than `freshForMs` ago; otherwise it makes it anew — once, however many requests ask
 * meanwhile, each sharing the one making. A failure is not kept: the next request tries again. What `make` reads
 * carries the version it read, which may be newer than the one asked for, never older.
 */
export class VersionMemo<T extends Versioned> {
  private current: { asked: number; made: number | null; madeAt: number | null; value: Promise<T> } | null = null;
  /** How many times it was made: once per catalogue version that was asked for (and not fresh still). */
  makings = 0;
  private readonly freshForMs: number;
  private readonly now: () => Date;

  constructor(
    private readonly make: () => Promise<T>,
    { freshForMs = 0, now = () => new Date() }: MemoTerms = {},
  ) {
    this.freshForMs = freshForMs;
    this.now = now;
  }

  at(version: number): Promise<T> {
    const current = this.current;
    const madeAt = current?.madeAt ?? null;
    const fresh = madeAt !== null && this.now().getTime() - madeAt < this.freshForMs;
    if (current && (fresh || Math.max(current.asked, current.made ?? -1) >= version)) return current.value;
    const entry = { asked: version, made: null as number | null, madeAt: null as number | null, value: this.make() };
    this.makings += 1;
    this.current = entry;
    entry.value.then(
      (made) => {
        entry.made = made.version;
        entry.madeAt = this.now().getTime();
      },
      () => {
        if (this.current === entry) this.current = null;
      },
    );
    return entry.value;
  }
}
