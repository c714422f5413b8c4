import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express, { type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { DEFAULT_API_URL, type Frontend } from './frontends';
import { pageDataScript } from './page-data';
import { preloadLinks } from './page-preloads';
import { runtimeConfigFor } from './runtime-config';

export interface ServeOptions {
  pkg: Frontend;
  /** Defaults to the package's own port. */
  port?: number;
  /** Serve the single-bundle control build (shell only). */
  single?: boolean;
  /** Where `/graphql` and `/media` go. */
  apiUrl?: string;
  /** Remote ports written into /config.json when they differ from the standard ones. */
  remotePorts?: Partial<Record<string, number>>;
  /** Environment that /config.json is built from. */
  env?: NodeJS.ProcessEnv;
}

/** Files a deploy replaces in place: always revalidated. Everything else is content-hashed. */
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);
const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css)(\.map)?$/;

function setCacheHeaders(response: Response, file: string): void {
  const name = path.basename(file);
  if (HASHED_FILE.test(name)) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else if (ENTRY_FILES.has(name)) response.setHeader('Cache-Control', 'no-cache');
  else response.setHeader('Cache-Control', 'public, max-age=3600');
}

/**
 * Serves one built front-end package as its own deployment would: static files with
 * long-lived hashed chunks and revalidated entries, CORS for the shell's origin, a SPA fallback,
 * `/graphql` and `/media` proxied to the API, and (the shell) `/config.json`.
 */
export function serveFrontend({ pkg, port = pkg.port, single = false, apiUrl, remotePorts, env }: ServeOptions) {
  const root = path.join(pkg.dir, single ? 'dist-single' : 'dist');
  // The shell is a page; a remote's deployment is its container.
  const entryFile = pkg.name === 'shell' ? 'index.html' : 'remoteEntry.js';
  if (!existsSync(path.join(root, entryFile))) {
    throw new Error(`${pkg.name} has no build in ${root}: run npm run build${single ? ':single' : ''}`);
  }
  const apiTarget = apiUrl ?? process.env.API_URL ?? DEFAULT_API_URL;
  const graphqlUrl = new URL('/graphql', apiTarget).toString();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(compression());
  app.use((_request, response, next) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });
  app.use(
    createProxyMiddleware({
      target: apiTarget,
      pathFilter: ['/graphql', '/media'],
      ws: true,
      on: {
        error: (error, _request, response) => {
          console.error(`API proxy: ${error.message}`);
          if ('writeHead' in response && !response.headersSent) {
            response.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
            response.end(JSON.stringify({ errors: [{ message: 'Сервер магазина недоступен' }] }));
          }
        },
      },
    }),
  );
  if (pkg.name === 'shell') {
    app.get('/config.json', (request, response) => {
      response.setHeader('Cache-Control', 'no-cache');
      response.json(runtimeConfigFor(request.hostname, env ?? process.env, remotePorts));
    });
  }
  app.use(express.static(root, { index: false, setHeaders: setCacheHeaders }));
  // SPA fallback: a page path gets index.html, with preloads of what its remotes will load (the
  // single-bundle control has none to preload); a missing file (it has an extension) is a real
  // 404, and so is every unknown path of a remote, which has no page.
  const indexHtml = pkg.name === 'shell' ? readFileSync(path.join(root, 'index.html'), 'utf8') : '';
  app.use(async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return response.sendStatus(405);
    if (path.extname(request.path) || pkg.name !== 'shell') return response.sendStatus(404);
    const config = runtimeConfigFor(request.hostname, env ?? process.env, remotePorts);
    const search = request.originalUrl.slice(request.path.length);
    const [links, pageData] = await Promise.all([
      single ? '' : preloadLinks(request.path, config.remotes),
      pageDataScript(graphqlUrl, request.path, search),
    ]);
    response.setHeader('Cache-Control', 'no-cache');
    response.type('html').send(indexHtml.replace('</head>', `${links}</head>`).replace('</body>', `${pageData}</body>`));
  });
  return new Promise<Server>((resolve, reject) => {
    const server = app.listen(port, '0.0.0.0', () => resolve(server));
    server.once('error', reject);
  });
}

/** Stops a server now, dropping kept-alive connections. */
export function stopServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
