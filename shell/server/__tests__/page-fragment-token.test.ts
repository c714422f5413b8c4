/**
 * @jest-environment node
 */
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { catalogServerConfig, startCatalogServer } from 'mfe-catalog/server';
import { ConfigError } from '@shop/web-server/config';
import type { RunningServer } from '@shop/web-server/lifecycle';
import { close, fakeBuild, get, listen, memoryLogger, portOf, type LogLine } from '@shop/web-server/testing';
import { startShellServer } from '../app';
import { shellServerConfig } from '../config';

/**
 * The shell's server asks the catalogue's for a page's HTML with the secret they share
 * (PAGE_FRAGMENT_TOKEN, README: Security): the catalogue's own server, on a loopback port, renders
 * it only for that token. A fake API answers every query, so a catalogue page has all its data.
 */

const TOKEN = 'shell-test-page-fragment-token-0123456789';
/** As long as the token, differing in its last character only. */
const WRONG_TOKEN = `${TOKEN.slice(0, -1)}0`;
/** Nothing listens there: the other remotes. */
const CLOSED_PORT = 1;
const RENDERED = '<div id="root"><header>Сантехника</header><main><h1>Смесители</h1></main></div>';
const UNRENDERED = '<div id="root"></div>';

/** The ConfigError the shell's configuration refuses `env` with. */
function refusal(env: NodeJS.ProcessEnv): ConfigError {
  try {
    shellServerConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`${JSON.stringify(env)} was accepted`);
}

describe('the shell server’s PAGE_FRAGMENT_TOKEN', () => {
  const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' };

  it('is required in production, named with every other wrong variable', () => {
    const unset = refusal(PRODUCTION);
    expect(unset.variables).toEqual(['PAGE_FRAGMENT_TOKEN']);
    expect(unset.message).toMatch(/^PAGE_FRAGMENT_TOKEN must be set when NODE_ENV is production/);
    expect(refusal({ NODE_ENV: 'production' }).variables.sort()).toEqual(['PAGE_FRAGMENT_TOKEN', 'PUBLIC_URL']);
    expect(shellServerConfig({ ...PRODUCTION, PAGE_FRAGMENT_TOKEN: TOKEN }).pageFragmentToken).toBe(TOKEN);
  });

  it('is refused too short, in any mode, without repeating it', () => {
    for (const NODE_ENV of ['development', 'production']) {
      const { variables, message } = refusal({ ...PRODUCTION, NODE_ENV, PAGE_FRAGMENT_TOKEN: 'short-token' });
      expect(variables).toEqual(['PAGE_FRAGMENT_TOKEN']);
      expect(message).toMatch(/^PAGE_FRAGMENT_TOKEN must be at least 32 printable characters without spaces/);
      expect(message).not.toContain('short-token');
    }
  });

  it('is optional outside production, and never part of /config.json', () => {
    expect(shellServerConfig({}).pageFragmentToken).toBeUndefined();
    expect(JSON.stringify(shellServerConfig({ PAGE_FRAGMENT_TOKEN: TOKEN }).runtime)).not.toContain(TOKEN);
  });
});

describe('the shell’s server asking the catalogue’s server for a page', () => {
  let dirs: string[];
  let api: Server;
  let catalog: RunningServer;
  let catalogLines: LogLine[];
  const shells: RunningServer[] = [];

  beforeAll(async () => {
    dirs = [
      fakeBuild({
        'dist/remoteEntry.js': '/* catalog */',
        'dist/mf-manifest.json': JSON.stringify({ exposes: [] }),
        'dist-server/server.js': 'exports.renderPage = () => ({ head: "", html: "<h1>Смесители</h1>" });',
      }),
      fakeBuild({
        'dist/index.html': `<!doctype html><html><head><title>Сантехника</title></head><body>${UNRENDERED}</body></html>`,
        'dist-server/server.js':
          'exports.renderShell = async () => ({ before: "<header>Сантехника</header><main>", after: "</main>" });',
      }),
    ];
    api = await listen(
      createServer((request, response) => {
        request.resume();
        response.setHeader('content-type', 'application/json');
        response.end('{"data":{"stub":true}}');
      }),
    );
    const log = memoryLogger('catalog');
    catalogLines = log.lines;
    catalog = await startCatalogServer({
      config: catalogServerConfig({ PORT: '0', HOST: '127.0.0.1', PAGE_FRAGMENT_TOKEN: TOKEN }),
      logger: log.logger,
      dir: dirs[0]!,
    });
  });

  afterAll(async () => {
    await Promise.all([...shells.map((shell) => shell.stop()), catalog.stop(), close(api)]);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A shell's server in front of the catalogue's, from `env`; its log lines beside. */
  async function shellWith(env: NodeJS.ProcessEnv) {
    const log = memoryLogger('shell');
    const config = shellServerConfig(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        REMOTE_CATALOG_URL: `${catalog.url}/remoteEntry.js`,
        API_URLS: `http://127.0.0.1:${portOf(api)}`,
        ...env,
      },
      { remotePorts: { cart: CLOSED_PORT, auth: CLOSED_PORT, backoffice: CLOSED_PORT } },
    );
    const shell = await startShellServer({ config, logger: log.logger, dir: dirs[1]! });
    shells.push(shell);
    return { url: shell.url, lines: log.lines };
  }

  const fragmentsAsked = () =>
    catalogLines.filter((line) => (line.req as { url?: string } | undefined)?.url === '/page-fragment').length;

  it('sends the token: the page comes rendered, and /config.json never names it', async () => {
    const shell = await shellWith({ PAGE_FRAGMENT_TOKEN: TOKEN });
    const page = await get(`${shell.url}/smesiteli`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(RENDERED);
    expect(page.body).not.toContain(TOKEN);
    expect((await get(`${shell.url}/config.json`)).body).not.toContain(TOKEN);
  });

  it('with another token, sends the page for the browser to render and says why', async () => {
    const shell = await shellWith({ PAGE_FRAGMENT_TOKEN: WRONG_TOKEN });
    const page = await get(`${shell.url}/smesiteli`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(UNRENDERED);
    expect(shell.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 'warn', msg: expect.stringMatching(/^page fragment refused/) }),
      ]),
    );
  });

  it('without a token (outside production), asks nothing and says so at start', async () => {
    const shell = await shellWith({});
    const before = fragmentsAsked();
    const page = await get(`${shell.url}/smesiteli`);
    expect(page.body).toContain(UNRENDERED);
    expect(fragmentsAsked()).toBe(before);
    expect(shell.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 'warn', msg: expect.stringMatching(/^PAGE_FRAGMENT_TOKEN is unset/) }),
      ]),
    );
  });
});
