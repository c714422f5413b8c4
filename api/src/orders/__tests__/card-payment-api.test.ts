import { print } from 'graphql';
import { eq } from 'drizzle-orm';
import { SendCardPaymentLinkDocument } from 'mfe-backoffice/graphql';
import { BuyerOrderByLinkDocument } from 'mfe-cart/graphql';
import type { ApiServer } from '../../api-server';
import { mailMessages } from '../../db/mail-schema';
import type { ShopDatabase } from '../../db/open-database';
import { orderLinkKey } from '../../mail/order-link';
import { emulatorSignIn, staffSignIn } from '../../testing/auth-tokens';
import { CREATE_BUYER_ORDER, MY_BUYER_ORDERS, orderInput } from '../../testing/buyer-order-input';
import { CHANGE_BUYER_ORDER_STATUS } from '../../testing/buyer-orders-admin';
import { loadCatalogueFixture } from '../../testing/catalogue-fixture';
import { eventually } from '../../testing/eventually';
import { graphqlData, graphqlError } from '../../testing/graphql-over-http';
import { startMailCatcher, type MailCatcher } from '../../testing/mail-catcher';
import { startTestApi } from '../../testing/test-api';
import { openTestDatabase, TEST_ENGINES } from '../../testing/test-database';

// Card payment after confirmation (docs/requirements.md, «Paying by card»): staff send the bank's payment
// link, the buyer gets it by mail (a real SMTP server) and on the order's page; everything else is refused.

const SEND = print(SendCardPaymentLinkDocument);
const BY_LINK = print(BuyerOrderByLinkDocument);
const LINK = 'https://yoomoney.ru/checkout/payments/v2/contract?orderId=2f9b1c2e-000f-5000-8000-1a2b3c4d5e6f';

type Order = { nid: number; number: string };
type Sent = {
  sendCardPaymentLink: { nid: number; cardPaymentLinks: { url: string; amount: number; sentBy: { name: string } }[] };
};

