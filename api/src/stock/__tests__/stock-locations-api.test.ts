import { print } from 'graphql';
import { StockLocationsDocument, type AcceptanceFieldsFragment, type RemainsQuery } from 'mfe-backoffice/graphql';
import { SHOP_NID, WAREHOUSE_NID } from '../../db/schema';
import { placeOrderOver } from '../../testing/buyer-orders-admin';
import { buyerReturnClient } from '../../testing/buyer-return-documents';
import { graphqlData, postGraphql, refusalOf } from '../../testing/graphql-over-http';
import { moneyClient } from '../../testing/money-documents';
import { INN, P, purchasingClient } from '../../testing/purchasing-documents';
import { S, salesClient } from '../../testing/sales-documents';
import { POST_INVENTORY_COUNT, REMAINS, STOCK_HISTORY, stockOffLedger } from '../../testing/stock-documents';
import { testShop } from '../../testing/test-api';
import { TEST_ENGINES } from '../../testing/test-database';

// Stock per location (docs/requirements.md, «Stock»): every document that moves goods names its
// location, the stock is checked there, and the remains show each location and the sum.

const STOCK_LOCATIONS = print(StockLocationsDocument);

describe.each(TEST_ENGINES)('stock locations (%s)', (engine) => {
  const shop = testShop(engine, { staff: { token: ['keeper@shop.test', { isAdmin: true }] } });
  let purchasing: ReturnType<typeof purchasingClient>;
  let sales: ReturnType<typeof salesClient>;
  let money: ReturnType<typeof moneyClient>;
  let supplierNid: number;

  beforeAll(async () => {
    purchasing = purchasingClient(shop.base, shop.tokens.token);
    sales = salesClient(shop.base, shop.tokens.token);
    money = moneyClient(shop.base, shop.tokens.token);
    supplierNid = (await purchasing.createSupplier('ООО «Аквамир»', INN.sber)).nid;
  });

  const ask = <Data>(query: string, variables: Record<string, unknown> = {}) =>
    graphqlData<Data>(shop.base, query, variables, shop.tokens.token);
  /** Product `nid`'s stock at each location and in all, as «Остатки» lists it. */
  const remainsOf = async (nid: number) => {
    const { remains } = await ask<RemainsQuery>(REMAINS, { search: `T-${nid}` });
    const [remain] = remains.items.filter((item) => item.nid === nid);
    return remain && [remain.stocks.map(({ location, stock }) => [location.name, stock]), remain.stock];
  };
  /** Units received into `locationNid` on a new placed order of product `nid`. */
  const accepted = async (nid: number, quantity: number, locationNid?: number) => {
    const order = await purchasing.placedOrder(supplierNid, [{ nid, quantity, price: 1000 }]);
    const { createAcceptance } = await ask<{ createAcceptance: AcceptanceFieldsFragment }>(P.createAcceptance, {
      input: { supplierOrderNid: order.nid, locationNid },
    });
    return purchasing.postAcceptance(createAcceptance.nid);
  };

  it('lists the shop before the warehouse, to anyone signed in and to no guest', async () => {
    expect((await ask<{ stockLocations: unknown[] }>(STOCK_LOCATIONS)).stockLocations).toEqual([
      { nid: SHOP_NID, name: 'Магазин в Химках', pickup: true },
      { nid: WAREHOUSE_NID, name: 'Склад', pickup: false },
    ]);
    const guest = await postGraphql(shop.base, STOCK_LOCATIONS, {});
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('an acceptance at the shop brings the goods there: the remains show each location and the sum', async () => {
    expect(await remainsOf(3)).toEqual([
      [
        ['Магазин в Химках', 0],
        ['Склад', 0],
      ],
      0,
    ]);
    const atShop = await accepted(3, 4, SHOP_NID);
    expect(atShop.location).toEqual({ nid: SHOP_NID, name: 'Магазин в Химках', pickup: true });
    const atWarehouse = await accepted(3, 6);
    expect(atWarehouse.location.name).toBe('Склад');
    expect(await remainsOf(3)).toEqual([
      [
        ['Магазин в Химках', 4],
        ['Склад', 6],
      ],
      10,
    ]);
    const { stockHistory } = await ask<{ stockHistory: { items: { location: { name: string }; quantity: number }[] } }>(
      STOCK_HISTORY,
      { nid: 3 },
    );
    expect(stockHistory.items.map(({ location, quantity }) => [location.name, quantity])).toEqual([
      ['Склад', 6],
      ['Магазин в Химках', 4],
    ]);
    expect(await stockOffLedger(shop.database)).toEqual([]);
  });

  it('refuses a location that does not exist beside its field, and writes nothing', async () => {
    const order = await purchasing.placedOrder(supplierNid, [{ nid: 4, quantity: 1, price: 1000 }]);
    const before = await shop.database.query('SELECT count(*)::integer AS count FROM acceptances');
    for (const [locationNid, message] of [
      [99, 'Такого места хранения нет'],
      [0, 'Выберите место хранения'],
    ] as const) {
      const answer = await postGraphql(
        shop.base,
        P.createAcceptance,
        { input: { supplierOrderNid: order.nid, locationNid } },
        shop.tokens.token,
      );
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { locationNid: message },
      });
    }
    expect(await shop.database.query('SELECT count(*)::integer AS count FROM acceptances')).toEqual(before);
  });

  it('a shipment takes goods from its own location: refused where they are not, posted from where they are; a return comes back there', async () => {
    // Product 1: 5 units, all at the warehouse.
    const orderNid = await placeOrderOver(shop.base, { lines: [{ nid: 1, quantity: 2, price: 10_000 }] });
    await money.invoiceOrder(orderNid);
    const draft = await sales.createShipment({ buyerOrderNid: orderNid, locationNid: SHOP_NID });
    expect(draft.location.name).toBe('Магазин в Химках');
    expect(await refusalOf(shop.base, S.postShipment, { nid: draft.nid }, shop.tokens.token)).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
      message: `Не хватает товара для отгрузки № ${draft.nid}: «Смеситель grohe 1» (арт. T-1) в месте хранения «Магазин в Химках» 0 шт., а отгружаем 2 шт.`,
    });
    await ask(S.updateShipment, {
      nid: draft.nid,
      input: { comment: null, locationNid: WAREHOUSE_NID, lines: [{ orderLineNo: 1, quantity: 2 }] },
    });
    const posted = await sales.postShipment(draft.nid);
    expect(posted).toMatchObject({ status: 'POSTED', location: { name: 'Склад' } });
    expect(await remainsOf(1)).toEqual([
      [
        ['Магазин в Химках', 0],
        ['Склад', 3],
      ],
      3,
    ]);

    const returns = buyerReturnClient(shop.base, shop.tokens.token);
    const taken = await returns.create(posted.nid, [{ shipmentLineNo: 1, quantity: 1, reason: 'DEFECT' }]);
    expect(taken.location.name).toBe('Склад');
    await returns.post(taken.nid);
    expect((await remainsOf(1))?.[1]).toBe(4);
    expect(await stockOffLedger(shop.database)).toEqual([]);
  });

  it('an inventory count at the shop counts against the shop’s stock and changes only it', async () => {
    // Product 3: 4 at the shop, 6 at the warehouse (above).
    const { postInventoryCount } = await ask<{
      postInventoryCount: { location: { name: string }; lines: { expected: number; counted: number }[] };
    }>(POST_INVENTORY_COUNT, { input: { lines: [{ nid: 3, counted: 1 }], locationNid: SHOP_NID } });
    expect(postInventoryCount.location.name).toBe('Магазин в Химках');
    expect(postInventoryCount.lines).toMatchObject([{ expected: 4, counted: 1 }]);
    expect(await remainsOf(3)).toEqual([
      [
        ['Магазин в Химках', 1],
        ['Склад', 6],
      ],
      7,
    ]);
    expect(await stockOffLedger(shop.database)).toEqual([]);
  });
});
