import { staffSignIn } from '../../testing/auth-tokens';
import { BUYER_ORDER, placeOrderOver } from '../../testing/buyer-orders-admin';
import { graphqlData, postGraphql, refusalOf } from '../../testing/graphql-over-http';
import { M, moneyClient } from '../../testing/money-documents';
import { INN, purchasingClient } from '../../testing/purchasing-documents';
import { testShop, whileRowHeld } from '../../testing/test-api';
import { TEST_ENGINES } from '../../testing/test-database';

describe.each(TEST_ENGINES)('invoices corrected and annulled (%s)', (engine) => {
  const shop = testShop(engine, { staff: { seller: ['annul-seller@shop.test', { isSeller: true }] } });
  let purchaser: string;
  let sales: ReturnType<typeof moneyClient>;
  let cashier: ReturnType<typeof moneyClient>;
  let purchasing: ReturnType<typeof purchasingClient>;

  beforeAll(async () => {
    // Staff enter /dmn as administrators or sellers (requirements §6): a purchaser is a seller too.
    purchaser = (await staffSignIn(shop.database, 'annul-purchaser@shop.test', { isPurchaser: true, isSeller: true }))
      .idToken;
    sales = moneyClient(shop.base, shop.tokens.seller);
    cashier = moneyClient(shop.base, purchaser);
    purchasing = purchasingClient(shop.base, purchaser);
  });

  const refusal = (query: string, variables: Record<string, unknown>, token = shop.tokens.seller) =>
    refusalOf(shop.base, query, variables, token);
  const invoicedOrder = async () => {
    const orderNid = await placeOrderOver(shop.base, { lines: [{ nid: 1, quantity: 1, price: 10_000 }] });
    return { orderNid, invoice: await sales.invoiceOrder(orderNid) };
  };
  const cardInvoiceOf = async (orderNid: number) =>
    (
      await graphqlData<{ buyerOrder: { status: string; invoice: { nid: number } | null } }>(
        shop.base,
        BUYER_ORDER,
        { nid: orderNid },
        shop.tokens.seller,
      )
    ).buyerOrder;

  it('a seller corrects a buyer invoice’s due date and comment; its lines stay; the change is signed', async () => {
    const { invoice } = await invoicedOrder();
    const { updateBuyerInvoice } = await graphqlData<{ updateBuyerInvoice: Record<string, unknown> }>(
      shop.base,
      M.updateBuyerInvoice,
      { nid: invoice.nid, input: { dueDate: '2027-01-15', comment: '  Оплата двумя частями ' } },
      shop.tokens.seller,
    );
    expect(updateBuyerInvoice).toMatchObject({
      dueDate: '2027-01-15',
      comment: 'Оплата двумя частями',
      total: invoice.total,
      lines: invoice.lines,
      updatedByName: 'annul-seller',
      updatedAt: expect.any(String),
      cancelledAt: null,
    });
    const wrong = await refusal(M.updateBuyerInvoice, { nid: invoice.nid, input: { dueDate: '15.01.2027' } });
    expect(wrong.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { dueDate: 'Введите дату в виде ГГГГ-ММ-ДД' },
    });
    expect(
      (await refusal(M.updateBuyerInvoice, { nid: 999_999, input: { dueDate: '2027-01-15' } })).extensions?.code,
    ).toBe('NOT_FOUND');
  });

  it('annulling is refused while posted payments stand, naming them; allowed once their posting is cancelled', async () => {
    const { invoice } = await invoicedOrder();
    const first = await cashier.paid({ invoiceNid: invoice.nid, amount: 1000 });
    const one = await refusal(M.cancelBuyerInvoice, { nid: invoice.nid });
    expect(one.message).toBe(
      `Счёт № ${invoice.nid} не аннулирован: по нему проведён платёж № ${first.nid}. Сначала отмените его проведение в разделе «Платежи»`,
    );
    const second = await cashier.paid({ invoiceNid: invoice.nid, amount: 2000 });
    const two = await refusal(M.cancelBuyerInvoice, { nid: invoice.nid });
    expect(two.message).toMatch(
      `по нему проведены платежи № ${first.nid}, № ${second.nid}. Сначала отмените их проведение`,
    );
    expect(two.extensions).toMatchObject({ code: 'BAD_USER_INPUT', paymentNids: [first.nid, second.nid] });
    await cashier.cancelPayment(first.nid);
    await cashier.cancelPayment(second.nid);
    const annulled = await sales.cancelBuyerInvoice(invoice.nid);
    expect(annulled).toMatchObject({ cancelledAt: expect.any(String), cancelledByName: 'annul-seller', paid: 0 });
  });

  it('an annulled invoice takes no payment, is not edited nor annulled again, and the database holds it so', async () => {
    const { invoice } = await invoicedOrder();
    const draft = await cashier.createPayment({ invoiceNid: invoice.nid, amount: 500 });
    await sales.cancelBuyerInvoice(invoice.nid);
    const posted = await refusal(M.postPayment, { nid: draft.nid }, purchaser);
    expect(posted.message).toBe(
      `Платёж № ${draft.nid} не проведён: «Счёт № ${invoice.nid}» аннулирован, оплата по нему не принимается`,
    );
    const saved = await refusal(
      M.createPayment,
      { input: { direction: 'IN', method: 'CASH', invoiceNid: invoice.nid, amount: 1, paidOn: '2026-11-21' } },
      purchaser,
    );
    expect(saved.extensions?.fieldErrors).toEqual({
      invoiceNid: `Счёт № ${invoice.nid} аннулирован: оплата по нему не принимается`,
    });
    expect((await refusal(M.updateBuyerInvoice, { nid: invoice.nid, input: { dueDate: '2027-01-15' } })).message).toBe(
      `Счёт № ${invoice.nid} аннулирован: изменить его нельзя`,
    );
    expect((await refusal(M.cancelBuyerInvoice, { nid: invoice.nid })).message).toBe(
      `Счёт № ${invoice.nid} уже аннулирован`,
    );
    await expect(
      shop.database.query('UPDATE buyer_invoices SET cancelled_at = NULL WHERE nid = $1', [invoice.nid]),
    ).rejects.toThrow(/never changed/);
    expect(await shop.database.query('SELECT * FROM counterparty_moves WHERE document_nid = $1', [draft.nid])).toEqual(
      [],
    );
  });

  it('the order is invoiced again after annulment, and its card links to the standing invoice', async () => {
    const { orderNid, invoice } = await invoicedOrder();
    expect(
      (await refusal(M.createBuyerInvoice, { input: { buyerOrderNid: orderNid, dueDate: '2026-12-31' } })).message,
    ).toBe(`По заказу № ${orderNid} уже выставлен счёт № ${invoice.nid}`);
    expect(await cardInvoiceOf(orderNid)).toMatchObject({ status: 'CONFIRMED', invoice: { nid: invoice.nid } });
    await sales.cancelBuyerInvoice(invoice.nid);
    expect(await cardInvoiceOf(orderNid)).toMatchObject({ status: 'CONFIRMED', invoice: null });
    const again = await sales.invoiceOrder(orderNid);
    expect(again.nid).not.toBe(invoice.nid);
    expect((await cardInvoiceOf(orderNid)).invoice).toEqual({ _id: `buyer-invoice-${again.nid}`, nid: again.nid });
    // One standing invoice per order, whatever writes it.
    const columns =
      'buyer_order_nid, buyer_nid, due_date, delivery_cost, goods_total, total, created_by, created_by_name';
    const copy = `INSERT INTO buyer_invoices (${columns}) SELECT ${columns} FROM buyer_invoices WHERE nid = $1`;
    await expect(shop.database.query(copy, [again.nid])).rejects.toThrow(/buyer_invoices_standing_order/);
  });

  it('the list shows annulled invoices by default and filters them out or in; a paid state means standing ones', async () => {
    type Page = { buyerInvoices: { total: number; items: { nid: number; cancelledAt: string | null }[] } };
    const list = async (filter: Record<string, unknown>) =>
      (await graphqlData<Page>(shop.base, M.buyerInvoices, { filter, limit: 50 }, shop.tokens.seller)).buyerInvoices;
    const all = await list({});
    const annulled = all.items.filter((item) => item.cancelledAt).map((item) => item.nid);
    expect(annulled.length).toBeGreaterThanOrEqual(3);
    expect((await list({ cancelled: true })).items.map((item) => item.nid)).toEqual(annulled);
    expect((await list({ cancelled: false })).total).toBe(all.total - annulled.length);
    expect((await list({ paymentState: 'UNPAID' })).items.every((item) => !item.cancelledAt)).toBe(true);
  });

  it('a purchaser corrects a supplier invoice, never below what is paid; annuls it once its payment is cancelled', async () => {
    const supplierNid = (await purchasing.createSupplier('ООО «Аквамир»', INN.sber)).nid;
    const order = await purchasing.placedOrder(supplierNid, [{ nid: 1, quantity: 2, price: 5000 }]);
    const invoice = await cashier.supplierInvoice(order.nid, 10_000);
    const payment = await cashier.paid({ direction: 'OUT', invoiceNid: invoice.nid, amount: 6000 });
    const input = {
      number: 'СЧ-17/1',
      invoiceDate: '2026-11-22',
      amount: 9000,
      dueDate: '2026-12-01',
      comment: 'Скидка 10 %',
    };
    const { updateSupplierInvoice } = await graphqlData<{ updateSupplierInvoice: Record<string, unknown> }>(
      shop.base,
      M.updateSupplierInvoice,
      { nid: invoice.nid, input },
      purchaser,
    );
    expect(updateSupplierInvoice).toMatchObject({
      ...input,
      paid: 6000,
      leftToPay: 3000,
      paymentState: 'PARTLY_PAID',
      updatedByName: 'annul-purchaser',
    });
    const below = await refusal(
      M.updateSupplierInvoice,
      { nid: invoice.nid, input: { ...input, amount: 5000 } },
      purchaser,
    );
    // Rubles are written as ru-RU writes them: thousands apart by a no-break space.
    const spaced = (text: unknown) => String(text).replace(/\u00a0/g, ' ');
    expect(spaced(below.message)).toBe(
      'Сумма счёта не может быть меньше оплаченного: по счёту уже оплачено 6 000 ₽, указано 5 000 ₽',
    );
    expect(below.extensions).toMatchObject({ code: 'BAD_USER_INPUT', paid: 6000 });
    expect(spaced((below.extensions?.fieldErrors as { amount: string }).amount)).toBe(
      'Не меньше оплаченного по счёту: 6 000 ₽',
    );
    const blank = await refusal(
      M.updateSupplierInvoice,
      { nid: invoice.nid, input: { ...input, number: ' ', amount: 0 } },
      purchaser,
    );
    expect(Object.keys(blank.extensions?.fieldErrors as object).sort()).toEqual(['amount', 'number']);
    expect((await refusal(M.cancelSupplierInvoice, { nid: invoice.nid }, purchaser)).message).toBe(
      `Счёт поставщика № СЧ-17/1 не аннулирован: по нему проведён платёж № ${payment.nid}. Сначала отмените его проведение в разделе «Платежи»`,
    );
    await cashier.cancelPayment(payment.nid);
    expect(await cashier.cancelSupplierInvoice(invoice.nid)).toMatchObject({
      cancelledAt: expect.any(String),
      cancelledByName: 'annul-purchaser',
    });
    const paid = await refusal(
      M.createPayment,
      { input: { direction: 'OUT', method: 'BANK', invoiceNid: invoice.nid, amount: 1, paidOn: '2026-11-21' } },
      purchaser,
    );
    expect(paid.extensions?.fieldErrors).toEqual({
      invoiceNid: 'Счёт поставщика № СЧ-17/1 аннулирован: оплата по нему не принимается',
    });
    expect((await refusal(M.updateSupplierInvoice, { nid: invoice.nid, input }, purchaser)).message).toBe(
      'Счёт поставщика № СЧ-17/1 аннулирован: изменить его нельзя',
    );
    type Page = { supplierInvoices: { items: { nid: number }[] } };
    const annulled = await graphqlData<Page>(shop.base, M.supplierInvoices, { filter: { cancelled: true } }, purchaser);
    expect(annulled.supplierInvoices.items.map((item) => item.nid)).toEqual([invoice.nid]);
  });

  it('a seller may not correct or annul a supplier invoice; a guest is told to sign in', async () => {
    const { supplierInvoices } = await graphqlData<{ supplierInvoices: { items: { nid: number }[] } }>(
      shop.base,
      M.supplierInvoices,
      {},
      purchaser,
    );
    const nid = supplierInvoices.items[0]?.nid as number;
    const input = { number: '1', invoiceDate: '2026-11-22', amount: 1 };
    for (const [query, variables] of [
      [M.updateSupplierInvoice, { nid, input }],
      [M.cancelSupplierInvoice, { nid }],
    ] as const) {
      expect((await refusal(query, variables, shop.tokens.seller)).extensions?.code).toBe('FORBIDDEN');
      expect((await postGraphql(shop.base, query, variables)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect((await postGraphql(shop.base, M.cancelBuyerInvoice, { nid: 1 })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('a payment posted at the moment its invoice is annulled: exactly one of the two goes through', async () => {
    const { invoice } = await invoicedOrder();
    const draft = await cashier.createPayment({ invoiceNid: invoice.nid, amount: 700 });
    const [posting, annulment] = await whileRowHeld(shop.url, 'buyer_invoices', invoice.nid, () =>
      Promise.all([
        postGraphql(shop.base, M.postPayment, { nid: draft.nid }, purchaser),
        postGraphql(shop.base, M.cancelBuyerInvoice, { nid: invoice.nid }, shop.tokens.seller),
      ]),
    );
    expect([posting?.errors, annulment?.errors].filter(Boolean)).toHaveLength(1);
    const after = await sales.buyerInvoice(invoice.nid);
    if (posting?.errors) expect(after).toMatchObject({ paid: 0, cancelledAt: expect.any(String) });
    else expect(after).toMatchObject({ paid: 700, cancelledAt: null });
  });
});
