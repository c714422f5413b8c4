import path from 'node:path';
import express, { type Express, type Request } from 'express';
import type { Logger } from 'pino';
import { EMULATOR_FIREBASE_SETTINGS } from '@shop/shared/auth-settings';
import { compressedResponses } from '@shop/web-server/compression';
import { errorHandler } from '@shop/web-server/errors';
import { healthRoutes } from '@shop/web-server/health';
import { Lifecycle, running, type RunningServer } from '@shop/web-server/lifecycle';
import { requestLogger } from '@shop/web-server/logging';
import { responseNonce, shellSecurityHeaders, withNonce } from '@shop/web-server/security-headers';
import { releaseFiles } from '@shop/web-server/releases';
import { canonicalSpelling, isDecodablePath, matchShopRoute } from '@shop/shared/routes';
import { staticFiles } from '@shop/web-server/static-files';
import { routeRemoteModule } from '../src/app/route-remotes';
import { ApiPool, API_DOWN_FOR_MS } from './api-pool';
import { LiveReleases, type LiveSnapshot } from './live-releases';
import { apiProxy } from './api-proxy';
import type { ShellServerConfig } from './config';
import { earlyInputScript } from './early-input';
import { remoteStylesheet } from './inline-styles';
import { fetchPageData, pageDataScript, withRuntimeConfig } from './page-data';
import { assetLinks, bundledPageAssets, laterScripts, pageAssets } from './page-preloads';
import { searchEngineHead } from './page-head';
import { pageOutcome, type PageOutcome } from './page-outcome';
import { documentNaming, fetchPageFragment, namedAfterPage } from './page-render';
import { remoteOverrides } from './remote-overrides';
import { robotsTxt } from './robots-txt';
import { ShellBuilds, type ShellBuild } from './shell-builds';
import { browserBuildFolder } from '@shop/web-server/build-folders';

/** The shell package's folder (this file is in server/, its bundle in dist-node/): its builds are beside. */
export const SHELL_DIR = path.resolve(__dirname, '..');

export interface ShellServerOptions {
  config: ShellServerConfig;
  logger: Logger;
  /** The shell package's folder, with dist/ (or dist-single/) and dist-server/; default SHELL_DIR. */
  dir?: string;
  /**
   * Serve the single-bundle control build (dist-single/; default: the configuration's SHELL_BUILD): no federation, no releases; its pages
   * are rendered as the federated site's are, from the shell's dist-server/ and the catalogue
   * server's page fragments, and its route chunks preloaded (docs/decisions/0003-single-bundle-control.md).
   */
  single?: boolean;
  /**
   * Send catalogue pages rendered (the shell's layout and the page's HTML from its remote), for
   * the browser to hydrate; otherwise the browser renders every page. Default true.
   */
  serverRender?: boolean;
  /** The longest a page's HTML waits for what goes into it (default RENDER_DEADLINE_MS). */
  renderDeadlineMs?: number;
  /** How long an API instance that refused a connection is skipped (default API_DOWN_FOR_MS). */
  apiDownForMs?: number;
}

/**
 * The longest a page's HTML waits for what goes into it. Every step has its own budget (the
 * data, the remotes' manifests, the page fragment, stylesheets: two seconds at worst), so this
 * cuts in only when something hangs that should not: the page is then sent as it is without
 * server rendering, for the browser to render, rather than never.
 */
const RENDER_DEADLINE_MS = 5_000;

/** The outcome of a page whose answers did not come in time: a page for the browser to find out about. */
const UNKNOWN: PageOutcome = { status: 200 };

/** What a page's HTML is waiting for, named when it runs out of time. */
interface RenderProgress {
  waitingFor: string;
  /** What the answers said of the address, once they came: kept when the render fails or runs out of time. */
  outcome?: PageOutcome;
}

/** `work`'s result, or `late()`'s once `ms` have passed without one. */
function beforeDeadline<T>(work: Promise<T>, ms: number, late: () => T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(late()), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * The shell's server (README: the shell's server): its static files (long-lived hashed chunks,
 * revalidated entries, no source maps), the security headers (README: Security), `/config.json`,
 * a page path answered with index.html, its preloads and first data, and a catalogue page
 * rendered on the server; `/graphql`, `/media` and `/beacons` passed to the API instances;
 * /healthz, /readyz, request logs with their ids. Remote addresses come from the configuration
 * alone, never from a request's Host. Throws when the package has no build.
 */
