/**
 * @jest-environment node
 */
import { rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { ConfigError } from '@shop/web-server/config';
import type { RunningServer } from '@shop/web-server/lifecycle';
import { fakeBuild, get, memoryLogger, type LogLine } from '@shop/web-server/testing';
import { startCatalogServer } from '../app';
import { catalogServerConfig } from '../config';

/**
 * Only the shell's server gets page fragments (README: Security): a request without its
 * PAGE_FRAGMENT_TOKEN is refused before its body is read, and the body the catalogue reads has a
 * limit near what the shell sends. The catalogue's own server, on a loopback port, over HTTP.
 */

const TOKEN = 'test-page-fragment-token-0123456789abcdef';
/** As long as the token, differing in its last character only. */
const WRONG_TOKEN = `${TOKEN.slice(0, -1)}0`;
const HEADER = 'x-page-fragment-token';
const VERSION = '0.1.0-aaaaaaaaaa';

const RENDER_PAGE = '(request) => ({ head: "", html: "<h1>" + request.pathname + "</h1>" })';

/** A page-fragment request of about `bytes` bytes: a page whose answers carry that much text. */
const pageOf = (bytes: number) =>
  JSON.stringify({
    module: 'CatalogPage',
    pathname: '/smesiteli',
    search: '',
    entries: [{ index: 0, data: { text: 'ы'.repeat(Math.max(0, Math.floor((bytes - 100) / 2))) } }],
  });

const post = (url: string, body: string, headers: Record<string, string> = {}) =>
  get(url, { 'content-type': 'application/json', ...headers }, 'POST', body);

/**
 * Declares a body of `declared` bytes and sends only its first KB: the status the server
 * answers with before the rest would come, or 'no answer' when it waits for the rest.
 */
function answerBeforeBody(url: string, declared: number) {
  return new Promise<number | 'no answer'>((resolve) => {
    const timer = setTimeout(() => {
      resolve('no answer');
      request.destroy();
    }, 2_000);
    const request = httpRequest(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': String(declared) },
      },
      (response) => {
        clearTimeout(timer);
        response.resume();
        resolve(response.statusCode ?? 0);
        request.destroy();
      },
    );
    request.on('error', () => undefined);
    request.write(pageOf(1_000).slice(0, -2));
  });
}

/** The ConfigError the catalogue's configuration refuses `env` with. */
function refusal(env: NodeJS.ProcessEnv): ConfigError {
  try {
    catalogServerConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`${JSON.stringify(env)} was accepted`);
}

