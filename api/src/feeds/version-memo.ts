/** What a memo keeps: something made of the catalogue as of `version`. */
interface Versioned {
  version: number;
}

/**
 * One thing made of the catalogue per version and kept, beside the catalogue's answer cache (which evicts, and is
 * off with CATALOG_CACHE=off): the sitemaps, the feed. `at(version)` answers what was made of that version or a newer
 * one; otherwise it makes it anew — once, however many requests ask meanwhile, each sharing the one making. A
 * failure is not kept: the next request tries again. What `make` reads carries the version it read, which may be
 * newer than the one asked for, never older.
 */
export class VersionMemo<T extends Versioned> {
  private current: { asked: number; made: number | null; value: Promise<T> } | null = null;
  /** How many times it was made: once per catalogue version that was asked for. */
  makings = 0;

  constructor(private readonly make: () => Promise<T>) {}

  at(version: number): Promise<T> {
    const current = this.current;
    if (current && Math.max(current.asked, current.made ?? -1) >= version) return current.value;
    const entry = { asked: version, made: null as number | null, value: this.make() };
    this.makings += 1;
    this.current = entry;
    entry.value.then(
      (made) => {
        entry.made = made.version;
      },
      () => {
        if (this.current === entry) this.current = null;
      },
    );
    return entry.value;
  }
}
