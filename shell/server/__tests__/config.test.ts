/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError } from '@shop/web-server/config';
import { compileUnitInto, freePort, type UnitProcess } from '../../../scripts/unit-process';
import { shellServerConfig, shellServerEnv } from '../config';

describe('the shell server’s configuration', () => {
  it('is one zod schema with the defaults of npm start', () => {
    const parsed = shellServerEnv.parse({});
    expect(parsed).toEqual(
      expect.objectContaining({
        port: 8080,
        host: '0.0.0.0',
        publicOrigin: 'http://localhost:8080',
        apiUrls: ['http://127.0.0.1:4000'],
        shutdownTimeoutMs: 10_000,
        logLevel: 'info',
        nodeEnv: 'development',
      }),
    );
    expect(parsed.runtime.remotes).toEqual({
      catalog: 'http://localhost:8081/remoteEntry.js',
      cart: 'http://localhost:8082/remoteEntry.js',
      auth: 'http://localhost:8083/remoteEntry.js',
      backoffice: 'http://localhost:8084/remoteEntry.js',
    });
  });

  it('takes several API instances from API_URLS, one from API_URL, and API_URLS over API_URL', () => {
    expect(
      shellServerConfig({ API_URLS: 'http://10.0.0.5:4000, http://10.0.0.6:4000,http://10.0.0.5:4000' }).apiUrls,
    ).toEqual(['http://10.0.0.5:4000', 'http://10.0.0.6:4000']);
    expect(shellServerConfig({ API_URL: 'http://api.internal:4000' }).apiUrls).toEqual(['http://api.internal:4000']);
    expect(shellServerConfig({ API_URLS: 'http://a:4000', API_URL: 'http://b:4000' }).apiUrls).toEqual([
      'http://a:4000',
    ]);
    // An empty variable counts as unset.
    expect(shellServerConfig({ API_URLS: '', PUBLIC_URL: '', PORT: '' }).apiUrls).toEqual(['http://127.0.0.1:4000']);
  });

  it('builds /config.json from the same variables as before', () => {
    const { runtime, publicOrigin } = shellServerConfig({
      PUBLIC_URL: 'https://shop.example',
      REMOTE_CART_URL: 'https://cart.shop.example/remoteEntry.js',
      SHOP_PHONE: '+7 (800) 000-00-00',
      FIREBASE_API_KEY: 'key',
      FIREBASE_AUTH_DOMAIN: 'shop.firebaseapp.com',
      FIREBASE_PROJECT_ID: 'shop',
    });
    expect(publicOrigin).toBe('https://shop.example');
    expect(runtime.remotes.cart).toBe('https://cart.shop.example/remoteEntry.js');
    expect(runtime.remotes.catalog).toBe('https://shop.example:8081/remoteEntry.js');
    expect(runtime.shop.phone).toBe('+7 (800) 000-00-00');
    expect(runtime.firebase).toEqual({
      apiKey: 'key',
      authDomain: 'shop.firebaseapp.com',
      projectId: 'shop',
      emulatorUrl: null,
    });
  });

  const CASES: { env: Record<string, string>; variable: string; message: RegExp }[] = [
    {
      env: { PORT: 'eighty' },
      variable: 'PORT',
      message: /^PORT must be a whole number from 0 to 65535, got "eighty"$/,
    },
    { env: { PORT: '70000' }, variable: 'PORT', message: /^PORT must be a whole number/ },
    {
      env: { API_URLS: 'http://10.0.0.5:4000,10.0.0.6:4000' },
      variable: 'API_URLS',
      message: /^API_URLS must be a comma-separated list of absolute http\(s\) origins .*, got "10\.0\.0\.6:4000"$/,
    },
    { env: { API_URLS: 'http://10.0.0.5:4000,,' }, variable: 'API_URLS', message: /^API_URLS must be/ },
    { env: { API_URLS: 'http://10.0.0.5:4000/api' }, variable: 'API_URLS', message: /^API_URLS must be/ },
    { env: { API_URL: 'ftp://api' }, variable: 'API_URL', message: /^API_URL must be an absolute http\(s\) origin/ },
    {
      env: { SHUTDOWN_TIMEOUT_MS: '-1' },
      variable: 'SHUTDOWN_TIMEOUT_MS',
      message: /^SHUTDOWN_TIMEOUT_MS must be a whole number/,
    },
    {
      env: { LOG_LEVEL: 'loud' },
      variable: 'LOG_LEVEL',
      message: /^LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"$/,
    },
    {
      env: { NODE_ENV: 'prod' },
      variable: 'NODE_ENV',
      message: /^NODE_ENV must be one of development, production, test/,
    },
    {
      env: { NODE_ENV: 'production', PAGE_FRAGMENT_TOKEN: 'x'.repeat(32) },
      variable: 'PUBLIC_URL',
      message: /^PUBLIC_URL must be set when NODE_ENV is production/,
    },
    {
      env: { FIREBASE_AUTH_EMULATOR_URL: '127.0.0.1:9099' },
      variable: 'FIREBASE_AUTH_EMULATOR_URL',
      message: /^FIREBASE_AUTH_EMULATOR_URL must be an absolute http\(s\) URL/,
    },
    // true would let any client choose the address the API counts its rate limits by.
    { env: { TRUST_PROXY: 'true' }, variable: 'TRUST_PROXY', message: /^TRUST_PROXY must name the proxies/ },
    { env: { TRUST_PROXY: 'False' }, variable: 'TRUST_PROXY', message: /^TRUST_PROXY must name the proxies/ },
    {
      env: { TRUST_PROXY: 'loopback,10.0.0.0/33' },
      variable: 'TRUST_PROXY',
      message: /^TRUST_PROXY must name the proxies .*, got "loopback,10\.0\.0\.0\/33"$/,
    },
    { env: { TRUST_PROXY: 'the balancer' }, variable: 'TRUST_PROXY', message: /^TRUST_PROXY must name/ },
  ];

  it.each(CASES)('$env is refused, naming $variable', ({ env, variable, message }) => {
    let error: unknown;
    try {
      shellServerConfig(env);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variables).toEqual([variable]);
    expect((error as ConfigError).message).toMatch(message);
  });

  it('allows a developer’s remote override only when REMOTE_OVERRIDES is on (off unless set, in production too)', () => {
    expect(shellServerConfig({}).remoteOverrides).toBe(false);
    expect(shellServerConfig({ REMOTE_OVERRIDES: '' }).remoteOverrides).toBe(false);
    expect(
      shellServerConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://shop.example',
        PAGE_FRAGMENT_TOKEN: 'x'.repeat(32),
      }).remoteOverrides,
    ).toBe(false);
    expect(shellServerConfig({ REMOTE_OVERRIDES: 'off' }).remoteOverrides).toBe(false);
    expect(shellServerConfig({ REMOTE_OVERRIDES: 'on' }).remoteOverrides).toBe(true);
    for (const value of ['yes', 'true', 'ON', '1'])
      expect(() => shellServerConfig({ REMOTE_OVERRIDES: value })).toThrow(
        new Error(`REMOTE_OVERRIDES must be one of on, off, got ${JSON.stringify(value)}`),
      );
  });

  it('trusts no proxy in front unless TRUST_PROXY names some (addresses, subnets, names or hops)', () => {
    expect(shellServerConfig({}).trustProxy('127.0.0.1', 0)).toBe(false);
    expect(shellServerConfig({ TRUST_PROXY: '' }).trustProxy('127.0.0.1', 0)).toBe(false);
    const loopback = shellServerConfig({ TRUST_PROXY: 'loopback' }).trustProxy;
    expect([loopback('127.0.0.1', 0), loopback('::1', 0), loopback('10.0.0.1', 0)]).toEqual([true, true, false]);
    const subnets = shellServerConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7' }).trustProxy;
    expect([subnets('10.1.2.3', 0), subnets('192.168.1.7', 1), subnets('127.0.0.1', 0)]).toEqual([true, true, false]);
    const hops = shellServerConfig({ TRUST_PROXY: '1' }).trustProxy;
    expect([hops('203.0.113.7', 0), hops('203.0.113.7', 1)]).toEqual([true, false]);
  });

  it('serves the federated build unless SHELL_BUILD says single (the fallback deployment)', () => {
    expect(shellServerConfig({}).singleBundle).toBe(false);
    expect(shellServerConfig({ SHELL_BUILD: 'federated' }).singleBundle).toBe(false);
    expect(shellServerConfig({ SHELL_BUILD: 'single' }).singleBundle).toBe(true);
    for (const value of ['whole', 'SINGLE', 'true'])
      expect(() => shellServerConfig({ SHELL_BUILD: value })).toThrow(
        new Error(`SHELL_BUILD must be one of federated, single, got ${JSON.stringify(value)}`),
      );
  });

  it('names every wrong variable at once', () => {
    expect(() => shellServerConfig({ PORT: 'x', LOG_LEVEL: 'loud', REMOTE_AUTH_URL: '/auth' })).toThrow(
      expect.objectContaining({ variables: ['PORT', 'LOG_LEVEL', 'REMOTE_AUTH_URL'] }),
    );
  });
});

