// The release command's environment: where releases go (RELEASES_DIR), checked once at start.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { optionalVariable } from '@shop/web-server/config';
import { ROOT } from './frontends';

/** The default releases root: `releases/` in the repository (git ignores it). */
export const DEFAULT_RELEASES_DIR = path.join(ROOT, 'releases');

/** An absolute folder, or one relative to the repository's root; an existing non-folder is refused. */
function releasesFolder(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(value) || value.trim() !== value)
    throw new Error(`RELEASES_DIR must be a folder path without control characters or surrounding spaces`);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value))
    throw new Error(`RELEASES_DIR must be a folder path, not a URL, got ${JSON.stringify(value)}`);
  const folder = path.resolve(ROOT, value);
  if (folder === path.parse(folder).root || folder === ROOT)
    throw new Error(`RELEASES_DIR must be a folder of its own, not ${JSON.stringify(folder)}`);
  if (existsSync(folder) && !statSync(folder).isDirectory())
    throw new Error(`RELEASES_DIR must be a folder, and ${JSON.stringify(folder)} is a file`);
  return folder;
}

export const releaseEnv = z.object({
  RELEASES_DIR: optionalVariable('RELEASES_DIR', releasesFolder, DEFAULT_RELEASES_DIR),
});
