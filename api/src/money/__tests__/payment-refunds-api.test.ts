import { placeOrderOver } from '../../testing/buyer-orders-admin';
import { graphqlData, postGraphql } from '../../testing/graphql-over-http';
import { M, moneyClient } from '../../testing/money-documents';
import { INN, purchasingClient, settlementsOf, supplierBalanceOf } from '../../testing/purchasing-documents';
import { testShop } from '../../testing/test-api';
import { TEST_ENGINES } from '../../testing/test-database';

describe.each(TEST_ENGINES)('refund payments (%s)', (engine) => {
  const shop = testShop(engine, { staff: { token: ['cashier@shop.test', { isPurchaser: true, isSeller: true }] } });
  let money: ReturnType<typeof moneyClient>;
  let buyerNid: number;
  let invoiceNid: number;
  let supplierNid: number;

  beforeAll(async () => {
    money = moneyClient(shop.base, shop.tokens.token);
    ({ nid: invoiceNid, buyerNid } = await money.invoiceOrder(await placeOrderOver(shop.base)));
    supplierNid = (await purchasingClient(shop.base, shop.tokens.token).createSupplier('ООО «Аквамир»', INN.sber)).nid;
  });

  const buyerBalance = async () =>
    (await graphqlData<{ buyer: { balance: number } }>(shop.base, M.buyer, { nid: buyerNid }, shop.tokens.token)).buyer
      .balance;
  const supplierBalance = () => supplierBalanceOf(shop.base, shop.tokens.token, supplierNid);
  const fieldErrorsOf = async (input: Record<string, unknown>) => {
    const answer = await postGraphql(
      shop.base,
      M.createPayment,
      { input: { method: 'BANK', amount: 100, paidOn: '2026-11-21', ...input } },
      shop.tokens.token,
    );
    expect(answer.errors?.[0]?.message).toBe('Платёж не сохранён: проверьте выделенные поля');
    return answer.errors?.[0]?.extensions?.fieldErrors;
  };

  it('money paid back to a buyer: OUT, no invoice, −amount; cancelling puts the balance back', async () => {
    await money.paid({ counterpartyNid: buyerNid, amount: 5000 });
    expect(await buyerBalance()).toBe(5000);
    const draft = await money.createPayment({
      direction: 'OUT',
      refund: true,
      counterpartyNid: buyerNid,
      amount: 3000,
      method: 'CASH',
    });
    expect(draft).toMatchObject({
      status: 'DRAFT',
      direction: 'OUT',
      refund: true,
      counterpartyNid: buyerNid,
      counterpartyName: 'Иван Петров',
      invoiceNid: null,
    });
    await money.postPayment(draft.nid);
    expect(await buyerBalance()).toBe(2000);
    await money.cancelPayment(draft.nid);
    expect(await buyerBalance()).toBe(5000);
    const rows = (await settlementsOf(shop.database, buyerNid)).filter((row) => row.document_nid === draft.nid);
    expect(rows).toEqual([
      { amount: -3000, document_type: 'PAYMENT', document_nid: draft.nid },
      { amount: 3000, document_type: 'PAYMENT', document_nid: draft.nid },
    ]);
  });

  it('money back from a supplier: IN, no invoice, +amount; cancelling puts the balance back', async () => {
    await money.paid({ direction: 'OUT', counterpartyNid: supplierNid, amount: 7000 });
    expect(await supplierBalance()).toBe(-7000);
    const refund = await money.paid({ direction: 'IN', refund: true, counterpartyNid: supplierNid, amount: 7000 });
    expect(refund).toMatchObject({
      status: 'POSTED',
      direction: 'IN',
      refund: true,
      counterpartyName: 'ООО «Аквамир»',
      invoiceNid: null,
    });
    expect(await supplierBalance()).toBe(0);
    await money.cancelPayment(refund.nid);
    expect(await supplierBalance()).toBe(-7000);
  });

  it('an ordinary payment is no refund; the list and the card say which is which', async () => {
    const { payments } = await graphqlData<{
      payments: { items: { nid: number; direction: string; refund: boolean }[] };
    }>(shop.base, M.payments, { filter: { counterpartyNid: buyerNid } }, shop.tokens.token);
    expect(payments.items.map((item) => [item.direction, item.refund])).toEqual([
      ['OUT', true],
      ['IN', false],
    ]);
    const { payment } = await graphqlData<{ payment: { refund: boolean } }>(
      shop.base,
      M.payment,
      { nid: payments.items[1]?.nid },
      shop.tokens.token,
    );
    expect(payment.refund).toBe(false);
  });

  it('a refund names its counterparty of the other side and never an invoice', async () => {
    expect(await fieldErrorsOf({ direction: 'OUT', refund: true, invoiceNid })).toEqual({
      invoiceNid: 'Возврат денег проводится без счёта',
      counterpartyNid: 'Выберите покупателя',
    });
    expect(await fieldErrorsOf({ direction: 'IN', refund: true })).toEqual({ counterpartyNid: 'Выберите поставщика' });
    expect(await fieldErrorsOf({ direction: 'OUT', refund: true, counterpartyNid: supplierNid })).toEqual({
      counterpartyNid: 'Выберите покупателя',
    });
    expect(await fieldErrorsOf({ direction: 'IN', refund: true, counterpartyNid: buyerNid })).toEqual({
      counterpartyNid: 'Выберите поставщика',
    });
    // Without «refund» the usual sides hold: money in comes from buyers only.
    expect(await fieldErrorsOf({ direction: 'IN', counterpartyNid: supplierNid })).toEqual({
      counterpartyNid: 'Выберите покупателя',
    });
  });
});