export function createShellApp(
  {
    config,
    logger,
    dir = SHELL_DIR,
    single = config.singleBundle,
    serverRender = true,
    renderDeadlineMs = RENDER_DEADLINE_MS,
    apiDownForMs = API_DOWN_FOR_MS,
  }: ShellServerOptions,
  lifecycle: Lifecycle,
): { app: Express; api: ApiPool; upgrade: ReturnType<typeof apiProxy>['upgrade'] } {
  const root = path.join(dir, browserBuildFolder({ single }));
  let builds: ShellBuilds;
  try {
    // The single-bundle control is one build: no releases.
    builds = new ShellBuilds({
      dir,
      root,
      ...(single || !config.releasesDir ? {} : { releasesDir: config.releasesDir }),
      serverRender,
      logger,
    });
  } catch {
    throw new Error(`shell has no build in ${root}: run npm run build${single ? ':single' : ''}`);
  }
  const { runtime, publicOrigin } = config;
  const api = new ApiPool(config.apiUrls, apiDownForMs);
  const live = new LiveReleases(api, runtime, logger);
  // A developer's browser may load one remote from their dev server (README: Develop one remote against the live site).
  const overrides = remoteOverrides({
    allowed: config.remoteOverrides && !single,
    publicOrigin,
    // Where the shop itself answers: no dev server is at these ports.
    shopUrls: [publicOrigin, ...config.apiUrls, runtime.firebase.emulatorUrl, EMULATOR_FIREBASE_SETTINGS.emulatorUrl],
  });
  const proxy = apiProxy(api, logger, config.trustProxy);
  if (serverRender && !config.pageFragmentToken)
    logger.warn('PAGE_FRAGMENT_TOKEN is unset: catalogue pages are sent for the browser to render');

  const app = express();
  app.disable('x-powered-by');
  // No 'trust proxy': nothing here reads the request's host or protocol, and the visitor's address
  // the API is told is set from the socket and TRUST_PROXY (./forwarded-headers), never req.ip.
  app.use(requestLogger(logger), lifecycle.middleware);
  // Ready: its build and configuration were loaded above (or it would not have started), and an
  // API instance answers.
  app.use(healthRoutes(lifecycle, () => api.readiness()));
  app.use(compressedResponses());
  app.use(shellSecurityHeaders(runtime, publicOrigin, overrides.policyOrigin));
  app.use(proxy.handlers);
  app.use(overrides.routes);
  /**
   * The releases live now, as a page starts with them. The control has none: it is one build, and
   * its pages are rendered by the configured catalogue server, built from the same sources.
   */
  const liveSnapshot = (requestId: string): Promise<LiveSnapshot> =>
    single ? Promise.resolve({ shell: null, runtime }) : live.snapshot(requestId);
  app.get('/config.json', async (request, response) => {
    response.setHeader('Cache-Control', 'no-cache');
    response.json(overrides.apply(request, (await liveSnapshot(String(request.id))).runtime));
  });
  app.get('/robots.txt', robotsTxt(publicOrigin));
  app.use(staticFiles(root));
  // The shell's own releases, every one still on disk: a page keeps loading the release it started with.
  if (config.releasesDir && !single) app.use(releaseFiles(path.join(config.releasesDir, 'shell')));

  /** Where an address leads once its answers are known: itself, or the canonical spelling of its filter. */
  async function finalAddress(address: string, requestId: string): Promise<string> {
    const url = new URL(address, 'http://localhost');
    if (matchShopRoute(url.pathname)?.data !== 'catalog') return address;
    const outcome = pageOutcome(
      url.pathname,
      url.search,
      await fetchPageData(api, url.pathname, url.search, requestId),
    );
    return outcome.status === 301 ? outcome.location : address;
  }

  // A page path gets index.html, with preloads of what its remotes (or the control's route chunks)
  // will load and its first data; a catalogue page comes rendered as well
  // (README: server rendering). A missing file (it has an extension) is a real 404.
  async function pageHtml(
    request: Request,
    nonce: string,
    progress: RenderProgress,
    { runtime }: LiveSnapshot,
    { indexHtml, renderShell, renderedIndex, moduleChunks, ownStyles }: ShellBuild,
  ): Promise<{ html: string; outcome: PageOutcome }> {
    const search = request.originalUrl.slice(request.path.length);
    const requestId = String(request.id);
    // A path that cannot be decoded is no page (the catalogue's 404): nothing to render of it.
    const pageModule = renderShell && isDecodablePath(request.path) ? routeRemoteModule(request.path) : null;
    progress.waitingFor = 'the page’s data, the remotes’ manifests and the shell’s layout';
    const [assets, pageData, layout] = await Promise.all([
      moduleChunks
        ? bundledPageAssets(request.path, moduleChunks)
        : single
          ? null
          : pageAssets(request.path, runtime.remotes),
      // What the answers say of the address is kept as soon as they come: a layout that hangs does not lose it.
      fetchPageData(api, request.path, search, requestId).then((answers) => {
        progress.outcome = pageOutcome(request.path, search, answers);
        return answers;
      }),
      // The shell's layout is rendered while the page's data is on its way.
      pageModule && renderShell ? renderShell(`http://localhost${request.originalUrl}`, runtime) : null,
    ]);
    // What the answers say of the address: a 301 goes out at once; a 404 or 410 is still a page to show.
    const outcome = progress.outcome ?? UNKNOWN;
    if (outcome.status === 301) return { html: '', outcome };
    // The page itself comes from the remote that owns it, rendered from those answers, and
    // its CSS goes inside the HTML with the shell's own.
    progress.waitingFor = `the page fragment of ${pageModule} and its stylesheets`;
    const [page, pageCss] =
      pageModule && layout && pageData.complete
        ? await Promise.all([
            fetchPageFragment(
              runtime.remotes,
              pageModule,
              { pathname: request.path, search, entries: pageData.entries },
              { requestId, token: config.pageFragmentToken, log: request.log },
            ),
            Promise.all(
              (assets?.pageStyles ?? []).map((file) => ownStyles.get(file) ?? remoteStylesheet(file, runtime.remotes)),
            ),
          ])
        : [null, []];
    const rendered = layout && page ? layout.before + page.html + layout.after : '';
    // What the server writes itself runs by the response's nonce; the page's fragment and data do not.
    const own = (html: string) => withNonce(html, nonce);
    const links =
      own(rendered ? earlyInputScript() : '') +
      (page?.head ?? '') +
      own(assets ? assetLinks(assets, rendered ? { pageCss } : null) : '');
    const index = rendered ? renderedIndex : null;
    const scriptsLater = index && assets ? own(laterScripts(index.scripts, assets)) : '';
    const shellHtml = own(index?.html ?? indexHtml);
    const named = rendered && page ? namedAfterPage(shellHtml, page) : shellHtml;
    const head = searchEngineHead(
      { origin: publicOrigin, pathname: request.path, search, outcome, naming: documentNaming(named) },
      pageData,
      runtime.shop,
    );
    const html = withRuntimeConfig(named, runtime)
      .replace('</head>', `${head}${links}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${rendered}</div>`)
      .replace('</body>', `${pageDataScript(request.path + search, pageData.entries)}${scriptsLater}</body>`);
    return { html, outcome };
  }

  app.use(async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return response.sendStatus(405);
    if (path.extname(request.path)) return response.sendStatus(404);
    // An address spelled otherwise than the shop spells it (upper case, a trailing slash, ?page=1) moves for good,
    // in one step: to where its answers lead when they lead on (path filters out of order).
    const spelled = canonicalSpelling(request.path, request.originalUrl.slice(request.path.length));
    if (spelled !== null) return response.redirect(301, await finalAddress(spelled, String(request.id)));
    const progress: RenderProgress = { waitingFor: 'nothing yet' };
    const nonce = responseNonce(response);
    // One snapshot of the live releases for everything in this page: the shell's build it is made from, what it
    // preloads, renders and loads later (asked of the API within a second; the last answer otherwise).
    const { shell, runtime: liveRuntime } = await liveSnapshot(String(request.id));
    const build = builds.of(shell);
    // A developer's browser may have one remote from their dev server instead (./remote-overrides).
    const snapshot = { shell, runtime: overrides.apply(request, liveRuntime) };
    // A render that fails or hangs costs the page its server rendering, never the page.
    const unrendered = (why: string) => {
      request.log.warn({ url: request.originalUrl }, `${request.originalUrl} ${why}; sent for the browser to render`);
      const html = withRuntimeConfig(withNonce(build.indexHtml, nonce), snapshot.runtime);
      return { html, outcome: progress.outcome ?? UNKNOWN };
    };
    const { html, outcome } = await beforeDeadline(
      pageHtml(request, nonce, progress, snapshot, build).catch((error: unknown) =>
        unrendered(`failed to render (${String(error)})`),
      ),
      renderDeadlineMs,
      () => unrendered(`was not ready in ${renderDeadlineMs} ms (waiting for ${progress.waitingFor})`),
    );
    if (outcome.status === 301) return response.redirect(301, outcome.location);
    response.setHeader('Cache-Control', 'no-cache');
    return response.status(outcome.status).type('html').send(html);
  });
  app.use(errorHandler(logger));
  return { app, api, upgrade: proxy.upgrade };
}

/** The shell's server, listening at `config.port` on `config.host`. */
export async function startShellServer(options: ShellServerOptions): Promise<RunningServer> {
  const lifecycle = new Lifecycle();
  const { app, upgrade } = createShellApp(options, lifecycle);
  const server = await lifecycle.listen(app, options.config.port, options.config.host);
  server.on('upgrade', (request, socket, head: Buffer) => {
    if (lifecycle.shuttingDown) {
      socket.destroy();
      return;
    }
    lifecycle.trackUpgrade(socket);
    upgrade(request, socket, head);
  });
  if (options.config.metricsPort !== null)
    await lifecycle.serveMetrics(options.config.metricsPort, options.config.host);
  return running(server, lifecycle, options.config.shutdownTimeoutMs, options.logger);
}
