import { EMULATOR_FIREBASE_SETTINGS, type FirebaseSettings } from '../shared/src/auth-settings';
import { REMOTE_NAMES, DEFAULT_SHOP_CONTACTS, type RuntimeConfig } from '../shell/src/config/runtime-config';
import { frontend } from './frontends';

/** Env variable that overrides one remote's entry URL, e.g. REMOTE_CATALOG_URL. */
export const remoteUrlVariable = (name: string) => `REMOTE_${name.toUpperCase()}_URL`;

/**
 * The `/config.json` a shell server hands out. Remote entries default to the same host name
 * the visitor used, on each remote's own port, so the site works at localhost, 127.0.0.1 or a
 * LAN address alike; REMOTE_<NAME>_URL, GRAPHQL_URL, SHOP_PHONE and SHOP_EMAIL override. Sign-in
 * goes to the local Auth emulator unless FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN and
 * FIREBASE_PROJECT_ID name a real Firebase project.
 */
export function runtimeConfigFor(
  hostname: string,
  env: NodeJS.ProcessEnv = process.env,
  ports: Partial<Record<string, number>> = {},
): RuntimeConfig {
  const host = hostname.includes(':') && !hostname.startsWith('[') ? `[${hostname}]` : hostname;
  const remotes: RuntimeConfig['remotes'] = {};
  for (const name of REMOTE_NAMES) {
    const port = ports[name] ?? frontend(name).port;
    remotes[name] = env[remoteUrlVariable(name)] ?? `http://${host}:${port}/remoteEntry.js`;
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
