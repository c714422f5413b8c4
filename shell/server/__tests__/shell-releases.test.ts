/**
 * @jest-environment node
 */
// The shell's own releases (docs/decisions/0007-independent-releases.md): a page is made from the
// shell's live release — its index.html with the release's files under /releases/<version>/ — and
// follows a deploy without a restart; the release before stays served; a live release this server
// cannot read gives way to the one before it, then to the plain build.
import type { Server } from 'node:http';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { close, fakeBuild, memoryLogger, type LogLine } from '@shop/web-server/testing';
import type { RunningServer } from '@shop/web-server/lifecycle';
import { startShellServer } from '../app';
import { liveReleasesApi, type LiveAnswer } from './live-releases-api';
import { shellServerConfig } from '../config';
import { movedUnder } from '../shell-builds';

const A = '0.1.0-aaaaaaaaaa';
const B = '0.1.0-bbbbbbbbbb';
const C = '0.1.0-cccccccccc';

const index = (main: string) =>
  `<!doctype html><html><head><title>Сантехника</title><link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous"/><script defer="defer" src="/${main}.js"></script><link href="/${main}.css" rel="stylesheet"></head><body><div id="root"></div></body></html>`;

/** A shell release's browser build in `releasesDir`. */
function shellRelease(releasesDir: string, version: string, main: string): void {
  const client = path.join(releasesDir, 'shell', version, 'client');
  mkdirSync(client, { recursive: true });
  writeFileSync(path.join(client, 'index.html'), index(main));
  writeFileSync(path.join(client, `${main}.js`), `console.log(${JSON.stringify(version)});`);
  writeFileSync(path.join(client, `${main}.css`), 'body{margin:0}');
}

describe('moving a build’s files under its release’s path', () => {
  it('moves the references to the build’s own files and leaves every other address', () => {
    const root = fakeBuild({ 'main.1a2b3c4d.js': '', 'main.5e6f7a8b.css': '', 'sub/x.js': '' });
    try {
      const html = [
        '<script defer="defer" src="/main.1a2b3c4d.js"></script>',
        '<link href="/main.5e6f7a8b.css" rel="stylesheet">',
        '<link rel="preload" href="/config.json" as="fetch">',
        '<a href="/main.1a2b3c4d.js?x">',
        '<a href="//evil.example/main.1a2b3c4d.js">',
        '<a href="/../main.1a2b3c4d.js">',
        '<a href="/sub">',
        '<a href="/sub/x.js">',
        '<a href="https://cdn.example/main.1a2b3c4d.js">',
        '<a href="/..">',
      ].join('');
      expect(movedUnder(html, root, `/releases/${A}/`)).toBe(
        html
          .replace('src="/main.1a2b3c4d.js"', `src="/releases/${A}/main.1a2b3c4d.js"`)
          .replace('href="/main.5e6f7a8b.css"', `href="/releases/${A}/main.5e6f7a8b.css"`),
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the shell’s server and its own live release', () => {
  let api: Server;
  let live: LiveAnswer;
  let dir: string;
  let releasesDir: string;
  let server: RunningServer;
  let lines: LogLine[];

  beforeAll(async () => {
    const stand = await liveReleasesApi(() => live);
    api = stand.api;
    dir = fakeBuild({
      'dist/index.html': index('main.plain000'),
      'dist/main.plain000.js': '',
      'dist/main.plain000.css': '',
    });
    releasesDir = fakeBuild({});
    shellRelease(releasesDir, A, 'main.aaaa0000');
    shellRelease(releasesDir, B, 'main.bbbb0000');
    const log = memoryLogger('shell', 'info');
    lines = log.lines;
    const config = shellServerConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      API_URLS: stand.url,
      RELEASES_DIR: releasesDir,
    });
    server = await startShellServer({ config, logger: log.logger, dir, serverRender: false });
  });
  afterAll(async () => {
    await server.stop();
    await close(api);
    rmSync(dir, { recursive: true, force: true });
    rmSync(releasesDir, { recursive: true, force: true });
  });

  const settle = () => new Promise((resolve) => setTimeout(resolve, 1_100));
  const page = async (url = '/smesiteli') => (await fetch(`${server.url}${url}`)).text();
  const scriptOf = (html: string) => /<script [^>]*src="([^"]+)"/.exec(html)?.[1];

  it('makes pages from the plain build while the shell has no live release', async () => {
    live = [{ frontend: 'cart', version: A, previousVersion: null }];
    expect(scriptOf(await page())).toBe('/main.plain000.js');
  });

  it('makes pages from the live release after a deploy, without a restart, and keeps the one before served', async () => {
    live = [{ frontend: 'shell', version: A, previousVersion: null }];
    await settle();
    const onA = await page('/product/1');
    expect(scriptOf(onA)).toBe(`/releases/${A}/main.aaaa0000.js`);
    expect(onA).toContain(`<link href="/releases/${A}/main.aaaa0000.css" rel="stylesheet">`);
    // The page carries its configuration itself, as ever.
    expect(onA).toContain('<script id="runtime-config"');

    live = [{ frontend: 'shell', version: B, previousVersion: A }];
    await settle();
    expect(scriptOf(await page())).toBe(`/releases/${B}/main.bbbb0000.js`);

    // A page still open on A loads A's files; every file of a release is immutable.
    const file = await fetch(`${server.url}/releases/${A}/main.aaaa0000.js`);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe(`console.log(${JSON.stringify(A)});`);
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const missing of [`/releases/${C}/main.cccc0000.js`, `/releases/${A}/index.html.map`, '/releases/../x.js'])
      expect((await fetch(`${server.url}${missing}`)).status).toBe(404);
  });

  it('passes over a live release it cannot read for the one before it, then for the plain build, and says so once', async () => {
    live = [{ frontend: 'shell', version: C, previousVersion: B }];
    await settle();
    expect(scriptOf(await page())).toBe(`/releases/${B}/main.bbbb0000.js`);
    expect(scriptOf(await page('/cart'))).toBe(`/releases/${B}/main.bbbb0000.js`);
    expect(lines.filter((line) => line.msg.startsWith(`shell release ${C} cannot be served here`))).toHaveLength(1);

    live = [{ frontend: 'shell', version: C, previousVersion: null }];
    await settle();
    expect(scriptOf(await page())).toBe('/main.plain000.js');

    // Its files arrive: it is read again once the pause is over, not before.
    shellRelease(releasesDir, C, 'main.cccc0000');
    expect(scriptOf(await page())).toBe('/main.plain000.js');
  });
});
