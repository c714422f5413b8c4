/**
 * @jest-environment node
 */
import { rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { catalogServerConfig, startCatalogServer } from 'mfe-catalog/server';
import { EMULATOR_FIREBASE_SETTINGS } from '@shop/shared/auth-settings';
import { close, fakeBuild, get, listen, memoryLogger, portOf } from '@shop/web-server/testing';
import type { RunningServer } from '@shop/web-server/lifecycle';
import { DEFAULT_SHOP_CONTACTS } from '@shop/shared/runtime-config';
import { startShellServer, type ShellServerOptions } from '../app';
import { shellServerConfig } from '../config';

/**
 * The shell's server against a crafted request (README: Security): remote addresses come from
 * the configuration alone, the server fetches only from the configured remotes' origins, and
 * every response carries the security headers. Fake builds stand in for the packages; the
 * catalogue's own server (mfe-catalog/server) renders its page fragment.
 */

/** Nothing listens there. */
const CLOSED_PORT = 1;
/** The shop's own address: a loopback address the canary does not listen on. */
const PUBLIC_URL = 'http://127.0.0.2:8080';
const PAGE = '/smesiteli';
/** The secret the shell's server sends the catalogue's with each page-fragment request (PAGE_FRAGMENT_TOKEN). */
const PAGE_FRAGMENT_TOKEN = 'security-test-page-fragment-token-0123456789';

const SHELL_INDEX =
  '<!doctype html><html><head><title>Сантехника</title><script defer="defer" src="/main.js"></script><link href="/main.css" rel="stylesheet"></head><body><div id="root"></div></body></html>';
const SHELL_LAYOUT = 'async () => ({ before: "<header>Сантехника</header><main>", after: "</main>" })';
const PAGE_FRAGMENT = '(request) => ({ head: "", html: "<h1>Смесители</h1>", title: "Смесители — Сантехника" })';

const shellBuild = () =>
  fakeBuild({
    'dist/index.html': SHELL_INDEX,
    'dist/main.js': '/* shell */',
    'dist/main.js.map': '{"version":3,"sources":["shell.ts"]}',
    'dist/main.css': '.shell{color:navy}',
    'dist-server/server.js': `exports.renderShell = ${SHELL_LAYOUT};`,
  });

/** The catalogue remote, its CatalogPage bringing these files besides its own. */
const catalogBuild = (foreign: { js: string[]; css: string[] } = { js: [], css: [] }) =>
  fakeBuild({
    'dist/remoteEntry.js': '/* catalog */',
    'dist/remoteEntry.js.map': '{"version":3,"sources":["catalog.ts"]}',
    'dist/page.js': '/* catalog page */',
    'dist/page.css': '.page{color:teal}',
    'dist/mf-manifest.json': JSON.stringify({
      exposes: [
        {
          name: 'CatalogPage',
          assets: { js: { sync: ['page.js', ...foreign.js] }, css: { sync: ['page.css', ...foreign.css] } },
        },
      ],
    }),
    'dist-server/server.js': `exports.renderPage = ${PAGE_FRAGMENT};`,
  });

/** An API that answers every query, so that a catalogue page has all its data and comes rendered. */
const fakeApi = () =>
  listen(
    createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end('{"data":{"stub":true}}');
    }),
  );

/** The shell's server on a free loopback port, from `env` and a fake build in `dir`. */
function startShell(
  dir: string,
  env: NodeJS.ProcessEnv,
  options: Partial<ShellServerOptions> & {
    remotePorts?: Partial<Record<'catalog' | 'cart' | 'auth' | 'backoffice', number>>;
  } = {},
) {
  const { remotePorts, ...rest } = options;
  const config = shellServerConfig(
    { PORT: '0', HOST: '127.0.0.1', API_URLS: `http://127.0.0.1:${CLOSED_PORT}`, PAGE_FRAGMENT_TOKEN, ...env },
    { remotePorts },
  );
  return startShellServer({ config, logger: memoryLogger('shell').logger, dir, ...rest });
}

