// The checks a deploy makes against the live releases (docs/decisions/0007-independent-releases.md).
import { satisfies, validRange } from 'semver';
import type { FrontendName } from '../frontends';
import type { ReleaseRecord } from '.';

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
