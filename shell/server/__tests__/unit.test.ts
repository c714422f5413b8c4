/**
 * @jest-environment node
 */
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { close, fakeBuild, listen, portOf } from '@shop/web-server/testing';
import { compileUnitInto, freePort, waitForHealth, type UnitProcess } from '../../../scripts/unit-process';

/**
 * The shell's unit as it is deployed: compiled (dist-node/main.js) and started with `node`,
 * beside a fake build, in front of a fake API whose GraphQL answers take `API_DELAY_MS`.
 */

const API_DELAY_MS = 800;
const INDEX_HTML = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

describe('the compiled shell unit', () => {
  let dir: string;
  let start: (env: Record<string, string>, port: number) => UnitProcess;
  let api: Server;
  let received: string[];
  let unit: UnitProcess | null = null;

  beforeAll(async () => {
    dir = fakeBuild({
      'dist/index.html': INDEX_HTML,
      'dist-server/server.js': 'exports.renderShell = async () => null;',
    });
    start = await compileUnitInto('shell', dir);
    api = await listen(
      createServer((request, response) => {
        if (request.url === '/readyz') return void response.end('{"status":"ok"}');
        received.push(`${request.method} ${request.url} ${request.headers['x-request-id']}`);
        request.resume();
        setTimeout(() => {
          response.setHeader('content-type', 'application/json');
          response.end('{"data":{"slow":true}}');
        }, API_DELAY_MS);
      }),
    );
  });

  beforeEach(() => {
    received = [];
  });

  afterEach(async () => {
    await unit?.stop('SIGKILL');
    unit = null;
  });

  afterAll(async () => {
    await close(api);
    rmSync(dir, { recursive: true, force: true });
  });

  async function startUnit(env: Record<string, string> = {}) {
    const port = await freePort();
    unit = start(
      {
        NODE_ENV: 'production',
        PUBLIC_URL: `http://localhost:${port}`,
        API_URLS: `http://127.0.0.1:${portOf(api)}`,
        PAGE_FRAGMENT_TOKEN: 'unit-test-page-fragment-token-0123456789',
        ...env,
      },
      port,
    );
    await waitForHealth(unit);
    return unit;
  }

  /** Resolves once the API has been sent a request. */
  async function apiReceived() {
    while (received.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
  }

  const slowQuery = (url: string) =>
    fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ slow }"}',
    });

  it('exits with code 1 naming PAGE_FRAGMENT_TOKEN when production has none', async () => {
    const port = await freePort();
    unit = start(
      { NODE_ENV: 'production', PUBLIC_URL: `http://localhost:${port}`, API_URLS: `http://127.0.0.1:${portOf(api)}` },
      port,
    );
    expect(await unit.exited).toBe(1);
    expect(JSON.parse(unit.stderr())).toEqual(
      expect.objectContaining({ level: 'fatal', unit: 'shell', variables: ['PAGE_FRAGMENT_TOKEN'] }),
    );
  });

  it('answers /healthz and /readyz, and logs JSON lines with the request ids', async () => {
    const shell = await startUnit();
    const health = await fetch(`${shell.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${shell.url}/readyz`);
    expect(ready.status).toBe(200);
    const page = await fetch(`${shell.url}/contacts`, { headers: { 'X-Request-Id': 'journey-0001' } });
    expect(page.headers.get('x-request-id')).toBe('journey-0001');
    // The line is written once the answer is sent: on its way through the pipe meanwhile.
    for (let waited = 0; waited < 2_000 && !shell.stdout().includes('journey-0001'); waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shell.logs()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ unit: 'shell', msg: 'listening' }),
        expect.objectContaining({
          unit: 'shell',
          msg: 'request completed',
          requestId: 'journey-0001',
          req: expect.objectContaining({ url: '/contacts' }),
        }),
      ]),
    );
    // Probes are answered, not logged.
    expect(shell.logs().filter((line) => JSON.stringify(line).includes('/healthz'))).toEqual([]);
  });

  it('serves /metrics on METRICS_PORT only: the process and every bounded cache, nothing on the public port', async () => {
    const metricsPort = await freePort();
    const shell = await startUnit({ METRICS_PORT: String(metricsPort), HOST: '127.0.0.1' });
    await fetch(`${shell.url}/smesiteli`);
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    for (const cache of ['shell_release_builds', 'remote_manifests', 'remote_stylesheets', 'release_server_sides'])
      expect(text).toMatch(new RegExp(`^shop_cache_entries\\{cache="${cache}"\\} \\d+$`, 'm'));
    expect((await fetch(`http://127.0.0.1:${metricsPort}/config.json`)).status).toBe(404);
    expect(await (await fetch(`${shell.url}/metrics`)).text()).not.toContain('shop_cache_entries');
  });

  it('on SIGTERM stops accepting, finishes the request in flight, and exits with code 0', async () => {
    const shell = await startUnit();
    const inFlight = slowQuery(shell.url);
    await apiReceived();
    const signalled = Date.now();
    shell.child.kill('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { slow: true } });
    expect(Date.now() - signalled).toBeGreaterThan(API_DELAY_MS / 2);
    expect(await shell.exited).toBe(0);
    await expect(fetch(`${shell.url}/healthz`)).rejects.toThrow();
    expect(shell.logs().map((line) => line.msg)).toEqual(expect.arrayContaining(['shutting down', 'stopped']));
  });

  it('cuts a request still in flight at SHUTDOWN_TIMEOUT_MS, and exits with code 0', async () => {
    const shell = await startUnit({ SHUTDOWN_TIMEOUT_MS: '200' });
    const inFlight = slowQuery(shell.url).then(
      (response) => response.status,
      () => 'cut',
    );
    await apiReceived();
    shell.child.kill('SIGTERM');
    expect(await shell.exited).toBe(0);
    expect(await inFlight).toBe('cut');
    expect(shell.logs().map((line) => line.msg)).toContain(
      'requests still in flight at the shutdown timeout: closing their connections',
    );
  });
});
