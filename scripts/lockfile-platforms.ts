// npm run lock:platforms — run after changing dependencies.
// The registry this project installs from does not carry every platform build of native
// packages (e.g. @swc/core-darwin-arm64), so npm leaves them out of package-lock.json, and
// `npm ci` then refuses the lock file as out of sync. This adds each missing platform package
// as an optional entry with its os/cpu/libc, which npm skips on any other platform.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './frontends';

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

const OS = new Set([
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openharmony',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
]);
const CPU = new Set(['arm', 'arm64', 'x64', 'ia32', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasm32', 'mips64el']);

/** `@swc/core-linux-arm-gnueabihf` -> { os: linux, cpu: arm, libc: glibc }; null when it is not a platform build. */
export function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | null {
  const tokens = name.split('/').pop()!.split('-');
  const os = tokens.find((token) => OS.has(token));
  const cpu = tokens.find((token) => CPU.has(token));
  if (!cpu) return null;
  const libc = tokens.some((token) => token.startsWith('musl'))
    ? ['musl']
    : tokens.some((token) => token.startsWith('gnu'))
      ? ['glibc']
      : undefined;
  return { ...(os ? { os: [os] } : {}), cpu: [cpu], ...(libc ? { libc } : {}) };
}

function main() {
  const file = path.join(ROOT, 'package-lock.json');
  const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages: Record<string, LockEntry> };
  const added: string[] = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${location}/node_modules/${name}`;
      const hoisted = `node_modules/${name}`;
      if (lock.packages[nested] || lock.packages[hoisted]) continue;
      const platform = platformOf(name);
      if (!platform || !/^\d+\.\d+\.\d+/.test(range)) continue;
      const dev = entry.dev === true || entry.devOptional === true;
      lock.packages[hoisted] = { version: range, ...(dev ? { dev: true } : {}), optional: true, ...platform };
      added.push(`${name}@${range}`);
    }
  }
  const sorted = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  writeFileSync(file, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
  console.log(added.length ? `Added ${added.length} platform entries:\n  ${added.join('\n  ')}` : 'Nothing to add.');
}

if (require.main === module) main();
