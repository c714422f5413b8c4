// The release record (`ReleaseRecord`, @shop/shared/releases) from what a release's build made
// and the manifest of the front-ends says.
import { execFileSync } from 'node:child_process';
import { z } from 'zod';
import type { ExposedModuleEntry, FrontendEntry, FrontendName } from '@shop/shared/frontends';
import type { ReleaseOperation, ReleaseRecord, SharedSingleton } from '@shop/shared/releases';

/** The part of a federation build's mf-manifest.json the record reads. */
const federationManifest = z.object({
  shared: z.array(
    z.object({
      name: z.string().min(1),
      version: z.string().min(1),
      requiredVersion: z.string().min(1),
    }),
  ),
});

/** The shared singletons a build's mf-manifest.json lists, by name; throws when it is not one. */
export function sharedOf(manifest: unknown): SharedSingleton[] {
  const parsed = federationManifest.safeParse(manifest);
  if (!parsed.success)
    throw new Error(`mf-manifest.json is not a federation manifest: ${z.prettifyError(parsed.error)}`);
  return parsed.data.shared
    .map(({ name, version, requiredVersion }) => ({ name, version, requiredVersion }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** What the shell mounts: every remote module id (`cart/CartPage`) with the props it passes (the manifest's `props`). */
export function consumesOf(frontends: readonly FrontendEntry[]): ReleaseRecord['consumes'] {
  const consumes: ReleaseRecord['consumes'] = {};
  for (const item of frontends) {
    for (const [name, entry] of Object.entries(item.exposes as Record<string, ExposedModuleEntry>))
      consumes[`${item.name}/${name}`] = { passedProps: [...(entry.props ?? [])] };
  }
  return consumes;
}

/** The commit checked out in `root`, 12 hex, with `-dirty` when the tree has uncommitted changes. */
export function commitOf(root: string): string {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  let head: string;
  let status: string;
  try {
    head = git('rev-parse', '--short=12', 'HEAD');
    status = git('status', '--porcelain');
  } catch (error) {
    throw new Error(`Cannot read the commit from git: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return status === '' ? head : `${head}-dirty`;
}

export interface RecordParts {
  frontend: FrontendName;
  version: string;
  commit: string;
  builtAt: Date;
  /** A remote's exposed modules with the props each requires; empty for the shell. */
  exposes: Record<string, string[]>;
  /** The shell's: what it mounts (consumesOf); empty for a remote. */
  consumes: ReleaseRecord['consumes'];
  /** The build's mf-manifest.json, parsed. */
  manifest: unknown;
  operations: ReleaseOperation[];
}

export function assembleRecord(parts: RecordParts): ReleaseRecord {
  return {
    frontend: parts.frontend,
    version: parts.version,
    commit: parts.commit,
    builtAt: parts.builtAt.toISOString(),
    exposes: Object.fromEntries(
      Object.entries(parts.exposes).map(([name, requiredProps]) => [name, { requiredProps: [...requiredProps] }]),
    ),
    consumes: parts.consumes,
    shared: sharedOf(parts.manifest),
    operations: parts.operations,
  };
}
