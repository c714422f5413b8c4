import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { browserBuildFolder, type BuildKind } from '@shop/web-server/build-folders';
import { FRONTENDS, ROOT, type Frontend } from './frontends';

const STAMP_FILE = '.build-stamp';
const SKIPPED = new Set(['node_modules', 'dist', 'dist-single', 'dist-server', '__tests__']);

function addTree(hash: ReturnType<typeof createHash>, target: string): void {
  if (!existsSync(target)) return;
  if (statSync(target).isFile()) {
    hash.update(path.relative(ROOT, target)).update(readFileSync(target));
    return;
  }
  for (const entry of readdirSync(target).sort()) {
    if (!SKIPPED.has(entry)) addTree(hash, path.join(target, entry));
  }
}

/** Everything a package's build reads: its sources and configs, @shop/shared, the base config, the lock file. */
export function sourceHash(pkg: Frontend, kind: BuildKind): string {
  const hash = createHash('sha256').update(browserBuildFolder(kind));
  const packages = kind.single ? FRONTENDS : [pkg];
  for (const item of packages) {
    for (const part of ['src', 'webpack.config.ts', 'module-federation.config.ts', 'package.json']) {
      addTree(hash, path.join(item.dir, part));
    }
  }
  for (const part of [
    'shared/src',
    'shared/package.json',
    'scripts/webpack-factory.ts',
    'federation',
    'package-lock.json',
    'scripts/frontends.ts',
    'web-server/src/ports.ts',
  ]) {
    addTree(hash, path.join(ROOT, part));
  }
  return hash.digest('hex');
}

const stampPath = (pkg: Frontend, kind: BuildKind) => path.join(pkg.dir, browserBuildFolder(kind), STAMP_FILE);

/** Whether the package's last build was made from the sources as they are now. */
export function isFresh(pkg: Frontend, kind: BuildKind): boolean {
  const file = stampPath(pkg, kind);
  return existsSync(file) && readFileSync(file, 'utf8') === sourceHash(pkg, kind);
}

export function writeStamp(pkg: Frontend, kind: BuildKind): void {
  writeFileSync(stampPath(pkg, kind), sourceHash(pkg, kind));
}
