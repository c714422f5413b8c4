/**
 * @jest-environment node
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Server } from 'node:http';
import { catalogServerConfig, startCatalogServer } from 'mfe-catalog/server';
import type { RunningServer } from '@shop/web-server/lifecycle';
import { close, fakeBuild, get, listen, memoryLogger, portOf } from '@shop/web-server/testing';
import { startShellServer } from '../app';
import { shellServerConfig } from '../config';
import { MODULE_CHUNKS_FILE, readModuleChunks } from '@shop/web-server/module-chunks';

/**
 * The fair control (docs/decisions/0003-single-bundle-control.md): the single-bundle build, split
 * by route, served by the shell's server as the federated site is: a catalogue page rendered from
 * the same data and the catalogue server's fragment, its route's CSS inside, its route's chunks
 * loaded after the first screen; every other page with its route's chunks preloaded. Fake builds
 * stand in for the packages; the catalogue's own server renders the fragment.
 */

/** The secret the shell's server sends the catalogue's with each page-fragment request (PAGE_FRAGMENT_TOKEN). */
const PAGE_FRAGMENT_TOKEN = 'control-test-page-fragment-token-0123456789';

const SHELL_INDEX =
  '<!doctype html><html><head><title>Сантехника</title><script defer="defer" src="/main.js" fetchpriority="high"></script><link href="/main.css" rel="stylesheet"></head><body><div id="root"></div></body></html>';

const MODULE_CHUNKS = {
  'catalog/CatalogPage': { js: ['75.js', '288.js'], css: ['288.css'] },
  'cart/CartPage': { js: ['75.js', '595.js'], css: ['595.css'] },
};

const controlBuild = () =>
  fakeBuild({
    'dist-single/index.html': SHELL_INDEX,
    'dist-single/main.js': '/* the shell with the header modules */',
    'dist-single/main.css': '.shell{color:navy}',
    'dist-single/75.js': '/* shared by the pages */',
    'dist-single/288.js': '/* the catalogue page */',
    'dist-single/288.css': '.page{color:teal}',
    'dist-single/595.js': '/* the cart page */',
    'dist-single/595.css': '.cart{color:olive}',
    [`dist-single/${MODULE_CHUNKS_FILE}`]: JSON.stringify(MODULE_CHUNKS),
    'dist-server/server.js':
      'exports.renderShell = async () => ({ before: "<header>Сантехника</header><main>", after: "</main>" });',
  });

const catalogBuild = () =>
  fakeBuild({
    'dist/remoteEntry.js': '/* catalog */',
    'dist/mf-manifest.json': JSON.stringify({ exposes: [] }),
    'dist-server/server.js':
      'exports.renderPage = () => ({ head: "", html: "<h1>Смесители</h1>", title: "Смесители — Сантехника" });',
  });