describe.each(TEST_ENGINES)('card payment links on %s', (engine) => {
  let database: ShopDatabase;
  let drop: () => Promise<void>;
  let relay: MailCatcher;
  let api: ApiServer;
  let base: string;
  let seller: string;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(engine));
    await loadCatalogueFixture(database);
    relay = await startMailCatcher();
    const mail = {
      smtpUrl: relay.smtpUrl,
      requireTls: false,
      from: { name: 'Сантехника', address: 'shop@santehnika.test' },
      notify: [],
      perMinute: 1_000,
      perRecipientPerHour: 100,
    };
    ({ api, base } = await startTestApi(database, false, {
      mail,
      mailWorker: { pollingSeconds: 0.5, maintenanceSeconds: 1 },
    }));
    await api.startMail();
    ({ idToken: seller } = await staffSignIn(database, 'card-desk@shop.test', { isSeller: true }));
  });
  afterAll(async () => {
    await api?.stop();
    await relay?.close();
    await drop?.();
  });

  const place = async (changes: Parameters<typeof orderInput>[0] = {}): Promise<Order> =>
    (
      await graphqlData<{ createBuyerOrder: Order }>(base, CREATE_BUYER_ORDER, {
        input: orderInput({ payment: 'CARD', email: 'card@example.ru', ...changes }),
      })
    ).createBuyerOrder;
  const move = (nid: number, from: string, to: string) =>
    graphqlData(base, CHANGE_BUYER_ORDER_STATUS, { nid, from, to }, seller);
  const confirmed = async (changes: Parameters<typeof orderInput>[0] = {}) => {
    const order = await place(changes);
    await move(order.nid, 'NEW', 'CONFIRMED');
    return order;
  };
  const byLink = async (order: Order, fields = 'cardPayment { url amount sentAt }') => {
    const key = await orderLinkKey(database.db, { nid: order.nid, linkVersion: 1 });
    return `query { buyerOrderByLink(number: "${order.number}", key: "${key}") { nid ${fields} } }`;
  };
  const written = async () => {
    const [row] = await database.query<{ links: number; mails: number }>(
      `SELECT (SELECT count(*)::int FROM card_payment_links) AS links,
              (SELECT count(*)::int FROM mail_messages WHERE kind = 'CARD_PAYMENT_LINK') AS mails`,
    );
    return row;
  };

  it('a confirmed card order’s link is recorded, e-mailed to the buyer and offered on the order’s page', async () => {
    const order = await confirmed();
    const sent = await graphqlData<Sent>(base, SEND, { nid: order.nid, url: LINK }, seller);
    expect(sent.sendCardPaymentLink.cardPaymentLinks).toEqual([
      // The order's total: the mixer and the delivery inside the ring road.
      expect.objectContaining({
        url: LINK,
        amount: 10_700,
        sentBy: expect.objectContaining({ name: expect.any(String) }),
      }),
    ]);

    await eventually('the link’s message sent', async () => {
      const rows = await database.db.select().from(mailMessages).where(eq(mailMessages.orderNid, order.nid));
      return rows.some((row) => row.kind === 'CARD_PAYMENT_LINK' && row.status === 'SENT');
    });
    const [message] = relay.received.filter(({ mail }) => mail.subject === `Оплата заказа № ${order.number} картой`);
    expect(message!.envelopeTo).toEqual(['card@example.ru']);
    // The button leads to the bank's page; the plain text carries the link too.
    expect(message!.mail.html).toContain(`href="${LINK.replaceAll('&', '&amp;')}"`);
    expect(message!.mail.html).toMatch(/Оплатить 10\s700\s₽ картой/);
    expect(message!.mail.text).toContain(LINK);
    expect(message!.mail.text).toContain('Когда оплата поступит');

    // The order's page asks as the cart does.
    const key = await orderLinkKey(database.db, { nid: order.nid, linkVersion: 1 });
    const page = await graphqlData<{ buyerOrderByLink: { cardPayment: { url: string; amount: number } } }>(
      base,
      BY_LINK,
      { number: order.number, key },
    );
    expect(page.buyerOrderByLink.cardPayment).toMatchObject({ url: LINK, amount: 10_700 });
    // Who sent it, and the links' history, are the back-office's.
    for (const fields of ['cardPayment { sentBy { name } }', 'cardPaymentLinks { url }'])
      expect((await graphqlError(base, await byLink(order, fields))).extensions?.code).toMatch(
        /UNAUTHENTICATED|FORBIDDEN/,
      );

    // Cancelled, the order offers no payment any more.
    await move(order.nid, 'CONFIRMED', 'CANCELLED');
    const after = await graphqlData<{ buyerOrderByLink: { cardPayment: null } }>(base, await byLink(order));
    expect(after.buyerOrderByLink.cardPayment).toBeNull();
  });

  it('«Мои заказы» offers each card order its own newest link (one read for the page: the context’s loader)', async () => {
    const buyer = await emulatorSignIn('card-buyer@example.ru');
    const placeMine = async (payment: 'CARD' | 'CASH') =>
      (
        await graphqlData<{ createBuyerOrder: Order }>(
          base,
          CREATE_BUYER_ORDER,
          { input: orderInput({ payment, email: 'card-buyer@example.ru' }) },
          buyer.idToken,
        )
      ).createBuyerOrder;
    const first = await placeMine('CARD');
    const second = await placeMine('CARD');
    const cash = await placeMine('CASH');
    for (const order of [first, second, cash]) await move(order.nid, 'NEW', 'CONFIRMED');
    const links = [`${LINK}-first`, `${LINK}-second`, `${LINK}-second-again`];
    await graphqlData(base, SEND, { nid: first.nid, url: links[0] }, seller);
    await graphqlData(base, SEND, { nid: second.nid, url: links[1] }, seller);
    await graphqlData(base, SEND, { nid: second.nid, url: links[2] }, seller);
    const mine = await graphqlData<{ myBuyerOrders: { nid: number; cardPayment: { url: string } | null }[] }>(
      base,
      MY_BUYER_ORDERS,
      {},
      buyer.idToken,
    );
    expect(mine.myBuyerOrders.map((order) => [order.nid, order.cardPayment?.url ?? null])).toEqual([
      [cash.nid, null],
      [second.nid, links[2]],
      [first.nid, links[0]],
    ]);
  });

  it('a newer link replaces the older one: the page offers it, and the older one’s message is not sent again', async () => {
    const order = await confirmed();
    await graphqlData(base, SEND, { nid: order.nid, url: LINK }, seller);
    const newer = 'https://securepayments.sberbank.ru/payment/merchants/sbersafe/payment_ru.html?mdOrder=5f3c';
    await graphqlData(base, SEND, { nid: order.nid, url: newer }, seller);
    const page = await graphqlData<{ buyerOrderByLink: { cardPayment: { url: string } } }>(base, await byLink(order));
    expect(page.buyerOrderByLink.cardPayment.url).toBe(newer);
    await eventually('both messages done', async () => {
      const rows = await database.db.select().from(mailMessages).where(eq(mailMessages.orderNid, order.nid));
      return rows.filter((row) => row.kind === 'CARD_PAYMENT_LINK' && row.status !== 'QUEUED').length === 2;
    });
    const links = (await database.db.select().from(mailMessages).where(eq(mailMessages.orderNid, order.nid)))
      .filter((row) => row.kind === 'CARD_PAYMENT_LINK')
      .map((row) => row.status);
    // The first may have gone before the second was sent, or been overtaken and not sent: never after it.
    expect(links[1]).toBe('SENT');
    const resend = await graphqlData<{ resendMail: { id: number } }>(
      base,
      'mutation again($id: Int!) { resendMail(id: $id) { id } }',
      {
        id: (await database.db.select().from(mailMessages).where(eq(mailMessages.orderNid, order.nid))).find(
          (row) => row.kind === 'CARD_PAYMENT_LINK',
        )!.id,
      },
      seller,
    );
    await eventually('the older link’s message refused', async () => {
      const [again] = await database.db.select().from(mailMessages).where(eq(mailMessages.id, resend.resendMail.id));
      return again?.status === 'FAILED';
    });
  });

  it.each([
    ['left empty', '', 'Вставьте ссылку на оплату из личного кабинета банка'],
    ['over http', 'http://yoomoney.ru/checkout?orderId=1', 'начинается с https://'],
    ['a script', 'javascript:alert(1)', 'начинается с https://'],
    ['without a scheme', 'yoomoney.ru/checkout?orderId=1', 'Это не ссылка'],
    ['with a header after CR/LF', 'https://yoomoney.ru/checkout?orderId=1\r\nBcc: x@example.ru', 'Это не ссылка'],
    ['with a zero-width space', 'https://yoomoney.ru/check\u200bout', 'Это не ссылка'],
    ['with a login', 'https://pay:secret@yoomoney.ru/checkout', 'логина и пароля'],
    ['on a host that only starts so', 'https://yoomoney.ru.evil.example/checkout', 'ведёт на yoomoney.ru.evil.example'],
    ['on a look-alike host', 'https://evil-yoomoney.ru/checkout', 'ведёт на evil-yoomoney.ru'],
    ['of 2 020 characters', `https://yoomoney.ru/${'a'.repeat(2_000)}`, 'длиннее 2000 знаков'],
  ])('a link %s is refused beside its field, and nothing is written', async (_, url, problem) => {
    const order = await confirmed();
    const before = await written();
    const error = await graphqlError(base, SEND, { nid: order.nid, url }, seller);
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.message).toContain(problem);
    expect((error.extensions?.fieldErrors as Record<string, string>).url).toContain(problem);
    expect(await written()).toEqual(before);
  });

  it('orders that are not paid by card now, the same link twice, an unknown order and strangers are refused', async () => {
    const before = await written();
    const fresh = await place();
    const cash = await confirmed({ payment: 'CASH' });
    const error = (nid: number, token: string | null = seller) =>
      graphqlError(base, SEND, { nid, url: LINK }, token ?? undefined);
    expect((await error(fresh.nid)).message).toBe(
      `Заказ № ${fresh.number} ещё не подтверждён: ссылку на оплату отправляют после подтверждения`,
    );
    expect((await error(cash.nid)).message).toContain('оплачивается иначе («Наличными при получении»)');
    const cancelled = await confirmed();
    await move(cancelled.nid, 'CONFIRMED', 'CANCELLED');
    expect((await error(cancelled.nid)).message).toBe(
      `Заказ № ${cancelled.number} в статусе «Отменён»: ссылка на оплату ему не нужна`,
    );
    expect((await error(99_999)).extensions?.code).toBe('NOT_FOUND');
    expect((await error(fresh.nid, null)).extensions?.code).toBe('UNAUTHENTICATED');
    const { idToken: buyer } = await staffSignIn(database, 'just-a-buyer@example.ru', {});
    expect((await error(fresh.nid, buyer)).extensions?.code).toBe('FORBIDDEN');
    expect(await written()).toEqual(before);

    const twice = await confirmed();
    await graphqlData(base, SEND, { nid: twice.nid, url: LINK }, seller);
    expect((await error(twice.nid)).message).toContain('Эта ссылка уже отправлена покупателю');
    expect(await written()).toEqual({ links: before!.links + 1, mails: before!.mails + 1 });
  });
});
