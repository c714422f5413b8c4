/**
 * @jest-environment node
 */
import { Agent, request as httpRequest } from 'node:http';
import express from 'express';
import { z } from 'zod';
import { ConfigError, optionalVariable, parseEnv, serverSettings, serverVariables } from '../config';
import { healthRoutes } from '../health';
import { Lifecycle, running } from '../lifecycle';
import { REQUEST_ID_PATTERN, requestIdOf } from '../logging';
import { cacheControlFor } from '../static-files';
import { remoteEntryUrl } from '../urls';

describe('cache headers', () => {
  it.each([
    ['main.8d7cfa7b.js', 'public, max-age=31536000, immutable'],
    ['main.8d7cfa7b.css', 'public, max-age=31536000, immutable'],
    ['main.8d7cfa7b.js.br', 'public, max-age=31536000, immutable'],
    ['main.8d7cfa7b.css.gz', 'public, max-age=31536000, immutable'],
    ['remoteEntry.js', 'no-cache'],
    ['remoteEntry.js.br', 'no-cache'],
    ['mf-manifest.json.gz', 'no-cache'],
    ['mf-manifest.json', 'no-cache'],
    ['index.html', 'no-cache'],
    ['favicon.svg', 'public, max-age=3600'],
  ])('%s: %s', (file, expected) => {
    expect(cacheControlFor(`/srv/dist/${file}`)).toBe(expected);
  });
});

describe('request ids', () => {
  const withId = (id?: string) =>
    ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as Parameters<typeof requestIdOf>[0];

  it('keeps a well-formed incoming id, makes a UUID otherwise', () => {
    expect(requestIdOf(withId('Req_1.2-abc'))).toBe('Req_1.2-abc');
    for (const bad of [undefined, '', 'short', 'a b c d e f g h', 'x'.repeat(65), 'id\nforged-line']) {
      expect(requestIdOf(withId(bad))).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(REQUEST_ID_PATTERN.test('x'.repeat(64))).toBe(true);
  });
});

describe('configuration', () => {
  const schema = z.object(serverVariables(9000)).transform((env, context) => serverSettings(env, context) ?? z.NEVER);

  it('defaults what is unset or empty', () => {
    expect(parseEnv(schema, { PORT: '', HOST: '' })).toEqual({
      port: 9000,
      host: '0.0.0.0',
      publicOrigin: 'http://localhost:8080',
      logLevel: 'info',
      metricsPort: null,
      nodeEnv: 'development',
      shutdownTimeoutMs: 10_000,
    });
  });

  it.each(['0', '65536', '9464x', '-1'])('refuses METRICS_PORT=%j, naming it', (value) => {
    expect(() => parseEnv(schema, { METRICS_PORT: value })).toThrow(/METRICS_PORT/);
  });

  it('takes METRICS_PORT as a port of its own', () => {
    expect(parseEnv(schema, { METRICS_PORT: '9464' })).toMatchObject({ metricsPort: 9464 });
  });

  it('names the variable in an error of its own check, and in zod’s', () => {
    const custom = z.object({ COUNT: optionalVariable('COUNT', () => 1, 0) });
    expect(() => parseEnv(custom, { COUNT: 7 } as unknown as NodeJS.ProcessEnv)).toThrow(
      new ConfigError(['COUNT'], 'COUNT must be text'),
    );
    expect(() => parseEnv(schema, { PUBLIC_URL: 'https://user:secret@shop.example' })).toThrow(
      'PUBLIC_URL must be an absolute http(s) origin such as https://shop.example, got "https://user:secret@shop.example"',
    );
  });

  it('takes a remote’s entry from its variable, else from PUBLIC_URL’s host at its port', () => {
    expect(remoteEntryUrl({ PUBLIC_URL: 'https://shop.example' }, 'cart', 8082)).toBe(
      'https://shop.example:8082/remoteEntry.js',
    );
    expect(remoteEntryUrl({ REMOTE_CART_URL: 'https://cdn.example/cart/remoteEntry.js' }, 'cart', 8082)).toBe(
      'https://cdn.example/cart/remoteEntry.js',
    );
  });
});

describe('a graceful shutdown', () => {
  /** A server whose /slow answers after `ms`, with health routes; its RunningServer. */
  async function slowServer(ms: number) {
    const lifecycle = new Lifecycle();
    const app = express();
    app.use(
      lifecycle.middleware,
      healthRoutes(lifecycle, () => null),
    );
    app.get('/slow', (_request, response) => {
      const timer = setTimeout(() => response.send('done'), ms);
      response.once('close', () => clearTimeout(timer));
    });
    const server = await lifecycle.listen(app, 0, '127.0.0.1');
    return running(server, lifecycle, 1_000);
  }

  const getText = (url: string, agent: Agent) =>
    new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
      httpRequest(url, { agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }),
        );
      })
        .on('error', reject)
        .end();
    });

  it('lets the request in flight finish, closes idle kept-alive connections, and then the server', async () => {
    const server = await slowServer(300);
    const agent = new Agent({ keepAlive: true });
    const inFlightAgent = new Agent({ keepAlive: true });
    try {
      // A kept-alive connection left idle, and one with a request in flight.
      expect((await getText(`${server.url}/healthz`, agent)).status).toBe(200);
      const inFlight = getText(`${server.url}/slow`, inFlightAgent);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const started = Date.now();
      await server.shutdown();
      expect(Date.now() - started).toBeGreaterThanOrEqual(200);
      expect(await inFlight).toEqual({ status: 200, body: 'done', connection: 'keep-alive' });
      expect(server.server.listening).toBe(false);
    } finally {
      agent.destroy();
      inFlightAgent.destroy();
    }
  });

  it('cuts what is still in flight at its timeout', async () => {
    const server = await slowServer(5_000);
    const inFlight = getText(`${server.url}/slow`, new Agent()).catch((error: Error) => error.message);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await server.shutdown();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await inFlight).toBe('socket hang up');
  });
});
