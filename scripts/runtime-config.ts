import { REMOTE_NAMES, DEFAULT_SHOP_CONTACTS, type RuntimeConfig } from '../shell/src/config/runtime-config';
import { frontend } from './frontends';

/** Env variable that overrides one remote's entry URL, e.g. REMOTE_CATALOG_URL. */
export const remoteUrlVariable = (name: string) => `REMOTE_${name.toUpperCase()}_URL`;

/**
 * The `/config.json` a shell server hands out. Remote entries default to the same host name
 * the visitor used, on each remote's own port, so the site works at localhost, 127.0.0.1 or a
 * LAN address alike; REMOTE_<NAME>_URL, GRAPHQL_URL, SHOP_PHONE and SHOP_EMAIL override.
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
  };
}
