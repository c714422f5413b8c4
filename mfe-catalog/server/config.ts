import { parseEnv } from '@shop/web-server/config';
import { pageFragmentTokenEnv, type PageFragmentTokenSettings } from '@shop/web-server/page-fragment-token';
import { FRONTEND_PORTS } from '@shop/web-server/ports';
import { remoteServerEnv, type RemoteServerConfig } from '@shop/web-server/static-remote';

/**
 * The catalogue server's environment: PORT (8081), HOST, PUBLIC_URL (required in production:
 * its CORS answers that origin only), REMOTE_CATALOG_URL (where browsers load its entry; its
 * https decides HSTS), PAGE_FRAGMENT_TOKEN (required in production: only the shell's server,
 * which sends it, gets page fragments), SHUTDOWN_TIMEOUT_MS, LOG_LEVEL, NODE_ENV.
 */
export const catalogServerEnv = remoteServerEnv('catalog', FRONTEND_PORTS.catalog).and(pageFragmentTokenEnv());

export type CatalogServerConfig = RemoteServerConfig & PageFragmentTokenSettings;

/** The catalogue server's configuration from `env`; a ConfigError naming each wrong variable otherwise. */
export const catalogServerConfig = (env: NodeJS.ProcessEnv = process.env): CatalogServerConfig =>
  parseEnv(catalogServerEnv, env);
