import { placeOrderOver } from '../../testing/buyer-orders-admin';
import { graphqlData, postGraphql } from '../../testing/graphql-over-http';
import { M, moneyClient } from '../../testing/money-documents';
import { testShop } from '../../testing/test-api';
import { TEST_ENGINES } from '../../testing/test-database';

describe.each(TEST_ENGINES)('buyer invoices (%s)', (engine) => {
  const shop = testShop(engine, { staff: { seller: ['invoice-seller@shop.test', { isSeller: true }] } });
  let client: ReturnType<typeof moneyClient>;

  beforeAll(async () => {
    client = moneyClient(shop.base, shop.tokens.seller);
  });

  const buyerRows = () =>
    shop.database.query<{ nid: number; name: string; phone: string; email: string; inn: string | null }>(
      `SELECT nid, name, phone, email, inn FROM counterparties WHERE kind = 'BUYER' ORDER BY nid`,
    );

  it('a seller invoices an order: its lines, delivery and totals, and a buyer made from its contact', async () => {
    const orderNid = await placeOrderOver(shop.base, { lines: [{ nid: 1, quantity: 2, price: 10_000 }] });
    const invoice = await client.invoiceOrder(orderNid, '2026-12-01');
    expect(invoice).toMatchObject({
      buyerOrderNid: orderNid,
      buyerName: 'Иван Петров',
      buyerPhone: '+79261234567',
      buyerEmail: 'ivan.petrov@mail.ru',
      buyerInn: null,
      dueDate: '2026-12-01',
      goodsTotal: 20_000,
      paid: 0,
      paymentState: 'UNPAID',
    });
    expect(invoice.total).toBe(invoice.goodsTotal + invoice.deliveryCost);
    expect(invoice.leftToPay).toBe(invoice.total);
    expect(invoice.lines).toEqual([
      {
        lineNo: 1,
        nid: 1,
        name: expect.any(String),
        vendorCode: expect.any(String),
        quantity: 2,
        price: 10_000,
        amount: 20_000,
      },
    ]);
    expect(await buyerRows()).toEqual([
      { nid: invoice.buyerNid, name: 'Иван Петров', phone: '+79261234567', email: 'ivan.petrov@mail.ru', inn: null },
    ]);
  });

  it('a second order with the same phone reuses the buyer; another phone and e-mail makes a new one', async () => {
    const [first] = await buyerRows();
    const again = await client.invoiceOrder(
      await placeOrderOver(shop.base, { email: 'other@mail.ru', contactName: 'И. Петров' }),
    );
    expect(again.buyerNid).toBe(first?.nid);
    const other = await client.invoiceOrder(
      await placeOrderOver(shop.base, { phone: '+7 903 000-00-01', email: 'anna@mail.ru', contactName: 'Анна' }),
    );
    expect(other.buyerNid).not.toBe(first?.nid);
    expect(await buyerRows()).toHaveLength(2);
    const buyers = await graphqlData<{ buyers: { total: number; items: { name: string; balance: number }[] } }>(
      shop.base,
      M.buyers,
      { search: 'анна' },
      shop.tokens.seller,
    );
    expect(buyers.buyers).toEqual({ total: 1, items: [expect.objectContaining({ name: 'Анна', balance: 0 })] });
  });

  it('the list filters by buyer, state, date and number, and pages; invoices write no ledger rows', async () => {
    const [first] = await buyerRows();
    const list = (filter: Record<string, unknown>, skip = 0, limit = 20) =>
      graphqlData<{ buyerInvoices: { total: number; items: { nid: number; buyerName: string }[] } }>(
        shop.base,
        M.buyerInvoices,
        { filter, skip, limit },
        shop.tokens.seller,
      );
    expect((await list({})).buyerInvoices.total).toBe(3);
    expect((await list({ counterpartyNid: first?.nid })).buyerInvoices.total).toBe(2);
    expect((await list({ paymentState: 'UNPAID' })).buyerInvoices.total).toBe(3);
    expect((await list({ paymentState: 'PAID' })).buyerInvoices.total).toBe(0);
    expect((await list({ search: 'Анна' })).buyerInvoices.items.map((item) => item.buyerName)).toEqual(['Анна']);
    expect((await list({ dateFrom: '2000-01-01', dateTo: '2000-01-02' })).buyerInvoices.total).toBe(0);
    const page = await list({}, 1, 1);
    expect(page.buyerInvoices).toMatchObject({ total: 3, items: [expect.anything()] });
    expect(await shop.database.query('SELECT * FROM counterparty_moves')).toEqual([]);
  });

  it('the printable invoice carries the buyer, the lines and the total', async () => {
    const { buyerInvoices } = await graphqlData<{ buyerInvoices: { items: { nid: number }[] } }>(
      shop.base,
      M.buyerInvoices,
      { filter: { search: 'Анна' } },
      shop.tokens.seller,
    );
    const invoice = await client.buyerInvoice(buyerInvoices.items[0]?.nid as number);
    expect(invoice).toMatchObject({
      buyerName: 'Анна',
      buyerPhone: '+79030000001',
      buyerAddress: 'Москва, Тверская ул., 1',
    });
    expect(invoice.lines.reduce((sum, line) => sum + line.amount, 0) + invoice.deliveryCost).toBe(invoice.total);
  });

  it('refuses a wrong due date and an unknown order beside their fields', async () => {
    const answer = await postGraphql(
      shop.base,
      M.createBuyerInvoice,
      { input: { buyerOrderNid: 999_999, dueDate: '31.12.2026' } },
      shop.tokens.seller,
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { dueDate: 'Введите дату в виде ГГГГ-ММ-ДД' },
    });
    const unknown = await postGraphql(
      shop.base,
      M.createBuyerInvoice,
      { input: { buyerOrderNid: 999_999, dueDate: '2026-12-31' } },
      shop.tokens.seller,
    );
    expect(unknown.errors?.[0]?.extensions?.fieldErrors).toEqual({ buyerOrderNid: 'Такого заказа покупателя нет' });
  });

  it('a guest is told to sign in', async () => {
    for (const query of [M.buyerInvoices, M.buyers]) {
      expect((await postGraphql(shop.base, query, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});
