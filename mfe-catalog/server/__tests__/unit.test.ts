/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError } from '@shop/web-server/config';
import { fakeBuild, memoryLogger } from '@shop/web-server/testing';
import { compileUnitInto, freePort, waitForHealth, type UnitProcess } from '../../../scripts/unit-process';
import { startCatalogServer } from '../app';
import { catalogServerConfig, catalogServerEnv } from '../config';

const PAGE_FRAGMENT =
  '(request) => request.pathname === "/none" ? null : ({ head: "", html: "<h1>" + request.module + " " + request.pathname + "</h1>" })';
const catalogBuild = (serverSide = true) =>
  fakeBuild({
    'dist/remoteEntry.js': '/* catalog */',
    'dist/mf-manifest.json': '{"exposes":[]}',
    ...(serverSide ? { 'dist-server/server.js': `exports.renderPage = ${PAGE_FRAGMENT};` } : {}),
  });

/** The secret the shell's server sends (PAGE_FRAGMENT_TOKEN): without it nothing is rendered (page-fragment-token.test.ts). */
const TOKEN = 'unit-test-page-fragment-token-0123456789';

const fragment = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}/page-fragment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-page-fragment-token': TOKEN, ...headers },
    body: JSON.stringify(body),
  });

describe('the catalogue server’s configuration', () => {
  it('is one zod schema: port 8081 and the defaults of npm start', () => {
    expect(catalogServerEnv.parse({})).toEqual({
      port: 8081,
      host: '0.0.0.0',
      publicOrigin: 'http://localhost:8080',
      entryUrl: 'http://localhost:8081/remoteEntry.js',
      logLevel: 'info',
      metricsPort: null,
      nodeEnv: 'development',
      shutdownTimeoutMs: 10_000,
    });
    expect(
      catalogServerConfig({
        PUBLIC_URL: 'https://shop.example',
        REMOTE_CATALOG_URL: 'https://catalog.shop.example/remoteEntry.js',
      }).entryUrl,
    ).toBe('https://catalog.shop.example/remoteEntry.js');
  });

  it.each([
    { env: { PUBLIC_URL: 'https://shop.example/shop/' }, variable: 'PUBLIC_URL' },
    { env: { NODE_ENV: 'production' }, variable: 'PUBLIC_URL' },
    { env: { REMOTE_CATALOG_URL: 'catalog.shop.example' }, variable: 'REMOTE_CATALOG_URL' },
    { env: { PORT: '-1' }, variable: 'PORT' },
    { env: { LOG_LEVEL: 'verbose' }, variable: 'LOG_LEVEL' },
  ])('$env is refused, naming $variable', ({ env, variable }) => {
    expect(() => catalogServerConfig(env)).toThrow(ConfigError);
    expect(() => catalogServerConfig(env)).toThrow(new RegExp(`^${variable} `));
  });
});

