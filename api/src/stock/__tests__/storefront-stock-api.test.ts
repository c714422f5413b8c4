import { print } from 'graphql';
import {
  StockHistoryDocument,
  WaitingOrderLinesDocument,
  type StockHistoryQuery,
  type WaitingOrderLinesQuery,
} from 'mfe-backoffice/graphql';
import { shiftDay, shopToday } from '@shop/shared/shop-days';
import { FREE_STOCK_TOLD } from '@shop/shared/availability';
import { SHOP_NID, WAREHOUSE_NID } from '../../db/schema';
import { CHANGE_BUYER_ORDER_STATUS, placeOrderOver } from '../../testing/buyer-orders-admin';
import { CREATE_BUYER_ORDER, orderInput } from '../../testing/buyer-order-input';
import { fieldCaller, graphqlData, postGraphql, refusalOf } from '../../testing/graphql-over-http';
import { INN, P, purchasingClient } from '../../testing/purchasing-documents';
import { stockOffLedger } from '../../testing/stock-documents';
import { testShop } from '../../testing/test-api';
import { TEST_ENGINES } from '../../testing/test-database';

// What shoppers see of stock (docs/requirements.md, «What shoppers see»): free units, not units on
// hand — «Осталось N шт.» below FREE_STOCK_TOLD, «Под заказ» with the day the supplier orders bring a
// unit after the orders already waiting, «Самовывоз сегодня» when the shop has one free; the «В
// наличии» filter and the feed follow free stock; an order of a well-stocked product moves no
// catalogue version.

const STOREFRONT = `query storefrontStock($nid: Int!) {
  product(nid: $nid) { stock inStock fewLeft expectedDate pickupToday pickupTomorrow }
}`;
const CART_AVAILABILITY = `query cartAvailability($lines: [CartLineInput!]!, $delivery: DeliveryMethod!) {
  cartAvailability(lines: $lines, delivery: $delivery) { nid quantity reserved awaited expectedDate }
}`;
const IN_STOCK_NIDS = `query inStockNids { products(filter: { inStock: true }, limit: 50) { nid } }`;

const PRICES: Record<number, number> = { 4: 5000, 5: 20_000, 6: 15_000, 7: 7000, 9: 9000 };
const line = (nid: number, quantity: number) => ({ nid, quantity, price: PRICES[nid]! });