/** HTTP servers on 127.0.0.1 and [::1] at one port that note every request they get. */
async function canary() {
  const requests: string[] = [];
  const note = (server: Server) =>
    server.on('request', (request, response) => {
      requests.push(`${request.method} ${request.headers.host}${request.url}`);
      response.end('alert("canary")');
    });
  const v4 = await listen(note(createServer()), 0, '127.0.0.1');
  const v6 = await listen(note(createServer()), portOf(v4), '::1');
  return { port: portOf(v4), requests, servers: [v4, v6] };
}

const NONCE = /nonce="([^"]+)"/;
/** The page without its nonces, which differ per response. */
const withoutNonces = (html: string) => html.replace(/ nonce="[^"]+"/g, '');

/**
 * A fake API, the catalogue remote (REMOTE_CATALOG_URL) and the shell (PUBLIC_URL), the other
 * remotes left to their defaults at `otherRemotesPort`. Resolves to their addresses and a stop.
 */
async function startSite(catalogDir: string, otherRemotesPort: number) {
  const dirs = [catalogDir, shellBuild()];
  const api = await fakeApi();
  const catalogServer = await startCatalogServer({
    config: catalogServerConfig({ PORT: '0', HOST: '127.0.0.1', PUBLIC_URL, PAGE_FRAGMENT_TOKEN }),
    logger: memoryLogger('catalog').logger,
    dir: catalogDir,
  });
  const catalog = catalogServer.url;
  const shellServer = await startShell(
    dirs[1]!,
    { PUBLIC_URL, REMOTE_CATALOG_URL: `${catalog}/remoteEntry.js`, API_URLS: `http://127.0.0.1:${portOf(api)}` },
    { remotePorts: { cart: otherRemotesPort, auth: otherRemotesPort, backoffice: otherRemotesPort } },
  );
  return {
    shell: shellServer.url,
    catalog,
    stop: async () => {
      await Promise.all([close(api), catalogServer.stop(), shellServer.stop()]);
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('the shell’s server and a crafted Host or X-Forwarded-Host', () => {
  let watcher: Awaited<ReturnType<typeof canary>>;
  let site: Awaited<ReturnType<typeof startSite>>;
  let shell: string;
  let catalogEntry: string;
  let baseline: string;

  beforeAll(async () => {
    watcher = await canary();
    // The cart, auth and back-office remotes default to PUBLIC_URL's host at the canary's port:
    // wherever a crafted host would point them, the canary is.
    site = await startSite(catalogBuild(), watcher.port);
    shell = site.shell;
    catalogEntry = `${site.catalog}/remoteEntry.js`;
    // The catalogue server's first page is rendered cold (its bundle loads then): on a loaded machine
    // that can outlast the shell's fragment budget (1 s), and the shell then serves the page without
    // the fragment, as it should. What the crafted requests are compared with is the warm page.
    for (let tries = 0; tries < 10; tries += 1) {
      baseline = (await get(`${shell}${PAGE}`)).body;
      if (baseline.includes('.page{color:teal}')) break;
    }
  }, 60_000);

  afterAll(async () => {
    await Promise.all([site.stop(), ...watcher.servers.map(close)]);
  });

  beforeEach(() => {
    watcher.requests.length = 0;
  });

  it('renders the page from the configured remotes when nothing is crafted', () => {
    expect(baseline).toContain('<div id="root"><header>Сантехника</header><main><h1>Смесители</h1></main></div>');
    expect(baseline).toContain('<title>Смесители — Сантехника</title>');
    expect(baseline).toContain('.page{color:teal}');
  });

  const HOSTS = ['evil.example', '127.0.0.1/x#', '127.0.0.1:4000', '[::1]', 'localhost:9099', 'attacker.test:8081'];
  const CASES = HOSTS.flatMap((host) => [
    { header: 'Host', host },
    { header: 'X-Forwarded-Host', host },
  ]);

  it.each(CASES)('$header: $host — config.json is the configured one', async ({ header, host }) => {
    const answer = await get(`${shell}/config.json`, { [header]: host });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({
      fallbacks: {},
      remotes: {
        catalog: catalogEntry,
        cart: `http://127.0.0.2:${watcher.port}/remoteEntry.js`,
        auth: `http://127.0.0.2:${watcher.port}/remoteEntry.js`,
        backoffice: `http://127.0.0.2:${watcher.port}/remoteEntry.js`,
      },
      graphqlUrl: '/graphql',
      shop: DEFAULT_SHOP_CONTACTS,
      firebase: EMULATOR_FIREBASE_SETTINGS,
    });
    expect(answer.body).not.toContain(host);
    expect(watcher.requests).toEqual([]);
  });

  it.each(CASES)(
    '$header: $host — the rendered page is the one anybody gets, and nothing is fetched from the host',
    async ({ header, host }) => {
      const answer = await get(`${shell}${PAGE}`, { [header]: host });
      expect(answer.status).toBe(200);
      expect(withoutNonces(answer.body)).toBe(withoutNonces(baseline));
      expect(answer.body).not.toContain(host);
      expect(watcher.requests).toEqual([]);
    },
  );
});

describe('the shell’s server and a manifest naming files on another origin', () => {
  it('neither fetches them nor names them in the page, and inlines the remote’s own stylesheet', async () => {
    const watcher = await canary();
    const foreign = `http://127.0.0.1:${watcher.port}`;
    const site = await startSite(
      catalogBuild({
        js: [`${foreign}/evil.js`, `//127.0.0.1:${watcher.port}/evil-too.js`],
        css: [`${foreign}/evil.css`],
      }),
      CLOSED_PORT,
    );
    const catalogOrigin = site.catalog;
    try {
      const { body } = await get(`${site.shell}${PAGE}`);
      expect(body).toContain('<h1>Смесители</h1>');
      expect(body).toMatch(/<style nonce="[^"]+">\.page\{color:teal\}<\/style>/);
      expect(body).toContain(
        `"preload":["${catalogOrigin}/remoteEntry.js","${catalogOrigin}/page.js","http://127.0.0.2:1/remoteEntry.js"]`,
      );
      expect(body).not.toContain(`:${watcher.port}`);
      expect(watcher.requests).toEqual([]);
    } finally {
      await Promise.all([site.stop(), ...watcher.servers.map(close)]);
    }
  });
});

describe('the shell’s server and a malformed address in its environment', () => {
  const ORIGIN = 'an absolute http(s) origin such as https://shop.example';
  const URL_ = 'an absolute http(s) URL such as https://cart.shop.example/remoteEntry.js';
  const CASES: { env: Record<string, string>; error: string }[] = [
    { env: { PUBLIC_URL: 'localhost:8080' }, error: `PUBLIC_URL must be ${ORIGIN}, got "localhost:8080"` },
    { env: { PUBLIC_URL: 'shop.example' }, error: `PUBLIC_URL must be ${ORIGIN}, got "shop.example"` },
    { env: { PUBLIC_URL: 'ftp://shop.example' }, error: `PUBLIC_URL must be ${ORIGIN}, got "ftp://shop.example"` },
    {
      env: { PUBLIC_URL: 'https://shop.example/shop/' },
      error: `PUBLIC_URL must be ${ORIGIN}, got "https://shop.example/shop/"`,
    },
    {
      env: { REMOTE_CART_URL: 'cart.shop.example/remoteEntry.js' },
      error: `REMOTE_CART_URL must be ${URL_}, got "cart.shop.example/remoteEntry.js"`,
    },
    {
      env: { REMOTE_CART_URL: '/cart/remoteEntry.js' },
      error: `REMOTE_CART_URL must be ${URL_}, got "/cart/remoteEntry.js"`,
    },
    {
      env: { REMOTE_CART_URL: 'javascript:alert(1)' },
      error: `REMOTE_CART_URL must be ${URL_}, got "javascript:alert(1)"`,
    },
    {
      env: { REMOTE_CART_URL: 'https://user:secret@cart.example/remoteEntry.js' },
      error: `REMOTE_CART_URL must be ${URL_}, got "https://user:secret@cart.example/remoteEntry.js"`,
    },
  ];
  let dir: string;
  beforeAll(() => {
    dir = shellBuild();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(CASES)('$env refuses to start: $error', ({ env, error }) => {
    expect(() => shellServerConfig(env)).toThrow(new Error(error));
  });
});

describe('the response headers', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  let shell: string;
  let catalog: string;
  let policy: string;

  beforeAll(async () => {
    site = await startSite(catalogBuild(), CLOSED_PORT);
    ({ shell, catalog } = site);
    const scripts = `'self' ${catalog} http://127.0.0.2:1 https://apis.google.com`;
    policy = [
      `default-src 'self'`,
      `script-src ${scripts} 'nonce-NONCE'`,
      `style-src 'self' ${catalog} http://127.0.0.2:1 'nonce-NONCE'`,
      `img-src 'self' data: ${catalog} http://127.0.0.2:1`,
      `connect-src 'self' ws://127.0.0.2:8080 ${catalog} http://127.0.0.2:1 https://identitytoolkit.googleapis.com https://securetoken.googleapis.com http://127.0.0.1:9099`,
      `frame-src https://demo-shop.firebaseapp.com http://127.0.0.1:9099`,
      `object-src 'none'`,
      `base-uri 'self'`,
      `form-action 'self'`,
      `frame-ancestors 'none'`,
    ].join(';');
  });

  afterAll(() => site.stop());

  /** What every response of a server carries. */
  const EVERY = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'strict-transport-security': undefined,
    'x-powered-by': undefined,
  };
  const SHELL = () => ({
    ...EVERY,
    'content-security-policy': policy,
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'cross-origin-resource-policy': 'same-origin',
    'access-control-allow-origin': undefined,
  });
  const REMOTE = {
    ...EVERY,
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'cross-origin-resource-policy': 'cross-origin',
  };
  const fragmentRequest = JSON.stringify({ module: 'CatalogPage', pathname: PAGE, search: '', entries: [] });

  const CASES: {
    name: string;
    server: () => string;
    path: string;
    method?: string;
    body?: string;
    /** The page-fragment token sent with it. */
    token?: string;
    origin?: string;
    status: number;
    expected: () => Record<string, string | undefined>;
  }[] = [
    { name: 'shell, a rendered page', server: () => shell, path: PAGE, status: 200, expected: SHELL },
    {
      name: 'shell, a page for the browser to render',
      server: () => shell,
      path: '/contacts',
      status: 200,
      expected: SHELL,
    },
    {
      name: 'shell, a page asked from another origin',
      server: () => shell,
      path: '/',
      origin: 'https://evil.example',
      status: 200,
      expected: SHELL,
    },
    {
      name: 'shell, /config.json from another origin',
      server: () => shell,
      path: '/config.json',
      origin: 'https://evil.example',
      status: 200,
      expected: SHELL,
    },
    {
      name: 'shell, a script',
      server: () => shell,
      path: '/main.js',
      origin: PUBLIC_URL,
      status: 200,
      expected: SHELL,
    },
    { name: 'shell, a source map', server: () => shell, path: '/main.js.map', status: 404, expected: SHELL },
    {
      name: 'remote, its entry for the shell’s origin',
      server: () => catalog,
      path: '/remoteEntry.js',
      origin: PUBLIC_URL,
      status: 200,
      expected: () => ({ ...REMOTE, 'access-control-allow-origin': PUBLIC_URL, vary: 'Origin, Accept-Encoding' }),
    },
    {
      name: 'remote, its manifest for another origin',
      server: () => catalog,
      path: '/mf-manifest.json',
      origin: 'https://evil.example',
      status: 200,
      expected: () => ({ ...REMOTE, 'access-control-allow-origin': undefined, vary: 'Origin, Accept-Encoding' }),
    },
    {
      name: 'remote, a source map',
      server: () => catalog,
      path: '/remoteEntry.js.map',
      origin: PUBLIC_URL,
      status: 404,
      expected: () => ({ ...REMOTE, 'access-control-allow-origin': PUBLIC_URL }),
    },
    {
      name: 'remote, a page fragment (server to server)',
      server: () => catalog,
      path: '/page-fragment',
      method: 'POST',
      body: fragmentRequest,
      token: PAGE_FRAGMENT_TOKEN,
      origin: PUBLIC_URL,
      status: 200,
      expected: () => ({ ...REMOTE, 'access-control-allow-origin': undefined }),
    },
    {
      name: 'remote, a page fragment without the shell’s token',
      server: () => catalog,
      path: '/page-fragment',
      method: 'POST',
      body: fragmentRequest,
      origin: PUBLIC_URL,
      status: 403,
      expected: () => ({ ...REMOTE, 'access-control-allow-origin': undefined }),
    },
  ];

  it.each(CASES)('$name: $path', async ({ server, path: pathname, method, body, token, origin, status, expected }) => {
    const headers: Record<string, string> = origin ? { origin } : {};
    if (body) headers['content-type'] = 'application/json';
    if (token) headers['x-page-fragment-token'] = token;
    const answer = await get(`${server()}${pathname}`, headers, method, body);
    expect(answer.status).toBe(status);
    const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1] ?? 'NONCE';
    const seen = Object.fromEntries(
      Object.keys(expected()).map((name) => [name, answer.headers[name]?.toString().replaceAll(nonce, 'NONCE')]),
    );
    expect(seen).toEqual(expected());
  });

  it('gives every response its own nonce, and every inline script and style element of the page carries it', async () => {
    const pages = await Promise.all([get(`${shell}${PAGE}`), get(`${shell}${PAGE}`)]);
    const nonces = pages.map(
      ({ headers }) => /'nonce-([A-Za-z0-9+/=]{24})'/.exec(String(headers['content-security-policy']))?.[1],
    );
    expect(nonces[0]).toEqual(expect.any(String));
    expect(nonces[1]).toEqual(expect.any(String));
    expect(nonces[0]).not.toBe(nonces[1]);
    pages.forEach(({ body }, index) => {
      const executable = [...body.matchAll(/<script\b[^>]*>/g)]
        .map(([tag]) => tag)
        .filter((tag) => !tag.includes('type="application/json"'));
      const styles = [...body.matchAll(/<style\b[^>]*>/g)].map(([tag]) => tag);
      // The early-input script and the later scripts; the shell's and the page's CSS.
      expect(executable).toHaveLength(2);
      expect(styles).toHaveLength(2);
      for (const tag of [...executable, ...styles]) expect(NONCE.exec(tag)?.[1]).toBe(nonces[index]);
      // The page's data is not a script that runs: it carries no nonce.
      expect(body).toMatch(/<script id="[^"]+" type="application\/json">/);
    });
  });

  it('sends HSTS only when the shop is reached over https', async () => {
    const dir = shellBuild();
    const server = await startShell(dir, { PUBLIC_URL: 'https://shop.example' }, { serverRender: false });
    try {
      const answer = await get(`${server.url}/config.json`);
      expect(answer.headers['strict-transport-security']).toBe('max-age=15552000');
      expect(answer.headers['content-security-policy']).toContain(
        "connect-src 'self' wss://shop.example https://shop.example:8081 ",
      );
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the shell’s server and what it passes on or cannot read', () => {
  it('passes the visitor’s address to the API in X-Forwarded-For (the API’s rate limits count per address)', async () => {
    const seen: IncomingHttpHeaders[] = [];
    const api = await listen(
      createServer((request, response) => {
        seen.push(request.headers);
        response.setHeader('content-type', 'application/json');
        response.end('{"data":{}}');
      }),
      0,
      '127.0.0.1',
    );
    const dir = shellBuild();
    const shell = await startShell(
      dir,
      { PUBLIC_URL, API_URLS: `http://127.0.0.1:${portOf(api)}` },
      { serverRender: false },
    );
    try {
      await get(
        `${shell.url}/graphql`,
        { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
        'POST',
        '{"query":"{ options { nid } }"}',
      );
      // The client's own claim is dropped (no proxy is trusted in front): the API counts the
      // address the shell saw.
      expect(seen[0]?.['x-forwarded-for']).toBe('127.0.0.1');
    } finally {
      await Promise.all([shell.stop(), close(api)]);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each(['/%', '/smesiteli%zz', '/main%E0%A4%A.js', '/product/%'])(
    'a malformed escape in %s is answered as any page or file, with no stack or file path',
    async (pathname) => {
      const dir = shellBuild();
      const shell = await startShell(dir, { PUBLIC_URL }, { serverRender: false });
      try {
        const answer = await get(`${shell.url}${pathname}`);
        // A page path gets the page with its status, 404 (the browser's router shows «Страница не найдена»); a file, 404.
        expect(answer.status).toBe(404);
        expect(answer.body).not.toMatch(/URIError|node_modules|at \w+ \(|\.(?:js|ts):\d+/);
      } finally {
        await shell.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

describe('what no server publishes, however its path is spelled', () => {
  const RELEASE = '0.1.0-aaaaaaaaaa';
  /** Beside its files a build has their source maps and its build stamp; a careless copy, a dot-file or two. */
  const unpublished = (prefix: string) => ({
    [`${prefix}x.js`]: '/* x */',
    [`${prefix}x.js.map`]: '{"version":3,"sources":["secret.ts"]}',
    [`${prefix}.build-stamp`]: 'secret stamp',
    [`${prefix}.env`]: 'SECRET=1',
    [`${prefix}.git/config`]: 'secret config',
  });
  const ASKED = [
    '/x.js.map',
    '/x.js.m%61p',
    '/x.js.ma%70',
    '/x.js%2Emap',
    '/x.js%2emap',
    '/x.js.M%41P',
    '/.build-stamp',
    '/%2Ebuild-stamp',
    '/%2eenv',
    '/%2Egit/config',
    '/.git%2Fconfig',
    '/%2E%2E/secret.txt',
    '/x.js%00',
  ];
  let dirs: string[];
  let shell: RunningServer;
  let catalog: RunningServer;

  beforeAll(async () => {
    const releasesDir = fakeBuild({
      ...unpublished(`shell/${RELEASE}/client/`),
      ...unpublished(`catalog/${RELEASE}/client/`),
      [`catalog/${RELEASE}/client/remoteEntry.js`]: '/* catalog A */',
    });
    const shellDir = fakeBuild({ ...unpublished('dist/'), 'dist/index.html': SHELL_INDEX, 'secret.txt': 'secret' });
    const catalogDir = fakeBuild({
      ...unpublished('dist/'),
      'dist/remoteEntry.js': '/* catalog */',
      'dist-server/server.js': `exports.renderPage = ${PAGE_FRAGMENT};`,
      'secret.txt': 'secret',
    });
    dirs = [releasesDir, shellDir, catalogDir];
    shell = await startShell(shellDir, { PUBLIC_URL, RELEASES_DIR: releasesDir }, { serverRender: false });
    catalog = await startCatalogServer({
      config: catalogServerConfig({ PORT: '0', HOST: '127.0.0.1', PUBLIC_URL, RELEASES_DIR: releasesDir }),
      logger: memoryLogger('catalog').logger,
      dir: catalogDir,
    });
  });

  afterAll(async () => {
    await Promise.all([shell.stop(), catalog.stop()]);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const servers = () => ({ shell: shell.url, catalog: catalog.url });
  const WHERE = ['shell', 'catalog'].flatMap((server) =>
    ['', `/releases/${RELEASE}`].map((under) => ({ server: server as 'shell' | 'catalog', under })),
  );

  describe.each(WHERE)('$server$under', ({ server, under }) => {
    it.each(ASKED)('answers 404 to %s', async (asked) => {
      const answer = await get(`${servers()[server]}${under}${asked}`);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toMatch(/secret|SECRET|version/);
    });

    it('still serves its files', async () => {
      const answer = await get(`${servers()[server]}${under}/x.js`);
      expect([answer.status, answer.body]).toEqual([200, '/* x */']);
    });
  });
});
