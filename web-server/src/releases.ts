import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import { isReleaseVersion, RELEASES_PATH } from '@shop/shared/releases';
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

/** `<dir>/<version>/<part>`, or null for anything that is not a version (a path, `..`, a name). */
export function releaseFolder(dir: string, version: string, part: 'client' | 'server'): string | null {
  return isReleaseVersion(version) ? path.join(dir, version, part) : null;
}

/**
 * Serves `<dir>/<version>/client/` at `/releases/<version>/`: a version that is not one, or that
 * was never released here, is a 404, and so is a source map or a dot-file (builtFiles decides it,
 * as it does for every server's own build).
 */
export function releaseFiles(dir: string): RequestHandler {
  const served = new Map<string, RequestHandler>();
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
  return router;
}

/**
 * A release's server side (`<dir>/<version>/server/server.js`), loaded once per version and kept
 * in `loaded`, or null when the version is not one or has none (not remembered: made-up versions
 * cost nothing to keep).
 */
export function releaseServerSide<T>(dir: string, version: string, loaded: Map<string, T>): T | null {
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
