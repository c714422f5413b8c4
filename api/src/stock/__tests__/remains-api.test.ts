import type { RemainsQuery, StockHistoryQuery } from 'mfe-backoffice/graphql';
import { staffSignIn } from '../../testing/auth-tokens';
import { graphqlData, graphqlError, listReader } from '../../testing/graphql-over-http';
import { REMAINS, STOCK_HISTORY } from '../../testing/stock-documents';
import { testShop } from '../../testing/test-api';
import { TEST_ENGINES } from '../../testing/test-database';

describe.each(TEST_ENGINES)('the back-office remains: list and history (%s)', (engine) => {
  const shop = testShop(engine, { staff: { seller: ['remains-seller@shop.test', { isSeller: true }] } });

  const { page: remains, nids: nidsOf } = listReader<RemainsQuery['remains']>(shop, REMAINS, () => shop.tokens.seller);

  it('lists every product by name with its stock, category and vendor code; a seller may look', async () => {
    const all = await remains();
    expect(all.total).toBe(9);
    expect(all.items.map((item) => item.name)).toEqual(
      [...all.items.map((item) => item.name)].sort((a, b) => (a < b ? -1 : 1)),
    );
    expect(all.items.find((item) => item.nid === 3)).toEqual({
      _id: 'remain-3',
      nid: 3,
      name: 'Смеситель hansgrohe 3',
      vendorCode: 'T-3',
      categoryNid: 31,
      categoryName: 'Смесители для раковины',
      stock: 0,
      stocks: [
        { location: { nid: 2, name: 'Магазин в Химках', pickup: true }, stock: 0, reserved: 0, free: 0 },
        { location: { nid: 1, name: 'Склад', pickup: false }, stock: 0, reserved: 0, free: 0 },
      ],
      reserved: 0,
      free: 0,
      awaited: 0,
      onSale: true,
    });
    expect(all.items.find((item) => item.nid === 8)).toMatchObject({ stock: 5, onSale: false });
  });

  it('pages by skip and limit', async () => {
    const all = await nidsOf({});
    expect(await remains({ skip: 2, limit: 3 })).toMatchObject({
      total: 9,
      items: all.slice(2, 5).map((nid) => ({ nid })),
    });
    expect(await nidsOf({ skip: 20 })).toEqual([]);
  });

  it('searches by name or vendor code, and filters by a category with its sub-categories', async () => {
    expect(await nidsOf({ search: 't-9' })).toEqual([9]);
    expect(await nidsOf({ search: 'ROCA' })).toEqual([4, 7, 9].sort());
    expect((await remains({ search: '100%' })).total).toBe(0);
    expect((await nidsOf({ categoryNid: 32 })).sort()).toEqual([5, 6, 7]);
    expect((await nidsOf({ categoryNid: 3 })).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await nidsOf({ categoryNid: 7, search: 'roca' })).toEqual([9]);
  });

  it('low stock: at or below the threshold, scarcest first; 0 is «нет в наличии»', async () => {
    expect(await nidsOf({ atMost: 0 })).toEqual([3]);
    expect(await nidsOf({ atMost: 2 })).toEqual([3]);
    const atMostFive = await remains({ atMost: 5 });
    expect(atMostFive.total).toBe(9);
    expect(atMostFive.items[0]).toMatchObject({ nid: 3, stock: 0 });
    expect((await nidsOf({ atMost: 0, categoryNid: 32 })).length).toBe(0);
    const error = await graphqlError(shop.base, REMAINS, { atMost: -1 }, shop.tokens.seller);
    expect(error.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { atMost: 'Введите целое число от 0' },
    });
  });

  it('a product history: its moves newest first with the balance after each; null for an unknown product', async () => {
    const { stockHistory } = await graphqlData<StockHistoryQuery>(
      shop.base,
      STOCK_HISTORY,
      { nid: 1 },
      shop.tokens.seller,
    );
    expect(stockHistory).toMatchObject({ product: { nid: 1, stock: 5 }, total: 1 });
    expect(stockHistory?.items).toEqual([
      {
        _id: expect.any(String),
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        reason: 'initial',
        location: { nid: 1, name: 'Склад', pickup: false },
        document: null,
        inventoryCountId: null,
        quantity: 5,
        balanceAfter: 5,
      },
    ]);
    expect(
      (await graphqlData<StockHistoryQuery>(shop.base, STOCK_HISTORY, { nid: 3 }, shop.tokens.seller)).stockHistory,
    ).toMatchObject({
      total: 0,
      items: [],
    });
    expect(
      (await graphqlData<StockHistoryQuery>(shop.base, STOCK_HISTORY, { nid: 999 }, shop.tokens.seller)).stockHistory,
    ).toBeNull();
  });

  it('a guest is told to sign in; a user without a back-office role is refused', async () => {
    expect((await graphqlError(shop.base, REMAINS, {})).extensions?.code).toBe('UNAUTHENTICATED');
    expect((await graphqlError(shop.base, STOCK_HISTORY, { nid: 1 })).extensions?.code).toBe('UNAUTHENTICATED');
    const buyer = (await staffSignIn(shop.database, 'remains-buyer@shop.test', {})).idToken;
    expect((await graphqlError(shop.base, REMAINS, {}, buyer)).extensions?.code).toBe('FORBIDDEN');
    // The /dmn gate comes first: a content manager alone does not pass it.
    const content = (await staffSignIn(shop.database, 'remains-content@shop.test', { isContent: true })).idToken;
    expect((await graphqlError(shop.base, REMAINS, {}, content)).extensions?.code).toBe('FORBIDDEN');
  });
});
