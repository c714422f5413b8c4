import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import type { ApiServer } from '../../api-server';
import { mailMessages } from '../../db/mail-schema';
import type { ShopDatabase } from '../../db/open-database';
import { staffSignIn } from '../../testing/auth-tokens';
import { placeOrderOver } from '../../testing/buyer-orders-admin';
import { buyerReturnClient } from '../../testing/buyer-return-documents';
import { loadCatalogueFixture } from '../../testing/catalogue-fixture';
import { eventually } from '../../testing/eventually';
import { startMailCatcher, type MailCatcher } from '../../testing/mail-catcher';
import { moneyClient } from '../../testing/money-documents';
import { salesClient } from '../../testing/sales-documents';
import { startTestApi } from '../../testing/test-api';
import { openTestDatabase, TEST_ENGINES } from '../../testing/test-database';

// The messages about an order's documents through a real SMTP server: the invoice (its PDF attached),
// the return accepted, the refund paid; each queued with its document's posting, sent once.

const TIMINGS = {
  pollingSeconds: 0.5,
  policy: { retryLimit: 2, retryDelay: 1, retryBackoff: false, expireInSeconds: 3 },
  maintenanceSeconds: 1,
};

describe.each(TEST_ENGINES)('the documents’ mail on %s', (engine) => {
  let database: ShopDatabase;
  let drop: () => Promise<void>;
  let relay: MailCatcher;
  let api: ApiServer;
  let base: string;
  let money: ReturnType<typeof moneyClient>;
  let sales: ReturnType<typeof salesClient>;
  let returns: ReturnType<typeof buyerReturnClient>;

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
      perRecipientPerHour: 10,
    };
    // The worker is started by the first case, once it has queued what must not be sent.
    ({ api, base } = await startTestApi(database, false, { mail, mailWorker: TIMINGS }));
    const { idToken } = await staffSignIn(database, 'documents-clerk@shop.test', { isAdmin: true });
    money = moneyClient(base, idToken);
    sales = salesClient(base, idToken);
    returns = buyerReturnClient(base, idToken);
  });
  afterAll(async () => {
    await api?.stop();
    await relay?.close();
    await drop?.();
  });

  const messagesOf = (orderNid: number) =>
    database.db.select().from(mailMessages).where(eq(mailMessages.orderNid, orderNid)).orderBy(mailMessages.id);
  const sentTo = (to: string) => relay.received.filter(({ envelopeTo }) => envelopeTo.includes(to));

  it('an invoice annulled before its message went out is not sent: the message fails, saying why', async () => {
    const orderNid = await placeOrderOver(base, { email: 'annulled@example.ru' });
    const invoice = await money.invoiceOrder(orderNid);
    await money.cancelBuyerInvoice(invoice.nid);
    await api.startMail();
    await eventually('the invoice’s message settled', async () =>
      (await messagesOf(orderNid)).every((message) => message.status !== 'QUEUED'),
    );
    const invoiceMail = (await messagesOf(orderNid)).find((message) => message.kind === 'INVOICE_ISSUED');
    expect(invoiceMail).toMatchObject({ status: 'FAILED', documentNid: invoice.nid });
    expect(invoiceMail?.failure).toMatch(/документ аннулирован или отменён/);
    expect(sentTo('annulled@example.ru').map(({ mail }) => mail.subject)).toEqual([
      `Заказ № ${orderNid} принят`,
      `Заказ № ${orderNid} подтверждён`,
    ]);
  });

  it('an invoice queues one message with its PDF, after the order’s «подтверждён»', async () => {
    const orderNid = await placeOrderOver(base, {
      email: 'invoice@example.ru',
      lines: [{ nid: 1, quantity: 2, price: 10_000 }],
    });
    const invoice = await money.invoiceOrder(orderNid, '2026-12-10');
    expect((await messagesOf(orderNid)).map(({ kind, documentNid }) => [kind, documentNid])).toEqual([
      ['ORDER_RECEIVED', null],
      ['ORDER_CONFIRMED', null],
      ['INVOICE_ISSUED', invoice.nid],
    ]);
    await eventually('three messages', () => sentTo('invoice@example.ru').length === 3);
    const { mail } = sentTo('invoice@example.ru')[2]!;
    expect(mail.subject).toBe(`Счёт № ${invoice.nid} на оплату заказа № ${orderNid}`);
    expect(mail.text).toContain('Оплатить до 10 декабря');
    expect(mail.text).toContain(`/cart/order/${orderNid}?key=`);
    expect(mail.attachments.map(({ filename, contentType }) => [filename, contentType])).toEqual([
      [`Счёт № ${invoice.nid}.pdf`, 'application/pdf'],
    ]);
    const parser = new PDFParse({ data: new Uint8Array(mail.attachments[0]!.content) });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    expect(text).toContain(`Счёт на оплату № ${invoice.nid}`);
    expect(text).toContain(`Основание: заказ № ${orderNid}`);
  }, 30_000);

  it('a posted return tells the buyer what is owed back, and the refund paid that it is on its way', async () => {
    const orderNid = await placeOrderOver(base, {
      email: 'return@example.ru',
      lines: [{ nid: 1, quantity: 2, price: 10_000 }],
    });
    await money.invoiceOrder(orderNid);
    const shipment = await sales.shipped({ buyerOrderNid: orderNid });
    const accepted = await returns.posted(shipment.nid, [{ shipmentLineNo: 1, quantity: 1, reason: 'DEFECT' }]);
    const refund = await money.paid({
      direction: 'OUT',
      refund: true,
      method: 'BANK',
      counterpartyNid: shipment.buyerNid,
      amount: 10_000,
      paidOn: '2026-12-03',
    });
    const kinds = (await messagesOf(orderNid)).map(({ kind, documentNid }) => [kind, documentNid]);
    expect(kinds).toContainEqual(['RETURN_ACCEPTED', accepted.nid]);
    expect(kinds).toContainEqual(['REFUND_PAID', refund.nid]);
    await eventually('the refund’s message', () =>
      sentTo('return@example.ru').some(({ mail }) => mail.subject?.includes('возвращены')),
    );
    const subjects = sentTo('return@example.ru').map(({ mail }) => mail.subject);
    expect(subjects.slice(-2)).toEqual([
      `Возврат по заказу № ${orderNid} принят`,
      `Деньги по заказу № ${orderNid} возвращены`,
    ]);
    const [returned, refunded] = sentTo('return@example.ru')
      .slice(-2)
      .map(({ mail }) => mail.text ?? '');
    expect(returned).toMatch(/К возврату: 10\s000\s₽/);
    expect(refunded).toMatch(/3 декабря мы вернули вам 10\s000\s₽/);
  }, 60_000);
});