describe('the catalogue server’s PAGE_FRAGMENT_TOKEN', () => {
  it('is required in production, named with every other wrong variable', () => {
    const unset = refusal({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' });
    expect(unset.variables).toEqual(['PAGE_FRAGMENT_TOKEN']);
    expect(unset.message).toMatch(/^PAGE_FRAGMENT_TOKEN must be set when NODE_ENV is production/);
    expect(refusal({ NODE_ENV: 'production' }).variables.sort()).toEqual(['PAGE_FRAGMENT_TOKEN', 'PUBLIC_URL']);
    expect(
      catalogServerConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', PAGE_FRAGMENT_TOKEN: TOKEN })
        .pageFragmentToken,
    ).toBe(TOKEN);
  });

  it.each([
    ['too short', 'x'.repeat(31)],
    ['with a space', `${TOKEN.slice(0, 20)} ${TOKEN.slice(20)}`],
  ])('is refused %s, in any mode, without repeating it', (_, token) => {
    for (const NODE_ENV of ['development', 'production']) {
      const { variables, message } = refusal({
        NODE_ENV,
        PUBLIC_URL: 'https://shop.example',
        PAGE_FRAGMENT_TOKEN: token,
      });
      expect(variables).toEqual(['PAGE_FRAGMENT_TOKEN']);
      expect(message).toMatch(/^PAGE_FRAGMENT_TOKEN must be at least 32 printable characters without spaces/);
      expect(message).not.toContain(token);
    }
  });

  it('is optional outside production: unset, there is none', () => {
    expect(catalogServerConfig({}).pageFragmentToken).toBeUndefined();
    expect(catalogServerConfig({ PAGE_FRAGMENT_TOKEN: '' }).pageFragmentToken).toBeUndefined();
  });
});

describe('the catalogue server’s page fragments', () => {
  let dirs: string[];
  let server: RunningServer;
  let lines: LogLine[];

  beforeAll(async () => {
    dirs = [
      fakeBuild({
        'dist/remoteEntry.js': '/* catalog */',
        'dist-server/server.js': `exports.renderPage = ${RENDER_PAGE};`,
      }),
      fakeBuild({
        [`catalog/${VERSION}/client/remoteEntry.js`]: '/* catalog A */',
        [`catalog/${VERSION}/server/server.js`]: `exports.renderPage = ${RENDER_PAGE};`,
      }),
    ];
    const log = memoryLogger('catalog');
    lines = log.lines;
    server = await startCatalogServer({
      config: catalogServerConfig({ PORT: '0', HOST: '127.0.0.1', RELEASES_DIR: dirs[1], PAGE_FRAGMENT_TOKEN: TOKEN }),
      logger: log.logger,
      dir: dirs[0]!,
    });
  });

  afterAll(async () => {
    await server.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const routes = () => [`${server.url}/page-fragment`, `${server.url}/releases/${VERSION}/page-fragment`];

  it('renders for the shell’s token, at both routes', async () => {
    for (const route of routes()) {
      const answer = await post(route, pageOf(1_000), { [HEADER]: TOKEN });
      expect([answer.status, JSON.parse(answer.body)]).toEqual([200, { head: '', html: '<h1>/smesiteli</h1>' }]);
    }
  });

  it.each([
    ['no token', {}],
    ['a wrong token of the same length', { [HEADER]: WRONG_TOKEN }],
    ['an empty token', { [HEADER]: '' }],
  ])('refuses %s with a short 403, the body never parsed', async (_, headers: Record<string, string>) => {
    for (const route of routes()) {
      for (const body of [pageOf(1_000), '{"module": not json', pageOf(1_500_000)]) {
        const answer = await post(route, body, headers);
        expect([answer.status, answer.body]).toEqual([403, 'Доступ запрещён']);
      }
    }
  });

  it('answers a request without the token before its body has come', async () => {
    for (const route of routes()) expect(await answerBeforeBody(route, 1_500_000)).toBe(403);
  });

  it('refuses many large bodies without the token and stays responsive', async () => {
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 24 }, () => post(routes()[0]!, pageOf(1_200_000))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(24).fill(403));
    expect((await get(`${server.url}/healthz`)).status).toBe(200);
    // 24 × 1.2 MB rendered blocked the real catalogue for 13.8 s; refused, they only cross the wire.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('reads at most 256 KB with the token: a realistic page passes, a larger body is 413', async () => {
    // The largest the shell sends is about 61 KB (a category page with its products and filter counts).
    expect((await post(routes()[0]!, pageOf(240_000), { [HEADER]: TOKEN })).status).toBe(200);
    for (const route of routes()) {
      const answer = await post(route, pageOf(300_000), { [HEADER]: TOKEN });
      expect([answer.status, answer.body]).toEqual([413, 'Слишком большой запрос']);
    }
  });

  it('never writes the token to its logs', () => {
    expect(lines.some((line) => (line.req as { url?: string } | undefined)?.url === '/page-fragment')).toBe(true);
    expect(JSON.stringify(lines)).not.toContain(TOKEN);
  });
});

describe('the catalogue server without a token (outside production)', () => {
  it('renders no page fragment for anyone, and says so at start', async () => {
    const dir = fakeBuild({
      'dist/remoteEntry.js': '/* catalog */',
      'dist-server/server.js': `exports.renderPage = ${RENDER_PAGE};`,
    });
    const log = memoryLogger('catalog');
    const server = await startCatalogServer({
      config: catalogServerConfig({ PORT: '0', HOST: '127.0.0.1' }),
      logger: log.logger,
      dir,
    });
    try {
      const asked: Record<string, string>[] = [{}, { [HEADER]: TOKEN }, { [HEADER]: 'undefined' }];
      for (const headers of asked)
        expect((await post(`${server.url}/page-fragment`, pageOf(1_000), headers)).status).toBe(403);
      expect(log.lines).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ level: 'warn', msg: expect.stringMatching(/^PAGE_FRAGMENT_TOKEN is unset/) }),
        ]),
      );
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
