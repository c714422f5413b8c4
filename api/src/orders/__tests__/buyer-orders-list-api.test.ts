import type { BuyerOrderQuery, BuyerOrdersQuery } from 'mfe-backoffice/graphql';
import { emulatorSignIn, staffSignIn } from '../../testing/auth-tokens';
import {
  backdateOrder,
  BUYER_ORDER,
  BUYER_ORDERS,
  CHANGE_BUYER_ORDER_STATUS,
  placeOrderOver,
} from '../../testing/buyer-orders-admin';
import { RING_ROAD_CASH_DELIVERY } from '../../testing/buyer-order-input';
import { CYRILLIC, graphqlData, graphqlError, listReader } from '../../testing/graphql-over-http';
import { testShop } from '../../testing/test-api';
import { TEST_ENGINES } from '../../testing/test-database';

describe.each(TEST_ENGINES)('the back-office list and card of buyer orders (%s)', (engine) => {
  const shop = testShop(engine, { staff: { seller: ['list-seller@shop.test', { isSeller: true }] } });
  /** nids, oldest first: 1 Feb, 10 Feb, 11 Feb 00:30 Moscow (10 Feb 21:30 UTC), 1 Mar. */
  let nids: number[];

  beforeAll(async () => {
    const contacts = [
      {
        contactName: 'Анна Смирнова',
        email: 'anna@mail.ru',
        phone: '+7 916 000-11-22',
      },
      {
        contactName: 'Борис Иванов',
        email: 'boris@yandex.ru',
        phone: '8 (903) 555-66-77',
        delivery: 'PICKUP' as const,
      },
      {
        contactName: 'Вера Кузнецова',
        email: 'vera@mail.ru',
        phone: '+7 925 111-22-33',
      },
      {
        contactName: 'Глеб Орлов',
        email: 'gleb_o@mail.ru',
        phone: '+7 926 999-88-77',
      },
    ];
    nids = [];
    for (const contact of contacts) nids.push(await placeOrderOver(shop.base, contact));
    const dates = ['2026-02-01T09:00:00Z', '2026-02-10T09:00:00Z', '2026-02-10T21:30:00Z', '2026-03-01T09:00:00Z'];
    for (const [index, nid] of nids.entries()) await backdateOrder(shop.database, nid, dates[index] as string);
  });

  const { page: list, nids: listed } = listReader<BuyerOrdersQuery['buyerOrders']>(
    shop,
    BUYER_ORDERS,
    () => shop.tokens.seller,
  );

  it('lists every order newest first with the total; skip and limit page it', async () => {
    const all = await list();
    expect(all.total).toBe(4);
    expect(all.items.map((order) => order.nid)).toEqual([...nids].reverse());
    expect(all.items[0]).toMatchObject({
      contactName: 'Глеб Орлов',
      status: 'NEW',
      lines: [{ vendorCode: 'T-1', quantity: 1 }],
    });
    expect(await list({ skip: 1, limit: 2 })).toMatchObject({ total: 4, items: [{ nid: nids[2] }, { nid: nids[1] }] });
    expect(await listed({ skip: 4 })).toEqual([]);
  });

  it('filters by status', async () => {
    await graphqlData(
      shop.base,
      CHANGE_BUYER_ORDER_STATUS,
      { nid: nids[1], from: 'NEW', to: 'CONFIRMED' },
      shop.tokens.seller,
    );
    expect(await list({ filter: { status: 'CONFIRMED' } })).toMatchObject({
      total: 1,
      items: [{ nid: nids[1], status: 'CONFIRMED' }],
    });
    expect(await listed({ filter: { status: 'NEW' } })).toEqual([nids[3], nids[2], nids[0]]);
    expect(await listed({ filter: { status: 'CANCELLED' } })).toEqual([]);
  });

  it('filters by the shop’s (Moscow) days, both ends included', async () => {
    expect(await listed({ filter: { createdFrom: '2026-02-10', createdTo: '2026-02-10' } })).toEqual([nids[1]]);
    // 21:30 UTC on 10 Feb is already 11 Feb in Moscow.
    expect(await listed({ filter: { createdFrom: '2026-02-11' } })).toEqual([nids[3], nids[2]]);
    expect(await listed({ filter: { createdTo: '2026-02-10' } })).toEqual([nids[1], nids[0]]);
  });

  it.each([
    ['the order number', () => String(nids[2]), () => [nids[2]]],
    ['part of the name, any case', () => 'иванов', () => [nids[1]]],
    ['the e-mail', () => 'GLEB_O@', () => [nids[3]]],
    ['the phone as stored', () => '+7903555', () => [nids[1]]],
    ['the phone typed with 8 and brackets', () => '8 (903) 555-66-77', () => [nids[1]]],
    ['part of the phone', () => '111-22', () => [nids[2]]],
    ['the e-mail domain (several orders)', () => 'mail.ru', () => [nids[3], nids[2], nids[0]]],
  ])('finds orders by %s', async (_case, search, expected) => {
    expect(await listed({ filter: { search: search() } })).toEqual(expected());
  });

  it('combines filters, and a search matching nothing gives an empty page', async () => {
    expect(await listed({ filter: { search: 'mail.ru', createdFrom: '2026-02-11', status: 'NEW' } })).toEqual([
      nids[3],
      nids[2],
    ]);
    expect(await list({ filter: { search: '100%_' } })).toEqual({ total: 0, items: [] });
  });

  it.each([
    [{ createdFrom: '10.02.2026' }, /ГГГГ-ММ-ДД/],
    [{ createdTo: '2026-02-31' }, /ГГГГ-ММ-ДД/],
    [{ createdFrom: '2026-03-01', createdTo: '2026-02-01' }, /позже/],
  ])('refuses a bad date filter %p with a Russian BAD_USER_INPUT', async (filter, message) => {
    const error = await graphqlError(shop.base, BUYER_ORDERS, { filter }, shop.tokens.seller);
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.message).toMatch(message);
  });

  it('the card has lines, totals, contact, delivery, payment, the next statuses and an empty history', async () => {
    const { buyerOrder } = await graphqlData<BuyerOrderQuery>(
      shop.base,
      BUYER_ORDER,
      { nid: nids[0] },
      shop.tokens.seller,
    );
    expect(buyerOrder).toMatchObject({
      nid: nids[0],
      number: String(nids[0]),
      createdAt: '2026-02-01T09:00:00.000Z',
      status: 'NEW',
      contactName: 'Анна Смирнова',
      phone: '+79160001122',
      email: 'anna@mail.ru',
      ...RING_ROAD_CASH_DELIVERY,
      goodsTotal: 10_000,
      total: 10_700,
      lines: [{ name: expect.any(String), vendorCode: 'T-1', price: 10_000, quantity: 1, amount: 10_000 }],
      nextStatuses: ['CONFIRMED', 'CANCELLED'],
      statusHistory: [],
    });
    expect(
      (await graphqlData<BuyerOrderQuery>(shop.base, BUYER_ORDER, { nid: 99 }, shop.tokens.seller)).buyerOrder,
    ).toBeNull();
  });

  it('an administrator and a purchaser who is also a seller (the /dmn gate) open the section too', async () => {
    for (const [email, flags] of [
      ['list-buyer@shop.test', { isPurchaser: true, isSeller: true }],
      ['list-admin@shop.test', { isAdmin: true }],
    ] as const) {
      const { idToken } = await staffSignIn(shop.database, email, flags);
      expect((await graphqlData<BuyerOrdersQuery>(shop.base, BUYER_ORDERS, {}, idToken)).buyerOrders.total).toBe(4);
    }
  });

  it.each([
    ['a guest', 'UNAUTHENTICATED', async () => undefined],
    ['a buyer without roles', 'FORBIDDEN', async () => (await emulatorSignIn('list-shopper@shop.test')).idToken],
    [
      'a driver',
      'FORBIDDEN',
      async () => (await staffSignIn(shop.database, 'list-driver@shop.test', { isDriver: true })).idToken,
    ],
    [
      'a purchaser without the /dmn gate',
      'FORBIDDEN',
      async () => (await staffSignIn(shop.database, 'list-purchaser@shop.test', { isPurchaser: true })).idToken,
    ],
    [
      'a content manager',
      'FORBIDDEN',
      async () => (await staffSignIn(shop.database, 'list-content@shop.test', { isContent: true })).idToken,
    ],
  ])('%s is refused (%s) the list, the card and a status change', async (_who, code, token) => {
    const idToken = await token();
    for (const [query, variables] of [
      [BUYER_ORDERS, {}],
      [BUYER_ORDER, { nid: nids[0] }],
      [CHANGE_BUYER_ORDER_STATUS, { nid: nids[0], from: 'NEW', to: 'CONFIRMED' }],
    ] as const) {
      const error = await graphqlError(shop.base, query, variables, idToken);
      expect(error.extensions?.code).toBe(code);
      expect(error.message).toMatch(CYRILLIC);
    }
    const [row] = await shop.database.query<{ status: string }>('SELECT status FROM buyer_orders WHERE nid = $1', [
      nids[0],
    ]);
    expect(row?.status).toBe('NEW');
  });
});
