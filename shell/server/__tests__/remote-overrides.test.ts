/**
 * @jest-environment node
 */
// A developer's browser may load one remote from their dev server while the rest of the site
// comes from the live releases (docs/decisions/0007-independent-releases.md): only when the
// shell's server allows it (REMOTE_OVERRIDES=on), only for that browser (its session cookie), only
// from this machine's loopback, and the server itself never fetches from there.
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { catalogServerConfig, startCatalogServer } from 'mfe-catalog/server';
import { close, fakeBuild, get, listen, memoryLogger, portOf, type Answer } from '@shop/web-server/testing';
import type { RunningServer } from '@shop/web-server/lifecycle';
import { startShellServer } from '../app';
import { shellServerConfig } from '../config';
import { cookieValue, overrideOfCookie, withOverride } from '../remote-overrides';
import { runtimeConfigFrom } from '@shop/web-server/runtime-config';

const A = '0.1.0-aaaaaaaaaa';
const B = '0.1.0-bbbbbbbbbb';
const PUBLIC_URL = 'http://127.0.0.2:8080';
/** Nothing listens there. */
const CLOSED_PORT = 1;
/** The secret the shell's server sends the catalogue's with each page-fragment request (PAGE_FRAGMENT_TOKEN). */
const PAGE_FRAGMENT_TOKEN = 'override-test-page-fragment-token-0123456789';
const PAGE = '/smesiteli';

const cookieFor = (remote: string, entry: string) => `remote-override=${encodeURIComponent(`${remote} ${entry}`)}`;
const inlineConfig = (html: string) =>
  JSON.parse(/<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
    remotes: Record<string, string>;
    fallbacks: Record<string, string>;
    override?: unknown;
  };
const policyOf = (answer: Answer) => String(answer.headers['content-security-policy']);
const directive = (answer: Answer, name: string) =>
  policyOf(answer)
    .split(';')
    .find((item) => item.startsWith(`${name} `)) ?? '';

describe('an override as its cookie holds it', () => {
  it('reads the first cookie of that name, and nothing from a malformed one', () => {
    expect(cookieValue('a=1; remote-override=x%20y; remote-override=z', 'remote-override')).toBe('x y');
    expect(cookieValue('a=1', 'remote-override')).toBeNull();
    expect(cookieValue(undefined, 'remote-override')).toBeNull();
    expect(cookieValue('remote-override=%E0%A4%A', 'remote-override')).toBeNull();
  });

  it.each([
    ['a valid one', cookieFor('cart', 'http://localhost:8092/remoteEntry.js'), true],
    ['the shell', cookieFor('shell', 'http://localhost:8092/remoteEntry.js'), false],
    ['another host', cookieFor('cart', 'http://evil.example:8092/remoteEntry.js'), false],
    ['no entry', 'remote-override=cart', false],
    ['garbage', 'remote-override=%00%01', false],
  ])('%s', (_case, header, valid) => {
    expect(overrideOfCookie(header) !== null).toBe(valid);
  });

  it('leaves the remote to the override alone in the configuration', () => {
    const base = runtimeConfigFrom({});
    const live = { ...base, fallbacks: { cart: `http://localhost:8082/releases/${A}/remoteEntry.js` } };
    const override = { remote: 'cart' as const, entry: 'http://localhost:8092/remoteEntry.js' };
    const config = withOverride(live, override);
    expect(config.remotes).not.toHaveProperty('cart');
    expect(config.remotes).toHaveProperty('catalog', base.remotes.catalog);
    expect(config.fallbacks).toEqual({});
    expect(config.override).toEqual(override);
    expect(withOverride(live, null)).toBe(live);
  });
});

