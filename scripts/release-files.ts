// The files of a release and its version (docs/decisions/0007-independent-releases.md): the same
// files give the same version, so releasing unchanged sources twice is a no-op.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isReleaseVersion } from '@shop/shared/releases';

/** The parts of a release folder the version covers (the record and the operations are derived from them). */
export const RELEASE_PARTS = ['client', 'server'] as const;

/** Not part of what a release is: source maps (never served) and a build's freshness stamp. */
const isHashed = (name: string) => !name.endsWith('.map') && name !== '.build-stamp';

/** Every file under `root`'s parts that the version covers, as sorted paths relative to `root` (`/`-separated). */
export function filesOf(root: string): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile() && isHashed(entry.name)) files.push(child);
      else if (!entry.isFile()) throw new Error(`${child} in a release is neither a file nor a folder`);
    }
  };
  const present = new Set(
    readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  );
  for (const part of RELEASE_PARTS) if (present.has(part)) walk(part);
  return files.sort();
}

/** 10 hex of a SHA-256 over the files' relative paths and contents, in path order. */
export function filesHash(root: string): string {
  const hash = createHash('sha256');
  for (const file of filesOf(root)) {
    const content = readFileSync(path.join(root, file));
    hash.update(`${file}\0${content.length}\0`).update(content);
  }
  return hash.digest('hex').slice(0, 10);
}

/** `<package version>-<files hash>`; throws when the package's version is not a plain x.y.z. */
export function releaseVersion(packageVersion: string, root: string): string {
  const version = `${packageVersion}-${filesHash(root)}`;
  if (!isReleaseVersion(version))
    throw new Error(`The package version ${JSON.stringify(packageVersion)} is not a plain x.y.z version`);
  return version;
}
