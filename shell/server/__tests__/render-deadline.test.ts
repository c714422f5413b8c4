/**
 * @jest-environment node
 */
import { rmSync } from 'node:fs';
import { fakeBuild, memoryLogger, type LogLine } from '@shop/web-server/testing';
import type { RunningServer } from '@shop/web-server/lifecycle';
import { startShellServer } from '../app';
import { shellServerConfig, type ShellServerConfig } from '../config';
import { withRuntimeConfig } from '../page-data';

const INDEX_HTML =
  '<!doctype html><html><head><title>Сантехника</title></head><body><div id="root"></div></body></html>';

/** Nothing listens there: remotes and the API are down, and say so at once. */
const CLOSED_PORT = 1;

/** A built shell whose server side renders its layout as `renderShell` (a function's source) does. */
const shellWith = (renderShell: string) =>
  fakeBuild({ 'dist/index.html': INDEX_HTML, 'dist-server/server.js': `exports.renderShell = ${renderShell};` });

describe('the shell’s server, when its render of a page fails or hangs', () => {
  let dir: string;
  let server: RunningServer;
  let lines: LogLine[];
  let config: ShellServerConfig;

  const start = async (renderShell: string) => {
    dir = shellWith(renderShell);
    const log = memoryLogger('shell', 'warn');
    lines = log.lines;
    config = shellServerConfig(
      { PORT: '0', HOST: '127.0.0.1', API_URLS: `http://127.0.0.1:${CLOSED_PORT}` },
      { remotePorts: { catalog: CLOSED_PORT, cart: CLOSED_PORT, auth: CLOSED_PORT, backoffice: CLOSED_PORT } },
    );
    server = await startShellServer({ config, logger: log.logger, dir, renderDeadlineMs: 300 });
    return server.url;
  };

  // What it says about the page (the API being down is said apart, once).
  const warnings = () => lines.filter((line) => line.level === 'warn' && 'url' in line).map((line) => line.msg);

  afterEach(async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the page unrendered once the deadline passes, and says what it was waiting for', async () => {
    const site = await start('() => new Promise(() => {})');
    const response = await fetch(`${site}/smesiteli?page=2`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    // Unrendered, it still starts with the releases it was made for.
    expect(await response.text()).toBe(withRuntimeConfig(INDEX_HTML, config.runtime));
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatch(/^\/smesiteli\?page=2 was not ready in 300 ms \(waiting for .*the shell’s layout\)/);
    // The warning carries the request's id, as the response does.
    expect(lines.find((line) => line.level === 'warn' && 'url' in line)?.requestId).toBe(
      response.headers.get('x-request-id'),
    );
  });

  it('sends the page unrendered when its render throws', async () => {
    const site = await start('async () => { throw new Error("layout broke"); }');
    const response = await fetch(`${site}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(withRuntimeConfig(INDEX_HTML, config.runtime));
    expect(warnings()[0]).toMatch(/^\/ failed to render \(Error: layout broke\)/);
  });

  it.each([
    ['hangs', '() => new Promise(() => {})'],
    ['throws', 'async () => { throw new Error("layout broke"); }'],
  ])(
    'keeps the status the address has when its render %s: 404 for a product address that is no number',
    async (_, render) => {
      const site = await start(render);
      const response = await fetch(`${site}/product/abc`);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe(withRuntimeConfig(INDEX_HTML, config.runtime));
    },
  );

  it('does not render an address that cannot be decoded: no page to render, a 404, nothing to say of it', async () => {
    const site = await start('async () => { throw new Error("rendered"); }');
    const response = await fetch(`${site}/smesiteli%zz`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<meta name="robots" content="noindex,follow"><link rel="preload"');
    // Its render was never begun: it would have thrown, and said so.
    expect(warnings()).toEqual([]);
  });

  it('sends the page as before when nothing hangs: with the preloads of what it will load', async () => {
    const site = await start('async () => null');
    const response = await fetch(`${site}/product/1`);
    expect(await response.text()).toBe(
      withRuntimeConfig(INDEX_HTML, config.runtime).replace(
        '</head>',
        `<link rel="preload" as="script" href="http://localhost:${CLOSED_PORT}/remoteEntry.js"></head>`,
      ),
    );
    expect(warnings()).toEqual([]);
  });
});