describe('the shell’s server and a remote override', () => {
  let api: Server;
  /** The developer's dev server: a loopback server that notes every request it gets. */
  let devServer: Server;
  const devRequests: string[] = [];
  let devEntry: string;
  let devOrigin: string;
  let catalog: RunningServer;
  let allowing: RunningServer;
  let refusing: RunningServer;
  const dirs: string[] = [];

  beforeAll(async () => {
    api = await listen(
      createServer((_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({
            data: { stub: true, liveReleases: [{ frontend: 'cart', version: B, previousVersion: A }] },
          }),
        );
      }),
    );
    devServer = await listen(
      createServer((request, response) => {
        devRequests.push(`${request.method} ${request.url}`);
        response.end('/* dev */');
      }),
    );
    devOrigin = `http://127.0.0.1:${portOf(devServer)}`;
    devEntry = `${devOrigin}/remoteEntry.js`;
    const catalogDir = fakeBuild({
      'dist/remoteEntry.js': '/* catalog */',
      'dist/mf-manifest.json': JSON.stringify({ exposes: [] }),
      'dist-server/server.js':
        'exports.renderPage = (request) => ({ head: "", html: "<h1>Смесители</h1>", title: "Смесители — Сантехника" });',
    });
    const shellDir = fakeBuild({
      'dist/index.html':
        '<!doctype html><html><head><title>Сантехника</title><link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" /></head><body><div id="root"></div></body></html>',
      'dist-server/server.js':
        'exports.renderShell = async () => ({ before: "<header>Сантехника</header><main>", after: "</main>" });',
    });
    dirs.push(catalogDir, shellDir);
    catalog = await startCatalogServer({
      config: catalogServerConfig({ PORT: '0', HOST: '127.0.0.1', PUBLIC_URL, PAGE_FRAGMENT_TOKEN }),
      logger: memoryLogger('catalog').logger,
      dir: catalogDir,
    });
    const start = (env: NodeJS.ProcessEnv) =>
      startShellServer({
        config: shellServerConfig(
          {
            PORT: '0',
            HOST: '127.0.0.1',
            PUBLIC_URL,
            REMOTE_CATALOG_URL: `${catalog.url}/remoteEntry.js`,
            API_URLS: `http://127.0.0.1:${portOf(api)}`,
            PAGE_FRAGMENT_TOKEN,
            ...env,
          },
          { remotePorts: { cart: CLOSED_PORT, auth: CLOSED_PORT, backoffice: CLOSED_PORT } },
        ),
        logger: memoryLogger('shell').logger,
        dir: shellDir,
      });
    allowing = await start({ REMOTE_OVERRIDES: 'on' });
    refusing = await start({});
  });

  afterAll(async () => {
    await Promise.all([allowing.stop(), refusing.stop(), catalog.stop(), close(api), close(devServer)]);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  beforeEach(() => {
    devRequests.length = 0;
  });

  const SET_COOKIE =
    'remote-override=cart%20http%3A%2F%2Flocalhost%3A8092%2FremoteEntry.js; Path=/; HttpOnly; SameSite=Lax';
  const FORM = new URLSearchParams({ remote: 'cart', entry: 'http://localhost:8092/remoteEntry.js' }).toString();
  /** The confirmation form's POST, as a browser sends it with `headers`. */
  const post = (pathname: string, headers: Record<string, string>, body = FORM) =>
    get(
      `${allowing.url}${pathname}`,
      { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      'POST',
      body,
    );

  it('asks first: a GET is a Russian page with a form that posts the override, and sets nothing', async () => {
    const answer = await get(
      `${allowing.url}/__dev/override?remote=cart&entry=${encodeURIComponent('http://localhost:8092/remoteEntry.js')}`,
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toContain('<html lang="ru">');
    expect(answer.body).toContain('Загрузить модуль cart с localhost:8092?');
    expect(answer.body).toContain('<form method="post" action="/__dev/override">');
    expect(answer.body).toContain('<input type="hidden" name="remote" value="cart">');
    expect(answer.body).toContain('<input type="hidden" name="entry" value="http://localhost:8092/remoteEntry.js">');
    expect(answer.body).toContain('<button type="submit">Загрузить</button>');
    // Under the shop's policy, which allows no inline script or style attribute: the page has none.
    expect(answer.body).not.toMatch(/<script|<style|style=/);
    expect(policyOf(answer)).toContain("form-action 'self'");
  });

  it.each(['same-origin', 'none'])(
    'sets a session cookie for a POST whose Sec-Fetch-Site is %s, and sends the browser to the site',
    async (site) => {
      const answer = await post('/__dev/override', { 'sec-fetch-site': site });
      expect(answer.status).toBe(303);
      expect(answer.headers.location).toBe('/');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['set-cookie']).toEqual([SET_COOKIE]);
    },
  );

  it.each([
    ['a cross-site POST', { 'sec-fetch-site': 'cross-site' }],
    ['a cross-site POST claiming the shop’s Origin', { 'sec-fetch-site': 'cross-site', origin: PUBLIC_URL }],
    ['a same-site POST (another port of the host)', { 'sec-fetch-site': 'same-site' }],
    ['a POST from another Origin', { origin: 'https://evil.example' }],
    ['a POST from a page elsewhere', { referer: 'https://evil.example/x' }],
    ['a POST that says nothing of where it comes from', {}],
  ])('refuses %s with 403 and sets nothing', async (_case, headers) => {
    const answer = await post('/__dev/override', headers);
    expect(answer.status).toBe(403);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.body).toContain('только со страниц самого магазина');
  });

  it.each([
    ['the shop’s Origin', { origin: PUBLIC_URL }],
    ['a Referer on the shop', { referer: `${PUBLIC_URL}/__dev/override?remote=cart` }],
  ])('takes a POST with no Sec-Fetch-Site from %s', async (_case, headers) => {
    const answer = await post('/__dev/override', headers);
    expect([answer.status, answer.headers['set-cookie']]).toEqual([303, [SET_COOKIE]]);
  });

  it.each([
    ['the shell', 'remote=shell&entry=http://localhost:8092/remoteEntry.js'],
    ['an unknown remote', 'remote=payments&entry=http://localhost:8092/remoteEntry.js'],
    ['another host', 'remote=cart&entry=https://evil.example/remoteEntry.js'],
    ['another file', 'remote=cart&entry=http://localhost:8092/evil.js'],
    [
      'two entries',
      'remote=cart&entry=http://localhost:8092/remoteEntry.js&entry=http://localhost:8093/remoteEntry.js',
    ],
    ['nothing', ''],
  ])('refuses %s and sets nothing', async (_case, query) => {
    for (const answer of [
      await get(`${allowing.url}/__dev/override?${query}`),
      await post('/__dev/override', { 'sec-fetch-site': 'same-origin' }, query),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(answer.body).toContain('Ignored');
    }
  });

  it('refuses the ports the shop itself answers on, and keeps the remotes’ own ports', async () => {
    const own = {
      'the shell’s': portOf(allowing.server),
      'PUBLIC_URL’s': 8080,
      'the API’s': portOf(api),
      'the Auth emulator’s': 9099,
    };
    for (const [name, port] of Object.entries(own)) {
      const entry = `http://localhost:${port}/remoteEntry.js`;
      const form = new URLSearchParams({ remote: 'cart', entry }).toString();
      const asked = await get(`${allowing.url}/__dev/override?${form}`);
      const posted = await post('/__dev/override', { 'sec-fetch-site': 'same-origin' }, form);
      expect([name, asked.status, posted.status, posted.headers['set-cookie']]).toEqual([name, 400, 400, undefined]);
      // Nor is a cookie naming it taken.
      const config = await get(`${allowing.url}/config.json`, { cookie: cookieFor('cart', entry) });
      expect(JSON.parse(config.body)).not.toHaveProperty('override');
    }
    // `npm run dev -w mfe-cart` alone serves on the cart's own port (8082), as it prints it.
    const remotePort = new URLSearchParams({ remote: 'cart', entry: 'http://localhost:8082/remoteEntry.js' });
    expect((await get(`${allowing.url}/__dev/override?${remotePort.toString()}`)).status).toBe(200);
  });

  it('clears the cookie at the way out from the shop’s own page or the address bar', async () => {
    for (const site of ['same-origin', 'none']) {
      const answer = await get(`${allowing.url}/__dev/override/off`, {
        cookie: cookieFor('cart', devEntry),
        'sec-fetch-site': site,
      });
      expect(answer.status).toBe(303);
      expect(answer.headers.location).toBe('/');
      expect(String(answer.headers['set-cookie'])).toMatch(/^remote-override=; Path=\/; Expires=Thu, 01 Jan 1970/);
    }
    const posted = await post('/__dev/override/off', { 'sec-fetch-site': 'same-origin' }, '');
    expect([posted.status, String(posted.headers['set-cookie'])]).toEqual([
      303,
      expect.stringMatching(/^remote-override=;/),
    ]);
  });

  it('asks first at the way out reached from elsewhere, and refuses a cross-site POST there', async () => {
    const asked = await get(`${allowing.url}/__dev/override/off`, { 'sec-fetch-site': 'cross-site' });
    expect(asked.status).toBe(200);
    expect(asked.headers['set-cookie']).toBeUndefined();
    expect(asked.body).toContain('<form method="post" action="/__dev/override/off">');
    expect(asked.body).toContain('<button type="submit">Отключить</button>');
    expect(asked.body).not.toMatch(/<script|<style|style=/);
    const posted = await post('/__dev/override/off', { 'sec-fetch-site': 'cross-site' }, '');
    expect([posted.status, posted.headers['set-cookie']]).toEqual([403, undefined]);
  });

  it('gives that browser the override, its origin in the policy, and keeps it apart in shared caches', async () => {
    const answer = await get(`${allowing.url}/config.json`, { cookie: cookieFor('cart', devEntry) });
    const config = JSON.parse(answer.body) as ReturnType<typeof inlineConfig>;
    expect(config.override).toEqual({ remote: 'cart', entry: devEntry });
    expect(config.remotes).not.toHaveProperty('cart');
    expect(config.remotes).toHaveProperty('catalog', `${catalog.url}/remoteEntry.js`);
    expect(config.fallbacks).toEqual({});
    expect(directive(answer, 'script-src')).toMatch(new RegExp(` ${devOrigin} 'nonce-[^']+'$`));
    expect(directive(answer, 'style-src')).toContain(` ${devOrigin} `);
    expect(directive(answer, 'img-src')).toMatch(new RegExp(` ${devOrigin}$`));
    expect(directive(answer, 'connect-src')).toMatch(new RegExp(` ${devOrigin} ws://127.0.0.1:${portOf(devServer)}$`));
    expect(String(answer.headers.vary)).toContain('Cookie');
    expect(devRequests).toEqual([]);
  });

  it.each([
    ['another visitor', undefined],
    ['a cookie naming another host', cookieFor('cart', 'http://evil.example:8092/remoteEntry.js')],
    ['a cookie naming the shell', cookieFor('shell', 'http://localhost:8092/remoteEntry.js')],
    ['a garbage cookie', 'remote-override=%E0%A4%A'],
  ])('gives %s the live releases and the policy without the dev server', async (_case, cookie) => {
    const answer = await get(`${allowing.url}/config.json`, cookie ? { cookie } : {});
    const config = JSON.parse(answer.body) as ReturnType<typeof inlineConfig>;
    expect(config).not.toHaveProperty('override');
    expect(config.remotes.cart).toBe(`http://127.0.0.2:${CLOSED_PORT}/releases/${B}/remoteEntry.js`);
    expect(config.fallbacks).toEqual({ cart: `http://127.0.0.2:${CLOSED_PORT}/releases/${A}/remoteEntry.js` });
    expect(policyOf(answer)).not.toContain(devOrigin);
    expect(policyOf(answer)).not.toContain(':8092');
    expect(policyOf(answer)).not.toContain('evil.example');
    expect(String(answer.headers.vary ?? '')).not.toContain('Cookie');
  });

  it('puts the override into that browser’s page, and renders a page its remote does not own', async () => {
    const cookie = cookieFor('cart', devEntry);
    const cartPage = await get(`${allowing.url}/cart`, { cookie });
    expect(inlineConfig(cartPage.body).override).toEqual({ remote: 'cart', entry: devEntry });
    expect(directive(cartPage, 'script-src')).toContain(devOrigin);
    const catalogPage = await get(`${allowing.url}${PAGE}`, { cookie });
    expect(catalogPage.body).toContain(
      '<div id="root"><header>Сантехника</header><main><h1>Смесители</h1></main></div>',
    );
    expect(inlineConfig(catalogPage.body).override).toEqual({ remote: 'cart', entry: devEntry });
    expect(devRequests).toEqual([]);
  });

  it('sends a page the overridden remote owns unrendered, for the dev code to render, and fetches nothing from it', async () => {
    const answer = await get(`${allowing.url}${PAGE}`, { cookie: cookieFor('catalog', `${devOrigin}/remoteEntry.js`) });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<div id="root"></div>');
    expect(answer.body).not.toContain('Смесители');
    const config = inlineConfig(answer.body);
    expect(config.override).toEqual({ remote: 'catalog', entry: devEntry });
    expect(config.remotes).not.toHaveProperty('catalog');
    expect(answer.body).not.toContain(`${catalog.url}/remoteEntry.js"`);
    expect(devRequests).toEqual([]);
  });

  it('knows nothing of overrides unless REMOTE_OVERRIDES is on', async () => {
    const set = await get(`${refusing.url}/__dev/override?remote=cart&entry=${encodeURIComponent(devEntry)}`);
    expect(set.headers['set-cookie']).toBeUndefined();
    expect(set.status).not.toBe(303);
    expect(set.body).not.toContain('<form');
    const posted = await get(
      `${refusing.url}/__dev/override`,
      { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      'POST',
      new URLSearchParams({ remote: 'cart', entry: devEntry }).toString(),
    );
    expect(posted.headers['set-cookie']).toBeUndefined();
    expect(posted.status).not.toBe(303);
    const cookie = cookieFor('cart', devEntry);
    const answer = await get(`${refusing.url}/config.json`, { cookie });
    expect(JSON.parse(answer.body)).not.toHaveProperty('override');
    expect(policyOf(answer)).not.toContain(devOrigin);
    const page = await get(`${refusing.url}/cart`, { cookie });
    expect(inlineConfig(page.body)).not.toHaveProperty('override');
    expect(policyOf(page)).not.toContain(devOrigin);
    expect(devRequests).toEqual([]);
  });
});
