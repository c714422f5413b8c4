// npm run release -- <front-end>: one front-end (a remote or the shell) built into a release
// folder that never changes, releases/<front-end>/<version>/ (docs/decisions/0007-independent-releases.md):
//   client/              the browser build          server/      its server render, if it has one
//   release.json         the release record         operations.graphql   every operation it can send
// Built in a staging folder beside them and renamed into place: a version folder is complete or
// absent, and nothing writes into one that exists (the same files make the same version).
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { SHOP_DOCUMENTS } from './shop-documents';
import { ConfigError, parseEnv } from '@shop/web-server/config';
import { compileFrontend } from './build';
import { FRONTEND_NAMES, isFrontendName } from '@shop/shared/frontends';
import { FRONTENDS, ROOT, frontend, type Frontend, type FrontendName } from './frontends';
import { releaseEnv } from './release-env';
import { filesOf, releaseVersion } from './release-files';
import { documentsByOperation, operationsInBundle, releaseOperations } from './release-operations';
import { requiredProps } from './release-props';
import { assembleRecord, commitOf, consumesOf } from './release-record';

/** Where releases are built before they are renamed into place, under the releases root. */
const STAGING = '.staging';

export interface ReleaseResult {
  version: string;
  /** The version's folder, absolute. */
  folder: string;
  /** False when that version was already released (nothing written). */
  created: boolean;
}

function packageVersion(dir: string): string {
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version?: unknown };
  if (typeof version !== 'string') throw new Error(`${path.join(dir, 'package.json')} has no version`);
  return version;
}

/**
 * Every operation the browser build's JavaScript carries. The server render is left out: it is not minified, so
 * every generated document stays in its file as dead code, and it renders the same pages, whose operations the
 * browser build has.
 */
function operationsInFolder(root: string) {
  const found = new Map<string, 'query' | 'mutation' | 'subscription'>();
  for (const file of filesOf(root).filter((item) => item.startsWith('client/') && item.endsWith('.js'))) {
    for (const [name, type] of operationsInBundle(readFileSync(path.join(root, file), 'utf8'))) found.set(name, type);
  }
  return found;
}

/** Moves the staging folder to `folder` unless that exists; false when it does. */
function moveInto(staging: string, folder: string): boolean {
  if (existsSync(folder)) return false;
  mkdirSync(path.dirname(folder), { recursive: true });
  try {
    renameSync(staging, folder);
    return true;
  } catch (error) {
    // Another release of the same files got there first: a non-empty folder is never replaced.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTEMPTY' || code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * The front-end package in `dir` as its module-federation.config.ts describes it (what it exposes is what its
 * container is built with); throws when that is not a package of `name`.
 */
async function packageIn(dir: string, name: FrontendName): Promise<Frontend> {
  const loaded = (await import(path.join(dir, 'module-federation.config.ts'))) as { default: unknown };
  // Loaded as CommonJS, the default export comes wrapped once more.
  const entry = ((loaded.default as { default?: unknown }).default ?? loaded.default) as Partial<Frontend>;
  if (entry.name !== name || typeof entry.exposes !== 'object')
    throw new Error(`${dir} is not a package of the ${name} front-end`);
  return { ...(entry as Frontend), dir };
}

/**
 * Builds `name` into a release under `releasesDir`, from its package's folder or from `dir` (a copy of that
 * package, changed: how the tests make a breaking release); throws on an unknown front-end or a failed build.
 */
export async function release(
  name: string,
  { releasesDir, dir, log = console.log }: { releasesDir: string; dir?: string; log?: (line: string) => void },
): Promise<ReleaseResult> {
  if (!isFrontendName(name))
    throw new Error(`Unknown front-end ${JSON.stringify(name)}: one of ${FRONTEND_NAMES.join(', ')}`);
  const pkg = await packageIn(dir ?? frontend(name).dir, name);
  const stagingRoot = path.join(releasesDir, STAGING);
  const staging = path.join(stagingRoot, `${name}-${process.pid}-${Date.now()}`);
  mkdirSync(staging, { recursive: true });
  try {
    const builtAt = new Date();
    await compileFrontend(pkg, {
      output: { client: path.join(staging, 'client'), server: path.join(staging, 'server') },
    });
    const version = releaseVersion(packageVersion(pkg.dir), staging);
    const operations = releaseOperations(operationsInFolder(staging), documentsByOperation(SHOP_DOCUMENTS));
    const exposeFiles = Object.entries(pkg.exposes as Record<string, { file: string }>).map(
      ([exposed, { file }]) => [exposed, path.join(pkg.dir, file)] as const,
    );
    const props = requiredProps(
      exposeFiles.map(([, file]) => file),
      path.join(pkg.dir, 'tsconfig.json'),
    );
    const record = assembleRecord({
      frontend: name,
      version,
      commit: commitOf(ROOT),
      builtAt,
      exposes: Object.fromEntries(exposeFiles.map(([exposed, file]) => [exposed, props.get(file) ?? []])),
      consumes: name === 'shell' ? consumesOf(FRONTENDS) : {},
      manifest: JSON.parse(readFileSync(path.join(staging, 'client/mf-manifest.json'), 'utf8')) as unknown,
      operations: operations.operations,
    });
    writeFileSync(path.join(staging, 'release.json'), `${JSON.stringify(record, null, 2)}\n`);
    writeFileSync(path.join(staging, 'operations.graphql'), operations.text);
    const folder = path.join(releasesDir, name, version);
    const created = moveInto(staging, folder);
    log(created ? `✓ released ${name} ${version}` : `${name} ${version} is already released (same files)`);
    log(`  ${folder}`);
    return { version, folder, created };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    removeStagingRoot(stagingRoot);
  }
}

function removeStagingRoot(stagingRoot: string): void {
  try {
    rmdirSync(stagingRoot);
  } catch {
    // Another release is staging there.
  }
}

/** This process's staging folders (`<front-end>-<pid>-<time>`), removed when it is stopped in the middle of a build. */
function removeOwnStaging(releasesDir: string): void {
  const stagingRoot = path.join(releasesDir, STAGING);
  if (!existsSync(stagingRoot)) return;
  for (const entry of readdirSync(stagingRoot))
    if (entry.split('-')[1] === String(process.pid))
      rmSync(path.join(stagingRoot, entry), { recursive: true, force: true });
  removeStagingRoot(stagingRoot);
}

async function main(args: string[]): Promise<void> {
  const names = args.filter((arg) => !arg.startsWith('-'));
  if (names.length !== 1 || names.length !== args.length)
    throw new Error(`Usage: npm run release -- <${FRONTEND_NAMES.join('|')}>`);
  const { RELEASES_DIR } = parseEnv(releaseEnv, process.env);
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      removeOwnStaging(RELEASES_DIR);
      process.exit(code);
    });
  }
  await release(names[0]!, { releasesDir: RELEASES_DIR });
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
