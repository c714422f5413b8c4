import { EMULATOR_FIREBASE_SETTINGS, type FirebaseSettings } from '../shared/src/auth-settings';
import { REMOTE_NAMES, DEFAULT_SHOP_CONTACTS, type RuntimeConfig } from '../shell/src/config/runtime-config';
import { frontend } from './frontends';

/** Env variable that overrides one remote's entry URL, e.g. REMOTE_CATALOG_URL. */
export const remoteUrlVariable = (name: string) => `REMOTE_${name.toUpperCase()}_URL`;

/** The shop's address as visitors reach it when PUBLIC_URL does not say: the shell's own port. */
export const DEFAULT_PUBLIC_URL = `http://localhost:${frontend('shell').port}`;

/** An env variable's value as an absolute http(s) URL without credentials; else an error naming the variable. */
function httpUrlIn(variable: string, value: string, expected: string): URL {
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

/**
 * The shop's public origin (PUBLIC_URL, default DEFAULT_PUBLIC_URL): where visitors reach the
 * shell. An empty variable counts as unset; a malformed one throws an error naming it.
 */
export function publicOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.PUBLIC_URL || DEFAULT_PUBLIC_URL;
  const expected = 'an absolute http(s) origin such as https://shop.example';
  const url = httpUrlIn('PUBLIC_URL', value, expected);
  if (url.pathname !== '/' || url.search || url.hash) throw new Error(`PUBLIC_URL must be ${expected}, got ${JSON.stringify(value)}`);
  return url.origin;
}

/**
 * The `/config.json` a shell server hands out, built from configuration only, never from a
 * request (README: Security): REMOTE_<NAME>_URL, or else the remote's port (`ports`, for tests
 * that move them) on PUBLIC_URL's host name. GRAPHQL_URL, SHOP_PHONE and SHOP_EMAIL override
 * their defaults; sign-in goes to the local Auth emulator unless FIREBASE_API_KEY,
 * FIREBASE_AUTH_DOMAIN and FIREBASE_PROJECT_ID name a real Firebase project. Throws an error
 * naming the variable when PUBLIC_URL or a REMOTE_<NAME>_URL is malformed: servers build this
 * once, when they start.
 */
export function runtimeConfigFrom(env: NodeJS.ProcessEnv = process.env, ports: Partial<Record<string, number>> = {}): RuntimeConfig {
  const shop = new URL(publicOrigin(env));
  const remotes: RuntimeConfig['remotes'] = {};
  for (const name of REMOTE_NAMES) {
    const variable = remoteUrlVariable(name);
    const configured = env[variable];
    remotes[name] = configured
      ? httpUrlIn(variable, configured, 'an absolute http(s) URL such as https://cart.shop.example/remoteEntry.js').href
      : `${shop.protocol}//${shop.hostname}:${ports[name] ?? frontend(name).port}/remoteEntry.js`;
  }
  return {
    remotes,
    graphqlUrl: env.GRAPHQL_URL ?? '/graphql',
    shop: {
      phone: env.SHOP_PHONE ?? DEFAULT_SHOP_CONTACTS.phone,
      email: env.SHOP_EMAIL ?? DEFAULT_SHOP_CONTACTS.email,
    },
    firebase: firebaseSettingsFor(env),
  };
}

function firebaseSettingsFor(env: NodeJS.ProcessEnv): FirebaseSettings {
  const { FIREBASE_API_KEY: apiKey, FIREBASE_AUTH_DOMAIN: authDomain, FIREBASE_PROJECT_ID: projectId } = env;
  if (apiKey && authDomain && projectId) return { apiKey, authDomain, projectId, emulatorUrl: env.FIREBASE_AUTH_EMULATOR_URL || null };
  return { ...EMULATOR_FIREBASE_SETTINGS, emulatorUrl: env.FIREBASE_AUTH_EMULATOR_URL || EMULATOR_FIREBASE_SETTINGS.emulatorUrl };
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

/** The origins the configured remotes are served from. */
export const remoteOrigins = (remotes: RuntimeConfig['remotes']): string[] => [
  ...new Set(Object.values(remotes).flatMap((entry) => originOf(entry) ?? [])),
];

/**
 * Whether a URL is on a configured remote's origin: the only places the shell's server fetches
 * a remote's manifest, stylesheets and page fragments from, and the only scripts and
 * stylesheets of a remote's manifest it names in a page.
 */
export function onRemoteOrigin(url: string | URL, remotes: RuntimeConfig['remotes']): boolean {
  const origin = originOf(url);
  return origin !== null && remoteOrigins(remotes).includes(origin);
}

/** `fetch`, refused (a rejected promise) for a URL that is not on a configured remote's origin. */
export function fetchFromRemote(url: string | URL, remotes: RuntimeConfig['remotes'], init?: RequestInit): Promise<Response> {
  if (!onRemoteOrigin(url, remotes)) return Promise.reject(new Error(`${String(url)} is not on a configured remote's origin`));
  return fetch(url, init);
}
