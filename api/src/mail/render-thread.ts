import path from 'node:path';
import { Piscina } from 'piscina';
import type { MessageFacts, RenderedMail } from './messages/render-message';

/**
 * The thread the messages are rendered in: react-email's render and pdfmake's PDF take milliseconds of
 * CPU a message (a hundred for an invoice's PDF), which on the API's event loop would wait behind them
 * every request in flight (`npm run bench:mail`). A pool of one thread (piscina), kept warm: a thread that
 * dies is replaced for the next message. From the TypeScript sources (tests, `npm start`) it runs the
 * source through tsx; the built unit runs its own bundle, `dist-node/mail-render.js`.
 */
const FROM_SOURCES = __filename.endsWith('.ts');
const RENDER_WORKER = FROM_SOURCES ? path.join(__dirname, 'render-worker.ts') : path.join(__dirname, 'mail-render.js');

export class RenderThread {
  private pool: Piscina | null = null;

  render(facts: MessageFacts): Promise<RenderedMail> {
    this.pool ??= new Piscina({
      filename: RENDER_WORKER,
      minThreads: 1,
      maxThreads: 1,
      // The thread is the API's: it outlives no request of its own, and does not keep the process up.
      idleTimeout: Number.POSITIVE_INFINITY,
      execArgv: FROM_SOURCES ? ['--import', 'tsx'] : [],
    });
    return this.pool.run(facts) as Promise<RenderedMail>;
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }
}
