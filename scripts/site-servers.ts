// The site's servers in this process, for `npm start`, the benchmarks and the journeys: each
// front-end package served by its unit's server (the shell's, the catalogue's) or, for the static
// remotes, by @shop/web-server's remote server, on its own port as a separate deployment would.
import { randomBytes } from 'node:crypto';
import { catalogServerConfig, startCatalogServer } from 'mfe-catalog/server';
import type { RemoteName } from '@shop/shared/frontends';
import { shellServerConfig, startShellServer } from 'shell/server';
import { parseEnv } from '@shop/web-server/config';
import type { RunningServer } from '@shop/web-server/lifecycle';
import { createLogger } from '@shop/web-server/logging';
import { remoteServerEnv, startRemoteServer } from '@shop/web-server/static-remote';
import type { Frontend } from './frontends';
import { releaseEnv } from './release-env';

export type { RunningServer };

/** Made once per process: what its shells and catalogues share when the environment names no PAGE_FRAGMENT_TOKEN. */
const RUN_PAGE_FRAGMENT_TOKEN = randomBytes(32).toString('hex');

/**
 * The secret a run's shell and catalogue share (README: Security): the environment's
 * PAGE_FRAGMENT_TOKEN, else this process's own. A shell in another process (a journey's) gets the
 * same only through the environment: the journeys' configuration sets it for both.
 */
export const pageFragmentToken = (env: NodeJS.ProcessEnv = process.env): string =>
  env.PAGE_FRAGMENT_TOKEN || RUN_PAGE_FRAGMENT_TOKEN;

export interface ServeOptions {
  pkg: Frontend;
  /** Defaults to the package's own port. */
  port?: number;
  /** Serve the single-bundle control build (shell only). */
  single?: boolean;
  /** Where `/graphql`, `/media` and `/beacons` go (API_URLS); default the environment's. */
  apiUrl?: string;
  /** Remote ports written into /config.json when they differ from the standard ones. */
  remotePorts?: Partial<Record<RemoteName, number>>;
  /** The units' environment (PUBLIC_URL, REMOTE_<NAME>_URL, …); default process.env. */
  env?: NodeJS.ProcessEnv;
  /** Catalogue pages rendered on the server (default true). */
  serverRender?: boolean;
}

/**
 * A package's server, configured (its environment checked now: a ConfigError names what is
 * wrong) and ready to start. PORT and HOST are the package's own here, whatever the environment
 * says, and its page-fragment token the run's (pageFragmentToken); the request logs are left out
 * unless LOG_LEVEL asks for them (warnings and errors only).
 */
export function frontendServer({
  pkg,
  port = pkg.port,
  single = false,
  apiUrl,
  remotePorts,
  env = process.env,
  serverRender = true,
}: ServeOptions): () => Promise<RunningServer> {
  const unitEnv: NodeJS.ProcessEnv = {
    ...env,
    PORT: String(port),
    HOST: '0.0.0.0',
    LOG_LEVEL: env.LOG_LEVEL || 'warn',
    // The front-ends' releases, served beside their plain builds (docs/decisions/0007-independent-releases.md),
    // from where the release command puts them.
    RELEASES_DIR: parseEnv(releaseEnv, env).RELEASES_DIR,
    PAGE_FRAGMENT_TOKEN: pageFragmentToken(env),
  };
  if (apiUrl) unitEnv.API_URLS = apiUrl;
  if (pkg.name === 'shell') {
    const config = shellServerConfig(unitEnv, { remotePorts });
    return () =>
      startShellServer({
        config,
        logger: createLogger(pkg.name, config.logLevel),
        dir: pkg.dir,
        single,
        serverRender,
      });
  }
  if (pkg.name === 'catalog') {
    const config = catalogServerConfig(unitEnv);
    return () => startCatalogServer({ config, logger: createLogger(pkg.name, config.logLevel), dir: pkg.dir });
  }
  const config = parseEnv(remoteServerEnv(pkg.name, pkg.port), unitEnv);
  return () =>
    startRemoteServer({ name: pkg.name, dir: pkg.dir, config, logger: createLogger(pkg.name, config.logLevel) });
}

/** Serves one built front-end package (see frontendServer). */
export const serveFrontend = (options: ServeOptions): Promise<RunningServer> => frontendServer(options)();

/** Stops a server now, dropping kept-alive connections. */
export const stopServer = (server: RunningServer): Promise<void> => server.stop();
