import type { ApolloServerPlugin } from '@apollo/server';
import type { ShopContext } from './context';

/**
 * The GraphQL operations an API process is running, counted from the request's start to its response, whether or
 * not the client is still there to read it (README: Deploying the shop). A stopping process closes its database
 * only after the last of them: the HTTP server's drain waits for connections, and a client that gave up has none,
 * while its operation may still have queries to make.
 */
export class OperationsInFlight {
  private running = 0;
  private idle: (() => void)[] = [];

  /** The Apollo plugin that counts them. */
  readonly plugin: ApolloServerPlugin<ShopContext> = {
    requestDidStart: async () => {
      this.running += 1;
      let counted = true;
      return {
        willSendResponse: async () => {
          if (!counted) return;
          counted = false;
          this.running -= 1;
          if (this.running === 0) for (const resolve of this.idle.splice(0)) resolve();
        },
      };
    },
  };

  get count(): number {
    return this.running;
  }

  /** Resolves with true once none is running, or with false after `timeoutMs`. */
  settled(timeoutMs: number): Promise<boolean> {
    if (this.running === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(
        () => {
          this.idle = this.idle.filter((waiting) => waiting !== done);
          resolve(false);
        },
        Math.max(0, timeoutMs),
      );
      this.idle.push(done);
    });
  }
}
