// npm run release:prune: removes the release folders no page can still be loading
// (docs/decisions/0007-independent-releases.md). A release stays while it is live, while it is
// the one live before (the fallback and the rollback), and for RELEASE_RETENTION_DAYS after it
// stopped being live — pages opened on it keep loading its files — or after it was built, when it
// never went live. What is live is asked of the API (as the deploy command does); when the API
// cannot say, nothing is removed.
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { FRONTENDS } from '@shop/shared/frontends';
import { FrontendDeploymentsDocument, LiveReleasesDocument } from '@shop/shared/graphql';
import type { FrontendDeploymentsQuery, LiveReleasesQuery } from '@shop/shared/graphql';
import { isReleaseVersion } from '@shop/shared/releases';
import { optionalVariable, parseEnv, wholeNumber } from '@shop/web-server/config';
import { ReleaseRefused, askApi, deployEnv } from './deploy';

const DAY_MS = 86_400_000;
/** A staging folder this old is what a release that died left behind. */
const STAGING_LEFT_AFTER_MS = DAY_MS;

export const pruneEnv = deployEnv.extend({
  RELEASE_RETENTION_DAYS: optionalVariable('RELEASE_RETENTION_DAYS', wholeNumber('RELEASE_RETENTION_DAYS', 1, 3650), 7),
});

/** A release folder on disk: its version and when it was built. */
export interface ReleaseOnDisk {
  version: string;
  builtAt: number;
}

/** What the API says of one front-end: its live release, and its switches (newest first). */
export interface FrontendHistory {
  live: { version: string; previousVersion: string | null } | null;
  switches: readonly { version: string; at: number }[];
}

/**
 * The versions of one front-end that may go: neither live nor the one before, and neither live nor (never live)
 * built within `retentionMs` of `now`.
 */
export function releasesToPrune(
  releases: readonly ReleaseOnDisk[],
  { live, switches }: FrontendHistory,
  now: number,
  retentionMs: number,
): string[] {
  const kept = new Set([live?.version, live?.previousVersion].filter(Boolean));
  // When each version stopped being live: the time of the switch that replaced it (newest first).
  const lastLive = new Map<string, number>();
  switches.forEach((item, index) => {
    const replacedAt = index === 0 ? now : switches[index - 1]!.at;
    lastLive.set(item.version, Math.max(lastLive.get(item.version) ?? 0, replacedAt));
  });
  return releases
    .filter(({ version, builtAt }) => {
      if (kept.has(version)) return false;
      const since = lastLive.get(version) ?? builtAt;
      return now - since > retentionMs;
    })
    .map(({ version }) => version);
}

/** The release folders of one front-end, with their build times (the record's, else the folder's). */
function releasesOnDisk(folder: string): ReleaseOnDisk[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter(isReleaseVersion)
    .map((version) => {
      const record = path.join(folder, version, 'release.json');
      let builtAt = statSync(path.join(folder, version)).mtimeMs;
      try {
        const parsed = Date.parse((JSON.parse(readFileSync(record, 'utf8')) as { builtAt?: string }).builtAt ?? '');
        if (Number.isFinite(parsed)) builtAt = parsed;
      } catch {
        // no record: the folder's time
      }
      return { version, builtAt };
    });
}

export async function pruneReleases(
  env: ReturnType<typeof pruneEnv.parse>,
  { now = Date.now(), log = console.log }: { now?: number; log?: (line: string) => void } = {},
): Promise<string[]> {
  const { liveReleases } = await askApi<LiveReleasesQuery>(env, LiveReleasesDocument, {});
  const removed: string[] = [];
  for (const { name } of FRONTENDS) {
    const folder = path.join(env.RELEASES_DIR, name);
    const releases = releasesOnDisk(folder);
    if (releases.length === 0) continue;
    const { frontendDeployments } = await askApi<FrontendDeploymentsQuery>(env, FrontendDeploymentsDocument, {
      frontend: name,
      limit: 100,
    });
    const live = liveReleases.find((item) => item.frontend === name) ?? null;
    const history: FrontendHistory = {
      live: live && { version: live.version, previousVersion: live.previousVersion ?? null },
      switches: frontendDeployments.map((item) => ({ version: item.version, at: Date.parse(item.deployedAt) })),
    };
    for (const version of releasesToPrune(releases, history, now, env.RELEASE_RETENTION_DAYS * DAY_MS)) {
      rmSync(path.join(folder, version), { recursive: true, force: true });
      removed.push(`${name} ${version}`);
      log(`removed ${name} ${version}`);
    }
  }
  const staging = path.join(env.RELEASES_DIR, '.staging');
  if (existsSync(staging))
    for (const left of readdirSync(staging)) {
      const at = statSync(path.join(staging, left)).mtimeMs;
      if (now - at > STAGING_LEFT_AFTER_MS) rmSync(path.join(staging, left), { recursive: true, force: true });
    }
  log(removed.length === 0 ? 'nothing to remove' : `${removed.length} release(s) removed`);
  return removed;
}

if (require.main === module) {
  pruneReleases(parseEnv(pruneEnv, process.env)).catch((error: unknown) => {
    console.error(`✗ ${error instanceof Error ? error.message : String(error)}; nothing more removed`);
    if (error instanceof ReleaseRefused) for (const problem of error.problems) console.error(`  - ${problem}`);
    process.exit(1);
  });
}
