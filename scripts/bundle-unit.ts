// A deployable Node unit (the API, the shell's server, the catalogue's server) compiled to plain
// JavaScript: one esbuild bundle per entry, for `node` with no TypeScript loader at run time.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

export interface NodeUnitBuild {
  /** The unit's package folder. */
  dir: string;
  /** Each bundle's name (no extension) and its entry file, relative to `dir`. */
  entries: Record<string, string>;
  /** Where the bundles go, relative to `dir`: side by side, so a path from `__dirname` holds for all of them. */
  outdir: string;
}

/**
 * Bundles each entry for Node 20 (CommonJS, source maps beside). Every dependency the unit's
 * package.json declares stays a `require` (installed by `npm ci --omit=dev -w <unit>`), except
 * the workspace's own `@shop/*` packages, which are TypeScript sources and go into the bundle.
 */
export async function bundleUnit({ dir, entries, outdir }: NodeUnitBuild): Promise<void> {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const runtime = Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@shop/'));
  await build({
    absWorkingDir: dir,
    entryPoints: Object.entries(entries).map(([out, entry]) => ({ in: entry, out })),
    outdir: path.join(dir, outdir),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: true,
    // A dependency's subpaths (drizzle-orm/pglite) are its own too.
    external: runtime.flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
  });
}
