import { DEMO_REQUISITES } from '@shop/shared/invoice-sheet';
import { eq, sql } from 'drizzle-orm';
import type { ApiServer } from '../../api-server';
import { mailMessages } from '../../db/mail-schema';
import { selectRows, type ShopDatabase } from '../../db/open-database';
import { CREATE_BUYER_ORDER, orderInput } from '../../testing/buyer-order-input';
import { loadCatalogueFixture } from '../../testing/catalogue-fixture';
import { graphqlData, graphqlError } from '../../testing/graphql-over-http';
import { staffSignIn } from '../../testing/auth-tokens';
import { CHANGE_BUYER_ORDER_STATUS } from '../../testing/buyer-orders-admin';
import { salesClient } from '../../testing/sales-documents';
import { eventually } from '../../testing/eventually';
import { startMailCatcher, type MailCatcher } from '../../testing/mail-catcher';
import { openTestDatabase, TEST_ENGINES } from '../../testing/test-database';
import { startTestApi } from '../../testing/test-api';
import { MAIL_QUEUE } from '../job-queue';
import type { MailSettings } from '../mail-settings';
import { MailWorker } from '../mail-worker';
import { orderLinkKey } from '../order-link';
import { queueMail } from '../outbox';

// The order's messages through a real SMTP server (smtp-server) on each engine: queued with the order,
// sent once by the API's worker, retried on a 4xx, recorded and not retried on a 5xx, within the rates.

const NOTIFY = 'manager@santehnika.test';
/** Quick retries, a short lease: what the queue does in hours, the tests see in seconds. */
const QUICK = { retryLimit: 2, retryDelay: 1, retryBackoff: false, expireInSeconds: 3 };
const TIMINGS = { pollingSeconds: 0.5, policy: QUICK, maintenanceSeconds: 1 };

type Order = { nid: number; number: string };

