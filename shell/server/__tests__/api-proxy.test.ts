/**
 * @jest-environment node
 */
import { rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { WebSocket, WebSocketServer } from 'ws';
import type { RunningServer } from '@shop/web-server/lifecycle';
import { REQUEST_ID_PATTERN } from '@shop/web-server/logging';
import { close, fakeBuild, listen, memoryLogger, portOf, type LogLine } from '@shop/web-server/testing';
import { freePort } from '@shop/web-server/unit-process';
import { startShellServer, type ShellServerOptions } from '../app';
import { shellServerConfig } from '../config';

/**
 * The shell's server and the API instances behind it (API_URLS): fake APIs stand in for them,
 * noting what they are sent. The API is another unit; these check what the shell sends it.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const INDEX_HTML = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A fake API instance: answers GraphQL with `{data: {api: name}}`, /readyz with `ready`'s status. */
async function fakeApi(name: string, { ready = 200, delayMs = 0 } = {}) {
  const seen: Seen[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      if (request.url === '/readyz') {
        response.statusCode = ready;
        response.end(JSON.stringify({ status: ready === 200 ? 'ok' : 'unavailable' }));
        return;
      }
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      setTimeout(() => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ data: { api: name } }));
      }, delayMs);
    });
  });
  await listen(server);
  return { name, server, seen, url: `http://127.0.0.1:${portOf(server)}` };
}

