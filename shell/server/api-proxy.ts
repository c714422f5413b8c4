import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import express, { type NextFunction, type RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { BEACONS_PREFIX } from '@shop/shared/beacons';
import { isPublishedFeedPath } from '@shop/shared/catalog-url';
import { PRICE_LISTS_PATH } from '@shop/shared/product-form';
import { RELEASE_ACTOR_HEADER, RELEASE_TOKEN_HEADER } from '@shop/shared/releases';
import { REQUEST_ID_HEADER, requestIdOf } from '@shop/web-server/logging';
import { refusedConnection, type ApiPool } from './api-pool';
import { isRepeatable } from './repeatable-request';
import { forwardedHeaders, type TrustProxy } from './forwarded-headers';

/**
 * What the shell's server passes to the API (http-proxy-middleware): GraphQL over HTTP and its
 * WebSocket (subscriptions), the pictures under /media, the back-office's price lists (/price-lists/…), the browsers' beacons (POST
 * /beacons/…, sent with navigator.sendBeacon), and the sitemaps and the Yandex Market feed (GET
 * and HEAD /sitemap.xml, /sitemaps/…, /yml.xml; before the static files, which would answer a
 * missing file with an extension 404). Spread over the API instances in turn (the
 * proxy's `router`); each request carries its id (X-Request-Id) and the visitor's address in
 * X-Forwarded-For, set here from the socket and the proxies the shell trusts (./forwarded-headers,
 * never what a client claims), which the API trusts from its proxies only (its TRUST_PROXY) and
 * counts its rate limits by.
 */

/** The largest body passed on: above the API's own limit (100 KB), so that the API answers it. */
const BODY_LIMIT = '1mb';

const isApiPath = (pathname: string, request: IncomingMessage): boolean =>
  pathname === '/graphql' ||
  pathname.startsWith('/graphql/') ||
  pathname.startsWith('/media/') ||
  pathname.startsWith(`${PRICE_LISTS_PATH}/`) ||
  (request.method === 'POST' && pathname.startsWith(`${BEACONS_PREFIX}/`)) ||
  ((request.method === 'GET' || request.method === 'HEAD') && isPublishedFeedPath(pathname));

/**
 * A photo or a price list uploaded to the back-office (POST /media/photos, up to 20 MB; POST /price-lists/imports,
 * up to 40 MB): streamed to one instance as it comes, never read here (the API reads it, after it knows who sends
 * it) and so never sent again to another.
 */
const isUpload = (pathname: string, request: IncomingMessage): boolean =>
  request.method === 'POST' && (pathname === '/media/photos' || pathname === `${PRICE_LISTS_PATH}/imports`);

/** A release token is for the deploying machine speaking to the API itself: a browser's is dropped here. */
const withoutReleaseHeaders = (proxyRequest: ClientRequest) => {
  proxyRequest.removeHeader(RELEASE_TOKEN_HEADER);
  proxyRequest.removeHeader(RELEASE_ACTOR_HEADER);
};

/** What every request to the API carries of this one: its id, its X-Forwarded-* as the shell sets them, no release token. */
const withShellHeaders = (proxyRequest: ClientRequest, request: IncomingMessage, trust: TrustProxy) => {
  proxyRequest.setHeader(REQUEST_ID_HEADER, String(request.id));
  for (const [name, value] of Object.entries(forwardedHeaders(request, trust))) proxyRequest.setHeader(name, value);
  withoutReleaseHeaders(proxyRequest);
};

/** One request's way through the instances. */
interface Attempt {
  tried: Set<string>;
  target: string | null;
  next: NextFunction | null;
  /** Whether a reset connection has been tried again already (once at most). */
  repeated: boolean;
}

/** A connection that broke before any answer: the API may or may not have acted on what it carried. */
const RESET = new Set(['ECONNRESET', 'EPIPE']);

/** The path a request asked for, as express received it (before any mount point was taken off). */
const pathOf = (request: IncomingMessage) =>
  ((request as { originalUrl?: string }).originalUrl ?? request.url ?? '').split('?')[0] ?? '';

const isResponse = (value: unknown): value is ServerResponse =>
  typeof (value as ServerResponse | null)?.writeHead === 'function';

export interface ApiProxy {
  /** Express handlers: the body read once (to be sent again to the next instance), then the proxy. */
  handlers: RequestHandler[];
  /** The server's `upgrade` listener for /graphql's WebSocket. */
  upgrade: (request: IncomingMessage, socket: Duplex, head: Buffer) => void;
}

export function apiProxy(pool: ApiPool, logger: Logger, trust: TrustProxy): ApiProxy {
  const attempts = new WeakMap<IncomingMessage, Attempt>();
  const attemptOf = (request: IncomingMessage): Attempt => {
    let attempt = attempts.get(request);
    if (!attempt) {
      attempt = { tried: new Set(), target: null, next: null, repeated: false };
      attempts.set(request, attempt);
    }
    return attempt;
  };
  const logOf = (request: IncomingMessage) => (request as { log?: Logger }).log ?? logger.child({ reqId: request.id });

  const proxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    pathFilter: isApiPath,
    // The next instance in turn that this request has not tried.
    router: (request) => {
      const attempt = attemptOf(request);
      const target = pool.pick(attempt.tried) ?? pool.urls[0]!;
      attempt.tried.add(target);
      attempt.target = target;
      return target;
    },
    // Not http-proxy's xfwd, which appends to what the client sent: withShellHeaders sets them.
    xfwd: false,
    on: {
      proxyReq: (proxyRequest: ClientRequest, request: IncomingMessage) => {
        withShellHeaders(proxyRequest, request, trust);
        // The body was read (readBody, decoded if it came compressed): written again, as it is
        // now, to whichever instance this try goes to.
        const body = (request as { body?: unknown }).body;
        if (Buffer.isBuffer(body)) {
          proxyRequest.removeHeader('Transfer-Encoding');
          proxyRequest.removeHeader('Content-Encoding');
          proxyRequest.setHeader('Content-Length', body.length);
          proxyRequest.write(body);
        }
      },
      proxyReqWs: (proxyRequest: ClientRequest, request: IncomingMessage, socket: Socket) => {
        withShellHeaders(proxyRequest, request, trust);
        // A browser's socket that is gone (or closed by a shutdown) takes the API's with it.
        proxyRequest.once('upgrade', (_response, apiSocket: Socket) => socket.once('close', () => apiSocket.destroy()));
      },
      error: (error: Error & { code?: string }, request: IncomingMessage, response: ServerResponse | Duplex) => {
        const attempt = attempts.get(request);
        const target = attempt?.target ?? null;
        const refused = refusedConnection(error);
        if (target && refused) pool.markDown(target);
        const log = logOf(request);
        if (!isResponse(response)) {
          // A WebSocket: http-proxy closes the socket; the client reconnects, to the next instance.
          log.warn({ target, code: error.code }, `API WebSocket not proxied: ${error.message}`);
          return;
        }
        if (refused && attempt?.next && !response.headersSent && pool.hasUntried(attempt.tried)) {
          log.warn({ target, code: error.code }, 'API instance refused the connection: trying the next one');
          void proxy(request, response, attempt.next);
          return;
        }
        // A stopping instance's kernel resets connections still queued (and a kept-alive one may meet its close):
        // a request safe to send again is, once, to the next instance in turn (the same one when it is alone).
        if (
          error.code &&
          RESET.has(error.code) &&
          attempt?.next &&
          !attempt.repeated &&
          !response.headersSent &&
          isRepeatable(request.method, pathOf(request), (request as { body?: unknown }).body)
        ) {
          attempt.repeated = true;
          if (!pool.hasUntried(attempt.tried)) attempt.tried.clear();
          log.warn({ target, code: error.code }, 'API connection reset before an answer: sending the request again');
          void proxy(request, response, attempt.next);
          return;
        }
        log.error({ target, code: error.code }, `API proxy: ${error.message}`);
        if (response.headersSent) {
          response.end();
          return;
        }
        response.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify({ errors: [{ message: 'Сервер магазина недоступен' }] }));
      },
    },
  });

  const readBody = express.raw({ type: () => true, limit: BODY_LIMIT });
  return {
    handlers: [
      (request, response, next) =>
        isApiPath(request.path, request) && !isUpload(request.path, request)
          ? readBody(request, response, next)
          : next(),
      (request, response, next) => {
        if (isApiPath(request.path, request)) attemptOf(request).next = next;
        return proxy(request, response, next);
      },
    ],
    upgrade: (request, socket, head) => {
      request.id = requestIdOf(request);
      const pathname = (request.url ?? '').split('?')[0] ?? '';
      if (pathname !== '/graphql') {
        socket.destroy();
        return;
      }
      logger.info({ reqId: request.id, url: request.url }, 'WebSocket to the API');
      // The server's 'upgrade' hands over a net.Socket (typed as a Duplex).
      proxy.upgrade(request, socket as Socket, head);
    },
  };
}
