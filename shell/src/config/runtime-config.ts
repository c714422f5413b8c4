import { parseFirebaseSettings, type FirebaseSettings } from '@shop/shared/auth-settings';
import { REMOTE_NAMES, type RemoteName } from '@shop/shared/frontends';

/** The remotes the shell composes, by their federation names (the manifest of the front-ends). */
export { REMOTE_NAMES, type RemoteName };

/**
 * `/config.json`: written at deploy time, read by the shell at start, never baked into a
 * bundle. A remote left out (or with a broken URL) shows its fallback; the rest works.
 */
export interface RuntimeConfig {
  /** Remote entry URL (`remoteEntry.js` or `mf-manifest.json`) per remote: its live release's, or its plain build's. */
  remotes: Partial<Record<RemoteName, string>>;
  /** The entry of the release live before, per remote that has one: loaded when the live one fails (last known good). */
  fallbacks: Partial<Record<RemoteName, string>>;
  /** GraphQL endpoint; same-origin `/graphql` by default. */
  graphqlUrl: string;
  shop: {
    /** The shop's phone as it is printed on the site. */
    phone: string;
    email: string;
  };
  /** Where sign-in goes; the auth remote reads it. */
  firebase: FirebaseSettings;
}

/** The id of the script element a page's HTML carries its configuration in (JSON). */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

export const DEFAULT_SHOP_CONTACTS: RuntimeConfig['shop'] = {
  phone: '+7 (495) 000-00-00',
  email: 'info@santehnika.example',
};

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function isRemoteUrl(value: unknown): value is string {
  if (!isText(value)) return false;
  try {
    const url = new URL(value, 'http://shop.invalid');
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A URL per remote from an object of them; anything else left out. */
function remoteUrlsOf(value: unknown): Partial<Record<RemoteName, string>> {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const urls: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const url = raw[name];
    if (isRemoteUrl(url)) urls[name] = url;
  }
  return urls;
}

/** Reads a config document, keeping every field that is valid and defaulting the rest. */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  const raw = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  const rawShop = (typeof raw.shop === 'object' && raw.shop !== null ? raw.shop : {}) as Record<string, unknown>;
  return {
    remotes: remoteUrlsOf(raw.remotes),
    fallbacks: remoteUrlsOf(raw.fallbacks),
    graphqlUrl: isText(raw.graphqlUrl) ? raw.graphqlUrl : '/graphql',
    shop: {
      phone: isText(rawShop.phone) ? rawShop.phone : DEFAULT_SHOP_CONTACTS.phone,
      email: isText(rawShop.email) ? rawShop.email : DEFAULT_SHOP_CONTACTS.email,
    },
    firebase: parseFirebaseSettings(raw),
  };
}
