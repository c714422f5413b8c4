import type { IncomingMessage } from 'node:http';
import express, { type CookieOptions, type Router } from 'express';
import {
  REMOTE_OVERRIDE_OFF_PATH,
  REMOTE_OVERRIDE_PATH,
  overrideOrigin,
  parseRemoteOverride,
  type RemoteOverride,
} from '../src/config/remote-override';
import type { RuntimeConfig } from './runtime-config';

/**
 * A developer's override of one remote, for one browser's session only (docs/decisions/0007-independent-releases.md,
 * "Developing one remote against the others"; README: "Develop one remote against the live site").
 * `GET /__dev/override?remote=cart&entry=http://localhost:8092/remoteEntry.js` sets a session cookie
 * (no Max-Age: it ends with the browser's session) and `GET /__dev/override/off` clears it. While the
 * cookie holds a valid override, that browser's pages and /config.json name the override, which
 * the page loads in place of the remote's live release, and that browser's responses allow the
 * override's origin in their Content-Security-Policy. The server itself never fetches from it:
 * the remote is left out of the configuration the server renders with (so its pages come
 * unrendered, for the dev code to render, never hydrating the live release's HTML). Nothing of
 * this exists unless REMOTE_OVERRIDES is on; a cookie or query that is not a valid override is
 * ignored.
 */

const OVERRIDE_COOKIE = 'remote-override';

/** The value of the first cookie called `name` in a Cookie header; null when there is none or it is malformed. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** The override a request's cookie holds (`<remote> <entry>`), or null. */
export function overrideOfCookie(header: string | undefined): RemoteOverride | null {
  const value = cookieValue(header, OVERRIDE_COOKIE);
  const space = value?.indexOf(' ') ?? -1;
  return value && space > 0 ? parseRemoteOverride(value.slice(0, space), value.slice(space + 1)) : null;
}

/** The configuration a page starts with, with this override: the remote left to the override alone. */
export function withOverride(runtime: RuntimeConfig, override: RemoteOverride | null): RuntimeConfig {
  if (!override) return runtime;
  const remotes = { ...runtime.remotes };
  const fallbacks = { ...runtime.fallbacks };
  delete remotes[override.remote];
  delete fallbacks[override.remote];
  return { ...runtime, remotes, fallbacks, override };
}

const WRONG_OVERRIDE = [
  'Ignored: an override names one remote and its dev server’s entry on this machine,',
  `such as ${REMOTE_OVERRIDE_PATH}?remote=cart&entry=http://localhost:8092/remoteEntry.js`,
  '(the remote: catalog, cart, auth or backoffice; the entry: http://localhost, 127.0.0.1 or [::1], a port, /remoteEntry.js).',
  '',
].join('\n');

export interface RemoteOverrides {
  /** The switch's two addresses; every response with an override varies by Cookie. */
  routes: Router;
  /** The origin this request's response policy allows besides the configured ones, or null. */
  policyOrigin(request: IncomingMessage): string | null;
  /** The configuration this request's page starts with. */
  apply(request: IncomingMessage, runtime: RuntimeConfig): RuntimeConfig;
}

/**
 * Overrides as the shell's server honours them: none unless `allowed` (REMOTE_OVERRIDES, and a
 * federated build: the single-bundle control loads no remote).
 */
export function remoteOverrides({
  allowed,
  publicOrigin,
}: {
  allowed: boolean;
  publicOrigin: string;
}): RemoteOverrides {
  const of = (request: IncomingMessage) => (allowed ? overrideOfCookie(request.headers.cookie) : null);
  const routes = express.Router();
  if (allowed) {
    const cookie: CookieOptions = {
      httpOnly: true,
      sameSite: 'lax',
      secure: publicOrigin.startsWith('https:'),
      path: '/',
    };
    routes.get(REMOTE_OVERRIDE_PATH, (request, response) => {
      response.setHeader('Cache-Control', 'no-store');
      const override = parseRemoteOverride(request.query.remote, request.query.entry);
      if (!override) return response.status(400).type('text').send(WRONG_OVERRIDE);
      response.cookie(OVERRIDE_COOKIE, `${override.remote} ${override.entry}`, cookie);
      return response.redirect(303, '/');
    });
    routes.get(REMOTE_OVERRIDE_OFF_PATH, (_request, response) => {
      response.setHeader('Cache-Control', 'no-store');
      response.clearCookie(OVERRIDE_COOKIE, cookie);
      return response.redirect(303, '/');
    });
    // What a browser with an override is sent is its own: a shared cache keeps it apart.
    routes.use((request, response, next) => {
      if (of(request)) response.vary('Cookie');
      next();
    });
  }
  return {
    routes,
    policyOrigin: (request) => {
      const override = of(request);
      return override ? overrideOrigin(override) : null;
    },
    apply: (request, runtime) => withOverride(runtime, of(request)),
  };
}
