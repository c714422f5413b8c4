/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serveFrontend, stopServer } from '../serve';

const INDEX_HTML = '<!doctype html><html><head><title>Сантехника</title></head><body><div id="root"></div></body></html>';

/** Nothing listens there: remotes and the API are down, and say so at once. */
const CLOSED_PORT = 1;

/** A built shell whose server side renders its layout as `renderShell` (a function's source) does. */
function shellWith(renderShell: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shell-'));
  mkdirSync(path.join(dir, 'dist'));
  mkdirSync(path.join(dir, 'dist-server'));
  writeFileSync(path.join(dir, 'dist/index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'dist-server/server.js'), `exports.renderShell = ${renderShell};`);
  return dir;
}

describe('the shell’s server, when its render of a page fails or hangs', () => {
  let dir: string;
  let server: Server;
  let warn: jest.SpyInstance;

  const start = async (renderShell: string) => {
    dir = shellWith(renderShell);
    server = await serveFrontend({
      pkg: { name: 'shell', dir, port: 0 },
      apiUrl: `http://127.0.0.1:${CLOSED_PORT}`,
      remotePorts: { catalog: CLOSED_PORT, cart: CLOSED_PORT, auth: CLOSED_PORT, backoffice: CLOSED_PORT },
      env: {},
      renderDeadlineMs: 300,
    });
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(async () => {
    warn.mockRestore();
    await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the page unrendered once the deadline passes, and says what it was waiting for', async () => {
    const site = await start('() => new Promise(() => {})');
    const response = await fetch(`${site}/smesiteli?page=2`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe(INDEX_HTML);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^shell: \/smesiteli\?page=2 was not ready in 300 ms \(waiting for .*the shell’s layout\)/);
  });

  it('sends the page unrendered when its render throws', async () => {
    const site = await start('async () => { throw new Error("layout broke"); }');
    const response = await fetch(`${site}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX_HTML);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^shell: \/ failed to render \(Error: layout broke\)/);
  });

  it('sends the page as before when nothing hangs: with the preloads of what it will load', async () => {
    const site = await start('async () => null');
    const response = await fetch(`${site}/product/1`);
    expect(await response.text()).toBe(
      INDEX_HTML.replace('</head>', `<link rel="preload" as="script" href="http://localhost:${CLOSED_PORT}/remoteEntry.js"></head>`),
    );
    expect(warn).not.toHaveBeenCalled();
  });
});
