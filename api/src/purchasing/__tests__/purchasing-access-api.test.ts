import { adminAndSeller, itRefusesStaffAndGuests, rowsSnapshot, type Operation } from '../../testing/access';
import { INN, P, purchasingClient } from '../../testing/purchasing-documents';
import { testShop } from '../../testing/test-api';
import { TEST_ENGINES } from '../../testing/test-database';

describe.each(TEST_ENGINES)('who may use purchasing (%s)', (engine) => {
  const shop = testShop(engine, { staff: adminAndSeller('access') });
  let mutations: Operation[];
  const tables = ['counterparties', 'supplier_orders', 'acceptances', 'stock_moves', 'counterparty_moves'];
  const snapshot = () => rowsSnapshot(shop.database, tables, 'acceptances');

  beforeAll(async () => {
    const admin = purchasingClient(shop.base, shop.tokens.admin);
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

  const queries: Operation[] = [
    ['suppliers', P.suppliers, {}],
    ['supplierOrders', P.supplierOrders, {}],
    ['acceptances', P.acceptances, {}],
  ];

  itRefusesStaffAndGuests({
    shop,
    snapshot,
    staff: ['a seller gets FORBIDDEN on every purchasing mutation and query, and nothing is written', 'seller'],
    operations: () => [...mutations, ...queries],
    guestOperations: () => mutations,
  });
});
