import { parseFirebaseSettings, type FirebaseSettings } from '../auth-settings';
import { REMOTE_NAMES, type RemoteName } from '../frontends';
import { parseRemoteOverride, type RemoteOverride } from './remote-override';

/**
 * `/config.json`: written at deploy time by the shell's server (@shop/web-server/runtime-config
 * builds it from the environment), carried inline by the pages it makes, read in the browser by
 * the shell and the auth remote (`readRuntimeConfig`), never baked into a bundle. A remote left
 * out (or with a broken URL) shows its fallback; the rest works.
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
  /**
   * This browser's override of one remote by a developer's dev server (./remote-override); absent
   * for everybody else. The page loads that remote from its entry, with no fallback; the shell's
   * server leaves the remote out of `remotes` and `fallbacks` (it never fetches from the entry itself).
   */
  override?: RemoteOverride;
}

/** The contacts printed when the deployment names none (SHOP_PHONE, SHOP_EMAIL). */
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

/** An object's fields, or none. */
const fieldsOf = (value: unknown) =>
  (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;

/**
 * Reads a config document, keeping every field that is valid and defaulting the rest. A valid
 * override puts its entry in place of its remote's (and drops that remote's fallback); an invalid
 * one is ignored.
 */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  const raw = fieldsOf(json);
  const rawShop = fieldsOf(raw.shop);
  const override = parseRemoteOverride(fieldsOf(raw.override).remote, fieldsOf(raw.override).entry);
  const remotes = remoteUrlsOf(raw.remotes);
  const fallbacks = remoteUrlsOf(raw.fallbacks);
  if (override) {
    remotes[override.remote] = override.entry;
    delete fallbacks[override.remote];
  }
  return {
    remotes,
    fallbacks,
    graphqlUrl: isText(raw.graphqlUrl) ? raw.graphqlUrl : '/graphql',
    shop: {
      phone: isText(rawShop.phone) ? rawShop.phone : DEFAULT_SHOP_CONTACTS.phone,
      email: isText(rawShop.email) ? rawShop.email : DEFAULT_SHOP_CONTACTS.email,
    },
    firebase: parseFirebaseSettings(raw),
    ...(override ? { override } : {}),
  };
}