describe('the catalogue server without its server side', () => {
  it('serves its files but is not ready', async () => {
    const dir = catalogBuild(false);
    const server = await startCatalogServer({
      config: catalogServerConfig({ PORT: '0', HOST: '127.0.0.1', PAGE_FRAGMENT_TOKEN: TOKEN }),
      logger: memoryLogger('catalog').logger,
      dir,
    });
    try {
      expect((await fetch(`${server.url}/remoteEntry.js`)).status).toBe(200);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        status: 'unavailable',
        reason: `no server side in ${path.join(dir, 'dist-server')}: run npm run build`,
      });
      expect(
        (await fragment(server.url, { module: 'CatalogPage', pathname: '/', search: '', entries: [] })).status,
      ).toBe(503);
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the catalogue server’s releases', () => {
  it('renders a release’s pages with that release’s own server side, and only a release’s', async () => {
    const dir = catalogBuild();
    const version = '0.1.0-aaaaaaaaaa';
    const releases = fakeBuild({
      [`catalog/${version}/client/remoteEntry.js`]: '/* catalog A */',
      [`catalog/${version}/server/server.js`]:
        'exports.renderPage = (request) => ({ head: "", html: "<h1>A " + request.pathname + "</h1>" });',
      ['catalog/0.1.0-bbbbbbbbbb/client/remoteEntry.js']: '/* catalog B, no server side */',
    });
    const server = await startCatalogServer({
      config: catalogServerConfig({ PORT: '0', HOST: '127.0.0.1', RELEASES_DIR: releases, PAGE_FRAGMENT_TOKEN: TOKEN }),
      logger: memoryLogger('catalog').logger,
      dir,
    });
    const page = { module: 'CatalogPage', pathname: '/smesiteli', search: '', entries: [] };
    try {
      expect(await (await fragment(`${server.url}/releases/${version}`, page)).json()).toEqual({
        head: '',
        html: '<h1>A /smesiteli</h1>',
      });
      expect(await (await fragment(server.url, page)).json()).toEqual({
        head: '',
        html: '<h1>CatalogPage /smesiteli</h1>',
      });
      for (const other of ['0.1.0-bbbbbbbbbb', '0.1.0-cccccccccc', 'latest', '..%2F0.1.0-aaaaaaaaaa'])
        expect((await fragment(`${server.url}/releases/${other}`, page)).status).toBe(404);
      expect((await fragment(`${server.url}/releases/${version}`, { module: 'CatalogPage' })).status).toBe(400);
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
      rmSync(releases, { recursive: true, force: true });
    }
  });
});

describe('the compiled catalogue unit', () => {
  let dir: string;
  let start: (env: Record<string, string>, port: number) => UnitProcess;
  let unit: UnitProcess | null = null;

  beforeAll(async () => {
    dir = catalogBuild();
    start = await compileUnitInto('mfe-catalog', dir);
  });

  afterEach(async () => {
    await unit?.stop('SIGKILL');
    unit = null;
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('exits with code 1 and a line on stderr naming a wrong variable', async () => {
    unit = start({ PUBLIC_URL: 'ftp://shop.example' }, await freePort());
    expect(await unit.exited).toBe(1);
    expect(JSON.parse(unit.stderr())).toEqual(
      expect.objectContaining({ level: 'fatal', unit: 'catalog', variables: ['PUBLIC_URL'] }),
    );
  });

  it('exits with code 1 naming PAGE_FRAGMENT_TOKEN when production has none', async () => {
    unit = start({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' }, await freePort());
    expect(await unit.exited).toBe(1);
    expect(JSON.parse(unit.stderr())).toEqual(
      expect.objectContaining({ level: 'fatal', unit: 'catalog', variables: ['PAGE_FRAGMENT_TOKEN'] }),
    );
  });

  it('exits with code 1 naming the folder when it has no build', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'catalog-unit-'));
    try {
      const startEmpty = await compileUnitInto('mfe-catalog', empty);
      unit = startEmpty({}, await freePort());
      expect(await unit.exited).toBe(1);
      expect(unit.stdout()).toContain(`catalog has no build in ${path.join(empty, 'dist')}`);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('answers /healthz, /readyz and page fragments, logs their request ids, and stops on SIGTERM with code 0', async () => {
    const port = await freePort();
    unit = start({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', PAGE_FRAGMENT_TOKEN: TOKEN }, port);
    await waitForHealth(unit);
    expect((await fetch(`${unit.url}/readyz`)).status).toBe(200);
    const answer = await fragment(
      unit.url,
      { module: 'CatalogPage', pathname: '/smesiteli', search: '', entries: [] },
      { 'X-Request-Id': 'page-render-0001' },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toBe('page-render-0001');
    expect(await answer.json()).toEqual({ head: '', html: '<h1>CatalogPage /smesiteli</h1>' });
    expect(
      (await fragment(unit.url, { module: 'CatalogPage', pathname: '/none', search: '', entries: [] })).status,
    ).toBe(404);
    expect((await fragment(unit.url, { module: 'CatalogPage' })).status).toBe(400);
    expect(
      (await fragment(unit.url, { module: 'CatalogPage' }, { 'x-page-fragment-token': 'x'.repeat(40) })).status,
    ).toBe(403);
    const entry = await fetch(`${unit.url}/remoteEntry.js`, { headers: { origin: 'https://shop.example' } });
    expect(entry.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    unit.child.kill('SIGTERM');
    expect(await unit.exited).toBe(0);
    expect(unit.logs()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          unit: 'catalog',
          msg: 'request completed',
          requestId: 'page-render-0001',
          req: expect.objectContaining({ method: 'POST', url: '/page-fragment' }),
        }),
        expect.objectContaining({ unit: 'catalog', msg: 'stopped' }),
      ]),
    );
  });
});
