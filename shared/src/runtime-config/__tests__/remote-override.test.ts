import { RUNTIME_CONFIG_ELEMENT_ID } from '../../page-data';
import { overrideOrigin, parseRemoteOverride, parseRuntimeConfig, readRuntimeConfig, remoteOverrideUrl } from '..';

const LIVE_CART = 'http://localhost:8082/releases/0.1.0-bbbbbbbbbb/remoteEntry.js';
const DEV_CART = 'http://localhost:8092/remoteEntry.js';

describe('a remote override', () => {
  it.each([
    ['localhost', 'cart', 'http://localhost:8092/remoteEntry.js', 'http://localhost:8092/remoteEntry.js'],
    ['127.0.0.1', 'catalog', 'http://127.0.0.1:9001/remoteEntry.js', 'http://127.0.0.1:9001/remoteEntry.js'],
    ['[::1]', 'auth', 'http://[::1]:8093/remoteEntry.js', 'http://[::1]:8093/remoteEntry.js'],
    [
      'an upper-case host',
      'backoffice',
      'http://LOCALHOST:8094/remoteEntry.js',
      'http://localhost:8094/remoteEntry.js',
    ],
    [
      '127.0.0.1 spelled in hex',
      'cart',
      'http://0x7f000001:8092/remoteEntry.js',
      'http://127.0.0.1:8092/remoteEntry.js',
    ],
  ])('accepts a dev server on %s', (_case, remote, entry, normalised) => {
    expect(parseRemoteOverride(remote, entry)).toEqual({ remote, entry: normalised });
  });

  it.each([
    ['the shell', 'shell', DEV_CART],
    ['an unknown remote', 'payments', DEV_CART],
    ['a remote name in another case', 'Cart', DEV_CART],
    ['no remote', undefined, DEV_CART],
    ['a list of remotes', ['cart'], DEV_CART],
    ['another host', 'cart', 'http://evil.example:8092/remoteEntry.js'],
    ['a host that starts like localhost', 'cart', 'http://localhost.evil.example:8092/remoteEntry.js'],
    ['another loopback address', 'cart', 'http://127.0.0.2:8092/remoteEntry.js'],
    ['a private address', 'cart', 'http://192.168.1.5:8092/remoteEntry.js'],
    ['https', 'cart', 'https://localhost:8092/remoteEntry.js'],
    ['no port', 'cart', 'http://localhost/remoteEntry.js'],
    ['another file', 'cart', 'http://localhost:8092/main.js'],
    ['a manifest', 'cart', 'http://localhost:8092/mf-manifest.json'],
    ['a folder', 'cart', 'http://localhost:8092/cart/remoteEntry.js'],
    ['a query', 'cart', 'http://localhost:8092/remoteEntry.js?x=1'],
    ['an empty query', 'cart', 'http://localhost:8092/remoteEntry.js?'],
    ['a fragment', 'cart', 'http://localhost:8092/remoteEntry.js#x'],
    ['credentials', 'cart', 'http://user:secret@localhost:8092/remoteEntry.js'],
    ['a relative URL', 'cart', '/remoteEntry.js'],
    ['a javascript: URL', 'cart', 'javascript:alert(1)//localhost:8092/remoteEntry.js'],
    ['a data: URL', 'cart', 'data:text/javascript,alert(1)'],
    ['garbage', 'cart', 'not a url'],
    ['a number', 'cart', 8092],
    ['nothing', 'cart', undefined],
  ])('ignores %s', (_case, remote, entry) => {
    expect(parseRemoteOverride(remote, entry)).toBeNull();
  });

  it('has an origin and an address that turns it on', () => {
    const override = { remote: 'cart' as const, entry: DEV_CART };
    expect(overrideOrigin(override)).toBe('http://localhost:8092');
    const url = new URL(remoteOverrideUrl('http://localhost:8080', override));
    expect(url.origin + url.pathname).toBe('http://localhost:8080/__dev/override');
    expect(parseRemoteOverride(url.searchParams.get('remote'), url.searchParams.get('entry'))).toEqual(override);
  });
});

describe('the page’s configuration with an override', () => {
  afterEach(() => document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove());

  it('loads the overridden remote from the dev server, without a fallback, and the others as they are', () => {
    const config = parseRuntimeConfig({
      remotes: { catalog: 'http://localhost:8081/remoteEntry.js' },
      fallbacks: { cart: LIVE_CART },
      override: { remote: 'cart', entry: DEV_CART },
    });
    expect(config.remotes).toEqual({ catalog: 'http://localhost:8081/remoteEntry.js', cart: DEV_CART });
    expect(config.fallbacks).toEqual({});
    expect(config.override).toEqual({ remote: 'cart', entry: DEV_CART });
  });

  it.each([
    ['a foreign entry', { remote: 'cart', entry: 'https://evil.example/remoteEntry.js' }],
    ['the shell', { remote: 'shell', entry: DEV_CART }],
    ['text', 'cart http://localhost:8092/remoteEntry.js'],
    ['null', null],
  ])('ignores an override that is %s', (_case, override) => {
    const config = parseRuntimeConfig({ remotes: { cart: LIVE_CART }, fallbacks: { cart: LIVE_CART }, override });
    expect(config.remotes).toEqual({ cart: LIVE_CART });
    expect(config.fallbacks).toEqual({ cart: LIVE_CART });
    expect(config).not.toHaveProperty('override');
  });

  it('is what the shell registers its remotes from: the page’s inline configuration with the dev entry', async () => {
    const script = document.createElement('script');
    script.id = RUNTIME_CONFIG_ELEMENT_ID;
    script.type = 'application/json';
    script.textContent = JSON.stringify({
      remotes: { auth: 'http://localhost:8083/remoteEntry.js' },
      fallbacks: {},
      override: { remote: 'cart', entry: DEV_CART },
    });
    document.head.append(script);
    const fetchConfig = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
    const config = await readRuntimeConfig({ fetch: fetchConfig });
    expect(fetchConfig).not.toHaveBeenCalled();
    expect(config.remotes).toEqual({ auth: 'http://localhost:8083/remoteEntry.js', cart: DEV_CART });
  });
});
