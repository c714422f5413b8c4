import pg from 'pg';
import { logger } from '../observability/logger';

type OnPayload = (payload: string) => void;

const CHANNEL = /^[a-z_][a-z0-9_]*$/;
const RETRY_MS = [500, 1_000, 2_000, 5_000, 10_000];

/**
 * NOTIFY on a PostgreSQL server, through one connection of its own (a pooled one would be
 * handed back and lose its LISTENs). Connects on the first `listen`; when the connection
 * drops it reconnects with a growing pause and listens again. What was notified while it was
 * away is lost: listeners must not rely on seeing every notification.
 */
export class PgNotifications {
  private readonly channels = new Map<string, Set<OnPayload>>();
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private retry: NodeJS.Timeout | null = null;
  private failures = 0;
  private closed = false;

  constructor(private readonly url: string) {}

  /** Calls back on every NOTIFY of the channel after its transaction commits; resolves once listening. */
  async listen(channel: string, onPayload: OnPayload): Promise<() => Promise<void>> {
    if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
    if (this.closed) throw new Error('The notification connection is closed');
    const callbacks = this.channels.get(channel) ?? new Set();
    this.channels.set(channel, callbacks);
    callbacks.add(onPayload);
    try {
      const client = await this.connected();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      this.forget(channel, onPayload);
      throw error;
    }
    return async () => {
      if (this.forget(channel, onPayload)) await this.client?.query(`UNLISTEN ${channel}`).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.channels.clear();
    const client = this.client ?? (await this.connecting?.catch(() => null));
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  /** Removes one callback; true when the channel has none left. */
  private forget(channel: string, onPayload: OnPayload): boolean {
    const callbacks = this.channels.get(channel);
    callbacks?.delete(onPayload);
    if (callbacks?.size) return false;
    this.channels.delete(channel);
    return true;
  }

  private connected(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 5_000 });
    client.on('notification', ({ channel, payload }) => {
      for (const onPayload of this.channels.get(channel) ?? []) onPayload(payload ?? '');
    });
    client.on('error', (error) => logger.warn({ err: error.message }, 'PostgreSQL notification connection error'));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      for (const channel of this.channels.keys()) await client.query(`LISTEN ${channel}`);
      if (this.closed) throw new Error('The notification connection is closed');
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
    this.failures = 0;
    return client;
  }

  /** The connection ended: while anyone listens, connect again after a pause. */
  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.reconnectLater();
  }

  private reconnectLater(): void {
    if (this.closed || this.retry || this.channels.size === 0) return;
    const delay = RETRY_MS[Math.min(this.failures, RETRY_MS.length - 1)] as number;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.connected().catch(() => {
        this.failures += 1;
        this.reconnectLater();
      });
    }, delay);
    this.retry.unref();
  }
}
