import { print } from 'graphql';
import type { Logger } from 'pino';
import { LiveReleasesDocument } from '@shop/shared/graphql';
import { FRONTEND_NAMES, REMOTE_NAMES, type FrontendName } from '@shop/shared/frontends';
import { isReleaseVersion, releaseEntry } from '@shop/shared/releases';
import { REQUEST_ID_HEADER } from '@shop/web-server/logging';
import type { ApiPool } from './api-pool';
import type { RuntimeConfig } from '@shop/shared/runtime-config';

/**
 * The live release of each front-end, as the API keeps it (docs/decisions/0007-independent-releases.md),
 * turned into what a page starts with: a remote with a live release is loaded from that release's
 * folder beside its configured entry (`…/releases/<version>/remoteEntry.js`), and the release live
 * before it is its fallback; a remote with none is loaded from its configured entry as ever. The
 * shell's own live release (its page and server render) is handed out beside (`LiveSnapshot.shell`).
 * Asked of the API at most once per `maxAgeMs` (one query: one snapshot of every front-end, so a
 * switch of several is seen at once); while the API cannot say, the last answer stands.
 */

/** How long an answer about the live releases is used before the API is asked again. */
const LIVE_RELEASES_MAX_AGE_MS = 1_000;
const LIVE_RELEASES_BUDGET_MS = 1_000;

const LIVE_RELEASES_QUERY = print(LiveReleasesDocument);

/** A front-end's live release and the one before it. */
export interface LiveRelease {
  version: string;
  previousVersion: string | null;
}

export type LiveReleaseSet = Partial<Record<FrontendName, LiveRelease>>;

/** What a page starts with: the remotes' configuration, and the shell's live release (null: its plain build). */
export interface LiveSnapshot {
  runtime: RuntimeConfig;
  shell: LiveRelease | null;
}

/** The releases of an answer that are well-formed and of a known front-end; the rest is dropped. */
export function liveReleasesOf(data: unknown): LiveReleaseSet | null {
  const list = (data as { liveReleases?: unknown } | null)?.liveReleases;
  if (!Array.isArray(list)) return null;
  const set: LiveReleaseSet = {};
  for (const item of list as unknown[]) {
    const { frontend, version, previousVersion } = (item ?? {}) as Record<string, unknown>;
    if (!FRONTEND_NAMES.includes(frontend as FrontendName) || typeof version !== 'string' || !isReleaseVersion(version))
      continue;
    const previous = typeof previousVersion === 'string' && isReleaseVersion(previousVersion) ? previousVersion : null;
    set[frontend as FrontendName] = { version, previousVersion: previous };
  }
  return set;
}

/** The configuration pages start with, given the live releases. */
export function withLiveReleases(base: RuntimeConfig, live: LiveReleaseSet): RuntimeConfig {
  const remotes = { ...base.remotes };
  const fallbacks: RuntimeConfig['fallbacks'] = {};
  for (const name of REMOTE_NAMES) {
    const entry = base.remotes[name];
    const release = live[name];
    if (!entry || !release) continue;
    remotes[name] = releaseEntry(entry, release.version);
    if (release.previousVersion) fallbacks[name] = releaseEntry(entry, release.previousVersion);
  }
  return { ...base, remotes, fallbacks };
}

/** What pages start with given the live releases. */
const snapshotOf = (base: RuntimeConfig, live: LiveReleaseSet): LiveSnapshot => ({
  runtime: withLiveReleases(base, live),
  shell: live.shell ?? null,
});

export class LiveReleases {
  private known: { snapshot: LiveSnapshot; at: number } | null = null;
  /** Whether the last question failed: said once, not once a second. */
  private failing = false;
  private asking: Promise<LiveSnapshot> | null = null;

  constructor(
    private readonly api: ApiPool,
    private readonly base: RuntimeConfig,
    private readonly logger: Logger,
    private readonly maxAgeMs = LIVE_RELEASES_MAX_AGE_MS,
  ) {}

  /** What a page starting now starts with; the API is asked with `requestId` when it is asked. */
  snapshot(requestId?: string): Promise<LiveSnapshot> {
    if (this.known && Date.now() - this.known.at < this.maxAgeMs) return Promise.resolve(this.known.snapshot);
    this.asking ??= this.ask(requestId).finally(() => {
      this.asking = null;
    });
    return this.asking;
  }

  private async ask(requestId: string | undefined): Promise<LiveSnapshot> {
    try {
      const response = await this.api.fetch('/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'apollo-require-preflight': 'true',
          ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
        },
        body: JSON.stringify({ query: LIVE_RELEASES_QUERY }),
        signal: AbortSignal.timeout(LIVE_RELEASES_BUDGET_MS),
      });
      const body = (await response.json()) as { data?: unknown };
      const live = response.ok ? liveReleasesOf(body.data) : null;
      if (!live) throw new Error(`the API answered ${response.status} without the live releases`);
      const snapshot = snapshotOf(this.base, live);
      this.known = { snapshot, at: Date.now() };
      if (this.failing) this.logger.info('live releases known again');
      this.failing = false;
      return snapshot;
    } catch (error) {
      // The last answer stands (or, before any, every remote's configured entry); asked again next time.
      if (!this.failing)
        this.logger.warn({ err: error }, 'live releases unknown; pages start with the last known ones');
      this.failing = true;
      const snapshot = this.known?.snapshot ?? { runtime: this.base, shell: null };
      this.known = { snapshot, at: Date.now() };
      return snapshot;
    }
  }
}
