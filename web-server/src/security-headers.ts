import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import { originOf, remoteOrigins, type RemoteEntries } from './urls';

/**
 * The response headers of the shop's own servers (README: Security). Written with helmet: one
 * maintained middleware that also sets the small headers one forgets (Origin-Agent-Cluster,
 * X-DNS-Prefetch-Control, X-Permitted-Cross-Domain-Policies, X-XSS-Protection: 0), refuses a
 * directive value with `;` or `,` (so no configured address can add a directive of its own) and
 * takes per-response values (the nonce) as functions. Its defaults that would break the shop are
 * set here explicitly: Cross-Origin-Opener-Policy `same-origin` would cut the Firebase sign-in
 * popup off from the page, Cross-Origin-Resource-Policy `same-origin` on a remote would block its
 * scripts on the shell's origin, HSTS means something only over https.
 */

/** Where Firebase Auth's Web SDK signs in and refreshes tokens (a real project). */
const FIREBASE_API_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
/** Google's api.js: signInWithPopup loads it for its helper iframe. */
const GOOGLE_API_ORIGIN = 'https://apis.google.com';
/** 180 days, sent only when the server is reached over https. */
const HSTS_MAX_AGE_S = 180 * 24 * 60 * 60;

const NONCE_LOCAL = 'cspNonce';
const EXTRA_ORIGIN_LOCAL = 'cspExtraOrigin';

/** What the shell's policy is made from: the parts of its /config.json that name addresses. */
export interface PolicyConfig {
  remotes: RemoteEntries;
  graphqlUrl: string;
  firebase: { authDomain: string; emulatorUrl: string | null };
}

/** The nonce of this response's inline scripts and styles (set by shellSecurityHeaders). */
export const responseNonce = (response: Response | ServerResponse): string =>
  String((response as Response).locals[NONCE_LOCAL]);

/**
 * Adds the response's nonce to every script and style element of HTML the server writes itself
 * (the built index.html, its inline scripts and stylesheets). Never applied to HTML it is given
 * (a remote's page fragment, page data): a nonce is the permission to run.
 */
export const withNonce = (trustedHtml: string, nonce: string): string =>
  trustedHtml.replace(/<(script|style)(?=[\s>])/g, `<$1 nonce="${nonce}"`);

/** The same origin with a ws(s) scheme, where a WebSocket to it goes. */
const webSocketTwin = (origin: string) => origin.replace(/^http/, 'ws');

const unique = (sources: (string | null)[]) => [
  ...new Set(sources.filter((source): source is string => source !== null)),
];

/**
 * The shell's Content-Security-Policy, from the runtime config it hands out: what the shop
 * loads, from where. Inline scripts and `<style>` elements run by the response's nonce (added as
 * `'nonce-…'` to script-src and style-src). JSON data scripts (`type="application/json"`) are
 * never executed and carry none.
 */
