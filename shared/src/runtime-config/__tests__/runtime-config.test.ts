import { EMULATOR_FIREBASE_SETTINGS } from '@shop/shared/auth-settings';
import { DEFAULT_SHOP_CONTACTS, parseRuntimeConfig, type RuntimeConfig } from '../runtime-config';

const DEFAULT_CONFIG: RuntimeConfig = {
  remotes: {},
  fallbacks: {},
  graphqlUrl: '/graphql',
  shop: { phone: '+7 (495) 000-00-00', email: 'info@santehnika.example' },
  firebase: EMULATOR_FIREBASE_SETTINGS,
};

describe('parseRuntimeConfig', () => {
  it('keeps valid remote URLs, absolute and same-origin', () => {
    const config = parseRuntimeConfig({
      remotes: {
        catalog: 'https://cdn.example/catalog/remoteEntry.js',
        cart: '/remotes/cart/mf-manifest.json',
        auth: 'http://localhost:3003/remoteEntry.js',
        backoffice: 'https://cdn.example/backoffice/mf-manifest.json',
      },
    });
    expect(config.remotes).toEqual({
      catalog: 'https://cdn.example/catalog/remoteEntry.js',
      cart: '/remotes/cart/mf-manifest.json',
      auth: 'http://localhost:3003/remoteEntry.js',
      backoffice: 'https://cdn.example/backoffice/mf-manifest.json',
    });
  });

  it('keeps the fallbacks (the releases live before) by the same rule', () => {
    const config = parseRuntimeConfig({
      fallbacks: {
        cart: 'http://localhost:8082/releases/0.1.0-aaaaaaaaaa/remoteEntry.js',
        auth: 'javascript:alert(1)',
      },
    });
    expect(config.fallbacks).toEqual({ cart: 'http://localhost:8082/releases/0.1.0-aaaaaaaaaa/remoteEntry.js' });
  });

  it.each([
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/javascript,alert(1)'],
    ['an ftp: URL', 'ftp://cdn.example/remoteEntry.js'],
    ['a number', 42],
    ['an empty string', ''],
    ['blank text', '   '],
    ['null', null],
    ['an object', { url: 'https://cdn.example/remoteEntry.js' }],
  ])('drops a remote whose URL is %s and keeps the others', (_case, url) => {
    const config = parseRuntimeConfig({
      remotes: { catalog: url, cart: 'https://cdn.example/cart/remoteEntry.js' },
    });
    expect(config.remotes).toEqual({ cart: 'https://cdn.example/cart/remoteEntry.js' });
    expect(config.remotes).not.toHaveProperty('catalog');
  });

  it('ignores remotes the shell does not know', () => {
    const config = parseRuntimeConfig({ remotes: { payments: 'https://cdn.example/payments/remoteEntry.js' } });
    expect(config.remotes).toEqual({});
  });

  it('defaults graphqlUrl to /graphql and the shop contacts when they are missing or blank', () => {
    expect(parseRuntimeConfig({ graphqlUrl: '', shop: { phone: ' ', email: 7 } })).toEqual(DEFAULT_CONFIG);
    expect(DEFAULT_SHOP_CONTACTS).toEqual(DEFAULT_CONFIG.shop);
  });

  it('keeps a given graphqlUrl and shop contacts, defaulting only what is missing', () => {
    const config = parseRuntimeConfig({
      graphqlUrl: 'https://api.example/graphql',
      shop: { phone: '+7 (495) 123-45-67' },
    });
    expect(config.graphqlUrl).toBe('https://api.example/graphql');
    expect(config.shop).toEqual({ phone: '+7 (495) 123-45-67', email: 'info@santehnika.example' });
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an array', [{ remotes: { catalog: 'https://cdn.example/remoteEntry.js' } }]],
    ['a string', '{"remotes":{}}'],
    ['a number', 42],
    ['remotes and shop of the wrong type', { remotes: 'catalog', shop: ['+7'] }],
  ])('survives %s as input and gives the default config', (_case, input) => {
    expect(() => parseRuntimeConfig(input)).not.toThrow();
    expect(parseRuntimeConfig(input)).toEqual(DEFAULT_CONFIG);
  });
});
