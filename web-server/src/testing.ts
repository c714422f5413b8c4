// Helpers for the servers' tests (jest): fake builds, a logger that keeps its lines, raw
// requests. Not part of any unit's bundle.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { parseEnv, type LogLevel } from './config';
import { Lifecycle } from './lifecycle';
import { createLogger } from './logging';
import { createRemoteApp, remoteServerEnv } from './static-remote';

/** A package's build in a temporary folder: its files by path. */
export function fakeBuild(files: Record<string, string | Uint8Array>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

export type LogLine = Record<string, unknown> & { level: string; msg: string };

/** A logger whose JSON lines are kept in `lines`. */
export function memoryLogger(unit = 'test', level: LogLevel = 'info'): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = createLogger(unit, level, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { logger, lines };
}

export const portOf = (server: Server) => (server.address() as AddressInfo).port;

export function listen(server: Server, port = 0, host = '127.0.0.1'): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** Closes a server now, dropping kept-alive connections. */
export function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** The cart remote's server (createRemoteApp) on a free loopback port: its build in `dir`, its releases in `releasesDir`. */
export async function serveCartRemote(dir: string, releasesDir: string): Promise<{ server: Server; url: string }> {
  const config = parseEnv(remoteServerEnv('cart', 8082), { RELEASES_DIR: releasesDir });
  const app = createRemoteApp({ name: 'cart', dir, config, logger: memoryLogger().logger, lifecycle: new Lifecycle() });
  const server = await listen(createServer(app));
  return { server, url: `http://127.0.0.1:${portOf(server)}` };
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A request with headers fetch would not send as given (Host), on a connection of its own. */
export function get(url: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}