export function shellPolicy(config: PolicyConfig, publicOrigin: string): Record<string, string[]> {
  const remotes = remoteOrigins(config.remotes);
  // Same-origin `/graphql` is 'self'; an absolute GRAPHQL_URL is listed with its socket's twin.
  const api = originOf(config.graphqlUrl);
  const emulator = config.firebase.emulatorUrl ? originOf(config.firebase.emulatorUrl) : null;
  return {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", ...remotes, GOOGLE_API_ORIGIN]),
    // The remotes' stylesheets load as files; the CSS the server inlines goes by the nonce.
    'style-src': unique(["'self'", ...remotes]),
    'img-src': unique(["'self'", 'data:', ...remotes]),
    'connect-src': unique([
      "'self'",
      // Subscriptions over a same-origin WebSocket: 'self' covers ws: only in CSP 3 browsers.
      webSocketTwin(publicOrigin),
      // A remote configured by its mf-manifest.json is fetched.
      ...remotes,
      api,
      api && webSocketTwin(api),
      ...FIREBASE_API_ORIGINS,
      emulator,
    ]),
    // Firebase's helper iframe for the sign-in popup lives on the auth domain (or the emulator).
    'frame-src': unique([originOf(`https://${config.firebase.authDomain}`), emulator]),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

const hstsFor = (origin: string): HelmetOptions['strictTransportSecurity'] =>
  origin.startsWith('https:') ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: false } : false;

/** Headers every server of the shop sends, whatever it serves. */
const common = (origin: string) =>
  ({
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: hstsFor(origin),
  }) satisfies HelmetOptions;

/**
 * An origin one response's policy allows besides the configured remotes' (a developer's override of
 * one remote in their own browser, checked by the caller), or null: its scripts, stylesheets,
 * pictures, and connections (with its WebSocket twin: a dev server's live reload).
 */
export type ExtraOrigin = (request: IncomingMessage) => string | null;

/**
 * A directive's `values`, then the response's nonce when `nonce`, with the extra origin of this
 * response (and its socket's twin when `socket`) before the nonce, or after the last value.
 */
function withExtraOrigin(values: readonly string[], { nonce = false, socket = false } = {}) {
  const fixed = nonce ? values : values.slice(0, -1);
  const last = nonce ? [] : values.slice(-1);
  return [
    ...fixed,
    (_request: IncomingMessage, response: ServerResponse) => {
      const origin = (response as Response).locals[EXTRA_ORIGIN_LOCAL] as string | null;
      const extra = origin ? [origin, ...(socket ? [webSocketTwin(origin)] : [])] : [];
      const own = nonce ? [`'nonce-${responseNonce(response)}'`] : [];
      return [...last, ...extra.filter((source) => !values.includes(source)), ...own].join(' ');
    },
  ];
}

/**
 * The shell's headers, on its pages and files alike: a nonce per response, the policy above
 * with it (and `extraOrigin`'s origin for the response it names one for), no framing, no
 * sniffing, the origin only as a cross-origin referrer, and the sign-in popup kept in touch with
 * its opener.
 */
export function shellSecurityHeaders(
  config: PolicyConfig,
  publicOrigin: string,
  extraOrigin: ExtraOrigin = () => null,
): RequestHandler[] {
  const policy = shellPolicy(config, publicOrigin);
  return [
    (request, response, next) => {
      response.locals[NONCE_LOCAL] = randomBytes(16).toString('base64');
      const extra = extraOrigin(request);
      response.locals[EXTRA_ORIGIN_LOCAL] = extra ? originOf(extra) : null;
      next();
    },
    helmet({
      ...common(publicOrigin),
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          ...policy,
          'script-src': withExtraOrigin(policy['script-src']!, { nonce: true }),
          'style-src': withExtraOrigin(policy['style-src']!, { nonce: true }),
          'img-src': withExtraOrigin(policy['img-src']!),
          'connect-src': withExtraOrigin(policy['connect-src']!, { socket: true }),
        },
      },
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
    }),
  ];
}

/**
 * A remote's headers: its files are scripts, stylesheets and JSON for the shell's pages on
 * another origin (Cross-Origin-Resource-Policy: cross-origin), never a page (a policy that
 * allows nothing, no framing).
 */
export const remoteSecurityHeaders = (entryUrl: string | undefined, publicOrigin: string): RequestHandler =>
  helmet({
    ...common(entryUrl ?? publicOrigin),
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });

/**
 * CORS on a remote's static files for the shell's public origin only, echoed with
 * `Vary: Origin`: the browser reads a remote's mf-manifest.json when the shell is configured
 * with it (its scripts and stylesheets load without CORS). Nothing for any other origin.
 */
export const shellOriginCors =
  (publicOrigin: string): RequestHandler =>
  (request, response, next) => {
    response.vary('Origin');
    if (request.headers.origin === publicOrigin) response.setHeader('Access-Control-Allow-Origin', publicOrigin);
    next();
  };
