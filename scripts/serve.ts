import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Request, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { DEFAULT_API_URL, type Frontend } from './frontends';
import type { RemoteName } from '../shell/src/config/runtime-config';
import { routeRemoteModule } from '../shell/src/app/route-remotes';
import { PAGE_FRAGMENT_PATH, isPageFragmentRequest } from '../shared/src/page-data';
import { fetchPageData, pageDataScript } from './page-data';
import { earlyInputScript } from './early-input';
import { remoteStylesheet, renderedPageIndex } from './inline-styles';
import { fetchPageFragment, loadServerSide, namedAfterPage } from './page-render';
import { assetLinks, laterScripts, pageAssets } from './page-preloads';
import { publicOrigin, runtimeConfigFrom } from './runtime-config';
import { remoteSecurityHeaders, responseNonce, shellOriginCors, shellSecurityHeaders, withNonce } from './security-headers';

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
  /**
   * Environment that /config.json is built from (PUBLIC_URL, REMOTE_<NAME>_URL, …), checked
   * when the server starts: a malformed address throws an error naming its variable.
   */
  env?: NodeJS.ProcessEnv;
  /**
   * Send catalogue pages rendered (the shell's layout and the page's HTML from its remote), for
   * the browser to hydrate; otherwise the browser renders every page. Default true; the
   * single-bundle control has no server side.
   */
  serverRender?: boolean;
  /** The longest a page's HTML waits for what goes into it (default RENDER_DEADLINE_MS). */
  renderDeadlineMs?: number;
}

/**
 * The longest a page's HTML waits for what goes into it. Every step has its own budget (the
 * data, the remotes' manifests, the page fragment, stylesheets: two seconds at worst), so this
 * cuts in only when something hangs that should not: the page is then sent as it is without
 * server rendering, for the browser to render, rather than never.
 */
const RENDER_DEADLINE_MS = 5_000;

/** What a page's HTML is waiting for, named when it runs out of time. */
interface RenderProgress {
  waitingFor: string;
}

/** `work`'s result, or `late()`'s once `ms` have passed without one. */
function beforeDeadline<T>(work: Promise<T>, ms: number, late: () => T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(late()), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** Files a deploy replaces in place: always revalidated. Everything else is content-hashed. */
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);
const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css)$/;

function setCacheHeaders(response: Response, file: string): void {
  const name = path.basename(file);
  if (HASHED_FILE.test(name)) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else if (ENTRY_FILES.has(name)) response.setHeader('Cache-Control', 'no-cache');
  else response.setHeader('Cache-Control', 'public, max-age=3600');
}

/**
 * Serves one built front-end package as its own deployment would: static files with
 * long-lived hashed chunks and revalidated entries (source maps stay on disk: 404), the
 * security headers (README: Security; a remote's files with CORS for the shell's public origin),
 * a SPA fallback, `/graphql` and `/media` proxied to the API, and (the shell) `/config.json`.
 * Remote addresses come from the configuration alone, never from a request's Host.
 */
