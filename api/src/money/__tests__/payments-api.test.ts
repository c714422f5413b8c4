import { placeOrderOver } from '../../testing/buyer-orders-admin';
import { graphqlData, refusalOf } from '../../testing/graphql-over-http';
import { M, moneyShop } from '../../testing/money-documents';
import { INN, settlementsOf } from '../../testing/purchasing-documents';
import { TEST_ENGINES } from '../../testing/test-database';

describe.each(TEST_ENGINES)('payments (%s)', (engine) => {
  const { shop, money, purchasing } = moneyShop(engine, 'cashier@shop.test');

  const refusal = (query: string, variables: Record<string, unknown>) =>
    refusalOf(shop.base, query, variables, shop.tokens.token);

  let invoiceNid: number;
  let buyerNid: number;
  let total: number;
  let firstPayment: number;

  it('money in against a buyer invoice writes a positive settlement row; the invoice goes partly paid, then paid', async () => {
    const invoice = await money.invoiceOrder(
      await placeOrderOver(shop.base, { lines: [{ nid: 1, quantity: 1, price: 10_000 }] }),
    );
    ({ nid: invoiceNid, buyerNid, total } = invoice);
    const draft = await money.createPayment({ invoiceNid, amount: 4000, method: 'CASH' });
    expect(draft).toMatchObject({
      status: 'DRAFT',
      direction: 'IN',
      method: 'CASH',
      counterpartyNid: buyerNid,
      counterpartyName: 'Иван Петров',
      invoiceNid,
    });
    expect(await settlementsOf(shop.database, buyerNid)).toEqual([]);
    firstPayment = (await money.postPayment(draft.nid)).nid;
    expect(await settlementsOf(shop.database, buyerNid)).toEqual([
      { amount: 4000, document_type: 'PAYMENT', document_nid: firstPayment },
    ]);
    expect(await money.buyerInvoice(invoiceNid)).toMatchObject({
      paid: 4000,
      leftToPay: total - 4000,
      paymentState: 'PARTLY_PAID',
    });
    await money.paid({ invoiceNid, amount: total - 4000, method: 'CARD' });
    expect(await money.buyerInvoice(invoiceNid)).toMatchObject({ paid: total, leftToPay: 0, paymentState: 'PAID' });
  });

  it('refuses to overpay an invoice, naming what is left, on saving and on posting', async () => {
    const saved = await refusal(M.createPayment, {
      input: { direction: 'IN', method: 'BANK', invoiceNid, amount: 1, paidOn: '2026-11-21' },
    });
    expect(saved.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { amount: 'Сумма больше остатка по счёту: осталось оплатить 0 ₽' },
    });
    const second = await money.invoiceOrder(await placeOrderOver(shop.base));
    const one = await money.createPayment({ invoiceNid: second.nid, amount: second.total - 100 });
    const two = await money.createPayment({ invoiceNid: second.nid, amount: 500 });
    await money.postPayment(one.nid);
    const posted = await refusal(M.postPayment, { nid: two.nid });
    expect(posted.message).toBe(
      `Платёж № ${two.nid} на 500 ₽ больше остатка: по счёту «Счёт № ${second.nid}» осталось оплатить 100 ₽`,
    );
    expect((await money.buyerInvoice(second.nid)).paymentState).toBe('PARTLY_PAID');
  });

  it('cancelling a payment writes the reversing row and the invoice goes back', async () => {
    await money.cancelPayment(firstPayment);
    const rows = await settlementsOf(shop.database, buyerNid);
    expect(rows.filter((row) => row.document_nid === firstPayment).map((row) => row.amount)).toEqual([4000, -4000]);
    expect(await money.buyerInvoice(invoiceNid)).toMatchObject({ paid: total - 4000, paymentState: 'PARTLY_PAID' });
    expect((await refusal(M.cancelPayment, { nid: firstPayment })).message).toBe(
      `Платёж № ${firstPayment} не проведён: отменять нечего`,
    );
  });

  it('a fully cancelled invoice returns to unpaid', async () => {
    const invoice = await money.invoiceOrder(await placeOrderOver(shop.base));
    const payment = await money.paid({ invoiceNid: invoice.nid, amount: invoice.total });
    expect((await money.buyerInvoice(invoice.nid)).paymentState).toBe('PAID');
    await money.cancelPayment(payment.nid);
    expect(await money.buyerInvoice(invoice.nid)).toMatchObject({
      paid: 0,
      leftToPay: invoice.total,
      paymentState: 'UNPAID',
    });
  });

  it('a supplier invoice paid by money out: a negative settlement row, the invoice paid', async () => {
    const supplierNid = (await purchasing.createSupplier('ООО «Аквамир»', INN.sber)).nid;
    const order = await purchasing.placedOrder(supplierNid, [{ nid: 1, quantity: 2, price: 5000 }]);
    const invoice = await money.supplierInvoice(order.nid, 10_000);
    expect(invoice).toMatchObject({
      supplierNid,
      supplierName: 'ООО «Аквамир»',
      number: 'СЧ-17',
      invoiceDate: '2026-11-20',
      paymentState: 'UNPAID',
    });
    const payment = await money.paid({ direction: 'OUT', invoiceNid: invoice.nid, amount: 10_000 });
    expect(await settlementsOf(shop.database, supplierNid)).toEqual([
      { amount: -10_000, document_type: 'PAYMENT', document_nid: payment.nid },
    ]);
    const { supplierInvoice } = await graphqlData<{
      supplierInvoice: { paymentState: string; payments: { nid: number }[] };
    }>(shop.base, M.supplierInvoice, { nid: invoice.nid, withPayments: true }, shop.tokens.token);
    expect(supplierInvoice).toMatchObject({ paymentState: 'PAID', payments: [{ nid: payment.nid }] });
    const wrongSide = await refusal(M.createPayment, {
      input: { direction: 'IN', method: 'BANK', counterpartyNid: supplierNid, amount: 1, paidOn: '2026-11-21' },
    });
    expect(wrongSide.extensions?.fieldErrors).toEqual({ counterpartyNid: 'Выберите покупателя' });
  });

  it('money on account names only the counterparty; the list filters by direction, method and date', async () => {
    const onAccount = await money.paid({
      counterpartyNid: buyerNid,
      amount: 700,
      method: 'CASH',
      paidOn: '2026-10-01',
    });
    expect(onAccount).toMatchObject({ invoiceNid: null, counterpartyNid: buyerNid, status: 'POSTED' });
    const list = (filter: Record<string, unknown>) =>
      graphqlData<{ payments: { total: number; items: { nid: number }[] } }>(
        shop.base,
        M.payments,
        { filter },
        shop.tokens.token,
      );
    expect((await list({ direction: 'OUT' })).payments.total).toBe(1);
    expect((await list({ dateFrom: '2026-10-01', dateTo: '2026-10-01' })).payments.items).toEqual([
      expect.objectContaining({ nid: onAccount.nid }),
    ]);
    expect((await list({ method: 'CASH', counterpartyNid: buyerNid })).payments.total).toBe(2);
  });

  it('a posted payment is never edited nor deleted: the API and the database refuse', async () => {
    const input = { direction: 'IN', method: 'BANK', counterpartyNid: buyerNid, amount: 1, paidOn: '2026-11-21' };
    expect((await refusal(M.updatePayment, { nid: firstPayment, input })).message).toBe(
      `Платёж № ${firstPayment} проведён: изменить можно только черновик`,
    );
    expect((await refusal(M.deletePayment, { nid: firstPayment })).message).toMatch(/удалить можно только черновик/);
    await expect(shop.database.query('UPDATE payments SET amount = 1 WHERE nid = $1', [firstPayment])).rejects.toThrow(
      /never changed/,
    );
    await expect(shop.database.query(`UPDATE payments SET status = 'DRAFT' WHERE status = 'POSTED'`)).rejects.toThrow(
      /never changed/,
    );
    await expect(shop.database.query('DELETE FROM payments WHERE status <> $1', ['DRAFT'])).rejects.toThrow(
      /never changed/,
    );
    const draft = await money.createPayment({ counterpartyNid: buyerNid, amount: 5 });
    expect((await money.createPayment({ counterpartyNid: buyerNid, amount: 6 })).amount).toBe(6);
    const changed = await graphqlData<{ updatePayment: { amount: number } }>(
      shop.base,
      M.updatePayment,
      { nid: draft.nid, input: { ...input, amount: 9 } },
      shop.tokens.token,
    );
    expect(changed.updatePayment.amount).toBe(9);
    expect(await graphqlData(shop.base, M.deletePayment, { nid: draft.nid }, shop.tokens.token)).toEqual({
      deletePayment: true,
    });
  });
});
