import type { IncomingMessage } from 'node:http';
import express, { type CookieOptions, type Request, type Response, type Router } from 'express';
import {
  REMOTE_OVERRIDE_OFF_PATH,
  REMOTE_OVERRIDE_PATH,
  overrideOrigin,
  parseRemoteOverride,
  type RemoteOverride,
  type RuntimeConfig,
} from '@shop/shared/runtime-config';
import { escapeHtml } from './page-render';

/**
 * A developer's override of one remote, for one browser's session only (docs/decisions/0007-independent-releases.md,
 * "Developing one remote against the others"; README: "Develop one remote against the live site").
 * `GET /__dev/override?remote=cart&entry=http://localhost:8092/remoteEntry.js` asks (a page whose
 * button posts the same to `/__dev/override`); the POST sets a session cookie (no Max-Age: it ends
 * with the browser's session), and `/__dev/override/off` clears it. Only a request the shop's own
 * page made (or the address bar) changes the cookie (fromTheShop): a link or form elsewhere cannot
 * point a visitor's cart at whatever listens on their machine. While the
 * cookie holds a valid override, that browser's pages and /config.json name the override, which
 * the page loads in place of the remote's live release, and that browser's responses allow the
 * override's origin in their Content-Security-Policy. The server itself never fetches from it:
 * the remote is left out of the configuration the server renders with (so its pages come
 * unrendered, for the dev code to render, never hydrating the live release's HTML). Nothing of
 * this exists unless REMOTE_OVERRIDES is on; a cookie or query that is not a valid override — or
 * whose entry is at a port the shop itself answers on — is ignored.
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
  '(the remote: catalog, cart, auth or backoffice; the entry: http://localhost, 127.0.0.1 or [::1], a port, /remoteEntry.js;',
  'not a port of the shop itself: the shell’s, the API’s, the Auth emulator’s).',
  '',
].join('\n');

const NOT_FROM_THE_SHOP = 'Подмену модуля можно включить или отключить только со страниц самого магазина.\n';

/**
 * Whether a request that changes the override comes from the shop's own page or the address bar:
 * Sec-Fetch-Site `same-origin` or `none`; from a browser that sends no Sec-Fetch-Site, an Origin
 * (or else a Referer) on the shop's origin. Anything else — another site, another port of the
 * same host (`same-site`), nothing said — is refused.
 */
function fromTheShop(request: IncomingMessage, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const { origin, referer } = request.headers;
  if (origin !== undefined) return origin === publicOrigin;
  try {
    return referer !== undefined && new URL(referer).origin === publicOrigin;
  } catch {
    return false;
  }
}

/** A URL's port, its scheme's default when it names none. */
const portOf = (url: string): number => {
  const { port, protocol } = new URL(url);
  return Number(port || (protocol === 'https:' ? 443 : 80));
};

/** A small page of the shop's, in Russian, with one form: no script, no style (the shop's policy allows neither inline). */
const confirmationPage = (
  title: string,
  text: string,
  action: string,
  fields: Record<string, string>,
  button: string,
) =>
  [
    '<!doctype html>',
    '<html lang="ru">',
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} — Сантехника</title></head>`,
    `<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`,
    `<form method="post" action="${action}">`,
    ...Object.entries(fields).map(
      ([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`,
    ),
    `<button type="submit">${escapeHtml(button)}</button> <a href="/">Отмена</a>`,
    '</form></body></html>',
    '',
  ].join('\n');

const askToSet = (override: RemoteOverride) => {
  const { host } = new URL(override.entry);
  return confirmationPage(
    `Загрузить модуль ${override.remote} с ${host}?`,
    `В этом браузере, до конца сеанса, страницы магазина будут загружать модуль ${override.remote} с сервера разработки ${override.entry} вместо опубликованной версии; другие посетители ничего не заметят. Подтвердите, только если этот сервер разработки запустили вы сами.`,
    REMOTE_OVERRIDE_PATH,
    { remote: override.remote, entry: override.entry },
    'Загрузить',
  );
};

const ASK_TO_CLEAR = confirmationPage(
  'Отключить подмену модуля?',
  'Страницы магазина снова будут загружать опубликованные версии всех модулей.',
  REMOTE_OVERRIDE_OFF_PATH,
  {},
  'Отключить',
);

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
 * federated build: the single-bundle control loads no remote). `shopUrls` are the addresses the
 * shop itself answers at (PUBLIC_URL, the API instances, the Auth emulator): their ports, and the
 * port the request reached the shell at, are no dev server's. The remotes' own ports (8081–8084)
 * are: a remote's dev server run alone listens on its remote's.
 */
export function remoteOverrides({
  allowed,
  publicOrigin,
  shopUrls,
}: {
  allowed: boolean;
  publicOrigin: string;
  shopUrls: (string | null)[];
}): RemoteOverrides {
  const shopPorts = new Set(shopUrls.flatMap((url) => (url ? [portOf(url)] : [])));
  /** The override `remote` and `entry` make for this request, or null. */
  const overrideFor = (request: IncomingMessage, remote: unknown, entry: unknown) => {
    const override = parseRemoteOverride(remote, entry);
    if (!override) return null;
    const port = portOf(override.entry);
    return shopPorts.has(port) || port === request.socket.localPort ? null : override;
  };
  const of = (request: IncomingMessage) => {
    if (!allowed) return null;
    const cookie = overrideOfCookie(request.headers.cookie);
    return cookie && overrideFor(request, cookie.remote, cookie.entry);
  };
  const routes = express.Router();
  if (allowed) {
    const cookie: CookieOptions = {
      httpOnly: true,
      sameSite: 'lax',
      secure: publicOrigin.startsWith('https:'),
      path: '/',
    };
    const form = express.urlencoded({ extended: false, limit: '4kb' });
    const set = (request: Request, response: Response, query: Record<string, unknown> | undefined) => {
      const override = overrideFor(request, query?.remote, query?.entry);
      if (!override) return response.status(400).type('text').send(WRONG_OVERRIDE);
      if (request.method === 'GET') return response.type('html').send(askToSet(override));
      response.cookie(OVERRIDE_COOKIE, `${override.remote} ${override.entry}`, cookie);
      return response.redirect(303, '/');
    };
    const clear = (request: Request, response: Response) => {
      if (request.method === 'GET' && !fromTheShop(request, publicOrigin))
        return response.type('html').send(ASK_TO_CLEAR);
      response.clearCookie(OVERRIDE_COOKIE, cookie);
      return response.redirect(303, '/');
    };
    routes.use(REMOTE_OVERRIDE_PATH, (_request, response, next) => {
      response.setHeader('Cache-Control', 'no-store');
      next();
    });
    // A GET to turn an override on only asks; the way out, from the shop's own page (the notice's
    // link), clears at once, and asks when it comes from elsewhere. A POST does, from the shop only.
    routes.get(REMOTE_OVERRIDE_PATH, (request, response) => set(request, response, request.query));
    routes.get(REMOTE_OVERRIDE_OFF_PATH, clear);
    routes.post([REMOTE_OVERRIDE_PATH, REMOTE_OVERRIDE_OFF_PATH], (request, response, next) =>
      fromTheShop(request, publicOrigin) ? next() : response.status(403).type('text').send(NOT_FROM_THE_SHOP),
    );
    routes.post(REMOTE_OVERRIDE_PATH, form, (request, response) =>
      set(request, response, request.body as Record<string, unknown> | undefined),
    );
    routes.post(REMOTE_OVERRIDE_OFF_PATH, clear);
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
