import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import { compressedResponses } from './compression';
import { optionalVariable, serverVariables, serverSettings, type ServerSettings } from './config';
import { errorHandler } from './errors';
import { healthRoutes, type ReadinessCheck } from './health';
import { Lifecycle, running, type RunningServer } from './lifecycle';
import { requestLogger } from './logging';
import { remoteSecurityHeaders, shellOriginCors } from './security-headers';
import { releaseFiles, releasesDirIn } from './releases';
import { staticFiles } from './static-files';
import { REMOTE_URL_EXPECTED, httpUrlIn, remoteUrlVariable } from './urls';

/**
 * A remote's server: its container (remoteEntry.js, mf-manifest.json, content-hashed chunks)
 * from dist/, with the remotes' security headers and CORS for the shop's origin (README:
 * Security), /healthz and /readyz, request logs and a graceful shutdown. The catalogue's unit
 * adds its page fragments; the other remotes are static and can as well be put on a CDN
 * (README: Deploy).
 */

/** A remote's server settings: the common ones and its own public entry URL. */
export interface RemoteServerConfig extends ServerSettings {
  /** Where browsers load its remoteEntry.js (REMOTE_<NAME>_URL, else PUBLIC_URL's host at its port). */
  entryUrl: string;
  /** RELEASES_DIR: every front-end's releases; this remote serves its own at /releases/<version>/. None: dist/ only. */
  releasesDir?: string;
}

/**
 * The environment of a remote's server named `name` (federation name), listening on
 * `defaultPort` unless PORT says: PORT, HOST, PUBLIC_URL (required in production: its CORS
 * answers that origin only), REMOTE_<NAME>_URL, RELEASES_DIR, LOG_LEVEL, NODE_ENV, SHUTDOWN_TIMEOUT_MS.
 */
export function remoteServerEnv(name: string, defaultPort: number) {
  const variable = remoteUrlVariable(name);
  return z
    .object({
      ...serverVariables(defaultPort),
      [variable]: optionalVariable(
        variable,
        (value): string | undefined => httpUrlIn(variable, value, REMOTE_URL_EXPECTED).href,
        undefined,
      ),
      RELEASES_DIR: optionalVariable(
        'RELEASES_DIR',
        (value): string | undefined => releasesDirIn('RELEASES_DIR', value),
        undefined,
      ),
    })
    .transform((env, context): RemoteServerConfig => {
      const settings = serverSettings(env as Parameters<typeof serverSettings>[0], context);
      if (!settings) return z.NEVER;
      const shop = new URL(settings.publicOrigin);
      const entryUrl =
        ((env as Record<string, unknown>)[variable] as string | undefined) ??
        `${shop.protocol}//${shop.hostname}:${defaultPort}/remoteEntry.js`;
      const releasesDir = (env as Record<string, unknown>).RELEASES_DIR as string | undefined;
      return { ...settings, entryUrl, ...(releasesDir ? { releasesDir } : {}) };
    });
}

export interface RemoteAppOptions {
  /** Federation name, as logs and errors say it. */
  name: string;
  /** The package folder: its build is in dist/. */
  dir: string;
  config: RemoteServerConfig;
  logger: Logger;
  lifecycle: Lifecycle;
  /** Routes of the remote's own, before its files: server to server, without CORS. */
  routes?: (app: Express) => void;
  /** What else it needs before it is ready (its files are checked here). */
  ready?: ReadinessCheck;
}

const ENTRY = 'remoteEntry.js';

/** The folder of this front-end's releases, when the server serves releases at all. */
export const releasesOf = (name: string, config: Pick<RemoteServerConfig, 'releasesDir'>): string | null =>
  config.releasesDir ? path.join(config.releasesDir, name) : null;

/** The express application of a remote's server. Throws when the package has no build. */
export function createRemoteApp({ name, dir, config, logger, lifecycle, routes, ready }: RemoteAppOptions): Express {
  const root = path.join(dir, 'dist');
  if (!existsSync(path.join(root, ENTRY))) throw new Error(`${name} has no build in ${root}: run npm run build`);
  const app = express();
  app.disable('x-powered-by');
  // No 'trust proxy': nothing here reads the request's host, protocol or address.
  app.use(requestLogger(logger), lifecycle.middleware);
  app.use(
    healthRoutes(lifecycle, async () => {
      if (!existsSync(path.join(root, ENTRY))) return `${ENTRY} is missing from ${root}`;
      return ready ? ready() : null;
    }),
  );
  app.use(compressedResponses());
  app.use(remoteSecurityHeaders(config.entryUrl, config.publicOrigin));
  routes?.(app);
  // A remote's files get CORS for the shop's origin; its own routes above are server to server.
  app.use(shellOriginCors(config.publicOrigin));
  const releases = releasesOf(name, config);
  if (releases) app.use(releaseFiles(releases));
  app.use(staticFiles(root));
  // A remote has no pages: an unknown path is a real 404.
  app.use((request, response) =>
    response.sendStatus(request.method === 'GET' || request.method === 'HEAD' ? 404 : 405),
  );
  app.use(errorHandler(logger));
  return app;
}

/** A remote's server, listening at `config.port` on `config.host`. */
export async function startRemoteServer(options: Omit<RemoteAppOptions, 'lifecycle'>): Promise<RunningServer> {
  const lifecycle = new Lifecycle();
  const app = createRemoteApp({ ...options, lifecycle });
  const server = await lifecycle.listen(app, options.config.port, options.config.host);
  if (options.config.metricsPort !== null)
    await lifecycle.serveMetrics(options.config.metricsPort, options.config.host);
  return running(server, lifecycle, options.config.shutdownTimeoutMs, options.logger);
}
