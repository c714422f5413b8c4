// Production builds of the front-end packages, skipping what is already up to date, then the
// Node units of those packages that have one (the shell's and the catalogue's servers, compiled
// to dist-node/ every time: esbuild takes a second).
//   tsx scripts/build.ts                 every stale package (federated) and every unit
//   tsx scripts/build.ts catalog cart    only these packages (and the catalogue's unit)
//   tsx scripts/build.ts --single        the single-bundle control: the shell with every remote's modules
//                                        inside, split by route, and the shell's server side
//   --force                              rebuild even when fresh
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration, type Stats } from 'webpack';
import type { BuildKind } from '@shop/web-server/build-folders';
import { isFresh, writeStamp } from './build-stamp';
import { FRONTENDS, frontend, type Frontend, type FrontendName } from './frontends';
import { NODE_UNITS, buildNodeUnits } from './node-units';
import { renderConfig, webpackConfig } from './webpack-config';

function compile(config: Configuration): Promise<Stats> {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, stats) => {
      // Done once the compiler is closed: its cache is written and nothing of it runs on afterwards.
      compiler.close((closeError) => {
        if (error ?? closeError) reject(error ?? closeError);
        else if (!stats) reject(new Error('webpack returned no stats'));
        else resolve(stats);
      });
    });
  });
}

const sharedNames = (pkg: Frontend): string[] => {
  const file = path.join(pkg.dir, 'dist/mf-manifest.json');
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')) as { shared: { name: string }[] }).shared.map((item) => item.name);
};

/**
 * A remote's production container brings no copies of the shared modules: the shell must
 * provide every one a remote uses, or that remote would fail in the browser. Checked here.
 */
export function checkSharedProvided(): void {
  // Without the shell's federated build (a remote built alone, as the control's catalogue is) there is nothing to check
  // against yet: it is checked when the shell is built.
  if (!existsSync(path.join(frontend('shell').dir, 'dist/mf-manifest.json'))) return;
  const provided = new Set(sharedNames(frontend('shell')));
  for (const pkg of FRONTENDS.filter((item) => item.name !== 'shell')) {
    const missing = sharedNames(pkg).filter((name) => !provided.has(name));
    if (missing.length > 0) {
      throw new Error(
        `${pkg.name} uses shared ${missing.join(', ')}, which the shell does not provide: import it in the shell or stop sharing it`,
      );
    }
  }
}

/** Folders a build goes into instead of the package's own dist/ and dist-server/ (a release's staging folder). */
export interface BuildOutput {
  client: string;
  server: string;
}

/**
 * One package's production browser build and, unless its manifest entry has none, its server render
 * (the route-split control renders pages with the shell's own), into its own folders or
 * `output`'s. Throws naming the build that failed (its errors printed).
 */
export async function compileFrontend(
  pkg: Frontend,
  { single = false, output }: BuildKind & { output?: BuildOutput } = {},
): Promise<void> {
  const configs = [await webpackConfig(pkg, { single }, 'production', output?.client)];
  const render = renderConfig(pkg, output?.server);
  if (render) configs.push(render);
  for (const config of configs) {
    const stats = await compile(config);
    if (stats.hasErrors()) {
      console.error(stats.toString('errors-only'));
      throw new Error(`The ${config.name ?? pkg.name} build failed`);
    }
  }
}

/** Builds the given packages (all when none), stale ones only unless forced. Returns what was built. */
export async function buildFrontends(
  names: readonly FrontendName[] = [],
  { single = false, force = false }: BuildKind & { force?: boolean } = {},
): Promise<FrontendName[]> {
  const targets = single ? [frontend('shell')] : names.length > 0 ? names.map(frontend) : FRONTENDS;
  const kind = { single };
  const label = single ? ' (single-bundle control)' : '';
  const built: FrontendName[] = [];
  for (const pkg of targets) {
    if (!force && isFresh(pkg, kind)) {
      console.log(`✓ ${pkg.name}${label} is up to date`);
      continue;
    }
    const started = Date.now();
    await compileFrontend(pkg, kind);
    writeStamp(pkg, kind);
    built.push(pkg.name);
    console.log(`✓ built ${pkg.name}${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  if (!single) checkSharedProvided();
  return built;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const names = args.filter((arg) => !arg.startsWith('--')) as FrontendName[];
  const single = args.includes('--single');
  // The units of the packages built (none for the single-bundle control).
  const folders = names.length > 0 ? names.map((name) => path.basename(frontend(name).dir)) : null;
  const units = single
    ? []
    : NODE_UNITS.filter((unit) => !folders || folders.includes(unit.folder)).map((unit) => unit.workspace);
  buildFrontends(names, { single, force: args.includes('--force') })
    .then(() => (units.length > 0 ? buildNodeUnits(units) : undefined))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
