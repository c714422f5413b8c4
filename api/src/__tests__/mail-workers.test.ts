// The outbox's workers as separate processes (api/README.md, «Mail»): a worker killed (SIGKILL)
// after the relay took a message and before it marked it sent leaves it to be sent once more, with
// the same Message-ID, by the next worker; on PostgreSQL, two worker processes send each message
// once. PGlite's data directory belongs to one process, so there the two workers run one after the
// other; the two at once run on the PostgreSQL server of TEST_DATABASE_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { mailMessages } from '../db/mail-schema';
import { migrate } from '../db/migrate';
import { openDatabase, type ShopDatabase } from '../db/open-database';
import { createBuyerOrder } from '../orders/create-buyer-order';
import { API_ROOT } from '../package-root';
import { orderInput } from '../testing/buyer-order-input';
import { loadCatalogueFixture } from '../testing/catalogue-fixture';
import { eventually } from '../testing/eventually';
import { startMailCatcher } from '../testing/mail-catcher';
import { openTestDatabase } from '../testing/test-database';
import { spawnUnit, type UnitProcess } from '@shop/web-server/unit-process';

const WORKER = path.join(API_ROOT, 'src/testing/mail-worker-main.ts');
const serverUrl = process.env.TEST_DATABASE_URL;

/** A worker process over the database `env` names; resolves once it works. */
async function spawnWorker(env: Record<string, string>): Promise<UnitProcess> {
  const worker = spawnUnit({ cwd: API_ROOT, args: ['--import', 'tsx', WORKER], env, port: 0 });
  await eventually(
    'the worker ready',
    () => {
      if (worker.child.exitCode !== null) throw new Error(`The worker exited: ${worker.stderr()}`);
      return worker.stdout().includes('ready');
    },
    30_000,
  );
  return worker;
}

/**
 * The queue's jobs from now on as the worker processes retry them: lost after 3 s, tried again
 * after 1 s (a job takes its queue's figures when it is queued, before any worker has started).
 */
const quickQueue = (database: ShopDatabase) =>
  database.query(
    "UPDATE pgboss.queue SET expire_seconds = 3, retry_delay = 1, retry_backoff = false WHERE name = 'mail'",
  );

/** One order's message to the buyer (no staff notice), queued with the order. */
async function placeOrder(database: ShopDatabase, email: string): Promise<number> {
  const order = await createBuyerOrder(database, orderInput({ email }), null);
  const [message] = await database.db.select().from(mailMessages).where(eq(mailMessages.orderNid, order.nid));
  if (!message) throw new Error('the order queued no message');
  return message.id;
}

describe.each([
  ['pglite', true],
  ['postgresql', !!serverUrl],
] as const)('mail worker processes on %s', (engine, available) => {
  const maybe = available ? it : it.skip;

  maybe(
    'a worker killed after handing a message over and before marking it: the next sends it again, the same message',
    async () => {
      let victim: UnitProcess | null = null;
      const relay = await startMailCatcher({
        // The relay has the message and has not said 250 yet: the worker dies before it can mark it sent.
        onReceived: () => {
          victim?.child.kill('SIGKILL');
          victim = null;
        },
      });
      const folder = mkdtempSync(path.join(tmpdir(), 'shop-mail-crash-'));
      const dataDir = path.join(folder, 'pglite');
      let opened: { database: ShopDatabase; drop: () => Promise<void>; url?: string } | null = null;
      let second: UnitProcess | null = null;
      try {
        // The database the test writes to, and how a worker process opens the same one.
        const open = async () =>
          engine === 'pglite' ? openDatabase({ dataDir }) : (opened as NonNullable<typeof opened>).database;
        const release = async (database: ShopDatabase) => (engine === 'pglite' ? database.close() : undefined);
        let env: Record<string, string>;
        if (engine === 'pglite') {
          const database = await openDatabase({ dataDir });
          await migrate(database);
          await database.close();
          env = { API_DATA_DIR: dataDir };
        } else {
          opened = await openTestDatabase('postgresql');
          env = { DATABASE_URL: opened.url as string };
        }
        env = { ...env, SMTP_URL: relay.smtpUrl, MAIL_FROM: 'Сантехника <shop@santehnika.test>', NODE_ENV: 'test' };

        let database = await open();
        await loadCatalogueFixture(database);
        await quickQueue(database);
        const id = await placeOrder(database, 'crash@example.ru');
        await release(database);

        const first = await spawnWorker(env);
        victim = first;
        await eventually('the relay took the message', () => relay.received.length === 1);
        await first.exited;
        expect(first.child.signalCode).toBe('SIGKILL');

        database = await open();
        const [claimed] = await database.db.select().from(mailMessages).where(eq(mailMessages.id, id));
        expect(claimed).toMatchObject({ status: 'QUEUED', attempts: 1 });
        expect(claimed!.claimedAt).not.toBeNull();
        await release(database);

        // The next worker finds the job lost once its lease is over, and sends the message again.
        second = await spawnWorker(env);
        await eventually('the message sent again', () => relay.received.length === 2, 30_000);
        expect(await second.stop()).toBe(0);

        database = await open();
        const [sent] = await database.db.select().from(mailMessages).where(eq(mailMessages.id, id));
        expect(sent).toMatchObject({ status: 'SENT', attempts: 2 });
        await release(database);
        const ids = relay.received.map(({ mail }) => mail.messageId);
        expect(ids).toEqual([`<${sent!.messageId}@santehnika.test>`, `<${sent!.messageId}@santehnika.test>`]);
      } finally {
        second?.child.kill('SIGKILL');
        await relay.close();
        await opened?.drop();
        rmSync(folder, { recursive: true, force: true });
      }
    },
  );
});

describe('mail worker processes side by side on postgresql', () => {
  (serverUrl ? it : it.skip)('two worker processes send each message once', async () => {
    const relay = await startMailCatcher();
    const opened = await openTestDatabase('postgresql');
    const env = {
      DATABASE_URL: opened.url as string,
      SMTP_URL: relay.smtpUrl,
      MAIL_FROM: 'Сантехника <shop@santehnika.test>',
      NODE_ENV: 'test',
      MAIL_PER_MINUTE: '1000',
    };
    const workers: UnitProcess[] = [];
    try {
      await loadCatalogueFixture(opened.database);
      await quickQueue(opened.database);
      workers.push(await spawnWorker(env), await spawnWorker(env));
      const ids: number[] = [];
      for (let order = 0; order < 30; order += 1)
        ids.push(await placeOrder(opened.database, `buyer${order}@example.ru`));
      await eventually(
        'all 30 sent',
        async () => {
          const rows = await opened.database.db.select({ status: mailMessages.status }).from(mailMessages);
          return rows.length === 30 && rows.every((row) => row.status === 'SENT');
        },
        60_000,
      );
      const received = relay.received.map(({ mail }) => mail.messageId);
      expect(received).toHaveLength(30);
      expect(new Set(received).size).toBe(30);
      const rows = await opened.database.db.select({ attempts: mailMessages.attempts }).from(mailMessages);
      expect(rows.every((row) => row.attempts === 1)).toBe(true);
    } finally {
      for (const worker of workers) worker.child.kill('SIGKILL');
      await relay.close();
      await opened.drop();
    }
  });
});