describe('the compiled shell unit and a wrong variable', () => {
  let dir: string;
  let start: (env: Record<string, string>, port: number) => UnitProcess;

  beforeAll(async () => {
    // No build beside it: a unit whose configuration is wrong stops before it looks for one.
    dir = mkdtempSync(path.join(tmpdir(), 'shell-unit-'));
    start = await compileUnitInto('shell', dir);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each<{ env: Record<string, string>; variable: string }>([
    { env: { PUBLIC_URL: 'shop.example' }, variable: 'PUBLIC_URL' },
    { env: { API_URLS: 'http://10.0.0.5:4000;http://10.0.0.6:4000' }, variable: 'API_URLS' },
    { env: { REMOTE_CATALOG_URL: 'javascript:alert(1)' }, variable: 'REMOTE_CATALOG_URL' },
    { env: { NODE_ENV: 'production', PAGE_FRAGMENT_TOKEN: 'x'.repeat(32) }, variable: 'PUBLIC_URL' },
    { env: { SHUTDOWN_TIMEOUT_MS: 'soon' }, variable: 'SHUTDOWN_TIMEOUT_MS' },
    { env: { TRUST_PROXY: 'true' }, variable: 'TRUST_PROXY' },
  ])('$env: exits with code 1 and a line on stderr naming $variable', async ({ env, variable }) => {
    const unit = start(env, await freePort());
    expect(await unit.exited).toBe(1);
    const line = JSON.parse(unit.stderr().trim()) as { level: number; unit: string; variables: string[]; msg: string };
    expect(line).toEqual(expect.objectContaining({ level: 'fatal', unit: 'shell', variables: [variable] }));
    expect(line.msg).toMatch(new RegExp(`^configuration: ${variable} `));
    expect(unit.stdout()).toBe('');
  });
});
