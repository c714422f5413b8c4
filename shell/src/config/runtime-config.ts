import { parseFirebaseSettings, type FirebaseSettings } from '@shop/shared/auth-settings';
import { REMOTE_NAMES, type RemoteName } from '@shop/shared/frontends';

/** The remotes the shell composes, by their federation names (the manifest of the front-ends). */
export { REMOTE_NAMES, type RemoteName };

/**
 * `/config.json`: written at deploy time, read by the shell at start, never baked into a
 * bundle. A remote left out (or with a broken URL) shows its fallback; the rest works.
 */
export interface RuntimeConfig {
  /** Remote entry URL (`remoteEntry.js` or `mf-manifest.json`) per remote. */
  remotes: Partial<Record<RemoteName, string>>;
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

/** Reads a config document, keeping every field that is valid and defaulting the rest. */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  const raw = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  const rawRemotes = (typeof raw.remotes === 'object' && raw.remotes !== null ? raw.remotes : {}) as Record<
    string,
    unknown
  >;
  const rawShop = (typeof raw.shop === 'object' && raw.shop !== null ? raw.shop : {}) as Record<string, unknown>;
  const remotes: RuntimeConfig['remotes'] = {};
  for (const name of REMOTE_NAMES) {
    const url = rawRemotes[name];
    if (isRemoteUrl(url)) remotes[name] = url;
  }
  return {
    remotes,
    graphqlUrl: isText(raw.graphqlUrl) ? raw.graphqlUrl : '/graphql',
    shop: {
      phone: isText(rawShop.phone) ? rawShop.phone : DEFAULT_SHOP_CONTACTS.phone,
      email: isText(rawShop.email) ? rawShop.email : DEFAULT_SHOP_CONTACTS.email,
    },
    firebase: parseFirebaseSettings(raw),
  };
}
