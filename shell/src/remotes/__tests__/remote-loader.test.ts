/** @jest-environment-options {"resources": "usable"} */
// The shell's loading of remote modules through the federation runtime itself: jsdom fetches and
// runs each entry from a real HTTP server, as a browser would. A live release that fails is tried
// once more; what that cures is not reported; what it does not is reported with the release that
// failed, and the remote falls back to the release live before (docs/decisions/0007-independent-releases.md).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { init, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteLoadReport } from '@shop/shared/beacons';
import { LIVE_RETRY_WITHIN_MS, importRemoteModule, registerShopRemotes } from '../remote-loader';

/**
 * How a release's entry answers: always, only from its second request on, never (503), with a script that throws,
 * or only from its second request on after a first one that failed slowly.
 */
type Behaviour = 'ok' | 'fails-once' | 'down' | 'throws' | 'fails-once-slowly';

const LIVE = '0.2.0-bbbbbbbbbb';
const BEFORE = '0.1.0-aaaaaaaaaa';

let server: Server;
let origin = '';
const behaviours = new Map<string, Behaviour>();
/** The entries asked for, in order (their versions). */
let asked: string[] = [];
let reports: RemoteLoadReport[] = [];

/** A cart container whose modules say which release they came from. */
const container = (version: string) => `window.cart = {
  init: function () {},
  get: function (expose) {
    return Promise.resolve(function () {
      return { default: function Page() { return null; }, release: ${JSON.stringify(version)}, expose: expose };
    });
  },
};`;

beforeAll(async () => {
  server = createServer((request, response) => {
    const version = /^\/releases\/([^/]+)\/remoteEntry\.js$/.exec(request.url ?? '')?.[1] ?? '';
    const behaviour = behaviours.get(version);
    const first = !asked.includes(version);
    asked.push(version);
    if (!behaviour || behaviour === 'down' || (behaviour === 'fails-once' && first)) {
      response.writeHead(503).end();
      return;
    }
    if (behaviour === 'fails-once-slowly' && first) {
      setTimeout(() => response.writeHead(503).end(), LIVE_RETRY_WITHIN_MS + 200);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/javascript' });
    response.end(behaviour === 'throws' ? 'throw new Error("a broken release");' : container(version));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  init({ name: 'shell', remotes: [] });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const entryOf = (version: string) => `${origin}/releases/${version}/remoteEntry.js`;

/** A new page: the cart's live release and its fallback, each answering as told. */
function page(live: Behaviour, before?: Behaviour) {
  behaviours.clear();
  behaviours.set(LIVE, live);
  if (before) behaviours.set(BEFORE, before);
  asked = [];
  reports = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (_url: string, body: string) => reports.push(JSON.parse(body) as RemoteLoadReport) > 0,
  });
  // The runtime keeps what an earlier test's page registered: start this page's cart afresh.
  registerRemotes([{ name: 'cart', entry: entryOf(LIVE) }], { force: true });
  registerShopRemotes({ cart: entryOf(LIVE) }, before ? { cart: entryOf(BEFORE) } : {});
}

beforeEach(() => {
  // The runtime warns of every forced registration, and jsdom logs every entry that failed: both are the point here.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const releaseOf = (module: unknown) => (module as { release: string }).release;

describe('importRemoteModule', () => {
  it('loads a module of the live release, asking for its entry once', async () => {
    page('ok', 'ok');
    expect(releaseOf(await importRemoteModule('cart/CartPage'))).toBe(LIVE);
    expect(releaseOf(await importRemoteModule('cart/CartButton'))).toBe(LIVE);
    expect(asked).toEqual([LIVE]);
    expect(reports).toEqual([]);
  });

  it('tries the live release once more after a failure, and reports nothing when that cures it', async () => {
    page('fails-once', 'ok');
    expect(releaseOf(await importRemoteModule('cart/CartPage'))).toBe(LIVE);
    expect(asked).toEqual([LIVE, LIVE]);
    expect(reports).toEqual([]);
  });

  it('does not try again a live release that failed slowly: it reports it and falls back at once', async () => {
    page('fails-once-slowly', 'ok');
    expect(releaseOf(await importRemoteModule('cart/CartPage'))).toBe(BEFORE);
    expect(asked).toEqual([LIVE, BEFORE]);
    expect(reports).toEqual([{ remote: 'cart', module: 'cart/CartPage', version: LIVE }]);
  });

  it('retries once for the modules that failed together', async () => {
    page('fails-once', 'ok');
    const modules = await Promise.all([importRemoteModule('cart/CartPage'), importRemoteModule('cart/CartButton')]);
    expect(modules.map(releaseOf)).toEqual([LIVE, LIVE]);
    expect(asked).toEqual([LIVE, LIVE]);
    expect(reports).toEqual([]);
  });

  it('reports a live release that fails again, with its version, and falls back to the release before', async () => {
    page('down', 'ok');
    expect(releaseOf(await importRemoteModule('cart/CartPage'))).toBe(BEFORE);
    expect(asked).toEqual([LIVE, LIVE, BEFORE]);
    expect(reports).toEqual([{ remote: 'cart', module: 'cart/CartPage', version: LIVE }]);
    // The rest of the page loads the cart from the release before, without asking the live one again.
    expect(releaseOf(await importRemoteModule('cart/CartButton'))).toBe(BEFORE);
    expect(asked).toEqual([LIVE, LIVE, BEFORE]);
    expect(reports).toHaveLength(1);
  });

  it('reports once and falls back once for the modules that failed together', async () => {
    page('down', 'ok');
    const modules = await Promise.all([importRemoteModule('cart/CartPage'), importRemoteModule('cart/CartButton')]);
    expect(modules.map(releaseOf)).toEqual([BEFORE, BEFORE]);
    expect(asked).toEqual([LIVE, LIVE, BEFORE]);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ remote: 'cart', version: LIVE });
  });

  it('falls back from a live release whose entry throws', async () => {
    page('throws', 'ok');
    expect(releaseOf(await importRemoteModule('cart/CartPage'))).toBe(BEFORE);
    expect(asked).toEqual([LIVE, LIVE, BEFORE]);
    expect(reports).toEqual([{ remote: 'cart', module: 'cart/CartPage', version: LIVE }]);
  });

  it('fails after the retry when there is no release to fall back to, reported once', async () => {
    page('down');
    await expect(importRemoteModule('cart/CartPage')).rejects.toThrow();
    expect(asked).toEqual([LIVE, LIVE]);
    expect(reports).toEqual([{ remote: 'cart', module: 'cart/CartPage', version: LIVE }]);
  });

  it('reports the fallback too when it fails as well', async () => {
    page('down', 'down');
    await expect(importRemoteModule('cart/CartPage')).rejects.toThrow();
    expect(asked).toEqual([LIVE, LIVE, BEFORE]);
    expect(reports).toEqual([
      { remote: 'cart', module: 'cart/CartPage', version: LIVE },
      { remote: 'cart', module: 'cart/CartPage', version: BEFORE },
    ]);
  });
});
