import net from 'node:net';
import type { ApiServer } from '../api-server';
import { startTestApi } from '../testing/test-api';
import { openDatabase, type ShopDatabase } from '../db/open-database';
import { logger } from '../observability/logger';
import { loadCatalogueFixture } from '../testing/catalogue-fixture';
import { postGraphql } from '../testing/graphql-over-http';
import { openTestDatabase } from '../testing/test-database';

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * A TCP proxy in front of the PostgreSQL server: `stop` closes it and cuts every connection
 * through it (the server is gone, as far as the API can tell); `start` listens again on the
 * same port (the server is back).
 */
class TcpProxy {
  port = 0;
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const [socket, other] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        this.sockets.add(socket);
        socket.on('error', () => other.destroy());
        socket.on('close', () => {
          this.sockets.delete(socket);
          other.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const QUERY = '{ products(url: "/smesiteli/grohe") { nid } productsCount(url: "/smesiteli") }';

/** Runs the check until it passes or the time is up (the pool reconnects on demand). */
async function eventually(check: () => Promise<void>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

(serverUrl ? describe : describe.skip)(
  'PostgreSQL going away and coming back, through a TCP proxy (runs only with TEST_DATABASE_URL set)',
  () => {
    let direct: ShopDatabase;
    let drop: () => Promise<void>;
    let proxy: TcpProxy;
    let proxied: ShopDatabase;
    let api: ApiServer;
    let base: string;

    beforeAll(async () => {
      ({ database: direct, drop } = await openTestDatabase('postgresql'));
      await loadCatalogueFixture(direct);
      const [row] = await direct.query<{ name: string }>('SELECT current_database() AS name');
      const target = new URL(serverUrl as string);
      proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      await proxy.start();
      const throughProxy = new URL(serverUrl as string);
      throughProxy.hostname = '127.0.0.1';
      throughProxy.port = String(proxy.port);
      throughProxy.pathname = `/${row?.name}`;
      proxied = await openDatabase({ url: throughProxy.toString(), poolSize: 2 });
      ({ api, base } = await startTestApi(proxied));
    });
    afterAll(async () => {
      await api?.stop();
      await proxied?.close();
      await proxy?.stop();
      await drop?.();
    });

    const health = async () => (await fetch(`${base}/readyz`)).status;
    const graphql = () => postGraphql(base, QUERY);

    it('/readyz turns 503 and GraphQL answers SERVICE_UNAVAILABLE while it is away; both recover when it is back on the same port', async () => {
      const logged = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
      expect(await health()).toBe(200);
      expect((await graphql()).data).toEqual({ products: [{ nid: 5 }, { nid: 2 }, { nid: 1 }], productsCount: 7 });

      await proxy.stop();
      // Forget the catalogue metadata too, so the outage also hits its loading.
      api.catalog.clear();
      expect(await health()).toBe(503);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const answer = await graphql();
        expect(answer.status).toBe(200);
        expect(answer.errors?.map((error) => error.extensions?.code)).toEqual(
          expect.arrayContaining(['SERVICE_UNAVAILABLE']),
        );
        expect(answer.errors?.every((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE')).toBe(true);
      }

      await proxy.start();
      await eventually(async () => expect(await health()).toBe(200));
      const answer = await graphql();
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toEqual({ products: [{ nid: 5 }, { nid: 2 }, { nid: 1 }], productsCount: 7 });
      expect(logged.mock.calls.filter((call) => call.some((part) => String(part).includes('internal error')))).toEqual(
        [],
      );
    });
  },
);
