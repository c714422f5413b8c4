import { REMOTE_NAMES, type RemoteName } from '../frontends';

/**
 * A developer's override of one remote (docs/decisions/0007-independent-releases.md, "Developing
 * one remote against the others"): in one browser's session the site loads that remote from the
 * developer's dev server instead of its live release. Read by the shell's server from a session
 * cookie, handed to the page in its configuration, and checked again by the page: only a known
 * remote (never the shell) and an entry `http://<loopback>:<port>/remoteEntry.js` pass; anything
 * else is no override at all.
 */
export interface RemoteOverride {
  remote: RemoteName;
  /** The dev server's entry, normalised: `http://localhost:8092/remoteEntry.js`. */
  entry: string;
}

/** Where the shell's server sets an override (`?remote=cart&entry=…`) for this browser's session. */
export const REMOTE_OVERRIDE_PATH = '/__dev/override';
/** Where the shell's server clears it. */
export const REMOTE_OVERRIDE_OFF_PATH = `${REMOTE_OVERRIDE_PATH}/off`;

/** The host names of this machine's loopback interface, as a URL spells them. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const ENTRY_PATH = '/remoteEntry.js';

/** The override `remote` and `entry` (from a cookie, a query, a page's configuration) make; null for anything else. */
export function parseRemoteOverride(remote: unknown, entry: unknown): RemoteOverride | null {
  if (typeof remote !== 'string' || !REMOTE_NAMES.includes(remote as RemoteName)) return null;
  if (typeof entry !== 'string') return null;
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return null;
  }
  const loopback =
    url.protocol === 'http:' &&
    LOOPBACK_HOSTS.has(url.hostname) &&
    url.port !== '' &&
    !url.username &&
    !url.password &&
    url.pathname === ENTRY_PATH &&
    !/[?#]/.test(entry);
  return loopback ? { remote: remote as RemoteName, entry: url.href } : null;
}

/** The override's origin, `http://localhost:8092`. */
export const overrideOrigin = (override: RemoteOverride): string => new URL(override.entry).origin;

/** The address that turns an override on for the browser that opens it, on the site at `siteOrigin`. */
export const remoteOverrideUrl = (siteOrigin: string, override: RemoteOverride): string =>
  `${siteOrigin}${REMOTE_OVERRIDE_PATH}?${new URLSearchParams({ remote: override.remote, entry: override.entry }).toString()}`;
