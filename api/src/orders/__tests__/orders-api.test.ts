import type { BuyerOrderFieldsFragment } from '@shop/shared/graphql';
import type { BuyerOrderInput, CartPricingQuery } from 'mfe-cart/graphql';
import {
  BUYER_ORDER_CREATED,
  CART_PRICING,
  CREATE_BUYER_ORDER,
  countOrderRows,
  MY_BUYER_ORDERS,
  newOrderKey,
  orderInput,
  RING_ROAD_CASH_DELIVERY,
} from '../../testing/buyer-order-input';
import { CYRILLIC, graphqlData, graphqlError, postGraphql } from '../../testing/graphql-over-http';
import { wsClient } from '../../testing/graphql-over-ws';
import { testShop } from '../../testing/test-api';
import { TEST_ENGINES } from '../../testing/test-database';

type Order = BuyerOrderFieldsFragment;

describe.each(TEST_ENGINES)('buyer orders over HTTP on the fixture catalogue (%s)', (engine) => {
  const shop = testShop(engine);

  const placeOrder = async (input: BuyerOrderInput) =>
    (await graphqlData<{ createBuyerOrder: Order }>(shop.base, CREATE_BUYER_ORDER, { input })).createBuyerOrder;

  /** Sends the order, which must be refused with nothing written; gives the answer. */
  async function refused(variables: Record<string, unknown>) {
    const before = await countOrderRows(shop.database);
    const answer = await postGraphql<{ createBuyerOrder: Order | null }>(shop.base, CREATE_BUYER_ORDER, variables);
    expect(answer.errors).toHaveLength(1);
    expect(answer.data?.createBuyerOrder ?? null).toBeNull();
    expect(await countOrderRows(shop.database)).toEqual(before);
    const [error] = answer.errors ?? [];
    return { ...error, status: answer.status };
  }

  describe('placing an order', () => {
    it('the server prices the lines (a sale price when lower), adds delivery and stores the order and its lines', async () => {
      const input = orderInput({
        lines: [
          { nid: 2, quantity: 1, price: 9_000 },
          { nid: 4, quantity: 2, price: 5_000 },
        ],
        comment: '  Позвоните за час  ',
      });
      const order = await placeOrder(input);
      expect(order).toEqual({
        _id: String(order.nid),
        nid: order.nid,
        number: String(order.nid),
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        status: 'NEW',
        contactName: 'Иван Петров',
        phone: '+79261234567',
        email: 'ivan.petrov@mail.ru',
        ...RING_ROAD_CASH_DELIVERY,
        comment: 'Позвоните за час',
        goodsTotal: 19_000,
        total: 19_700,
        lines: [
          {
            lineNo: 1,
            nid: 2,
            name: 'Смеситель grohe 2',
            vendorCode: 'T-2',
            imageUrl: '/media/products/mixer-hrom.svg',
            price: 9_000,
            regularPrice: 12_000,
            quantity: 1,
            amount: 9_000,
            // The warehouse has both: the lines hold them, nothing is awaited.
            reserved: 1,
            awaited: 0,
            expectedDate: null,
          },
          {
            lineNo: 2,
            nid: 4,
            name: 'Смеситель roca 4',
            vendorCode: 'T-4',
            imageUrl: '/media/products/mixer-hrom.svg',
            price: 5_000,
            regularPrice: 5_000,
            quantity: 2,
            amount: 10_000,
            reserved: 2,
            awaited: 0,
            expectedDate: null,
          },
        ],
      });
      expect(order.nid).toBe(10_001);

      const [row] = await shop.database.query<Record<string, unknown>>('SELECT * FROM buyer_orders WHERE nid = $1', [
        order.nid,
      ]);
      expect(row).toMatchObject({
        number: '10001',
        status: 'NEW',
        contact_name: 'Иван Петров',
        phone: '+79261234567',
        email: 'ivan.petrov@mail.ru',
        delivery_method: 'RING_ROAD',
        address: 'Москва, Тверская ул., 1',
        distance_km: null,
        carrier: null,
        delivery_cost: 700,
        payment_method: 'CASH',
        comment: 'Позвоните за час',
        goods_total: 19_000,
        total: 19_700,
        user_uid: null,
        idempotency_key: input.idempotencyKey,
        request_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      expect(
        await shop.database.query(
          'SELECT line_no, product_nid, name, vendor_code, price, regular_price, quantity, amount FROM buyer_order_lines WHERE order_nid = $1 ORDER BY line_no',
          [order.nid],
        ),
      ).toEqual([
        {
          line_no: 1,
          product_nid: 2,
          name: 'Смеситель grohe 2',
          vendor_code: 'T-2',
          price: 9_000,
          regular_price: 12_000,
          quantity: 1,
          amount: 9_000,
        },
        {
          line_no: 2,
          product_nid: 4,
          name: 'Смеситель roca 4',
          vendor_code: 'T-4',
          price: 5_000,
          regular_price: 5_000,
          quantity: 2,
          amount: 10_000,
        },
      ]);
    });

    it.each<[string, Partial<BuyerOrderInput>, { deliveryCost: number; goodsTotal: number }]>([
      [
        'inside the ring road under 20 000 ₽: 700 ₽',
        { lines: [{ nid: 6, quantity: 1, price: 15_000 }] },
        { deliveryCost: 700, goodsTotal: 15_000 },
      ],
      [
        'inside the ring road at exactly 20 000 ₽: free',
        { lines: [{ nid: 5, quantity: 1, price: 20_000 }] },
        { deliveryCost: 0, goodsTotal: 20_000 },
      ],
      [
        'inside the ring road over 20 000 ₽: free',
        { lines: [{ nid: 6, quantity: 2, price: 15_000 }] },
        { deliveryCost: 0, goodsTotal: 30_000 },
      ],
      [
        '12.5 km beyond the ring road under 20 000 ₽: 700 + 13 × 40',
        { delivery: 'BEYOND_RING_ROAD', distanceKm: 12.5 },
        { deliveryCost: 1_220, goodsTotal: 10_000 },
      ],
      [
        '12.5 km beyond the ring road from 20 000 ₽: 13 × 40',
        { delivery: 'BEYOND_RING_ROAD', distanceKm: 12.5, lines: [{ nid: 5, quantity: 1, price: 20_000 }] },
        { deliveryCost: 520, goodsTotal: 20_000 },
      ],
      ['pickup: free', { delivery: 'PICKUP', address: null }, { deliveryCost: 0, goodsTotal: 10_000 }],
      [
        'a transport company: nothing to the shop',
        { delivery: 'TRANSPORT_COMPANY', address: 'Казань, ул. Баумана, 5', carrier: 'СДЭК' },
        { deliveryCost: 0, goodsTotal: 10_000 },
      ],
    ])('delivery %s', async (_case, changes, expected) => {
      const order = await placeOrder(orderInput(changes));
      expect(order).toMatchObject({ ...expected, total: expected.goodsTotal + expected.deliveryCost });
      const [row] = await shop.database.query<{ delivery_cost: number; total: number }>(
        'SELECT delivery_cost, total FROM buyer_orders WHERE nid = $1',
        [order.nid],
      );
      expect(row).toEqual({ delivery_cost: expected.deliveryCost, total: expected.goodsTotal + expected.deliveryCost });
    });

    it('keeps only what the delivery method uses: no address for pickup, distance and carrier only where they apply', async () => {
      const pickup = await placeOrder(
        orderInput({ delivery: 'PICKUP', address: 'Москва', distanceKm: 5, carrier: 'СДЭК' }),
      );
      expect(pickup).toMatchObject({ address: null, distanceKm: null, carrier: null });
      const beyond = await placeOrder(orderInput({ delivery: 'BEYOND_RING_ROAD', distanceKm: 7.5, carrier: 'СДЭК' }));
      expect(beyond).toMatchObject({ distanceKm: 7.5, carrier: null, deliveryCost: 700 + 8 * 40 });
      const [row] = await shop.database.query<{ distance_km: string }>(
        'SELECT distance_km FROM buyer_orders WHERE nid = $1',
        [beyond.nid],
      );
      expect(Number(row?.distance_km)).toBe(7.5);
    });
  });

  describe('a refused order writes nothing', () => {
    it.each<[string, Partial<BuyerOrderInput>, RegExp]>([
      ['an empty cart', { lines: [] }, /^Корзина пуста$/],
      ['quantity 0', { lines: [{ nid: 1, quantity: 0, price: 10_000 }] }, /от 1 до 999/],
      ['quantity -1', { lines: [{ nid: 1, quantity: -1, price: 10_000 }] }, /от 1 до 999/],
      ['quantity 1000', { lines: [{ nid: 1, quantity: 1000, price: 10_000 }] }, /от 1 до 999/],
      [
        'the same product twice',
        {
          lines: [
            { nid: 1, quantity: 1, price: 10_000 },
            { nid: 1, quantity: 2, price: 10_000 },
          ],
        },
        /дважды/,
      ],
      [
        'more than 100 lines',
        { lines: Array.from({ length: 101 }, (_, index) => ({ nid: index + 1, quantity: 1, price: 1 })) },
        /не больше 100 позиций/,
      ],
      ['an empty idempotency key', { idempotencyKey: ' ' }, /idempotencyKey/],
      ['an idempotency key over 100 characters', { idempotencyKey: 'k'.repeat(101) }, /idempotencyKey/],
    ])('%s: BAD_USER_INPUT with a Russian message', async (_case, changes, message) => {
      const error = await refused({ input: orderInput(changes) });
      expect(error.status).toBe(200);
      expect(error.extensions?.code).toBe('BAD_USER_INPUT');
      expect(error.message).toMatch(message);
      expect(error.message).toMatch(CYRILLIC);
    });

    it.each<[string, Partial<BuyerOrderInput>, string]>([
      ['no name', { contactName: '  ' }, 'contactName'],
      ['a name over 100 characters', { contactName: 'Я'.repeat(101) }, 'contactName'],
      ['a name with a NUL character', { contactName: 'Иван\u0000' }, 'contactName'],
      ['a name with a header after a line break', { contactName: 'Иван\r\nBcc: all@evil.example' }, 'contactName'],
      ['a name with a right-to-left override', { contactName: 'Иван\u202Eвортеп' }, 'contactName'],
      ['an email with a header after a line break', { email: 'ivan@mail.ru\r\nBcc: all@evil.example' }, 'email'],
      ['two emails', { email: 'ivan@mail.ru, boss@mail.ru' }, 'email'],
      ['an email with a Cyrillic local part', { email: 'иван@mail.ru' }, 'email'],
      ['a comment with a zero-width space', { comment: 'позвоните\u200B' }, 'comment'],
      ['no phone', { phone: '' }, 'phone'],
      ['a phone that is not Russian', { phone: '+1 212 555-01-23' }, 'phone'],
      ['a phone too short', { phone: '926 123' }, 'phone'],
      ['no email', { email: ' ' }, 'email'],
      ['an email without a domain', { email: 'ivan@' }, 'email'],
      ['no address for delivery in the ring road', { address: null }, 'address'],
      ['an address over 300 characters', { address: 'д'.repeat(301) }, 'address'],
      ['no city for a transport company', { delivery: 'TRANSPORT_COMPANY', address: ' ', carrier: 'СДЭК' }, 'address'],
      ['no carrier for a transport company', { delivery: 'TRANSPORT_COMPANY', address: 'Казань' }, 'carrier'],
      ['no distance beyond the ring road', { delivery: 'BEYOND_RING_ROAD', distanceKm: null }, 'distanceKm'],
      ['a negative distance', { delivery: 'BEYOND_RING_ROAD', distanceKm: -5 }, 'distanceKm'],
      ['a zero distance', { delivery: 'BEYOND_RING_ROAD', distanceKm: 0 }, 'distanceKm'],
      ['a distance beyond 300 km', { delivery: 'BEYOND_RING_ROAD', distanceKm: 301 }, 'distanceKm'],
      ['a huge distance', { delivery: 'BEYOND_RING_ROAD', distanceKm: 1e21 }, 'distanceKm'],
      ['a comment over 1000 characters', { comment: 'к'.repeat(1001) }, 'comment'],
    ])('%s: «Проверьте данные заказа», fieldErrors naming just that field', async (_case, changes, field) => {
      const error = await refused({ input: orderInput(changes) });
      expect(error).toMatchObject({
        status: 200,
        message: 'Проверьте данные заказа',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(error.extensions?.fieldErrors).toEqual({ [field]: expect.stringMatching(CYRILLIC) });
    });

    it('every field problem is reported at once, with the messages of @shop/shared/checkout', async () => {
      const error = await refused({
        input: orderInput({
          contactName: '',
          phone: '123',
          delivery: 'BEYOND_RING_ROAD',
          distanceKm: 500,
          address: '',
        }),
      });
      expect(error.extensions?.fieldErrors).toEqual({
        contactName: 'Укажите, как к вам обращаться',
        phone: 'Телефон в формате +7 (999) 123-45-67',
        address: 'Укажите адрес доставки',
        distanceKm: 'Мы возим не дальше 300 км от МКАД — выберите транспортную компанию',
      });
    });

    it.each<[string, Record<string, unknown>]>([
      ['a fractional quantity (1.5)', { lines: [{ nid: 1, quantity: 1.5, price: 10_000 }] }],
      ['a quantity sent as a string', { lines: [{ nid: 1, quantity: '2', price: 10_000 }] }],
      ['a distance that is not a number', { delivery: 'BEYOND_RING_ROAD', distanceKm: 'двенадцать' }],
      ['an unknown delivery method', { delivery: 'COURIER' }],
      ['no payment method', { payment: undefined }],
      ['a price sent as a fraction', { lines: [{ nid: 1, quantity: 1, price: 9999.5 }] }],
    ])('malformed variables, %s: a clear 400, not a server error', async (_case, changes) => {
      const error = await refused({ input: { ...orderInput(), ...changes } });
      expect(error.status).toBe(400);
      expect(error.extensions?.code).toBe('BAD_USER_INPUT');
      expect(error.message).toMatch(/\$input/);
    });

    it('an unknown product, one no longer sold and a stale price: cartProblems with the current prices, in line order', async () => {
      const error = await refused({
        input: orderInput({
          lines: [
            { nid: 999, quantity: 1, price: 100 },
            { nid: 1, quantity: 1, price: 10_000 },
            { nid: 8, quantity: 1, price: 3_000 },
            { nid: 2, quantity: 3, price: 12_000 },
          ],
        }),
      });
      expect(error).toMatchObject({
        status: 200,
        message: expect.stringMatching(/Цены или наличие товаров изменились/),
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(error.extensions?.cartProblems).toEqual([
        { nid: 999, problem: 'UNKNOWN', price: null },
        { nid: 8, problem: 'NOT_SOLD', price: 3_000 },
        { nid: 2, problem: 'PRICE_CHANGED', price: 9_000 },
      ]);
    });

    it('the form is checked before the products: a bad form and a stale price give the form errors', async () => {
      const error = await refused({ input: orderInput({ email: 'nope', lines: [{ nid: 2, quantity: 1, price: 1 }] }) });
      expect(error.extensions?.fieldErrors).toEqual({ email: expect.any(String) });
      expect(error.extensions?.cartProblems).toBeUndefined();
    });
  });

  describe('idempotency', () => {
    it('the same key and request twice give one order, the same both times', async () => {
      const input = orderInput();
      const before = await countOrderRows(shop.database);
      const first = await placeOrder(input);
      // Formatting the buyer does not see as a change (spaces, the phone's form) is the same request.
      const second = await placeOrder({ ...input, phone: '+7 926 123-45-67', email: 'ivan.petrov@mail.ru' });
      expect(second).toEqual(first);
      expect(await countOrderRows(shop.database)).toEqual({ orders: before.orders + 1, lines: before.lines + 1 });
    });

    it('a repeat still returns the order after its price changed; a new attempt at the old price is refused', async () => {
      const input = orderInput({ lines: [{ nid: 7, quantity: 1, price: 7_000 }] });
      const placed = await placeOrder(input);
      await shop.database.query('UPDATE products SET price = 7500 WHERE nid = 7');
      try {
        expect(await placeOrder(input)).toEqual(placed);
        const error = await refused({ input: { ...input, idempotencyKey: newOrderKey() } });
        expect(error.extensions?.cartProblems).toEqual([{ nid: 7, problem: 'PRICE_CHANGED', price: 7_500 }]);
      } finally {
        await shop.database.query('UPDATE products SET price = 7000 WHERE nid = 7');
      }
    });

    it('the same key with other data is refused and writes nothing', async () => {
      const input = orderInput();
      await placeOrder(input);
      const error = await refused({ input: { ...input, lines: [{ nid: 1, quantity: 2, price: 10_000 }] } });
      expect(error.extensions?.code).toBe('BAD_USER_INPUT');
      expect(error.message).toMatch(/уже оформлен с другими данными/);
    });

    it('five simultaneous requests with one key make one order, and all five get it', async () => {
      const input = orderInput({
        lines: [
          { nid: 4, quantity: 3, price: 5_000 },
          { nid: 9, quantity: 1, price: 9_000 },
        ],
      });
      const before = await countOrderRows(shop.database);
      const orders = await Promise.all(Array.from({ length: 5 }, () => placeOrder(input)));
      expect(new Set(orders.map((order) => order.nid)).size).toBe(1);
      for (const order of orders) expect(order).toEqual(orders[0]);
      expect(await countOrderRows(shop.database)).toEqual({ orders: before.orders + 1, lines: before.lines + 2 });
    });
  });

  describe('cartPricing', () => {
    const pricing = async (nids: unknown) =>
      (await graphqlData<CartPricingQuery>(shop.base, CART_PRICING, { nids })).cartPricing;

    it('answers in the order asked, repeats included, null for an unknown product, discontinued ones as they are', async () => {
      expect(await pricing([5, 999, 2, 5, 8])).toEqual([
        {
          nid: 5,
          product: {
            _id: 'p5',
            nid: 5,
            name: 'Смеситель grohe 5',
            vendorCode: 'T-5',
            imageUrl: '/media/products/mixer-hrom.svg',
            price: 20_000,
            priceWithAction: null,
            inStock: true,
            onSale: true,
          },
        },
        { nid: 999, product: null },
        { nid: 2, product: expect.objectContaining({ nid: 2, price: 12_000, priceWithAction: 9_000 }) },
        { nid: 5, product: expect.objectContaining({ nid: 5 }) },
        { nid: 8, product: expect.objectContaining({ nid: 8, onSale: false }) },
      ]);
      expect(await pricing([])).toEqual([]);
    });

    it('the product is the catalogue’s own: the same as Query.product', async () => {
      const query =
        'query ($nid: Int!) { product(nid: $nid) { nid price priceWithAction stock inStock category { path } } cartPricing(nids: [$nid]) { product { nid price priceWithAction stock inStock category { path } } } }';
      const data = await graphqlData<{ product: unknown; cartPricing: { product: unknown }[] }>(shop.base, query, {
        nid: 3,
      });
      expect(data.cartPricing[0]?.product).toEqual(data.product);
    });

    it('at most 100 nids: 100 are answered, 101 are BAD_USER_INPUT', async () => {
      expect(await pricing(Array.from({ length: 100 }, (_, index) => index + 1))).toHaveLength(100);
      const error = await graphqlError(shop.base, CART_PRICING, {
        nids: Array.from({ length: 101 }, (_, index) => index + 1),
      });
      expect(error.extensions?.code).toBe('BAD_USER_INPUT');
      expect(error.message).toMatch(CYRILLIC);
    });
  });

  it('myBuyerOrders without a signed-in buyer is UNAUTHENTICATED, in Russian', async () => {
    const error = await graphqlError(shop.base, MY_BUYER_ORDERS, {});
    expect(error).toMatchObject({
      message: 'Войдите, чтобы увидеть свои заказы',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('the buyerOrderCreated subscription over graphql-ws refuses a guest (UNAUTHENTICATED)', async () => {
    const client = wsClient(shop.base, { lazy: true });
    try {
      // A refused subscription is one result with the error, then complete (graphql-ws).
      const results = await new Promise<unknown[]>((resolve, reject) => {
        const received: unknown[] = [];
        client.subscribe(
          { query: BUYER_ORDER_CREATED },
          { next: (result) => received.push(result), error: reject, complete: () => resolve(received) },
        );
      });
      expect(results).toEqual([
        {
          errors: [
            expect.objectContaining({
              message: expect.stringMatching(CYRILLIC),
              extensions: { code: 'UNAUTHENTICATED' },
            }),
          ],
        },
      ]);
    } finally {
      await client.dispose();
    }
    expect(shop.api.orderEvents.subscriberCount).toBe(0);
  });
});
