import { z } from 'zod';
import {
  oneOf,
  optionalVariable,
  parseEnv,
  serverSettings,
  serverVariables,
  type ServerSettings,
} from '@shop/web-server/config';
import { DEFAULT_API_URL, FRONTEND_PORTS } from '@shop/web-server/ports';
import { pageFragmentTokenEnv, type PageFragmentTokenSettings } from '@shop/web-server/page-fragment-token';
import { releasesDirIn } from '@shop/web-server/releases';
import { REMOTE_URL_EXPECTED, httpOriginIn, httpUrlIn, remoteUrlVariable } from '@shop/web-server/urls';
import { TRUST_NONE, trustProxyIn, type TrustProxy } from './forwarded-headers';
import { REMOTE_NAMES, type RemoteName } from '@shop/shared/frontends';
import type { RuntimeConfig } from '@shop/shared/runtime-config';
import { runtimeConfigFrom } from '@shop/web-server/runtime-config';

/** What the shell's server is told by its environment, checked at start. */
export interface ShellServerConfig extends ServerSettings, PageFragmentTokenSettings {
  /** Its `/config.json`. */
  runtime: RuntimeConfig;
  /** The API instances `/graphql`, `/media` and `/beacons` are spread over, and the server render asks. */
  apiUrls: string[];
  /** TRUST_PROXY: the proxies in front whose X-Forwarded-* the API is passed (./forwarded-headers); none unless set. */
  trustProxy: TrustProxy;
  /** RELEASES_DIR: every front-end's releases; the shell serves its own and makes pages from its live one. */
  releasesDir?: string;
  /**
   * Whether a browser may load one remote from a developer's dev server on its own machine
   * (REMOTE_OVERRIDES=on; ./remote-overrides): off unless set, `npm start` sets it.
   */
  remoteOverrides: boolean;
  /**
   * SHELL_BUILD=single: serve the single-bundle control (dist-single/) instead of the federated
   * build: the fallback deployment when federation has to be switched off (docs/decisions/0003-single-bundle-control.md).
   */
  singleBundle: boolean;
}

const API_URLS_EXPECTED =
  'a comma-separated list of absolute http(s) origins such as http://10.0.0.5:4000,http://10.0.0.6:4000';
const API_URL_EXPECTED = 'an absolute http(s) origin such as http://10.0.0.5:4000';
const EMULATOR_EXPECTED = 'an absolute http(s) URL such as http://127.0.0.1:9099';

/** API_URLS: one origin or more, each checked, duplicates dropped. */
const apiOrigins = (value: string): string[] => {
  const items = value.split(',').map((item) => item.trim());
  if (items.some((item) => item === ''))
    throw new Error(`API_URLS must be ${API_URLS_EXPECTED}, got ${JSON.stringify(value)}`);
  return [...new Set(items.map((item) => httpOriginIn('API_URLS', item, API_URLS_EXPECTED)))];
};

const text = (name: string) => optionalVariable(name, (value): string | undefined => value, undefined);

type RemoteVariable = `REMOTE_${Uppercase<RemoteName>}_URL`;

const remoteVariables = () =>
  Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const variable = remoteUrlVariable(name);
      return [
        variable,
        optionalVariable(
          variable,
          (value): string | undefined => (httpUrlIn(variable, value, REMOTE_URL_EXPECTED), value),
          undefined,
        ),
      ];
    }),
  ) as Record<RemoteVariable, ReturnType<typeof text>>;

/**
 * The shell server's environment (README: the variables): PORT (8080), HOST, PUBLIC_URL
 * (required in production), REMOTE_<NAME>_URL, API_URLS (or API_URL, one instance; default
 * http://127.0.0.1:4000), TRUST_PROXY (none), RELEASES_DIR, GRAPHQL_URL, SHOP_PHONE, SHOP_EMAIL, FIREBASE_*, PAGE_FRAGMENT_TOKEN (required in production), REMOTE_OVERRIDES (off), SHELL_BUILD (federated),
 * SHUTDOWN_TIMEOUT_MS, LOG_LEVEL, NODE_ENV. `remotePorts` moves the remotes' default ports (tests).
 */