describe('the single-bundle control, served by the shell’s server', () => {
  const dirs: string[] = [];
  let api: Server;
  let asked: string[];
  let catalog: RunningServer;
  let shell: RunningServer;

  beforeAll(async () => {
    asked = [];
    // An API that answers every query, so that a catalogue page has all its data and comes rendered.
    api = await listen(
      createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => {
          asked.push(body);
          response.setHeader('content-type', 'application/json');
          response.end('{"data":{"stub":true}}');
        });
      }),
    );
    dirs.push(catalogBuild(), controlBuild());
    catalog = await startCatalogServer({
      config: catalogServerConfig({ PORT: '0', HOST: '127.0.0.1', PAGE_FRAGMENT_TOKEN }),
      logger: memoryLogger('catalog').logger,
      dir: dirs[0]!,
    });
    const config = shellServerConfig(
      { PORT: '0', HOST: '127.0.0.1', API_URLS: `http://127.0.0.1:${portOf(api)}`, PAGE_FRAGMENT_TOKEN },
      { remotePorts: { catalog: Number(new URL(catalog.url).port) } },
    );
    shell = await startShellServer({ config, logger: memoryLogger('shell').logger, dir: dirs[1]!, single: true });
  });

  afterAll(async () => {
    await shell.stop();
    await catalog.stop();
    await close(api);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('renders a catalogue page with its route’s CSS inside and its route’s chunks after the first screen', async () => {
    const { status, body } = await get(`${shell.url}/smesiteli`);
    expect(status).toBe(200);
    expect(body).toContain('<div id="root"><header>Сантехника</header><main><h1>Смесители</h1></main></div>');
    expect(body).toContain('<title>Смесители — Сантехника</title>');
    // The shell's CSS and the route's, inside; no stylesheet to wait for.
    expect(body).toMatch(/<style nonce="[^"]+">\.shell\{color:navy\}<\/style>/);
    expect(body).toMatch(/<style nonce="[^"]+">\.page\{color:teal\}<\/style>/);
    expect(body).not.toContain('rel="stylesheet"');
    // Scripts after the first screen: the main bundle, and the route's chunks preloaded beside it.
    expect(body).not.toContain('src="/main.js"');
    expect(body).toContain('{"own":["/main.js"],"preload":["/75.js","/288.js"]}');
    // Nothing of another route's, and no remote entry preloaded: the control loads none.
    expect(body).not.toMatch(/\/595\.(js|css)/);
    expect(body).not.toMatch(/"preload":\[[^\]]*remoteEntry/);
    expect(body).not.toMatch(/<link[^>]*remoteEntry/);
  });

  it('sends a page rendered in the browser with its route’s chunks and CSS preloaded', async () => {
    const { status, body } = await get(`${shell.url}/cart`);
    expect(status).toBe(200);
    expect(body).toMatch(/<script nonce="[^"]+" defer="defer" src="\/main.js" fetchpriority="high"><\/script>/);
    expect(body).not.toMatch(/<link[^>]*remoteEntry/);
    expect(body).toContain(
      '<link rel="preload" as="script" href="/75.js"><link rel="preload" as="script" href="/595.js"><link rel="preload" as="style" href="/595.css">',
    );
    expect(body).toContain('<div id="root"></div>');
  });

  it('is one build: it never asks the API for live releases, and /config.json is its configuration', async () => {
    const config = await get(`${shell.url}/config.json`);
    expect(config.status).toBe(200);
    expect(JSON.parse(config.body)).toMatchObject({
      remotes: { catalog: `http://localhost:${new URL(catalog.url).port}/remoteEntry.js` },
    });
    expect(asked.some((query) => query.includes('liveReleases'))).toBe(false);
  });
});

describe('the control’s list of route chunks', () => {
  const write = (content: string) => {
    const dir = fakeBuild({ 'dist-single/index.html': '' });
    writeFileSync(path.join(dir, 'dist-single', MODULE_CHUNKS_FILE), content);
    return { root: path.join(dir, 'dist-single'), dir };
  };

  it('is read as the build wrote it; a build without one (federated) has none', () => {
    const { root, dir } = write(JSON.stringify(MODULE_CHUNKS));
    expect(readModuleChunks(root)).toEqual(MODULE_CHUNKS);
    expect(readModuleChunks(path.join(dir, 'elsewhere'))).toBeNull();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['not an object', '[]'],
    ['an unknown module', '{"catalog/Nothing":{"js":[],"css":[]}}'],
    ['a path instead of a file name', '{"catalog/HomePage":{"js":["../../etc/passwd"],"css":[]}}'],
    ['a file in a folder', '{"catalog/HomePage":{"js":["a/b.js"],"css":[]}}'],
    ['no list of styles', '{"catalog/HomePage":{"js":["1.js"]}}'],
  ])('refuses a malformed one (%s): the build is broken', (_, content) => {
    const { root, dir } = write(content);
    expect(() => readModuleChunks(root)).toThrow(/is malformed/);
    rmSync(dir, { recursive: true, force: true });
  });
});