describe('the shell’s server and the API instances', () => {
  const dirs: string[] = [];
  const servers: RunningServer[] = [];
  const upstreams: Server[] = [];
  let lines: LogLine[];

  /** The shell's server over `apiUrls`, its catalogue layout rendered by a fake build (remotes down). */
  async function shell(apiUrls: string[], options: Partial<ShellServerOptions> = {}, env: NodeJS.ProcessEnv = {}) {
    const dir = fakeBuild({
      'dist/index.html': INDEX_HTML,
      'dist-server/server.js': 'exports.renderShell = async () => null;',
    });
    dirs.push(dir);
    const log = memoryLogger('shell', 'info');
    lines = log.lines;
    const config = shellServerConfig(
      { PORT: '0', HOST: '127.0.0.1', API_URLS: apiUrls.join(','), ...env },
      { remotePorts: { catalog: 1, cart: 1, auth: 1, backoffice: 1 } },
    );
    const server = await startShellServer({ config, logger: log.logger, dir, ...options });
    servers.push(server);
    return server.url;
  }

  async function api(name: string, options?: Parameters<typeof fakeApi>[1]) {
    const instance = await fakeApi(name, options);
    upstreams.push(instance.server);
    return instance;
  }

  const graphql = (site: string, headers: Record<string, string> = {}, query = '{ options { nid } }') =>
    fetch(`${site}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query }),
    });

  afterEach(async () => {
    await Promise.all([...servers.splice(0).map((server) => server.stop()), ...upstreams.splice(0).map(close)]);
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  describe('the request id', () => {
    it('is made for a request without one, sent back, logged and passed to the API', async () => {
      const a = await api('a');
      const site = await shell([a.url]);
      const response = await graphql(site);
      const id = response.headers.get('x-request-id');
      expect(id).toMatch(UUID);
      expect(a.seen[0]?.headers['x-request-id']).toBe(id);
      const line = lines.find((candidate) => candidate.msg === 'request completed');
      expect(line).toEqual(
        expect.objectContaining({ requestId: id, req: expect.objectContaining({ method: 'POST', url: '/graphql' }) }),
      );
    });

    it('keeps an incoming X-Request-Id that looks like one', async () => {
      const a = await api('a');
      const site = await shell([a.url]);
      const response = await fetch(`${site}/media/products/1.svg`, {
        headers: { 'X-Request-Id': 'edge-2f1c.9_ab-77' },
      });
      expect(response.headers.get('x-request-id')).toBe('edge-2f1c.9_ab-77');
      expect(a.seen[0]?.headers['x-request-id']).toBe('edge-2f1c.9_ab-77');
    });

    it.each(['short', 'with space inside', 'a'.repeat(65), 'semi;colon-1234', '"quoted-1234"'])(
      'replaces an incoming X-Request-Id %j with its own',
      async (incoming) => {
        const a = await api('a');
        const site = await shell([a.url]);
        const response = await graphql(site, { 'X-Request-Id': incoming });
        const id = response.headers.get('x-request-id');
        expect(id).toMatch(UUID);
        expect(a.seen[0]?.headers['x-request-id']).toBe(id);
        expect(REQUEST_ID_PATTERN.test(incoming)).toBe(false);
      },
    );

    it('goes with the server render’s own GraphQL requests for the page’s data', async () => {
      const a = await api('a');
      const site = await shell([a.url]);
      const response = await fetch(`${site}/smesiteli`);
      expect(response.status).toBe(200);
      const id = response.headers.get('x-request-id');
      expect(a.seen.length).toBeGreaterThan(0);
      for (const request of a.seen) {
        expect(request).toEqual(expect.objectContaining({ method: 'POST', url: '/graphql' }));
        expect(request.headers['x-request-id']).toBe(id);
      }
    });

    it('goes with the WebSocket of subscriptions', async () => {
      const a = await api('a');
      const upgrades: IncomingHttpHeaders[] = [];
      const sockets = new WebSocketServer({ server: a.server, path: '/graphql' });
      sockets.on('connection', (socket, request) => {
        upgrades.push(request.headers);
        socket.send('hello');
      });
      const site = await shell([a.url]);
      const client = new WebSocket(`${site.replace('http', 'ws')}/graphql`, {
        headers: { 'X-Request-Id': 'socket-id-0001' },
      });
      const message = await new Promise<string>((resolve, reject) => {
        client.once('message', (data) => resolve(String(data)));
        client.once('error', reject);
      });
      const closed = new Promise((resolve) => client.once('close', resolve));
      client.close();
      await closed;
      sockets.close();
      expect(message).toBe('hello');
      expect(upgrades[0]?.['x-request-id']).toBe('socket-id-0001');
    });
  });

  describe('several instances', () => {
    it('are taken in turn', async () => {
      const a = await api('a');
      const b = await api('b');
      const site = await shell([a.url, b.url]);
      const answers = [];
      for (let index = 0; index < 4; index += 1)
        answers.push(((await (await graphql(site)).json()) as { data: { api: string } }).data.api);
      expect(answers).toEqual(['a', 'b', 'a', 'b']);
    });

    it('skip one that refuses the connection for a while, the request going to the next one with its body', async () => {
      const dead = `http://127.0.0.1:${await freePort()}`;
      const live = await api('live');
      const site = await shell([dead, live.url], { apiDownForMs: 300 });
      const refusals = () =>
        lines.filter((line) => line.msg === 'API instance refused the connection: trying the next one');
      for (let index = 0; index < 3; index += 1) {
        const response = await graphql(site, { 'x-forwarded-for': '203.0.113.9' }, `{ n${index} }`);
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ data: { api: 'live' } });
      }
      // The first request found it down and went on; the next two did not try it.
      expect(refusals()).toHaveLength(1);
      expect(refusals()[0]).toEqual(expect.objectContaining({ target: dead, code: 'ECONNREFUSED' }));
      expect(live.seen.map((request) => JSON.parse(request.body))).toEqual([
        { query: '{ n0 }' },
        { query: '{ n1 }' },
        { query: '{ n2 }' },
      ]);
      // The visitor's address is set once, whichever instance the request reached.
      expect(live.seen.map((request) => request.headers['x-forwarded-for'])).toEqual(Array(3).fill('127.0.0.1'));
      // Once the while has passed, it is tried again.
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect((await graphql(site)).status).toBe(200);
      expect(refusals()).toHaveLength(2);
    });

    it('pass a chunked or compressed body on whole, as the API can read it', async () => {
      const a = await api('a');
      const site = await shell([a.url]);
      const send = (headers: Record<string, string>, parts: Buffer[]) =>
        new Promise<number>((resolve, reject) => {
          const request = httpRequest(
            `${site}/graphql`,
            { method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
            (response) => {
              response.resume();
              resolve(response.statusCode ?? 0);
            },
          );
          request.on('error', reject);
          for (const part of parts) request.write(part);
          request.end();
        });
      expect(await send({}, [Buffer.from('{"query":'), Buffer.from('"{ chunked }"}')])).toBe(200);
      expect(await send({ 'content-encoding': 'gzip' }, [gzipSync('{"query":"{ gzipped }"}')])).toBe(200);
      expect(
        a.seen.map((request) => [
          request.body,
          request.headers['transfer-encoding'],
          request.headers['content-encoding'],
        ]),
      ).toEqual([
        ['{"query":"{ chunked }"}', undefined, undefined],
        ['{"query":"{ gzipped }"}', undefined, undefined],
      ]);
    });

    it('answer 502 with a Russian message when none takes the connection', async () => {
      const site = await shell([`http://127.0.0.1:${await freePort()}`, `http://127.0.0.1:${await freePort()}`]);
      const response = await graphql(site);
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ errors: [{ message: 'Сервер магазина недоступен' }] });
    });
  });

  describe('the visitor’s address (X-Forwarded-*)', () => {
    /** What a client claims about itself and the proxies before it. */
    const CLAIMS = {
      'X-Forwarded-For': '203.0.113.7',
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-Port': '443',
    };

    /** The X-Forwarded-* headers of the socket's WebSocket upgrade, as the API got them. */
    async function upgradeHeaders(site: string, a: Awaited<ReturnType<typeof api>>, headers: Record<string, string>) {
      const upgrades: IncomingHttpHeaders[] = [];
      const sockets = new WebSocketServer({ server: a.server, path: '/graphql' });
      sockets.on('connection', (socket, request) => {
        upgrades.push(request.headers);
        socket.send('hello');
      });
      const client = new WebSocket(`${site.replace('http', 'ws')}/graphql`, { headers });
      await new Promise((resolve, reject) => {
        client.once('message', resolve);
        client.once('error', reject);
      });
      const closed = new Promise((resolve) => client.once('close', resolve));
      client.close();
      await closed;
      sockets.close();
      return upgrades[0] ?? {};
    }

    const forwarded = (headers: IncomingHttpHeaders) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => name.startsWith('x-forwarded-')));

    it('is the socket’s alone by default: what a client claims does not reach the API', async () => {
      const a = await api('a');
      const site = await shell([a.url]);
      const port = new URL(site).port;
      const own = {
        'x-forwarded-for': '127.0.0.1',
        'x-forwarded-proto': 'http',
        'x-forwarded-host': `127.0.0.1:${port}`,
        'x-forwarded-port': port,
      };
      expect((await graphql(site, CLAIMS)).status).toBe(200);
      expect(forwarded(a.seen[0]!.headers)).toEqual(own);
      // A beacon counts by the same address.
      await fetch(`${site}/beacons/remote-load`, { method: 'POST', headers: CLAIMS, body: '{}' });
      expect(forwarded(a.seen[1]!.headers)).toEqual(own);
      expect(forwarded(await upgradeHeaders(site, a, CLAIMS))).toEqual(own);
    });

    it('keeps what a proxy TRUST_PROXY names sent, and appends the socket’s address', async () => {
      const a = await api('a');
      const site = await shell([a.url], {}, { TRUST_PROXY: 'loopback' });
      const kept = {
        'x-forwarded-for': '203.0.113.7, 127.0.0.1',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-port': '443',
      };
      expect((await graphql(site, CLAIMS)).status).toBe(200);
      expect(forwarded(a.seen[0]!.headers)).toEqual(kept);
      expect(forwarded(await upgradeHeaders(site, a, CLAIMS))).toEqual(kept);
      // Only the trusted hops and the address the nearest of them names: the rest is the client's claim.
      await graphql(site, { 'X-Forwarded-For': '198.51.100.1, 203.0.113.7, 127.0.0.5' });
      expect(a.seen[1]!.headers['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.5, 127.0.0.1');
    });

    it('trusts a proxy at another address than the socket’s not at all', async () => {
      const a = await api('a');
      const site = await shell([a.url], {}, { TRUST_PROXY: '10.0.0.0/8' });
      await graphql(site, { ...CLAIMS, 'X-Forwarded-For': '203.0.113.7, 10.0.0.2' });
      expect(forwarded(a.seen[0]!.headers)).toEqual(
        expect.objectContaining({ 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'http' }),
      );
    });
  });

  it('drops a release token a browser sends: the deploying machine speaks to the API itself', async () => {
    const a = await api('a');
    const site = await shell([a.url]);
    await graphql(site, { 'X-Release-Token': 'x'.repeat(40), 'X-Release-By': 'mallory' });
    const [request] = a.seen.filter((seen) => seen.body.includes('options'));
    expect(request?.headers['x-release-token']).toBeUndefined();
    expect(request?.headers['x-release-by']).toBeUndefined();
  });

  it('passes the browsers’ beacons (POST /beacons/…) to the API, and nothing else there', async () => {
    const a = await api('a');
    const site = await shell([a.url]);
    const beacon = await fetch(`${site}/beacons/remote-load`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: '{"remote":"cart","ms":420}',
    });
    expect(beacon.status).toBe(200);
    expect(a.seen).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/beacons/remote-load',
        body: '{"remote":"cart","ms":420}',
        headers: expect.objectContaining({ 'x-request-id': beacon.headers.get('x-request-id') }),
      }),
    ]);
    // A GET there is a page path like any other: the shell answers it itself.
    expect((await fetch(`${site}/beacons/remote-load`)).headers.get('content-type')).toMatch(/^text\/html/);
    expect(a.seen.filter((request) => request.url.startsWith('/beacons/'))).toHaveLength(1);
  });

  it.each(['/media/photos', '/price-lists/imports?name=prices.xlsx'])(
    'streams an upload (POST %s) past its own body limit to one instance, with its Authorization',
    async (path) => {
      const a = await api('a');
      const site = await shell([a.url]);
      const file = 'x'.repeat(5 * 1024 * 1024);
      const upload = await fetch(`${site}${path}`, {
        method: 'POST',
        headers: { authorization: 'Bearer staff-token', 'content-type': 'application/octet-stream' },
        body: file,
      });
      expect(upload.status).toBe(200);
      const [seen] = a.seen.filter((request) => request.url === path);
      expect(seen?.headers.authorization).toBe('Bearer staff-token');
      expect(seen?.body.length).toBe(file.length);
    },
  );

  it('keeps the body limit on the other API paths, and passes a price list export through', async () => {
    const a = await api('a');
    const site = await shell([a.url]);
    const exported = await fetch(`${site}/price-lists/export.xlsx?categoryNid=3`, {
      headers: { authorization: 'Bearer staff-token' },
    });
    expect(exported.status).toBe(200);
    expect(a.seen.map(({ method, url }) => `${method} ${url}`)).toEqual(['GET /price-lists/export.xlsx?categoryNid=3']);
    // Any other API path keeps the limit: above it, the shell refuses the body itself.
    expect((await graphql(site, {}, `{ ${'x'.repeat(2 * 1024 * 1024)} }`)).status).toBe(413);
  });

  it('passes the sitemaps and the Yandex Market feed (GET and HEAD) to the API, before its own files', async () => {
    const a = await api('a');
    const site = await shell([a.url]);
    for (const pathname of ['/sitemap.xml', '/sitemaps/products-1.xml', '/yml.xml']) {
      const response = await fetch(`${site}${pathname}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: { api: 'a' } });
    }
    expect((await fetch(`${site}/yml.xml`, { method: 'HEAD' })).status).toBe(200);
    expect(a.seen.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /sitemap.xml',
      'GET /sitemaps/products-1.xml',
      'GET /yml.xml',
      'HEAD /yml.xml',
    ]);
    // Nothing else there: another method, or a name beside them, is the shell's (a missing file is its 404).
    expect((await fetch(`${site}/sitemap.xml`, { method: 'POST', body: 'x' })).status).not.toBe(200);
    expect((await fetch(`${site}/sitemap.xml.gz`)).status).toBe(404);
    expect((await fetch(`${site}/sitemapsx.xml`)).status).toBe(404);
    expect(a.seen).toHaveLength(4);
  });

  describe('a connection reset before the API answered', () => {
    /** An API instance that reads each request whole, then cuts the connection of the first `resets` of them. */
    async function resettingApi(resets: number) {
      const seen: string[] = [];
      const server = createServer((request, response) => {
        let body = '';
        request.setEncoding('utf8');
        request.on('data', (chunk: string) => (body += chunk));
        request.on('end', () => {
          seen.push(`${request.method} ${request.url} ${body}`);
          if (seen.length <= resets) request.socket.destroy();
          else response.setHeader('content-type', 'application/json').end(JSON.stringify({ data: { api: 'r' } }));
        });
      });
      await listen(server);
      upstreams.push(server);
      return { seen, url: `http://127.0.0.1:${portOf(server)}` };
    }
    const CHECKOUT = 'mutation createBuyerOrder($input: BuyerOrderInput!) { createBuyerOrder(input: $input) { nid } }';
    const post = (site: string, body: unknown) =>
      fetch(`${site}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    it.each<[string, string, unknown]>([
      [
        'a checkout with its idempotency key',
        'POST /graphql',
        { query: CHECKOUT, variables: { input: { idempotencyKey: 'k-1' } } },
      ],
      ['a query', 'POST /graphql', { query: '{ options { nid } }' }],
      ['a picture', 'GET /media/products/1.svg', null],
    ])('sends %s again, once, and the buyer gets its answer', async (_what, request, body) => {
      const a = await resettingApi(1);
      const site = await shell([a.url]);
      const [method, path] = request.split(' ') as [string, string];
      const response = method === 'GET' ? await fetch(`${site}${path}`) : await post(site, body);
      expect(response.status).toBe(200);
      expect(a.seen).toHaveLength(2);
      expect(lines.map((line) => line.msg)).toContain(
        'API connection reset before an answer: sending the request again',
      );
    });

    it('sends it to the next instance in turn when there is one', async () => {
      const [a, b] = [await resettingApi(1), await resettingApi(0)];
      const site = await shell([a.url, b.url]);
      const response = await post(site, { query: CHECKOUT, variables: { input: { idempotencyKey: 'k-2' } } });
      expect(response.status).toBe(200);
      expect([a.seen.length, b.seen.length]).toEqual([1, 1]);
    });

    it.each<[string, unknown]>([
      ['a checkout without a key', { query: CHECKOUT, variables: { input: { lines: [] } } }],
      [
        'a checkout whose key is not the one sent',
        {
          query:
            'mutation ($input: BuyerOrderInput!, $other: BuyerOrderInput!) { createBuyerOrder(input: $other) { nid } }',
          variables: { input: { idempotencyKey: 'k-3' }, other: {} },
        },
      ],
      ['another mutation', { query: 'mutation { changeBuyerOrderStatus(nid: 1, from: NEW, to: CONFIRMED) { nid } }' }],
      [
        'a checkout beside another mutation',
        {
          query: `mutation ($input: BuyerOrderInput!) { createBuyerOrder(input: $input) { nid } ensureUser { uid } }`,
          variables: { input: { idempotencyKey: 'k-4' } },
        },
      ],
      ['a body that is not GraphQL', { query: 'mutation {' }],
    ])('does not send %s again: 502, as the API may have acted on it', async (_what, body) => {
      const a = await resettingApi(1);
      const site = await shell([a.url]);
      expect((await post(site, body)).status).toBe(502);
      expect(a.seen).toHaveLength(1);
    });

    it('sends a request again once only', async () => {
      const a = await resettingApi(5);
      const site = await shell([a.url]);
      const response = await post(site, { query: CHECKOUT, variables: { input: { idempotencyKey: 'k-5' } } });
      expect(response.status).toBe(502);
      expect(a.seen).toHaveLength(2);
    });
  });

  describe('/healthz and /readyz', () => {
    it('/healthz answers while the process runs, whatever the API does', async () => {
      const site = await shell([`http://127.0.0.1:${await freePort()}`]);
      const response = await fetch(`${site}/healthz`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
    });

    it('/readyz is 200 when one instance’s /readyz answers 200', async () => {
      const a = await api('a', { ready: 503 });
      const b = await api('b');
      const site = await shell([a.url, b.url]);
      const response = await fetch(`${site}/readyz`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
    });

    it('/readyz is 503 with the reason when no instance is ready', async () => {
      const a = await api('a', { ready: 503 });
      const dead = `http://127.0.0.1:${await freePort()}`;
      const site = await shell([a.url, dead]);
      const response = await fetch(`${site}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        status: 'unavailable',
        reason: `no API instance is ready (${a.url}: 503; ${dead}: connection refused)`,
      });
    });

    it('/readyz is 503 once a shutdown has begun, and every answer then closes its connection', async () => {
      const a = await api('a');
      const site = await shell([a.url]);
      // What Lifecycle.shutdown does first, before the server stops accepting connections.
      servers[0]!.lifecycle.shuttingDown = true;
      const response = await fetch(`${site}/readyz`);
      expect(response.status).toBe(503);
      expect(response.headers.get('connection')).toBe('close');
      expect(await response.json()).toEqual({ status: 'unavailable', reason: 'shutting down' });
    });
  });
});
