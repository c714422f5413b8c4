import { parseEnv } from '@shop/web-server/config';
import { FRONTEND_PORTS } from '@shop/web-server/ports';
import { remoteServerEnv, type RemoteServerConfig } from '@shop/web-server/static-remote';

/**
 * The catalogue server's environment: PORT (8081), HOST, PUBLIC_URL (required in production:
 * its CORS answers that origin only), REMOTE_CATALOG_URL (where browsers load its entry; its
 * https decides HSTS), SHUTDOWN_TIMEOUT_MS, LOG_LEVEL, NODE_ENV.
 */
export const catalogServerEnv = remoteServerEnv('catalog', FRONTEND_PORTS.catalog);

export type CatalogServerConfig = RemoteServerConfig;

/** The catalogue server's configuration from `env`; a ConfigError naming each wrong variable otherwise. */
export const catalogServerConfig = (env: NodeJS.ProcessEnv = process.env): CatalogServerConfig =>
  parseEnv(catalogServerEnv, env);
