import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import { isReleaseVersion, RELEASES_PATH } from '@shop/shared/releases';
import { lruSize, reportCache } from './cache-sizes';
import { builtFiles } from './static-files';

/**
 * A front-end's releases as its server serves them (docs/decisions/0007-independent-releases.md):
 * `/releases/<version>/…` from `<dir>/<version>/client/`. A version's folder never changes once
 * it exists, so every file in it — remoteEntry.js too — is immutable for browsers and CDNs, and a
 * page keeps loading the release it started with however often the live one is switched.
 */

/** RELEASES_DIR: the folder of every front-end's releases (`<it>/<front-end>/<version>/`), an absolute path. */
export function releasesDirIn(variable: string, value: string): string {
  if (!path.isAbsolute(value) || value.includes('\0'))
    throw new Error(
      `${variable} must be an absolute folder path such as /srv/shop/releases, got ${JSON.stringify(value)}`,
    );
  return path.normalize(value);
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * How many releases' file servers one server keeps (a handler each; only folders that exist). A
 * front-end keeps a few dozen releases (npm run release:prune); past this the least recently asked is dropped.
 */
export const MAX_SERVED_RELEASES = 64;
/** How many releases' server sides one server keeps loaded: the live one and the one before, and room for rollbacks. */
export const MAX_LOADED_SERVER_SIDES = 8;

/** `<dir>/<version>/<part>`, or null for anything that is not a version (a path, `..`, a name). */
export function releaseFolder(dir: string, version: string, part: 'client' | 'server'): string | null {
  return isReleaseVersion(version) ? path.join(dir, version, part) : null;
}

/**
 * Serves `<dir>/<version>/client/` at `/releases/<version>/`: a version that is not one, or that
 * was never released here, is a 404, and so is a source map or a dot-file (builtFiles decides it,
 * as it does for every server's own build).
 */
export function releaseFiles(dir: string): RequestHandler & { releasesKept: () => number } {
  const served = new LRUCache<string, RequestHandler>({ max: MAX_SERVED_RELEASES });
  reportCache('release_files', () => lruSize(served));
  const router = express.Router();
  router.use(`${RELEASES_PATH}/:version`, (request, response) => {
    const folder = releaseFolder(dir, String(request.params.version), 'client');
    if (!folder) return response.sendStatus(404);
    let files = served.get(folder);
    if (!files) {
      // Only folders that exist are remembered: a stranger's made-up versions cost nothing to keep.
      if (!existsSync(folder)) return response.sendStatus(404);
      files = builtFiles(folder, (response) => response.setHeader('Cache-Control', IMMUTABLE));
      served.set(folder, files);
    }
    // A file a release does not have is a 404 here, never the next handler's business.
    return files(request, response, () => response.sendStatus(404));
  });
  return Object.assign(router, { releasesKept: () => served.size });
}

/** What `releaseServerSide` keeps loaded: its keys are release folders. */
export type LoadedServerSides<T extends object> = LRUCache<string, T>;

/**
 * Release server sides kept loaded, MAX_LOADED_SERVER_SIDES at most: one dropped is also taken out
 * of Node's module cache (its files, by their folder), so its code can be collected.
 */
export function loadedServerSides<T extends object>(max = MAX_LOADED_SERVER_SIDES): LoadedServerSides<T> {
  const loaded = new LRUCache<string, T>({
    max,
    dispose: (_serverSide, folder) => {
      for (const file of Object.keys(require.cache)) if (file.startsWith(folder + path.sep)) delete require.cache[file];
    },
  });
  reportCache('release_server_sides', () => lruSize(loaded));
  return loaded;
}

/**
 * A release's server side (`<dir>/<version>/server/server.js`), loaded once per version and kept
 * in `loaded`, or null when the version is not one or has none (not remembered: made-up versions
 * cost nothing to keep).
 */
export function releaseServerSide<T extends object>(
  dir: string,
  version: string,
  loaded: LoadedServerSides<T>,
): T | null {
  const folder = releaseFolder(dir, version, 'server');
  if (!folder) return null;
  const known = loaded.get(folder);
  if (known) return known;
  const file = path.join(folder, 'server.js');
  if (!existsSync(file)) return null;
  // A path known at run time: a plain require, which a bundler leaves as it is.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const serverSide = require(file) as T;
  loaded.set(folder, serverSide);
  return serverSide;
}