describe.each(TEST_ENGINES)('order mail on %s', (engine) => {
  let database: ShopDatabase;
  let drop: () => Promise<void>;
  let relay: MailCatcher;
  let api: ApiServer;
  let base: string;
  let settings: MailSettings & { smtpUrl: string };

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(engine));
    await loadCatalogueFixture(database);
    relay = await startMailCatcher({
      rule: (address, attempt) => {
        if (address.startsWith('later') && attempt === 1) return { code: 451, message: 'Try again later' };
        if (address.startsWith('never')) return { code: 550, message: 'No such user here' };
        return null;
      },
    });
    settings = {
      smtpUrl: relay.smtpUrl,
      requireTls: false,
      from: { name: 'Сантехника', address: 'shop@santehnika.test' },
      notify: [NOTIFY],
      perMinute: 1_000,
      perRecipientPerHour: 2,
    };
    ({ api, base } = await startTestApi(database, false, { mail: settings, mailWorker: TIMINGS }));
    await api.startMail();
  });
  afterAll(async () => {
    await api?.stop();
    await relay?.close();
    await drop?.();
  });

  const place = async (email: string): Promise<Order> =>
    (await graphqlData<{ createBuyerOrder: Order }>(base, CREATE_BUYER_ORDER, { input: orderInput({ email }) }))
      .createBuyerOrder;
  const messagesOf = (orderNid: number) =>
    database.db.select().from(mailMessages).where(eq(mailMessages.orderNid, orderNid)).orderBy(mailMessages.id);
  const relayed = (to: string, number: string) =>
    relay.received.filter(({ envelopeTo, mail }) => envelopeTo.includes(to) && mail.subject?.includes(`№ ${number}`));
  const jobsOf = async (id: number) =>
    selectRows<{ state: string; start_after: Date }>(
      database.db,
      sql`SELECT state, start_after FROM pgboss.job WHERE name = ${MAIL_QUEUE} AND data->>'message' = ${String(id)}`,
    );

  it('an order queues one message to the buyer and one to the staff, and each reaches the relay once', async () => {
    const input = orderInput({ email: 'buyer@example.ru' });
    const order = (await graphqlData<{ createBuyerOrder: Order }>(base, CREATE_BUYER_ORDER, { input }))
      .createBuyerOrder;
    const queued = await messagesOf(order.nid);
    expect(queued.map(({ kind, recipients }) => [kind, recipients])).toEqual([
      ['ORDER_RECEIVED', ['buyer@example.ru']],
      ['NEW_ORDER_NOTICE', [NOTIFY]],
    ]);
    await eventually('both messages sent', async () =>
      (await messagesOf(order.nid)).every((message) => message.status === 'SENT'),
    );
    const [toBuyer] = relayed('buyer@example.ru', order.number);
    const [toStaff] = relayed(NOTIFY, order.number);
    expect(relayed('buyer@example.ru', order.number)).toHaveLength(1);
    expect(relayed(NOTIFY, order.number)).toHaveLength(1);

    const buyerMail = toBuyer!.mail;
    expect(buyerMail.subject).toBe(`Заказ № ${order.number} принят`);
    expect(buyerMail.from?.value).toEqual([{ name: 'Сантехника', address: 'shop@santehnika.test' }]);
    expect(buyerMail.messageId).toBe(`<${queued[0]!.messageId}@santehnika.test>`);
    // HTML and plain text, both with the order's lines, sums and a link back.
    expect(buyerMail.html).toContain('Смеситель');
    expect(buyerMail.text).toContain('Итого');
    expect(buyerMail.text).toMatch(/10\s000\s₽/);
    // The link opens the order without sign-in: its number and the order's key.
    const key = await orderLinkKey(database.db, { nid: order.nid, linkVersion: 1 });
    expect(buyerMail.text).toContain(`/cart/order/${order.number}?key=${key}`);
    expect(buyerMail.text).toContain('ООО «Сантехника»');
    expect(buyerMail.text).not.toMatch(/под заказ/i);
    expect(toStaff!.mail.subject).toBe(`Новый заказ № ${order.number}`);
    expect(toStaff!.mail.text).toContain(`/dmn/buyer-orders/${order.nid}`);

    const sent = await messagesOf(order.nid);
    expect(sent.map(({ attempts, relayResponse }) => [attempts, relayResponse?.startsWith('250')])).toEqual([
      [1, true],
      [1, true],
    ]);
    // The same checkout again is the same order: nothing more is queued or sent.
    await graphqlData(base, CREATE_BUYER_ORDER, { input });
    expect(await messagesOf(order.nid)).toHaveLength(2);
  });

  it('a line the order waits for says so in the buyer’s and the staff’s messages, as the order’s page does', async () => {
    // The fixture's toilet has 5 units, its hansgrohe mixer none.
    const input = orderInput({
      email: 'waits@example.ru',
      lines: [
        { nid: 9, quantity: 7, price: 9000 },
        { nid: 3, quantity: 1, price: 8000 },
      ],
    });
    const order = (await graphqlData<{ createBuyerOrder: Order }>(base, CREATE_BUYER_ORDER, { input }))
      .createBuyerOrder;
    await eventually('both messages sent', async () =>
      (await messagesOf(order.nid)).every((message) => message.status === 'SENT'),
    );
    for (const to of ['waits@example.ru', NOTIFY]) {
      const [message] = relayed(to, order.number);
      const text = message!.mail.text ?? '';
      expect(text).toContain('5 шт. в наличии, ещё 2 шт. — под заказ, срок сообщит менеджер');
      expect(text).toMatch(/1 шт\. × 8\s000\s₽\s+Под заказ, срок сообщит менеджер/);
      expect(message!.mail.html).toContain('Под заказ, срок сообщит менеджер');
    }
  });

  it('staff see the order’s messages in its card and send one again: a new message, the same content', async () => {
    const { idToken } = await staffSignIn(database, 'mail-seller@shop.test', { isSeller: true });
    const order = await place('again@example.ru');
    await eventually('the order’s messages sent', async () =>
      (await messagesOf(order.nid)).every((message) => message.status === 'SENT'),
    );
    const CARD =
      'query card($nid: Int!) { buyerOrder(nid: $nid) { messages { id kind recipients status sentAt failure requestedBy } } }';
    const card = await graphqlData<{ buyerOrder: { messages: { id: number; kind: string; status: string }[] } }>(
      base,
      CARD,
      { nid: order.nid },
      idToken,
    );
    expect(card.buyerOrder.messages.map(({ kind, status }) => [kind, status])).toEqual([
      ['ORDER_RECEIVED', 'SENT'],
      ['NEW_ORDER_NOTICE', 'SENT'],
    ]);
    expect((await graphqlError(base, CARD, { nid: order.nid })).extensions?.code).toBe('UNAUTHENTICATED');

    const RESEND = 'mutation again($id: Int!) { resendMail(id: $id) { id status requestedBy } }';
    const [toBuyer] = card.buyerOrder.messages;
    const again = await graphqlData<{ resendMail: { id: number; status: string; requestedBy: string } }>(
      base,
      RESEND,
      { id: toBuyer!.id },
      idToken,
    );
    expect(again.resendMail).toMatchObject({ status: 'QUEUED', requestedBy: expect.any(String) });
    await eventually('sent again', () => relayed('again@example.ru', order.number).length === 2);
    const [first, second] = relayed('again@example.ru', order.number);
    expect(second!.mail.messageId).not.toBe(first!.mail.messageId);
    expect(second!.mail.text).toBe(first!.mail.text);
    expect((await graphqlError(base, RESEND, { id: toBuyer!.id })).extensions?.code).toBe('UNAUTHENTICATED');
    expect((await graphqlError(base, RESEND, { id: 999_999 }, idToken)).extensions?.code).toBe('NOT_FOUND');
  });

  it('the buyer is told of each status the order reaches, whoever or whatever moved it', async () => {
    const { idToken } = await staffSignIn(database, 'status-clerk@shop.test', { isSeller: true });
    const subjectsTo = (to: string) =>
      relay.received.filter(({ envelopeTo }) => envelopeTo.includes(to)).map(({ mail }) => mail.subject);
    const change = (nid: number, from: string, to: string) =>
      graphqlData(base, CHANGE_BUYER_ORDER_STATUS, { nid, from, to }, idToken);
    /** Confirmed by a clerk, then shipped by its posted shipment: what the buyer was told, in order. */
    const confirmAndShip = async (order: Order, to: string) => {
      await change(order.nid, 'NEW', 'CONFIRMED');
      await salesClient(base, idToken).shipped({ buyerOrderNid: order.nid });
      await eventually('three messages', () => subjectsTo(to).length === 3);
      return subjectsTo(to).map((subject) => subject?.replace(`Заказ № ${order.number} `, ''));
    };

    const delivered = await place('status@example.ru');
    expect(await confirmAndShip(delivered, 'status@example.ru')).toEqual([
      'принят',
      'подтверждён',
      'передан в доставку',
    ]);
    const shipped = relayed('status@example.ru', delivered.number).at(-1)!.mail;
    expect(shipped.text).toContain('Москва, Тверская ул., 1');
    expect(shipped.text).toContain(`/cart/order/${delivered.number}?key=`);

    // A pickup order's shipment ships it and hands it over at once: one message, the last.
    const pickup = (
      await graphqlData<{ createBuyerOrder: Order }>(base, CREATE_BUYER_ORDER, {
        input: orderInput({ email: 'pickup@example.ru', delivery: 'PICKUP', address: null }),
      })
    ).createBuyerOrder;
    expect(await confirmAndShip(pickup, 'pickup@example.ru')).toEqual(['принят', 'подтверждён', 'выдан']);

    // Cancelled by a clerk.
    const cancelled = await place('cancel@example.ru');
    await change(cancelled.nid, 'NEW', 'CANCELLED');
    await eventually('the cancellation', () => subjectsTo('cancel@example.ru').length === 2);
    expect(subjectsTo('cancel@example.ru')[1]).toBe(`Заказ № ${cancelled.number} отменён`);
    expect((await messagesOf(cancelled.nid)).map(({ kind }) => kind)).toEqual([
      'ORDER_RECEIVED',
      'NEW_ORDER_NOTICE',
      'ORDER_CANCELLED',
    ]);
  });

  it('a transaction that rolls back leaves no message and no job', async () => {
    const order = await place('rollback@example.ru');
    await eventually('the order’s own messages sent', async () =>
      (await messagesOf(order.nid)).every((message) => message.status === 'SENT'),
    );
    const jobsBefore = await selectRows<{ count: number }>(
      database.db,
      sql`SELECT count(*)::int AS count FROM pgboss.job`,
    );
    await expect(
      database.db.transaction(async (tx) => {
        await queueMail(tx, {
          key: 'rolled-back',
          kind: 'ORDER_RECEIVED',
          orderNid: order.nid,
          recipients: ['x@example.ru'],
        });
        throw new Error('the event failed after its message was queued');
      }),
    ).rejects.toThrow('the event failed');
    expect(await database.db.select().from(mailMessages).where(eq(mailMessages.idempotencyKey, 'rolled-back'))).toEqual(
      [],
    );
    expect(await selectRows(database.db, sql`SELECT count(*)::int AS count FROM pgboss.job`)).toEqual(jobsBefore);
  });

  it('a 4xx reply is tried again and delivered; a 5xx reply is recorded and not tried again', async () => {
    const later = await place('later@example.ru');
    const never = await place('never@example.ru');
    await eventually('the 4xx message sent on its second try', async () => {
      const [message] = await messagesOf(later.nid);
      return message?.status === 'SENT';
    });
    await eventually('the 5xx message failed', async () => {
      const [message] = await messagesOf(never.nid);
      return message?.status === 'FAILED';
    });
    const [laterMessage] = await messagesOf(later.nid);
    expect(laterMessage).toMatchObject({ attempts: 2, failure: null });
    expect(relay.attemptsFor('later@example.ru')).toBe(2);
    expect(relayed('later@example.ru', later.number)).toHaveLength(1);

    const [neverMessage] = await messagesOf(never.nid);
    expect(neverMessage).toMatchObject({ attempts: 1, sentAt: null });
    expect(neverMessage!.failure).toContain('550');
    // Time for a retry that must not come.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(relay.attemptsFor('never@example.ru')).toBe(1);
    expect(relayed('never@example.ru', never.number)).toHaveLength(0);
  });

  it('administrators list the failed messages with their orders; sellers may not', async () => {
    const admin = await staffSignIn(database, 'mail-admin@shop.test', { isAdmin: true });
    const seller = await staffSignIn(database, 'mail-desk@shop.test', { isSeller: true });
    const FAILED =
      'query failed { failedMails(limit: 10) { total items { orderNumber message { kind recipients status failure } } } }';
    const { failedMails } = await graphqlData<{
      failedMails: {
        total: number;
        items: { orderNumber: string; message: { recipients: string[]; failure: string } }[];
      };
    }>(base, FAILED, {}, admin.idToken);
    expect(failedMails.total).toBeGreaterThanOrEqual(1);
    const never = failedMails.items.find((item) => item.message.recipients.includes('never@example.ru'));
    expect(never?.message.failure).toContain('550');
    expect(never?.orderNumber).toMatch(/^\d+$/);
    expect((await graphqlError(base, FAILED, {}, seller.idToken)).extensions?.code).toBe('FORBIDDEN');
  });

  it('a buyer’s address gets at most its hourly share; the rest waits in the queue', async () => {
    const orders = [await place('busy@example.ru'), await place('busy@example.ru'), await place('busy@example.ru')];
    await eventually(
      'two of the three sent',
      async () => relay.received.filter(({ envelopeTo }) => envelopeTo.includes('busy@example.ru')).length === 2,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const statuses = await Promise.all(orders.map(async (order) => (await messagesOf(order.nid))[0]!));
    expect(statuses.map((message) => message.status)).toEqual(['SENT', 'SENT', 'QUEUED']);
    // Its job waits for the window to free: the first claim's hour.
    const jobs = await jobsOf(statuses[2]!.id);
    const waiting = jobs.find((job) => job.state === 'created');
    expect(waiting).toBeDefined();
    expect(new Date(waiting!.start_after).getTime() - Date.now()).toBeGreaterThan(50 * 60_000);
    // The staff notices are not the buyer's share: all three went.
    for (const order of orders) expect(relayed(NOTIFY, order.number)).toHaveLength(1);
  });

  it('a fetch of several messages is claimed at once within the same bounds, each order read once', async () => {
    await api.mailWorker?.stop();
    // Which orders' lines the worker asked about (no line waits here): one ask per order, not per message.
    const outlookAsked: number[] = [];
    const worker = new MailWorker(database, settings, {
      ...TIMINGS,
      origin: 'http://shop.test',
      requisites: DEMO_REQUISITES,
      lineOutlook: async (_db, orderNid) => {
        outlookAsked.push(orderNid);
        return new Map();
      },
    });
    try {
      const orders = [
        await place('batch@example.ru'),
        await place('batch@example.ru'),
        await place('batch@example.ru'),
      ];
      const messages = (await Promise.all(orders.map((order) => messagesOf(order.nid)))).flat();
      // As a fetch hands them over: not in the order they were queued.
      const tries = messages.reverse().map((message) => ({ id: message.id, lastTry: false, leaseSeconds: 3 }));
      const failures = await worker.deliverAll(tries);
      expect(failures.size).toBe(0);
      expect(outlookAsked.sort((a, b) => a - b)).toEqual(orders.map((order) => order.nid));
      const after = (await Promise.all(orders.map((order) => messagesOf(order.nid)))).map((rows) =>
        rows.map((row) => [row.kind, row.status]),
      );
      // The address's hourly share is two: the first two orders' «Заказ принят» went, the third waits;
      // every staff notice went (they are not the buyer's share).
      expect(after).toEqual([
        [
          ['ORDER_RECEIVED', 'SENT'],
          ['NEW_ORDER_NOTICE', 'SENT'],
        ],
        [
          ['ORDER_RECEIVED', 'SENT'],
          ['NEW_ORDER_NOTICE', 'SENT'],
        ],
        [
          ['ORDER_RECEIVED', 'QUEUED'],
          ['NEW_ORDER_NOTICE', 'SENT'],
        ],
      ]);
      for (const [index, order] of orders.entries()) {
        expect(relayed('batch@example.ru', order.number)).toHaveLength(index < 2 ? 1 : 0);
        expect(relayed(NOTIFY, order.number)).toHaveLength(1);
      }
      const waiting = (await messagesOf(orders[2]!.nid))[0]!;
      expect(waiting).toMatchObject({ attempts: 0, claimedAt: null });
      const deferred = (await jobsOf(waiting.id)).filter((job) => new Date(job.start_after).getTime() > Date.now());
      expect(deferred).toHaveLength(1);
      // Asked again, the sent ones are not sent twice.
      expect((await worker.deliverAll(tries)).size).toBe(0);
      for (const order of orders) expect(relayed(NOTIFY, order.number)).toHaveLength(1);
    } finally {
      await worker.stop();
    }
  });

  it('all instances together hand the relay at most `perMinute` messages a minute', async () => {
    await api.mailWorker?.stop();
    const worker = new MailWorker(
      database,
      { ...settings, perMinute: 1 },
      { ...TIMINGS, origin: 'http://shop.test', requisites: DEMO_REQUISITES },
    );
    try {
      // The minute's claims so far are the earlier tests' messages: well over one.
      const order = await place('minute@example.ru');
      const [message] = await messagesOf(order.nid);
      await worker.deliver(message!.id, false);
      expect((await messagesOf(order.nid))[0]).toMatchObject({ status: 'QUEUED', attempts: 0, claimedAt: null });
      expect(relayed('minute@example.ru', order.number)).toHaveLength(0);
      const deferred = (await jobsOf(message!.id)).filter((job) => new Date(job.start_after).getTime() > Date.now());
      expect(deferred).toHaveLength(1);
    } finally {
      await worker.stop();
    }
  });
});
