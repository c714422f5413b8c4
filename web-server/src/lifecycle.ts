import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { RequestHandler } from 'express';
import pino, { type Logger } from 'pino';
import { ConfigError, type LogLevel } from './config';
import { createLogger } from './logging';
import { serveMetrics, unitMetrics } from './unit-metrics';

/** How often, while shutting down, connections whose request is done are closed. */
const IDLE_SWEEP_MS = 100;

/**
 * A server's life: listening, then a graceful shutdown (SIGTERM/SIGINT). Node's own http server
 * does the work, with no library: `server.close()` stops accepting connections and resolves once
 * every one has ended; connections with no request in flight are closed at once
 * (`closeIdleConnections`, repeated while requests finish, and every response sent meanwhile
 * says `Connection: close`); /readyz answers 503 from the start. Requests still in flight after
 * the timeout are cut (`closeAllConnections`). Proxied WebSockets (subscriptions) are closed at
 * once: they would hold the process for the whole timeout, and their clients reconnect.
 */
export class Lifecycle {
  shuttingDown = false;
  private server: Server | null = null;
  private metrics: Server | null = null;
  private readonly upgraded = new Set<Duplex>();
  private closing: Promise<void> | null = null;

  /** Tells every response sent during a shutdown to close its connection. */
  readonly middleware: RequestHandler = (_request, response, next) => {
    if (this.shuttingDown) response.setHeader('Connection', 'close');
    next();
  };

  /** Starts `app` listening; resolves once it does. */
  listen(app: RequestListener, port: number, host: string): Promise<Server> {
    return new Promise((resolve, reject) => {
      const server = createServer(app);
      this.server = server;
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve(server);
      });
    });
  }

  /** /metrics (./unit-metrics) at `port` on `host`, apart from the unit's own port; closed with the server. */
  async serveMetrics(port: number, host: string): Promise<void> {
    this.metrics = await serveMetrics(unitMetrics(), port, host);
  }

  private closeMetrics(): void {
    this.metrics?.close();
    this.metrics?.closeAllConnections();
    this.metrics = null;
  }

  /** A socket handed over to a WebSocket: closed at the start of a shutdown. */
  trackUpgrade(socket: Duplex): void {
    this.upgraded.add(socket);
    socket.once('close', () => this.upgraded.delete(socket));
  }

  /** Graceful shutdown; resolves once the server is closed (at most `timeoutMs` later, and a little). */
  shutdown(timeoutMs: number, logger?: Logger): Promise<void> {
    if (this.closing) return this.closing;
    this.shuttingDown = true;
    this.closeMetrics();
    const server = this.server;
    if (!server) return (this.closing = Promise.resolve());
    this.closing = new Promise<void>((resolve) => {
      const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
      const deadline = setTimeout(() => {
        logger?.warn({ timeoutMs }, 'requests still in flight at the shutdown timeout: closing their connections');
        server.closeAllConnections();
      }, timeoutMs);
      server.close(() => {
        clearInterval(sweep);
        clearTimeout(deadline);
        resolve();
      });
      server.closeIdleConnections();
      for (const socket of this.upgraded) socket.destroy();
    });
    return this.closing;
  }

  /** Stops now, dropping every connection (tests, `npm start`'s Ctrl-C, a journey's remote going down). */
  stop(): Promise<void> {
    this.shuttingDown = true;
    this.closeMetrics();
    const server = this.server;
    if (!server) return Promise.resolve();
    return new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
      for (const socket of this.upgraded) socket.destroy();
    });
  }
}

/** A unit's server, running. */
export interface RunningServer {
  server: Server;
  lifecycle: Lifecycle;
  /** `http://127.0.0.1:<port>` (or its host): where the unit answers. */
  url: string;
  /** Graceful shutdown within the unit's SHUTDOWN_TIMEOUT_MS. */
  shutdown: () => Promise<void>;
  /** Immediate stop. */
  stop: () => Promise<void>;
}

/** The RunningServer of a listening server. */
export function running(
  server: Server,
  lifecycle: Lifecycle,
  shutdownTimeoutMs: number,
  logger?: Logger,
): RunningServer {
  const { port, address } = server.address() as AddressInfo;
  const host =
    address === '0.0.0.0' || address === '::' ? '127.0.0.1' : address.includes(':') ? `[${address}]` : address;
  return {
    server,
    lifecycle,
    url: `http://${host}:${port}`,
    shutdown: () => lifecycle.shutdown(shutdownTimeoutMs, logger),
    stop: () => lifecycle.stop(),
  };
}

/**
 * A unit's main: its configuration from the environment (a ConfigError is written to stderr as
 * one JSON line naming the variables, exit code 1), its server started, and a graceful shutdown
 * on SIGTERM or SIGINT (exit code 0; a second signal during it exits at once).
 */
export async function runUnit<C extends { logLevel: LogLevel }>(
  unit: string,
  configure: () => C,
  start: (config: C, logger: Logger) => Promise<RunningServer>,
): Promise<void> {
  let config: C;
  try {
    config = configure();
  } catch (error) {
    const stderr = createLogger(unit, 'fatal', pino.destination({ fd: 2, sync: true }));
    if (error instanceof ConfigError) stderr.fatal({ variables: error.variables }, `configuration: ${error.message}`);
    else stderr.fatal({ err: error }, 'configuration could not be read');
    process.exit(1);
  }
  const logger = createLogger(unit, config.logLevel);
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception');
    process.exit(1);
  });
  let server: RunningServer;
  try {
    server = await start(config, logger);
  } catch (error) {
    logger.fatal({ err: error }, 'could not start');
    process.exit(1);
  }
  logger.info({ url: server.url, pid: process.pid }, 'listening');
  const stop = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'shutting down');
    process.once(signal, () => process.exit(1));
    void server.shutdown().then(() => {
      logger.info('stopped');
      process.exit(0);
    });
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
