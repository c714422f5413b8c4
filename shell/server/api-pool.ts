/**
 * The API instances the shell's server talks to (API_URLS), taken in turn. One that refuses a
 * connection is skipped for API_DOWN_FOR_MS, and what was asked of it goes to the next one:
 * a refused connection carried nothing, so even a mutation is safe to send again.
 */

/** How long an instance that refused a connection is left out. */
export const API_DOWN_FOR_MS = 5_000;
/** How long /readyz waits for an instance's own /readyz. */
const API_READY_TIMEOUT_MS = 1_000;

const CONNECTION_REFUSED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH']);

/** Whether an error (http-proxy's socket error, or fetch's TypeError and its causes) means no connection was made. */
export function refusedConnection(error: unknown, depth = 0): boolean {
  if (depth > 3 || typeof error !== 'object' || error === null) return false;
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && CONNECTION_REFUSED.has(code)) return true;
  if (Array.isArray(errors) && errors.length > 0 && errors.every((each) => refusedConnection(each, depth + 1)))
    return true;
  return refusedConnection(cause, depth + 1);
}

export class ApiPool {
  private cursor = 0;
  private readonly downUntil = new Map<string, number>();

  constructor(
    readonly urls: readonly string[],
    private readonly downForMs = API_DOWN_FOR_MS,
  ) {
    if (urls.length === 0) throw new Error('ApiPool needs at least one API URL');
  }

  /**
   * The next instance in turn that is not in `tried` and not skipped; when every untried one is
   * skipped, the first of those all the same (it may be back); null when all were tried.
   */
  pick(tried: ReadonlySet<string> = new Set()): string | null {
    const now = Date.now();
    let fallback: number | null = null;
    for (let step = 0; step < this.urls.length; step += 1) {
      const index = (this.cursor + step) % this.urls.length;
      const url = this.urls[index]!;
      if (tried.has(url)) continue;
      if ((this.downUntil.get(url) ?? 0) <= now) return this.take(index);
      fallback ??= index;
    }
    return fallback === null ? null : this.take(fallback);
  }

  private take(index: number): string {
    this.cursor = (index + 1) % this.urls.length;
    return this.urls[index]!;
  }

  /** Whether an instance is left that `tried` does not hold. */
  hasUntried(tried: ReadonlySet<string>): boolean {
    return this.urls.some((url) => !tried.has(url));
  }

  /** Leaves an instance out for a while: it refused a connection. */
  markDown(url: string): void {
    this.downUntil.set(url, Date.now() + this.downForMs);
  }

  /** `fetch` of `path` on the next instance, on the one after when it refuses the connection. */
  async fetch(path: string, init?: RequestInit): Promise<Response> {
    const tried = new Set<string>();
    let refused: unknown = null;
    for (let url = this.pick(tried); url !== null; url = this.pick(tried)) {
      tried.add(url);
      try {
        return await fetch(new URL(path, url), init);
      } catch (error) {
        if (!refusedConnection(error)) throw error;
        this.markDown(url);
        refused = error;
      }
    }
    throw refused;
  }

  /** Null when at least one instance's /readyz answers 200 within `timeoutMs`; else why not, per instance. */
  async readiness(timeoutMs = API_READY_TIMEOUT_MS): Promise<string | null> {
    const answers = await Promise.all(
      this.urls.map(async (url) => {
        try {
          const response = await fetch(new URL('/readyz', url), { signal: AbortSignal.timeout(timeoutMs) });
          await response.body?.cancel();
          return response.ok ? null : `${url}: ${response.status}`;
        } catch (error) {
          const code = refusedConnection(error)
            ? 'connection refused'
            : error instanceof Error && error.name === 'TimeoutError'
              ? `no answer in ${timeoutMs} ms`
              : String(error);
          return `${url}: ${code}`;
        }
      }),
    );
    return answers.includes(null) ? null : `no API instance is ready (${answers.join('; ')})`;
  }
}
