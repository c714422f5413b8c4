import path from 'node:path';

/**
 * The api package's folder: this file sits one level below it both as a source (src/) and
 * compiled into the bundles of dist/, so paths from here hold for `tsx` and `node` alike.
 */
export const API_ROOT = path.resolve(__dirname, '..');
