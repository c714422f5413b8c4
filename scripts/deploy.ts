// npm run deploy -- <front-end> <version>   puts a release live (docs/decisions/0007-independent-releases.md)
// npm run rollback -- <front-end>            puts back the release live before the current one
// Both ask the API itself (RELEASE_API_URL, never the shop's public site) with the deploying
// machine's RELEASE_TOKEN; the API checks the release against the live ones and switches the live
// pointer, recording who (RELEASE_BY) and when. The servers see the switch within a second: nothing
// restarts, nothing is rebuilt. A deploy registers the release's record first (the same record
// again is a no-op), read from its folder under RELEASES_DIR.
import { readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { print } from 'graphql';
import { z } from 'zod';
import {
  DeployReleaseDocument,
  RegisterReleaseDocument,
  RollbackReleaseDocument,
  type DeployReleaseMutation,
  type RegisterReleaseMutation,
  type RollbackReleaseMutation,
} from '@shop/shared/graphql';
import { FRONTEND_NAMES, isFrontendName, type FrontendName } from '@shop/shared/frontends';
import {
  MIN_RELEASE_TOKEN_LENGTH,
  RELEASE_ACTOR_HEADER,
  RELEASE_TOKEN_HEADER,
  RELEASE_TOKEN_PATTERN,
  isReleaseVersion,
} from '@shop/shared/releases';
import { ConfigError, optionalVariable, parseEnv } from '@shop/web-server/config';
import { httpOriginIn } from '@shop/web-server/urls';
import { releaseEnv } from './release-env';

/** The API as the deploying machine reaches it, when RELEASE_API_URL does not say. */
const DEFAULT_RELEASE_API_URL = 'http://127.0.0.1:4000';
/** The longest a deploy may wait for the API (its checks validate every operation of the release). */
const DEPLOY_TIMEOUT_MS = 60_000;

export const deployEnv = releaseEnv.extend({
  RELEASE_API_URL: optionalVariable(
    'RELEASE_API_URL',
    (value) => httpOriginIn('RELEASE_API_URL', value, 'the API’s own origin, such as http://10.0.0.5:4000'),
    DEFAULT_RELEASE_API_URL,
  ),
  RELEASE_TOKEN: z
    .string({ error: 'RELEASE_TOKEN must be set: the secret the API was started with' })
    .regex(RELEASE_TOKEN_PATTERN, {
      error: `RELEASE_TOKEN must be at least ${MIN_RELEASE_TOKEN_LENGTH} printable characters without spaces`,
    }),
  RELEASE_BY: optionalVariable(
    'RELEASE_BY',
    (value) => {
      if (!/^[\p{L}\p{N} ._@+-]{1,60}$/u.test(value))
        throw new Error('RELEASE_BY must be 1 to 60 letters, digits, spaces or . _ @ + -');
      return value;
    },
    userInfo().username,
  ),
});

type DeployEnv = z.output<typeof deployEnv>;

/** The API's answer to one operation, or the refusal it gave (its message and the problems it listed). */
export class ReleaseRefused extends Error {
  constructor(
    message: string,
    readonly problems: readonly string[],
  ) {
    super(message);
    this.name = 'ReleaseRefused';
  }
}

interface GraphQLAnswer<Data> {
  data?: Data | null;
  errors?: { message: string; extensions?: { problems?: unknown } }[];
}

/** One operation asked of the API with the release token; its answer, or the refusal it gave. */
export async function askApi<Data>(
  env: Pick<DeployEnv, 'RELEASE_API_URL' | 'RELEASE_TOKEN' | 'RELEASE_BY'>,
  document: object,
  variables: Record<string, unknown>,
): Promise<Data> {
  const response = await fetch(`${env.RELEASE_API_URL}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      [RELEASE_TOKEN_HEADER]: env.RELEASE_TOKEN,
      [RELEASE_ACTOR_HEADER]: env.RELEASE_BY,
    },
    body: JSON.stringify({ query: print(document as Parameters<typeof print>[0]), variables }),
    signal: AbortSignal.timeout(DEPLOY_TIMEOUT_MS),
  });
  const answer = (await response.json().catch(() => ({}))) as GraphQLAnswer<Data>;
  const [error] = answer.errors ?? [];
  if (error) {
    const problems = Array.isArray(error.extensions?.problems) ? error.extensions.problems.map(String) : [];
    throw new ReleaseRefused(error.message, problems);
  }
  if (!response.ok || !answer.data) throw new ReleaseRefused(`the API answered ${response.status}`, []);
  return answer.data;
}

const frontendNamed = (name: string | undefined): FrontendName => {
  if (!isFrontendName(name))
    throw new ReleaseRefused(`unknown front-end ${JSON.stringify(name ?? '')}`, [
      `one of ${FRONTEND_NAMES.join(', ')}`,
    ]);
  return name;
};

/** Registers the release in its folder and puts it live; what the API said. */
export async function deploy(env: DeployEnv, frontendName: string | undefined, version: string | undefined) {
  const frontend = frontendNamed(frontendName);
  if (!version || !isReleaseVersion(version))
    throw new ReleaseRefused(`${JSON.stringify(version ?? '')} is not a release version`, ['such as 0.1.0-3f9a0c12de']);
  const folder = path.join(env.RELEASES_DIR, frontend, version);
  const read = (file: string) => {
    try {
      return readFileSync(path.join(folder, file), 'utf8');
    } catch {
      throw new ReleaseRefused(`${frontend} ${version} is not released here: no ${path.join(folder, file)}`, []);
    }
  };
  const input = { record: read('release.json'), operations: read('operations.graphql') };
  const registered = await askApi<RegisterReleaseMutation>(env, RegisterReleaseDocument, { input });
  const deployed = await askApi<DeployReleaseMutation>(env, DeployReleaseDocument, { frontend, version });
  return [registered.registerRelease.message, deployed.deployRelease.message];
}

/** Puts back the release live before the current one; what the API said. */
export async function rollback(env: DeployEnv, frontendName: string | undefined) {
  const frontend = frontendNamed(frontendName);
  const rolled = await askApi<RollbackReleaseMutation>(env, RollbackReleaseDocument, { frontend });
  return [rolled.rollbackRelease.message];
}

async function main([command, ...args]: string[]): Promise<void> {
  const env = parseEnv(deployEnv, process.env);
  const said =
    command === 'deploy'
      ? await deploy(env, args[0], args[1])
      : command === 'rollback'
        ? await rollback(env, args[0])
        : null;
  if (!said)
    throw new ReleaseRefused('usage: npm run deploy -- <front-end> <version> | npm run rollback -- <front-end>', []);
  for (const line of said) console.log(line);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    if (error instanceof ReleaseRefused) {
      console.error(`✗ ${error.message}`);
      for (const problem of error.problems) console.error(`  - ${problem}`);
    } else console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
