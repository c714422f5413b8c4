import { DEFAULT_PUBLIC_URL } from './ports';

/**
 * Addresses from the environment (README: Security). Every server of the shop takes its own
 * origin and the remotes' addresses from configuration only, never from a request, and checks
 * them once, when it starts: a malformed one throws an error naming its variable.
 */

/** Env variable that overrides one remote's entry URL, e.g. REMOTE_CATALOG_URL. */
export const remoteUrlVariable = (name: string) => `REMOTE_${name.toUpperCase()}_URL`;

export const ORIGIN_EXPECTED = 'an absolute http(s) origin such as https://shop.example';
export const REMOTE_URL_EXPECTED = 'an absolute http(s) URL such as https://cart.shop.example/remoteEntry.js';

/** An env variable's value as an absolute http(s) URL without credentials; else an error naming the variable. */
export function httpUrlIn(variable: string, value: string, expected: string): URL {
  let url: URL | null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    throw new Error(`${variable} must be ${expected}, got ${JSON.stringify(value)}`);
  }
  return url;
}

/** An env variable's value as an absolute http(s) origin (no path, search or hash); else an error naming it. */
export function httpOriginIn(variable: string, value: string, expected = ORIGIN_EXPECTED): string {
  const url = httpUrlIn(variable, value, expected);
  if (url.pathname !== '/' || url.search || url.hash)
    throw new Error(`${variable} must be ${expected}, got ${JSON.stringify(value)}`);
  return url.origin;
}

/**
 * The shop's public origin (PUBLIC_URL, default DEFAULT_PUBLIC_URL): where visitors reach the
 * shell. An empty variable counts as unset; a malformed one throws an error naming it.
 */
export function publicOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return httpOriginIn('PUBLIC_URL', env.PUBLIC_URL || DEFAULT_PUBLIC_URL);
}

/**
 * A remote's entry URL: its REMOTE_<NAME>_URL, or else `remoteEntry.js` at `port` on PUBLIC_URL's
 * host name. Throws an error naming the variable when either is malformed.
 */
export function remoteEntryUrl(env: NodeJS.ProcessEnv, name: string, port: number): string {
  const variable = remoteUrlVariable(name);
  const configured = env[variable];
  if (configured) return httpUrlIn(variable, configured, REMOTE_URL_EXPECTED).href;
  const shop = new URL(publicOrigin(env));
  return `${shop.protocol}//${shop.hostname}:${port}/remoteEntry.js`;
}

/** The origin of a URL; null when it is not an absolute http(s), ws(s) URL. */
export function originOf(url: string | URL): string | null {
  try {
    const parsed = new URL(url);
    return /^(https?|wss?):$/.test(parsed.protocol) ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Remote entry URLs by remote name, as /config.json lists them. */
export type RemoteEntries = Partial<Record<string, string>>;

/** The origins the configured remotes are served from. */
export const remoteOrigins = (remotes: RemoteEntries): string[] => [
  ...new Set(Object.values(remotes).flatMap((entry) => (entry ? (originOf(entry) ?? []) : []))),
];

/**
 * Whether a URL is on a configured remote's origin: the only places the shell's server fetches
 * a remote's manifest, stylesheets and page fragments from, and the only scripts and
 * stylesheets of a remote's manifest it names in a page.
 */
export function onRemoteOrigin(url: string | URL, remotes: RemoteEntries): boolean {
  const origin = originOf(url);
  return origin !== null && remoteOrigins(remotes).includes(origin);
}

/** `fetch`, refused (a rejected promise) for a URL that is not on a configured remote's origin. */
export function fetchFromRemote(url: string | URL, remotes: RemoteEntries, init?: RequestInit): Promise<Response> {
  if (!onRemoteOrigin(url, remotes))
    return Promise.reject(new Error(`${String(url)} is not on a configured remote's origin`));
  return fetch(url, init);
}