describe.each(TEST_ENGINES)('the storefront’s stock (%s)', (engine) => {
  // The shop's clock: noon today unless a test moves it (whether the shop's pickup hours are over).
  let clock = new Date(`${shopToday()}T12:00:00+03:00`);
  const shop = testShop(engine, {
    staff: { keeper: ['keeper@shop.test', { isSeller: true, isPurchaser: true }] },
    now: () => clock,
  });

  const storefront = async (nid: number) =>
    (await graphqlData<{ product: Record<string, unknown> }>(shop.base, STOREFRONT, { nid })).product;
  const inStockNids = async () =>
    (await graphqlData<{ products: { nid: number }[] }>(shop.base, IN_STOCK_NIDS)).products.map(({ nid }) => nid);
  const version = async () =>
    (await shop.database.query<{ version: number }>('SELECT version::int AS version FROM catalog_version'))[0]!.version;
  const writeIn = (nid: number, quantity: number, locationNid = WAREHOUSE_NID) =>
    shop.database.query(
      `INSERT INTO stock_moves (product_nid, location_nid, quantity, reason) VALUES ($1, $2, $3, 'initial')`,
      [nid, locationNid, quantity],
    );
  let supplierNid: number | null = null;
  const supplierOrder = async (lines: { nid: number; quantity: number }[], expectedDate: string) => {
    const purchasing = purchasingClient(shop.base, shop.tokens.keeper);
    supplierNid ??= (await purchasing.createSupplier('Поставщик смесителей', INN.sber)).nid;
    const call = fieldCaller(shop.base, shop.tokens.keeper);
    const { nid } = await call<{ nid: number }>(P.createSupplierOrder, {
      input: { supplierNid, expectedDate, lines: lines.map((l) => ({ ...l, price: 1000 })) },
    });
    return purchasing.placeOrder(nid);
  };

  afterEach(async () => {
    expect(await stockOffLedger(shop.database)).toEqual([]);
  });

  it('tells free units apart below FREE_STOCK_TOLD only: an order of a well-stocked product changes no version', async () => {
    expect(FREE_STOCK_TOLD).toBe(6);
    // Product 5: 5 at the warehouse; 10 more make 15, told as «В наличии».
    await writeIn(5, 10);
    expect(await storefront(5)).toEqual({
      stock: 15,
      inStock: true,
      fewLeft: null,
      expectedDate: null,
      pickupToday: false,
      pickupTomorrow: false,
    });
    const before = await version();
    await placeOrderOver(shop.base, { lines: [line(5, 4)] });
    expect(await version()).toBe(before);
    expect(await storefront(5)).toMatchObject({ stock: 15, inStock: true, fewLeft: null });
    // 11 free → 5 free: the card says «Осталось 5 шт.», and the catalogue's version moved for it.
    await placeOrderOver(shop.base, { lines: [line(5, 6)] });
    expect(await version()).toBeGreaterThan(before);
    expect(await storefront(5)).toMatchObject({ stock: 15, inStock: true, fewLeft: 5 });
  });

  it('units reserved are not in stock: the «В наличии» filter and the feed leave the product out', async () => {
    expect(await inStockNids()).toContain(9);
    const order = await placeOrderOver(shop.base, { lines: [line(9, 5)] });
    expect(await storefront(9)).toMatchObject({ stock: 5, inStock: false, fewLeft: null });
    expect(await inStockNids()).not.toContain(9);
    const feed = await (await fetch(`${shop.base}/yml.xml`)).text();
    expect(feed).toMatch(/<offer id="9" available="false"/);
    // Cancelled: the units are free again, everywhere.
    await graphqlData(
      shop.base,
      CHANGE_BUYER_ORDER_STATUS,
      { nid: order, from: 'NEW', to: 'CANCELLED' },
      shop.tokens.keeper,
    );
    expect(await storefront(9)).toMatchObject({ inStock: true, fewLeft: 5 });
    expect(await inStockNids()).toContain(9);
  });

  it('«под заказ» names the day a supplier order brings a unit after the orders already waiting', async () => {
    const today = shopToday();
    // Product 7: 5 free; an order of 7 holds them and waits for 2.
    await placeOrderOver(shop.base, { lines: [line(7, 7)] });
    expect(await storefront(7)).toMatchObject({ inStock: false, expectedDate: null });
    // Two units on the 5th day: both are the waiting order's — nothing yet for a new buyer.
    await supplierOrder([{ nid: 7, quantity: 2 }], shiftDay(today, 5));
    expect(await storefront(7)).toMatchObject({ expectedDate: null });
    // Three more on the 12th day, and one on the 9th: the 9th's is the next buyer's.
    await supplierOrder([{ nid: 7, quantity: 3 }], shiftDay(today, 12));
    expect(await storefront(7)).toMatchObject({ expectedDate: shiftDay(today, 12) });
    await supplierOrder([{ nid: 7, quantity: 1 }], shiftDay(today, 9));
    expect(await storefront(7)).toMatchObject({ expectedDate: shiftDay(today, 9) });
  });

  it('a day already past is not promised', async () => {
    await placeOrderOver(shop.base, { lines: [line(6, 5)] });
    await supplierOrder([{ nid: 6, quantity: 4 }], shiftDay(shopToday(), -1));
    expect(await storefront(6)).toMatchObject({ inStock: false, expectedDate: null });
  });

  it('past the open supplier orders, the lead time of the supplier last ordered from tells the day', async () => {
    const leadTime = (leadDays: unknown) =>
      fieldCaller(shop.base, shop.tokens.keeper)(P.updateSupplier, {
        nid: supplierNid,
        input: { name: 'Поставщик смесителей', inn: INN.sber, leadDays },
      });
    const today = shopToday();
    // Product 6: all five units held, its only supplier order's day past; product 7: an open order brings it on the 9th day.
    await leadTime(10);
    expect(await storefront(6)).toMatchObject({ inStock: false, expectedDate: shiftDay(today, 10) });
    expect(await storefront(7)).toMatchObject({ expectedDate: shiftDay(today, 9) });
    // More than the open orders bring: the cart's line waits for the lead time.
    const [waiting] = (
      await graphqlData<{ cartAvailability: { expectedDate: string | null }[] }>(shop.base, CART_AVAILABILITY, {
        lines: [{ nid: 7, quantity: 5 }],
        delivery: 'RING_ROAD',
      })
    ).cartAvailability;
    expect(waiting?.expectedDate).toBe(shiftDay(today, 10));
    // A placed order waiting for product 6 (its only supplier order's day past) is told the lead time too.
    const placed = await graphqlData<{
      createBuyerOrder: { lines: { awaited: number; expectedDate: string | null }[] };
    }>(shop.base, CREATE_BUYER_ORDER, { input: orderInput({ lines: [line(6, 1)] }) });
    expect(placed.createBuyerOrder.lines).toEqual([
      expect.objectContaining({ awaited: 1, expectedDate: shiftDay(today, 10) }),
    ]);
    for (const wrong of [0, 366]) {
      const refusal = await refusalOf(
        shop.base,
        P.updateSupplier,
        { nid: supplierNid, input: { name: 'Поставщик смесителей', inn: INN.sber, leadDays: wrong } },
        shop.tokens.keeper,
      );
      expect(refusal.extensions?.fieldErrors).toEqual({
        leadDays: 'Срок поставки — целое число дней от 1 до 365, или оставьте поле пустым',
      });
    }
    await leadTime(null);
    expect(await storefront(6)).toMatchObject({ expectedDate: null });
  });

  it('staff see a product’s reserved, free and awaited units with the supplier orders bringing it, and which orders wait', async () => {
    const today = shopToday();
    // Product 7: 5 held by the first order, which waits for 2; open supplier orders bring 2 (5th day), 1 (9th), 3 (12th).
    const second = await placeOrderOver(shop.base, { lines: [line(7, 3)] });
    const third = await placeOrderOver(shop.base, { lines: [line(7, 2)] });
    const { stockHistory } = await graphqlData<StockHistoryQuery>(
      shop.base,
      print(StockHistoryDocument),
      { nid: 7, skip: 0, limit: 1 },
      shop.tokens.keeper,
    );
    const product = stockHistory!.product;
    expect([product.stock, product.reserved, product.free, product.awaited]).toEqual([5, 5, 0, 7]);
    expect(product.stocks.map(({ location, stock, reserved, free }) => [location.nid, stock, reserved, free])).toEqual([
      [SHOP_NID, 0, 0, 0],
      [WAREHOUSE_NID, 5, 5, 0],
    ]);
    expect(product.incoming.map(({ expectedDate, quantity }) => [expectedDate, quantity])).toEqual([
      [shiftDay(today, 5), 2],
      [shiftDay(today, 9), 1],
      [shiftDay(today, 12), 3],
    ]);
    expect(product.incoming.every((supply) => supply.supplierName === 'Поставщик смесителей')).toBe(true);
    const { waitingOrderLines } = await graphqlData<WaitingOrderLinesQuery>(
      shop.base,
      print(WaitingOrderLinesDocument),
      { skip: 0, limit: 50 },
      shop.tokens.keeper,
    );
    const report = waitingOrderLines.items
      .filter((item) => item.nid === 7)
      .map((item) => [
        item.order.nid,
        item.awaited,
        item.servedBy.map((supply) => [supply.expectedDate, supply.quantity]),
        item.unordered,
      ]);
    expect(report.slice(1)).toEqual([
      [
        second,
        3,
        [
          [shiftDay(today, 9), 1],
          [shiftDay(today, 12), 2],
        ],
        0,
      ],
      [third, 2, [[shiftDay(today, 12), 1]], 1],
    ]);
    expect(report[0]).toEqual([expect.any(Number), 2, [[shiftDay(today, 5), 2]], 0]);
    // Each order's waiting line says when: the last day of the supplier orders serving it, none when some
    // units are not ordered from anyone (and the supplier names no lead time).
    const expected = async (nid: unknown) =>
      (
        await graphqlData<{ buyerOrder: { lines: { expectedDate: string | null }[] } }>(
          shop.base,
          'query ($nid: Int!) { buyerOrder(nid: $nid) { lines { expectedDate } } }',
          { nid },
          shop.tokens.keeper,
        )
      ).buyerOrder.lines.map((orderLine) => orderLine.expectedDate);
    expect(await expected(report[0]![0])).toEqual([shiftDay(today, 5)]);
    expect(await expected(second)).toEqual([shiftDay(today, 12)]);
    expect(await expected(third)).toEqual([null]);
  });

  it('«Самовывоз сегодня» when the shop has a free unit, «завтра» from its last pickup hour, neither when all of it is reserved there', async () => {
    expect(await storefront(4)).toMatchObject({ inStock: true, pickupToday: false });
    await writeIn(4, 1, SHOP_NID);
    expect(await storefront(4)).toMatchObject({ inStock: true, pickupToday: true, pickupTomorrow: false });
    // From the last pickup hour (19:00, an hour before closing) an order is ready tomorrow; before opening, today.
    try {
      clock = new Date(`${shopToday()}T18:59:00+03:00`);
      expect(await storefront(4)).toMatchObject({ pickupToday: true, pickupTomorrow: false });
      clock = new Date(`${shopToday()}T19:00:00+03:00`);
      expect(await storefront(4)).toMatchObject({ pickupToday: false, pickupTomorrow: true });
      clock = new Date(`${shopToday()}T07:00:00+03:00`);
      expect(await storefront(4)).toMatchObject({ pickupToday: true, pickupTomorrow: false });
    } finally {
      clock = new Date(`${shopToday()}T12:00:00+03:00`);
    }
    await placeOrderOver(shop.base, { lines: [line(4, 1)], delivery: 'PICKUP' });
    expect(await storefront(4)).toMatchObject({ inStock: true, fewLeft: 5, pickupToday: false, pickupTomorrow: false });
  });

  it('the cart says before the order is placed which lines would wait, by the delivery chosen, and until when', async () => {
    const availability = async (lines: { nid: number; quantity: number }[], delivery = 'RING_ROAD') =>
      (
        await graphqlData<{ cartAvailability: Record<string, unknown>[] }>(shop.base, CART_AVAILABILITY, {
          lines,
          delivery,
        })
      ).cartAvailability;
    // Product 1: 5 at the warehouse; product 3: none anywhere, 4 on their way on the 7th day.
    await supplierOrder([{ nid: 3, quantity: 4 }], shiftDay(shopToday(), 7));
    expect(
      await availability([
        { nid: 1, quantity: 7 },
        { nid: 3, quantity: 2 },
      ]),
    ).toEqual([
      { nid: 1, quantity: 7, reserved: 5, awaited: 2, expectedDate: null },
      { nid: 3, quantity: 2, reserved: 0, awaited: 2, expectedDate: shiftDay(shopToday(), 7) },
    ]);
    // Picked up in the shop, whose shelves have none of product 1; five of product 3 are more than come.
    expect(
      await availability(
        [
          { nid: 1, quantity: 2 },
          { nid: 3, quantity: 5 },
        ],
        'PICKUP',
      ),
    ).toEqual([
      { nid: 1, quantity: 2, reserved: 0, awaited: 2, expectedDate: null },
      { nid: 3, quantity: 5, reserved: 0, awaited: 5, expectedDate: null },
    ]);
    // Nothing was reserved by asking.
    expect(await storefront(1)).toMatchObject({ inStock: true, fewLeft: 5 });
    // The lines are checked as an order's are.
    const refusal = await postGraphql(shop.base, CART_AVAILABILITY, {
      lines: [
        { nid: 1, quantity: 1 },
        { nid: 1, quantity: 2 },
      ],
      delivery: 'PICKUP',
    });
    expect(refusal.errors?.[0]?.message).toBe('Товар встречается в заказе дважды — объедините строки');
    const zero = await postGraphql(shop.base, CART_AVAILABILITY, {
      lines: [{ nid: 1, quantity: 0 }],
      delivery: 'PICKUP',
    });
    expect(zero.errors?.[0]?.message).toBe('Количество товара — целое число от 1 до 999');
  });
});
