import { itRefusesStaffAndGuests, rowsSnapshot, type Operation } from '../../testing/access';
import { placeOrderOver } from '../../testing/buyer-orders-admin';
import { graphqlData, postGraphql } from '../../testing/graphql-over-http';
import { M, moneyClient } from '../../testing/money-documents';
import { INN, purchasingClient } from '../../testing/purchasing-documents';
import { testShop } from '../../testing/test-api';
import { TEST_ENGINES } from '../../testing/test-database';

describe.each(TEST_ENGINES)('who may use invoices and payments (%s)', (engine) => {
  const shop = testShop(engine, {
    staff: {
      adminToken: ['money-admin@shop.test', { isAdmin: true }],
      seller: ['money-seller@shop.test', { isSeller: true }],
    },
  });
  let base: string;
  let seller: string;
  let adminToken: string;
  let mutations: Operation[];
  let buyerInvoiceNid: number;
  const snapshot = () =>
    rowsSnapshot(shop.database, ['supplier_invoices', 'payments', 'counterparty_moves'], 'payments');

  beforeAll(async () => {
    ({ base } = shop);
    ({ adminToken, seller } = shop.tokens);
    const admin = { ...purchasingClient(base, adminToken), ...moneyClient(base, adminToken) };
    const order = await admin.placedOrder((await admin.createSupplier('ООО «Аквамир»', INN.sber)).nid, [
      { nid: 1, quantity: 1, price: 100 },
    ]);
    const supplierInvoice = await admin.supplierInvoice(order.nid, 100);
    buyerInvoiceNid = (await admin.invoiceOrder(await placeOrderOver(base))).nid;
    const draft = await admin.createPayment({ invoiceNid: buyerInvoiceNid, amount: 10, comment: 'Черновик кассира' });
    const posted = await admin.paid({ invoiceNid: buyerInvoiceNid, amount: 20 });
    const paymentInput = {
      direction: 'IN',
      method: 'CASH',
      invoiceNid: buyerInvoiceNid,
      amount: 1,
      paidOn: '2026-11-21',
    };
    mutations = [
      [
        'createSupplierInvoice',
        M.createSupplierInvoice,
        { input: { supplierOrderNid: order.nid, number: '1', invoiceDate: '2026-11-20', amount: 5 } },
      ],
      ['createPayment', M.createPayment, { input: paymentInput }],
      ['updatePayment', M.updatePayment, { nid: draft.nid, input: paymentInput }],
      ['deletePayment', M.deletePayment, { nid: draft.nid }],
      ['postPayment', M.postPayment, { nid: draft.nid }],
      ['cancelPayment', M.cancelPayment, { nid: posted.nid }],
    ];
    expect(supplierInvoice.nid).toBeGreaterThan(0);
  });

  itRefusesStaffAndGuests({
    shop,
    snapshot,
    staff: ['a seller gets FORBIDDEN on every payments and supplier-invoices field, and nothing is written', 'seller'],
    operations: () => [
      ...mutations,
      ['payments', M.payments, {}],
      ['payment', M.payment, { nid: 1 }],
      ['supplierInvoices', M.supplierInvoices, {}],
      ['supplierInvoice', M.supplierInvoice, { nid: 1, withPayments: false }],
    ],
    guestOperations: () => [
      ...mutations,
      ['createBuyerInvoice', M.createBuyerInvoice, { input: { buyerOrderNid: 1, dueDate: '2026-12-31' } }],
    ],
  });

  it('a seller opens buyer invoices and makes one, and sees its paid state', async () => {
    const client = moneyClient(base, seller);
    expect(await client.buyerInvoice(buyerInvoiceNid)).toMatchObject({ paid: 20, paymentState: 'PARTLY_PAID' });
    expect((await client.invoiceOrder(await placeOrderOver(base))).paymentState).toBe('UNPAID');
  });

  it('a seller reads an invoice’s paid state but never its payment records: FORBIDDEN on that path', async () => {
    const nid = buyerInvoiceNid;
    const paidState = 'nid paid leftToPay paymentState';
    const { buyerInvoice } = await graphqlData<{ buyerInvoice: { leftToPay: number } }>(
      base,
      `query ($nid: Int!) { buyerInvoice(nid: $nid) { ${paidState} } }`,
      { nid },
      seller,
    );
    expect(buyerInvoice).toEqual({ nid, paid: 20, leftToPay: expect.any(Number), paymentState: 'PARTLY_PAID' });
    expect(buyerInvoice.leftToPay).toBeGreaterThan(0);

    const asked = await postGraphql(
      base,
      `query ($nid: Int!) { buyerInvoice(nid: $nid) { ${paidState} payments { nid amount comment status createdByName } } }`,
      { nid },
      seller,
    );
    expect(asked.errors).toHaveLength(1);
    expect(asked.errors?.[0]).toMatchObject({
      message: 'Раздел «Платежи» вам не открыт',
      path: ['buyerInvoice', 'payments'],
      extensions: { code: 'FORBIDDEN' },
    });
    // `payments` is [Payment!]!: its refusal takes the invoice with it, so nothing of the records comes back.
    expect(asked.data).toEqual({ buyerInvoice: null });
    expect(JSON.stringify(asked)).not.toContain('Черновик кассира');

    // The back-office's own document: the seller's screen leaves the records out, staff who open «Платежи» get them.
    expect(await postGraphql(base, M.buyerInvoice, { nid, withPayments: false }, seller)).toMatchObject({
      errors: undefined,
      data: { buyerInvoice: { nid, paid: 20, paymentState: 'PARTLY_PAID' } },
    });
    expect(
      (await postGraphql(base, M.buyerInvoice, { nid, withPayments: true }, seller)).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    const records = (await moneyClient(base, adminToken).buyerInvoice(nid, true)).payments;
    expect(records?.map((payment) => [payment.amount, payment.status, payment.comment])).toEqual(
      expect.arrayContaining([
        [10, 'DRAFT', 'Черновик кассира'],
        [20, 'POSTED', null],
      ]),
    );
  });
});
