import path from 'node:path';
import { Piscina } from 'piscina';
import type { MessageFacts } from './messages/render-message';
import type { Mailbox } from './mail-settings';

/** A message to compose: what it says, and who sends it to whom under which Message-ID. */
export interface MailToCompose {
  facts: MessageFacts;
  from: Mailbox;
  to: string[];
  /** `<uuid@domain>`. */
  messageId: string;
}

/**
 * The thread the messages are rendered and composed in: react-email's render, pdfmake's PDF and the
 * MIME encoding take milliseconds of CPU a message (a hundred for an invoice's PDF), which on the API's
 * event loop would wait behind them every request in flight (`npm run bench:mail`); the thread runs
 * at a lower priority than the requests (render-worker.ts). A pool of one thread (piscina), kept warm: a thread that
 * dies is replaced for the next message. From the TypeScript sources (tests, `npm start`) it runs the
 * source through tsx; the built unit runs its own bundle, `dist-node/mail-render.js`.
 */
const FROM_SOURCES = __filename.endsWith('.ts');
const RENDER_WORKER = FROM_SOURCES ? path.join(__dirname, 'render-worker.ts') : path.join(__dirname, 'mail-render.js');

export class RenderThread {
  private pool: Piscina | null = null;

  /** The message's bytes, as the relay gets them. */
  async compose(mail: MailToCompose): Promise<Buffer> {
    this.pool ??= new Piscina({
      filename: RENDER_WORKER,
      minThreads: 1,
      maxThreads: 1,
      // The thread is the API's: it outlives no request of its own, and does not keep the process up.
      idleTimeout: Number.POSITIVE_INFINITY,
      execArgv: FROM_SOURCES ? ['--import', 'tsx'] : [],
    });
    // A Buffer comes back from the thread as the bytes of a Uint8Array.
    return Buffer.from((await this.pool.run(mail)) as Uint8Array);
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }
}
