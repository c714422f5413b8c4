/**
 * @jest-environment node
 */
// The shell's server reads the live releases from the API on each page (at most once a second)
// and hands them out in /config.json and inside each page's HTML: a deploy or a rollback is seen
// without a restart (docs/decisions/0007-independent-releases.md).
import type { Server } from 'node:http';
import { rmSync } from 'node:fs';
import { close, fakeBuild, memoryLogger, type LogLine } from '@shop/web-server/testing';
import type { RunningServer } from '@shop/web-server/lifecycle';
import { startShellServer } from '../app';
import { liveReleasesApi, type LiveAnswer } from './live-releases-api';
import { shellServerConfig } from '../config';
import { liveReleasesOf, withLiveReleases } from '../live-releases';
import { runtimeConfigFrom } from '@shop/web-server/runtime-config';

const A = '0.1.0-aaaaaaaaaa';
const B = '0.1.0-bbbbbbbbbb';

describe('the live releases as the API answers them', () => {
  it('keeps the well-formed ones of known front-ends and drops the rest', () => {
    expect(
      liveReleasesOf({
        liveReleases: [
          { frontend: 'cart', version: B, previousVersion: A },
          { frontend: 'auth', version: A, previousVersion: null },
          { frontend: 'catalog', version: '../../evil', previousVersion: null },
          { frontend: 'backoffice', version: A, previousVersion: 'javascript:alert(1)' },
          { frontend: 'shell', version: A, previousVersion: null },
          { frontend: 'stranger', version: A, previousVersion: null },
          null,
          'cart',
        ],
      }),
    ).toEqual({
      cart: { version: B, previousVersion: A },
      auth: { version: A, previousVersion: null },
      backoffice: { version: A, previousVersion: null },
      shell: { version: A, previousVersion: null },
    });
    expect(liveReleasesOf({})).toBeNull();
    expect(liveReleasesOf(null)).toBeNull();
  });

  it('leaves a remote with no live release on its configured entry, and gives the previous release as the fallback', () => {
    const base = runtimeConfigFrom({});
    const config = withLiveReleases(base, { cart: { version: B, previousVersion: A } });
    expect(config.remotes).toEqual({ ...base.remotes, cart: `http://localhost:8082/releases/${B}/remoteEntry.js` });
    expect(config.fallbacks).toEqual({ cart: `http://localhost:8082/releases/${A}/remoteEntry.js` });
  });
});

describe('the shell’s server and the live releases', () => {
  let api: Server;
  let live: LiveAnswer;
  let asked: () => number;
  let dir: string;
  let server: RunningServer;
  let lines: LogLine[];

  beforeAll(async () => {
    const stand = await liveReleasesApi(() => live);
    api = stand.api;
    asked = stand.asked;
    dir = fakeBuild({
      'dist/index.html':
        '<!doctype html><html><head><title>Сантехника</title><link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" /></head><body><div id="root"></div></body></html>',
    });
    const log = memoryLogger('shell', 'info');
    lines = log.lines;
    const config = shellServerConfig({ PORT: '0', HOST: '127.0.0.1', API_URLS: stand.url });
    server = await startShellServer({ config, logger: log.logger, dir, serverRender: false });
  });
  afterAll(async () => {
    await server.stop();
    await close(api);
    rmSync(dir, { recursive: true, force: true });
  });

  const configJson = async () => (await (await fetch(`${server.url}/config.json`)).json()) as Record<string, unknown>;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1_100));

  it('follows a deploy and a rollback without a restart, and pins each page to what it was made with', async () => {
    live = [{ frontend: 'cart', version: A, previousVersion: null }];
    expect((await configJson()).remotes).toMatchObject({ cart: `http://localhost:8082/releases/${A}/remoteEntry.js` });

    live = [{ frontend: 'cart', version: B, previousVersion: A }];
    await settle();
    const deployed = await configJson();
    expect(deployed.remotes).toMatchObject({ cart: `http://localhost:8082/releases/${B}/remoteEntry.js` });
    expect(deployed.fallbacks).toEqual({ cart: `http://localhost:8082/releases/${A}/remoteEntry.js` });

    // The page carries its configuration in place of the early fetch of /config.json.
    const page = await (await fetch(`${server.url}/cart`)).text();
    expect(page).not.toContain('href="/config.json"');
    const inline = /<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(inline ?? 'null')).toEqual(deployed);

    live = [{ frontend: 'cart', version: A, previousVersion: B }];
    await settle();
    expect((await configJson()).remotes).toMatchObject({ cart: `http://localhost:8082/releases/${A}/remoteEntry.js` });
  });

  it('asks the API at most once a second, however many pages start', async () => {
    await settle();
    const before = asked();
    await Promise.all(Array.from({ length: 20 }, () => configJson()));
    expect(asked() - before).toBe(1);
  });

  it('keeps the last known releases while the API cannot say, and says so once', async () => {
    live = [{ frontend: 'cart', version: B, previousVersion: A }];
    await settle();
    await configJson();
    live = 'broken';
    await settle();
    expect((await configJson()).remotes).toMatchObject({ cart: `http://localhost:8082/releases/${B}/remoteEntry.js` });
    await settle();
    await configJson();
    expect(lines.filter((line) => line.msg.startsWith('live releases unknown'))).toHaveLength(1);
  });
});
