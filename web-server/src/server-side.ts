import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * A built package's server side (dist-server/server.js, made by webpack beside its browser build:
 * self-contained, so it needs nothing installed), or null when it has none.
 */
export function loadServerSide<T>(packageDir: string): T | null {
  const file = path.join(packageDir, 'dist-server/server.js');
  // A path known at run time: a plain require, which a bundler leaves as it is.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return existsSync(file) ? (require(file) as T) : null;
}
