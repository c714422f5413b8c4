import path from 'node:path';
import express, { type Request, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import {
  PAGE_FRAGMENT_PATH,
  isPageFragmentRequest,
  type PageFragment,
  type PageFragmentRequest,
} from '@shop/shared/page-data';
import type { RunningServer } from '@shop/web-server/lifecycle';
import { requirePageFragmentToken } from '@shop/web-server/page-fragment-token';
import { loadServerSide } from '@shop/web-server/server-side';
import { loadedServerSides, releaseServerSide } from '@shop/web-server/releases';
import { RELEASES_PATH } from '@shop/shared/releases';
import { releasesOf, startRemoteServer } from '@shop/web-server/static-remote';
import type { CatalogServerConfig } from './config';

/** The catalogue package's folder (this file is in server/, its bundle in dist-node/): its builds are beside. */
export const CATALOG_DIR = path.resolve(__dirname, '..');

/**
 * The largest page-fragment request the catalogue reads. The shell's largest is a category page
 * with a full page of products and its filter counts: 60.6 KB measured over the seeded catalogue
 * (every category, every product card: 11.1 KB at most, the home page 12.3 KB); four times that,
 * rounded, leaves room for longer texts than the demo goods have.
 */
const PAGE_FRAGMENT_BODY_LIMIT = '256kb';

/** What dist-server/server.js offers (`FrontendBuild.render`): the HTML of one of its pages. */
interface ServerSide {
  renderPage?: (request: PageFragmentRequest) => PageFragment | null;
}

export interface CatalogServerOptions {
  config: CatalogServerConfig;
  logger: Logger;
  /** The package's folder, with dist/ and dist-server/; default CATALOG_DIR. */
  dir?: string;
}

/**
 * The catalogue remote's server: its container (a remote's server, @shop/web-server/static-remote)
 * and its pages as HTML for the shell's server (`POST /page-fragment`, JSON both ways, server to
 * server: no CORS), rendered by dist-server/server.js, and a release's pages by that release's
 * server side (`POST /releases/<version>/page-fragment`). Only a request with the shell's
 * PAGE_FRAGMENT_TOKEN is read at all, up to PAGE_FRAGMENT_BODY_LIMIT. Ready once dist-server is loaded.
 */
export function startCatalogServer({
  config,
  logger,
  dir = CATALOG_DIR,
}: CatalogServerOptions): Promise<RunningServer> {
  const renderPage = loadServerSide<ServerSide>(dir)?.renderPage ?? null;
  const releases = releasesOf('catalog', config);
  const releaseServerSides = loadedServerSides<ServerSide>();
  if (!config.pageFragmentToken)
    logger.warn('PAGE_FRAGMENT_TOKEN is unset: every page-fragment request is refused (403)');
  /** Renders with the server side `renderer` finds (the plain build's, a release's); `missing` when it finds none. */
  const fragment =
    (renderer: (request: Request) => ServerSide['renderPage'] | null, missing: 404 | 503): RequestHandler =>
    (request, response) => {
      const render = renderer(request);
      if (!render) return response.sendStatus(missing);
      if (!isPageFragmentRequest(request.body)) return response.status(400).json({ error: 'Ожидался запрос страницы' });
      try {
        const fragment = render(request.body);
        return fragment ? response.json(fragment) : response.sendStatus(404);
      } catch (error) {
        request.log.error(
          { err: error, module: request.body.module, pathname: request.body.pathname },
          'page fragment failed',
        );
        return response.sendStatus(500);
      }
    };
  return startRemoteServer({
    name: 'catalog',
    dir,
    config,
    logger,
    ready: () => (renderPage ? null : `no server side in ${path.join(dir, 'dist-server')}: run npm run build`),
    routes: (app) => {
      // The token first: a request without it is refused before its body is read.
      const body = [
        requirePageFragmentToken(config.pageFragmentToken),
        express.json({ limit: PAGE_FRAGMENT_BODY_LIMIT }),
      ];
      app.post(
        `/${PAGE_FRAGMENT_PATH}`,
        body,
        fragment(() => renderPage, 503),
      );
      // A release renders with its own server side: the HTML the browser gets is what that release's code hydrates.
      if (releases)
        app.post(
          `${RELEASES_PATH}/:version/${PAGE_FRAGMENT_PATH}`,
          body,
          fragment(
            (request) =>
              releaseServerSide<ServerSide>(releases, String(request.params.version), releaseServerSides)?.renderPage ??
              null,
            404,
          ),
        );
    },
  });
}
