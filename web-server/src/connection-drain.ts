import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { Logger } from 'pino';

/** How long, once a drain begins, a connection with no request in flight may still bring one. */
export const IDLE_GRACE_MS = 1_000;

/**
 * A server's connections, closed only between requests when it stops: what the API's graceful
 * shutdown needs (api/README.md, "Deploying the shop"), and what Node's own `server.close()`
 * does not give, since it ends at once every connection with no request in flight — a connection
 * just accepted whose first request is on its way, or a kept-alive one a client has just reused,
 * included, and that client sees its request reset whether or not the server acted on it.
 *
 * Draining: no new connection is accepted; a request on a connection already open is served as
 * ever, its response saying `Connection: close`, and its connection closed once it is sent; a
 * connection that brings no request within IDLE_GRACE_MS is closed; whatever is still open at the
 * deadline is cut.
 */
export class ConnectionDrain {
  private readonly active = new Map<Socket, number>();
  private draining = false;

  constructor(private readonly server: Server) {
    server.on('connection', (socket: Socket) => {
      this.active.set(socket, 0);
      socket.once('close', () => this.active.delete(socket));
    });
    // Before the application's own listener, which may send its headers at once.
    server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
      const { socket } = request;
      this.active.set(socket, (this.active.get(socket) ?? 0) + 1);
      if (this.draining) response.setHeader('Connection', 'close');
      response.once('close', () => {
        const left = (this.active.get(socket) ?? 1) - 1;
        this.active.set(socket, left);
        if (this.draining && left === 0) socket.end();
      });
    });
  }

  /** Connections open now (with or without a request in flight). */
  get connections(): number {
    return this.active.size;
  }

  /** Drains the server; resolves true once every connection closed by itself, false when the deadline cut some. */
  drain(timeoutMs: number, logger?: Logger, idleGraceMs = IDLE_GRACE_MS): Promise<boolean> {
    this.draining = true;
    return new Promise((resolve) => {
      let graceful = true;
      const grace = setTimeout(
        () => {
          for (const [socket, requests] of this.active) if (requests === 0) socket.end();
        },
        Math.min(idleGraceMs, timeoutMs),
      );
      const deadline = setTimeout(() => {
        graceful = false;
        logger?.warn({ timeoutMs, connections: this.active.size }, 'requests still in flight at the deadline: cut');
        for (const socket of this.active.keys()) socket.destroy();
      }, timeoutMs);
      // net.Server's close only stops accepting: http.Server's would also end every idle connection at once.
      NetServer.prototype.close.call(this.server, () => {
        clearTimeout(grace);
        clearTimeout(deadline);
        resolve(graceful);
      });
    });
  }
}