export function serveFrontend({
  pkg,
  port = pkg.port,
  single = false,
  apiUrl,
  remotePorts,
  env,
  serverRender = true,
  renderDeadlineMs = RENDER_DEADLINE_MS,
}: ServeOptions) {
  const root = path.join(pkg.dir, single ? 'dist-single' : 'dist');
  // The shell is a page; a remote's deployment is its container.
  const entryFile = pkg.name === 'shell' ? 'index.html' : 'remoteEntry.js';
  if (!existsSync(path.join(root, entryFile))) {
    throw new Error(`${pkg.name} has no build in ${root}: run npm run build${single ? ':single' : ''}`);
  }
  const apiTarget = apiUrl ?? process.env.API_URL ?? DEFAULT_API_URL;
  const graphqlUrl = new URL('/graphql', apiTarget).toString();
  // Built once, at start: a malformed address stops the server here, with its variable named.
  const shopOrigin = publicOrigin(env ?? process.env);
  const config = runtimeConfigFrom(env ?? process.env, remotePorts);
  const isShell = pkg.name === 'shell';
  const app = express();
  app.disable('x-powered-by');
  // No 'trust proxy': nothing here reads the request's host, protocol or address.
  app.use(compression());
  app.use(isShell ? shellSecurityHeaders(config, shopOrigin) : remoteSecurityHeaders(config.remotes[pkg.name as RemoteName], shopOrigin));
  app.use(
    createProxyMiddleware({
      target: apiTarget,
      pathFilter: ['/graphql', '/media'],
      ws: true,
      // The API counts rate limits per client: it learns the visitor's address from
      // X-Forwarded-For, appended here (it trusts the header from loopback only: TRUST_PROXY).
      xfwd: true,
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
  if (isShell) {
    app.get('/config.json', (_request, response) => {
      response.setHeader('Cache-Control', 'no-cache');
      response.json(config);
    });
  }
  const serverSide = single ? null : loadServerSide(pkg);
  const { renderPage } = serverSide ?? {};
  if (renderPage) {
    // The remote's pages as HTML, for the shell's server (server-to-server, JSON body).
    app.post(`/${PAGE_FRAGMENT_PATH}`, express.json({ limit: '2mb' }), (request, response) => {
      if (!isPageFragmentRequest(request.body)) return response.status(400).json({ error: 'Ожидался запрос страницы' });
      try {
        const fragment = renderPage(request.body);
        return fragment ? response.json(fragment) : response.sendStatus(404);
      } catch (error) {
        console.error(`${pkg.name}: page fragment of ${request.body.module} ${request.body.pathname} failed`, error);
        return response.sendStatus(500);
      }
    });
  }
  const renderShell = serverRender ? serverSide?.renderShell : undefined;
  // The page fragments above are server-to-server: no CORS. A remote's files get it.
  if (!isShell) app.use(shellOriginCors(shopOrigin));
  // Source maps are built (hidden-source-map) for the benchmarks and debugging, never published.
  app.use((request, response, next) => (request.path.endsWith('.map') ? response.sendStatus(404) : next()));
  app.use(express.static(root, { index: false, setHeaders: setCacheHeaders }));
  // SPA fallback: a page path gets index.html, with preloads of what its remotes will load (the
  // single-bundle control has none to preload) and its first data; a catalogue page comes
  // rendered as well (README: server rendering). A missing file (it has an extension) is a real
  // 404, and so is every unknown path of a remote, which has no page.
  const indexHtml = isShell ? readFileSync(path.join(root, 'index.html'), 'utf8') : '';
  const renderedIndex = renderShell ? renderedPageIndex(root, indexHtml) : null;
  async function pageHtml(request: Request, nonce: string, progress: RenderProgress): Promise<string> {
    const search = request.originalUrl.slice(request.path.length);
    const pageModule = renderShell ? routeRemoteModule(request.path) : null;
    progress.waitingFor = 'the page’s data, the remotes’ manifests and the shell’s layout';
    const [assets, pageData, layout] = await Promise.all([
      single ? null : pageAssets(request.path, config.remotes),
      fetchPageData(graphqlUrl, request.path, search),
      // The shell's layout is rendered while the page's data is on its way.
      pageModule && renderShell ? renderShell(`http://localhost${request.originalUrl}`, config) : null,
    ]);
    // The page itself comes from the remote that owns it, rendered from those answers, and
    // its CSS goes inside the HTML with the shell's own.
    progress.waitingFor = `the page fragment of ${pageModule} and its stylesheets`;
    const [page, pageCss] =
      pageModule && layout && pageData.complete
        ? await Promise.all([
            fetchPageFragment(config.remotes, pageModule, { pathname: request.path, search, entries: pageData.entries }),
            Promise.all((assets?.pageStyles ?? []).map((file) => remoteStylesheet(file, config.remotes))),
          ])
        : [null, []];
    const rendered = layout && page ? layout.before + page.html + layout.after : '';
    // What the server writes itself runs by the response's nonce; the page's fragment and data do not.
    const own = (html: string) => withNonce(html, nonce);
    const links =
      own(rendered ? earlyInputScript() : '') + (page?.head ?? '') + own(assets ? assetLinks(assets, rendered ? { pageCss } : null) : '');
    const index = rendered ? renderedIndex : null;
    const scriptsLater = index && assets ? own(laterScripts(index.scripts, assets)) : '';
    const shellHtml = own(index?.html ?? indexHtml);
    return (rendered && page ? namedAfterPage(shellHtml, page) : shellHtml)
      .replace('</head>', `${links}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${rendered}</div>`)
      .replace('</body>', `${pageDataScript(request.path + search, pageData.entries)}${scriptsLater}</body>`);
  }
  app.use(async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return response.sendStatus(405);
    if (path.extname(request.path) || !isShell) return response.sendStatus(404);
    const progress: RenderProgress = { waitingFor: 'nothing yet' };
    const nonce = responseNonce(response);
    // A render that fails or hangs costs the page its server rendering, never the page.
    const unrendered = (why: string) => {
      console.warn(`shell: ${request.originalUrl} ${why}; sent for the browser to render`);
      return withNonce(indexHtml, nonce);
    };
    const html = await beforeDeadline(
      pageHtml(request, nonce, progress).catch((error: unknown) => unrendered(`failed to render (${String(error)})`)),
      renderDeadlineMs,
      () => unrendered(`was not ready in ${renderDeadlineMs} ms (waiting for ${progress.waitingFor})`),
    );
    response.setHeader('Cache-Control', 'no-cache');
    return response.type('html').send(html);
  });
  // A path it cannot decode (a malformed `%` escape) or any other failure: a plain line in every
  // mode, never express's HTML page with the stack and file paths.
  app.use(((error, request, response, next) => {
    if (response.headersSent) return next(error);
    const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) console.error(`${pkg.name}: ${request.method} ${request.path} failed:`, error);
    return response.status(status).type('text/plain; charset=utf-8').send(status === 500 ? 'Внутренняя ошибка сервера' : 'Неверный адрес');
  }) satisfies ErrorRequestHandler);
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
