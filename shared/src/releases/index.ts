// Releases of the front-ends (docs/decisions/0007-independent-releases.md): the record a release
// carries, and the checks a deploy makes against the live releases. Pure: read by the release
// command, the API (which alone switches the live pointer) and the back-office's modules page.
import { satisfies, validRange } from 'semver';
import type { FrontendName } from '../frontends';

/** `0.1.0-3f9a0c12de`: the package's version and 10 hex of a SHA-256 over the release's files. */
export const RELEASE_VERSION = /^\d+\.\d+\.\d+-[0-9a-f]{10}$/;

export const isReleaseVersion = (value: string): boolean => RELEASE_VERSION.test(value);

/** A package shared as a singleton between the shell and the remotes. */
export interface SharedSingleton {
  name: string;
  /** The version this release carries (the shell's is the one every remote gets). */
  version: string;
  /** The range this release accepts from the shell (a remote); the shell's own range for its own copy. */
  requiredVersion: string;
}

/** A GraphQL operation a release can send. */
export interface ReleaseOperation {
  name: string;
  type: 'query' | 'mutation' | 'subscription';
  /** SHA-256 (hex) of the printed document, fragments included. */
  hash: string;
}

/** What a release is and what it needs: `release.json` in its folder, and the API's copy. */
export interface ReleaseRecord {
  frontend: FrontendName;
  version: string;
  /** The commit built, with `-dirty` when the tree had uncommitted changes. */
  commit: string;
  /** ISO time of the build. */
  builtAt: string;
  /** The modules a remote exposes by name (`CartPage`), each with the props it requires; none for the shell. */
  exposes: Record<string, { requiredProps: string[] }>;
  /** What the shell mounts, by module id (`cart/CartPage`), with the props it passes; none for a remote. */
  consumes: Record<string, { passedProps: string[] }>;
  /** The singletons: what the shell provides, what a remote accepts. */
  shared: SharedSingleton[];
  operations: ReleaseOperation[];
}

/** One reason a release may not go live next to the others, in words an engineer can act on. */
export interface ContractProblem {
  frontend: FrontendName;
  message: string;
}

/**
 * What is wrong with putting `candidate` live next to the live releases of the other front-ends: every module the
 * shell mounts is exposed and requires no prop the shell does not pass; every singleton a remote needs is
 * provided by the shell within the remote's range. The operations are the API's to check (it has the schema).
 * An empty list: the release fits.
 */
export function contractProblems(candidate: ReleaseRecord, live: readonly ReleaseRecord[]): ContractProblem[] {
  const others = live.filter((release) => release.frontend !== candidate.frontend);
  if (candidate.frontend === 'shell') return others.flatMap((remote) => pairProblems(candidate, remote));
  const shell = others.find((release) => release.frontend === 'shell');
  return shell ? pairProblems(shell, candidate) : [];
}

function pairProblems(shell: ReleaseRecord, remote: ReleaseRecord): ContractProblem[] {
  const problem = (message: string): ContractProblem => ({ frontend: remote.frontend, message });
  const problems: ContractProblem[] = [];
  const prefix = `${remote.frontend}/`;
  for (const [id, { passedProps }] of Object.entries(shell.consumes)) {
    if (!id.startsWith(prefix)) continue;
    const name = id.slice(prefix.length);
    const exposed = remote.exposes[name];
    if (!exposed) {
      problems.push(
        problem(`${remote.frontend} ${remote.version} does not expose ${name}, which shell ${shell.version} mounts`),
      );
      continue;
    }
    const missing = exposed.requiredProps.filter((prop) => !passedProps.includes(prop));
    if (missing.length > 0)
      problems.push(
        problem(
          `${id} in ${remote.version} requires ${missing.join(', ')}, which shell ${shell.version} does not pass`,
        ),
      );
  }
  for (const needed of remote.shared) {
    const provided = shell.shared.find((item) => item.name === needed.name);
    if (!provided) {
      problems.push(
        problem(
          `${remote.frontend} ${remote.version} needs ${needed.name}, which shell ${shell.version} does not provide`,
        ),
      );
    } else if (!validRange(needed.requiredVersion) || !satisfies(provided.version, needed.requiredVersion)) {
      problems.push(
        problem(
          `${remote.frontend} ${remote.version} needs ${needed.name} ${needed.requiredVersion}; shell ${shell.version} provides ${provided.version}`,
        ),
      );
    }
  }
  return problems;
}
