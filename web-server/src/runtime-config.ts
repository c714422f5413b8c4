import { EMULATOR_FIREBASE_SETTINGS, type FirebaseSettings } from '@shop/shared/auth-settings';
import { REMOTE_NAMES, type RemoteName } from '@shop/shared/frontends';
import { DEFAULT_SHOP_CONTACTS, type RuntimeConfig } from '@shop/shared/runtime-config';
import { FRONTEND_PORTS } from './ports';
import { publicOrigin, remoteEntryUrl } from './urls';

/**
 * The `/config.json` a shell server (and a development server) hands out, built from
 * configuration only, never from a request (README: Security): REMOTE_<NAME>_URL, or else the
 * remote's port (`ports`, for tests that move them) on PUBLIC_URL's host name. GRAPHQL_URL, SHOP_PHONE and SHOP_EMAIL override
 * their defaults; sign-in goes to the local Auth emulator unless FIREBASE_API_KEY,
 * FIREBASE_AUTH_DOMAIN and FIREBASE_PROJECT_ID name a real Firebase project. Throws an error
 * naming the variable when PUBLIC_URL or a REMOTE_<NAME>_URL is malformed: servers build this
 * once, when they start (the shell's server through its schema, shell/server/config.ts).
 */
export function runtimeConfigFrom(
  env: NodeJS.ProcessEnv = process.env,
  ports: Partial<Record<RemoteName, number>> = {},
): RuntimeConfig {
  publicOrigin(env);
  const remotes: RuntimeConfig['remotes'] = {};
  for (const name of REMOTE_NAMES) remotes[name] = remoteEntryUrl(env, name, ports[name] ?? FRONTEND_PORTS[name]);
  return {
    remotes,
    fallbacks: {},
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
  if (apiKey && authDomain && projectId)
    return { apiKey, authDomain, projectId, emulatorUrl: env.FIREBASE_AUTH_EMULATOR_URL || null };
  return {
    ...EMULATOR_FIREBASE_SETTINGS,
    emulatorUrl: env.FIREBASE_AUTH_EMULATOR_URL || EMULATOR_FIREBASE_SETTINGS.emulatorUrl,
  };
}