export function shellServerEnvWith(remotePorts: Partial<Record<RemoteName, number>> = {}) {
  return z
    .object({
      ...serverVariables(FRONTEND_PORTS.shell),
      API_URLS: optionalVariable('API_URLS', (value): string[] | undefined => apiOrigins(value), undefined),
      API_URL: optionalVariable(
        'API_URL',
        (value): string[] | undefined => [httpOriginIn('API_URL', value, API_URL_EXPECTED)],
        undefined,
      ),
      TRUST_PROXY: optionalVariable('TRUST_PROXY', (value) => trustProxyIn('TRUST_PROXY', value), TRUST_NONE),
      ...remoteVariables(),
      RELEASES_DIR: optionalVariable(
        'RELEASES_DIR',
        (value): string | undefined => releasesDirIn('RELEASES_DIR', value),
        undefined,
      ),
      GRAPHQL_URL: text('GRAPHQL_URL'),
      SHOP_PHONE: text('SHOP_PHONE'),
      SHOP_EMAIL: text('SHOP_EMAIL'),
      FIREBASE_API_KEY: text('FIREBASE_API_KEY'),
      FIREBASE_AUTH_DOMAIN: text('FIREBASE_AUTH_DOMAIN'),
      FIREBASE_PROJECT_ID: text('FIREBASE_PROJECT_ID'),
      FIREBASE_AUTH_EMULATOR_URL: optionalVariable(
        'FIREBASE_AUTH_EMULATOR_URL',
        (value): string | undefined => (httpUrlIn('FIREBASE_AUTH_EMULATOR_URL', value, EMULATOR_EXPECTED), value),
        undefined,
      ),
      REMOTE_OVERRIDES: optionalVariable('REMOTE_OVERRIDES', oneOf('REMOTE_OVERRIDES', ['on', 'off'] as const), 'off'),
      SHELL_BUILD: optionalVariable('SHELL_BUILD', oneOf('SHELL_BUILD', ['federated', 'single'] as const), 'federated'),
    })
    .transform((env, context): ShellServerConfig => {
      const settings = serverSettings(env, context);
      if (!settings) return z.NEVER;
      const {
        API_URLS,
        API_URL,
        TRUST_PROXY,
        RELEASES_DIR,
        PORT: _port,
        HOST: _host,
        LOG_LEVEL: _level,
        NODE_ENV: _mode,
        SHUTDOWN_TIMEOUT_MS: _timeout,
        METRICS_PORT: _metrics,
        REMOTE_OVERRIDES,
        SHELL_BUILD,
        ...rest
      } = env;
      const runtimeEnv = Object.fromEntries(
        Object.entries({ ...rest, PUBLIC_URL: settings.publicOrigin }).filter(([, value]) => value !== undefined),
      );
      return {
        ...settings,
        runtime: runtimeConfigFrom(runtimeEnv, remotePorts),
        apiUrls: API_URLS ?? API_URL ?? [DEFAULT_API_URL],
        trustProxy: TRUST_PROXY,
        ...(RELEASES_DIR ? { releasesDir: RELEASES_DIR } : {}),
        remoteOverrides: REMOTE_OVERRIDES === 'on',
        singleBundle: SHELL_BUILD === 'single',
      };
    })
    .and(pageFragmentTokenEnv());
}

/** The shell server's schema (the remotes at their standard ports). */
export const shellServerEnv = shellServerEnvWith();

/** The shell server's configuration from `env`; a ConfigError naming each wrong variable otherwise. */
export function shellServerConfig(
  env: NodeJS.ProcessEnv = process.env,
  { remotePorts }: { remotePorts?: Partial<Record<RemoteName, number>> } = {},
): ShellServerConfig {
  return parseEnv(remotePorts ? shellServerEnvWith(remotePorts) : shellServerEnv, env);
}
