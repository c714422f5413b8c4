import type { ShopDatabase } from '../../db/open-database';
import { staffSignIn } from '../../testing/auth-tokens';
import { postGraphql } from '../../testing/graphql-over-http';
import { INN, P, purchasingClient } from '../../testing/purchasing-documents';
import { testShop } from '../../testing/test-api';
import { TEST_ENGINES } from '../../testing/test-database';

describe.each(TEST_ENGINES)('who may use purchasing (%s)', (engine) => {
  const shop = testShop(engine);
  let database: ShopDatabase;
  let base: string;
  let seller: string;
  let mutations: [string, string, Record<string, unknown>][];

  const snapshot = async () =>
    (
      await database.query<{ rows: string }>(
        `SELECT (SELECT count(*) FROM counterparties) || '/' || (SELECT count(*) FROM supplier_orders) || '/' ||
              (SELECT count(*) FROM acceptances) || '/' || (SELECT count(*) FROM stock_moves) || '/' ||
              (SELECT count(*) FROM counterparty_moves) || '/' || (SELECT string_agg(status, ',' ORDER BY nid) FROM acceptances) AS rows`,
      )
    )[0]?.rows;

  beforeAll(async () => {
    ({ database, base } = shop);
    const admin = purchasingClient(
      base,
      (await staffSignIn(database, 'access-admin@shop.test', { isAdmin: true })).idToken,
    );
    seller = (await staffSignIn(database, 'access-seller@shop.test', { isSeller: true })).idToken;
    const supplierNid = (await admin.createSupplier('ООО «Аквамир»', INN.sber)).nid;
    const order = await admin.placedOrder(supplierNid, [{ nid: 1, quantity: 1, price: 10 }]);
    const draft = await admin.createAcceptance(order.nid);
    const posted = await admin.postAcceptance((await admin.createAcceptance(order.nid)).nid);
    const supplierInput = { name: 'Другой', inn: INN.yandex };
    const orderInput = { supplierNid, lines: [{ nid: 2, quantity: 1, price: 1 }] };
    mutations = [
      ['createSupplier', P.createSupplier, { input: supplierInput }],
      ['updateSupplier', P.updateSupplier, { nid: supplierNid, input: supplierInput }],
      ['createSupplierOrder', P.createSupplierOrder, { input: orderInput }],
      ['updateSupplierOrder', P.updateSupplierOrder, { nid: order.nid, input: orderInput }],
      ['deleteSupplierOrder', P.deleteSupplierOrder, { nid: order.nid }],
      ['placeSupplierOrder', P.placeSupplierOrder, { nid: order.nid }],
      ['cancelSupplierOrder', P.cancelSupplierOrder, { nid: order.nid }],
      ['closeSupplierOrder', P.closeSupplierOrder, { nid: order.nid }],
      ['createAcceptance', P.createAcceptance, { input: { supplierOrderNid: order.nid } }],
      ['updateAcceptance', P.updateAcceptance, { nid: draft.nid, input: { supplierOrderNid: order.nid } }],
      ['deleteAcceptance', P.deleteAcceptance, { nid: draft.nid }],
      ['postAcceptance', P.postAcceptance, { nid: draft.nid }],
      ['cancelAcceptance', P.cancelAcceptance, { nid: posted.nid }],
    ];
  });

  it('a seller gets FORBIDDEN on every purchasing mutation and query, and nothing is written', async () => {
    const before = await snapshot();
    for (const [name, query, variables] of mutations) {
      const answer = await postGraphql(base, query, variables, seller);
      expect([name, answer.errors?.[0]?.extensions?.code]).toEqual([name, 'FORBIDDEN']);
    }
    for (const query of [P.suppliers, P.supplierOrders, P.acceptances]) {
      expect((await postGraphql(base, query, {}, seller)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(await snapshot()).toBe(before);
  });

  it('a guest is told to sign in, and nothing is written', async () => {
    const before = await snapshot();
    for (const [name, query, variables] of mutations) {
      const answer = await postGraphql(base, query, variables);
      expect([name, answer.errors?.[0]?.extensions?.code]).toEqual([name, 'UNAUTHENTICATED']);
    }
    expect(await snapshot()).toBe(before);
  });
});
