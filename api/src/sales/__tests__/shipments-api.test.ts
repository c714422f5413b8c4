import { tomorrowInMoscow } from '../../delivery/delivery-plan';
import { staffSignIn } from '../../testing/auth-tokens';
import { CHANGE_BUYER_ORDER_STATUS, placeOrderOver } from '../../testing/buyer-orders-admin';
import { graphqlData, postGraphql, refusalOf } from '../../testing/graphql-over-http';
import { M, moneyClient } from '../../testing/money-documents';
import { settlementsOf, stockOf } from '../../testing/purchasing-documents';
import { orderStatusOf, S, salesClient } from '../../testing/sales-documents';
import { stockMovesOf, stockOffLedger } from '../../testing/stock-documents';
import { testShop, whileRowHeld } from '../../testing/test-api';
import { TEST_ENGINES } from '../../testing/test-database';

describe.each(TEST_ENGINES)('shipments (%s)', (engine) => {
  const shop = testShop(engine, { staff: { token: ['storekeeper', { isSeller: true }] } });
  let sales: ReturnType<typeof salesClient>;
  let money: ReturnType<typeof moneyClient>;
  let cashier: ReturnType<typeof moneyClient>;

  beforeAll(async () => {
    sales = salesClient(shop.base, shop.tokens.token);
    money = moneyClient(shop.base, shop.tokens.token);
    cashier = moneyClient(
      shop.base,
      (await staffSignIn(shop.database, 'cashier@shop.test', { isSeller: true, isPurchaser: true })).idToken,
    );
  });

  const refusal = (query: string, variables: Record<string, unknown>, as = shop.tokens.token) =>
    refusalOf(shop.base, query, variables, as);
  /** A placed order confirmed by its invoice (the document confirms it). */
  const confirmedOrder = async (changes: Parameters<typeof placeOrderOver>[1] = {}) => {
    const nid = await placeOrderOver(shop.base, changes);
    await money.invoiceOrder(nid);
    return nid;
  };

  let orderNid: number;
  let buyerNid: number;
  let firstNid: number;
  let secondNid: number;

  it('an invoice confirms a new order; a partial shipment takes stock out and makes the buyer owe goods and delivery', async () => {
    // 3 × 10 000 + 2 × 9 000 = 48 000: delivery inside the ring road is free, 10 km beyond it is 400 ₽.
    orderNid = await placeOrderOver(shop.base, {
      lines: [
        { nid: 1, quantity: 3, price: 10_000 },
        { nid: 2, quantity: 2, price: 9000 },
      ],
      delivery: 'BEYOND_RING_ROAD',
      distanceKm: 10,
    });
    expect((await orderStatusOf(shop.database, orderNid)).status).toBe('NEW');
    buyerNid = (await money.invoiceOrder(orderNid)).buyerNid;
    expect(await orderStatusOf(shop.database, orderNid)).toEqual({
      status: 'CONFIRMED',
      history: [['NEW', 'CONFIRMED', 'storekeeper']],
    });

    const draft = await sales.createShipment({
      buyerOrderNid: orderNid,
      lines: [
        { orderLineNo: 1, quantity: 2 },
        { orderLineNo: 2, quantity: 0 },
      ],
    });
    expect(draft).toMatchObject({
      status: 'DRAFT',
      buyerNid,
      buyerName: 'Иван Петров',
      orderNumber: String(orderNid),
      delivery: 'BEYOND_RING_ROAD',
      payment: 'CASH',
      goodsTotal: 20_000,
      deliveryCost: 400,
      total: 20_400,
      postedAt: null,
      deliveryPlan: { date: tomorrowInMoscow(), driverUid: null, status: 'PLANNED' },
    });
    expect(
      draft.lines.map(({ nid, ordered, orderShipped, quantity, price }) => [
        nid,
        ordered,
        orderShipped,
        quantity,
        price,
      ]),
    ).toEqual([
      [1, 3, 0, 2, 10_000],
      [2, 2, 0, 0, 9000],
    ]);
    expect(await stockOf(shop.database, 1)).toBe(5);

    const posted = await sales.postShipment(draft.nid);
    firstNid = posted.nid;
    expect(posted).toMatchObject({
      status: 'POSTED',
      postedByName: 'storekeeper',
      goodsTotal: 20_000,
      deliveryCost: 400,
      total: 20_400,
    });
    expect(posted.lines.map((line) => [line.nid, line.quantity, line.orderShipped])).toEqual([[1, 2, 2]]);
    expect(await stockMovesOf(shop.database, 'SHIPMENT', firstNid)).toEqual([[1, -2, 'shipment']]);
    expect(await settlementsOf(shop.database, buyerNid)).toEqual([
      { amount: -20_400, document_type: 'SHIPMENT', document_nid: firstNid },
    ]);
    expect(await stockOf(shop.database, 1)).toBe(3);
    expect((await orderStatusOf(shop.database, orderNid)).status).toBe('CONFIRMED');
    const order = await sales.orderShipments(orderNid);
    expect(order.shippedLines.map(({ nid, ordered, shipped }) => [nid, ordered, shipped])).toEqual([
      [1, 3, 2],
      [2, 2, 0],
    ]);
    expect(order.shipments.map((shipment) => [shipment.nid, shipment.status])).toEqual([[firstNid, 'POSTED']]);
  });

  it('the rest, shipped by default, charges no delivery again and makes the order «Отгружен», signed by the clerk', async () => {
    const rest = await sales.createShipment({ buyerOrderNid: orderNid });
    expect(rest.lines.map(({ orderLineNo, quantity }) => [orderLineNo, quantity])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(rest).toMatchObject({ goodsTotal: 28_000, deliveryCost: 0, total: 28_000 });
    secondNid = (await sales.postShipment(rest.nid)).nid;
    expect(await settlementsOf(shop.database, buyerNid)).toEqual([
      { amount: -20_400, document_type: 'SHIPMENT', document_nid: firstNid },
      { amount: -28_000, document_type: 'SHIPMENT', document_nid: secondNid },
    ]);
    expect([await stockOf(shop.database, 1), await stockOf(shop.database, 2)]).toEqual([2, 3]);
    expect(await orderStatusOf(shop.database, orderNid)).toEqual({
      status: 'SHIPPED',
      history: [
        ['NEW', 'CONFIRMED', 'storekeeper'],
        ['CONFIRMED', 'SHIPPED', 'storekeeper'],
      ],
    });
    expect((await refusal(S.createShipment, { input: { buyerOrderNid: orderNid } })).message).toBe(
      `Заказ № ${orderNid} в статусе «Отгружен»: отгружают только подтверждённый заказ`,
    );
  });

  it('a posted shipment is never edited nor deleted: by the API and by the database', async () => {
    expect(
      (await refusal(S.updateShipment, { nid: firstNid, input: { lines: [{ orderLineNo: 1, quantity: 1 }] } })).message,
    ).toBe(`Отгрузка № ${firstNid} уже проведена: изменить можно только черновик`);
    expect((await refusal(S.deleteShipment, { nid: firstNid })).message).toMatch(/удалить можно только черновик/);
    expect((await refusal(S.postShipment, { nid: firstNid })).message).toBe(`Отгрузка № ${firstNid} уже проведена`);
    await expect(
      shop.database.query('UPDATE shipment_lines SET quantity = 100 WHERE shipment_nid = $1', [firstNid]),
    ).rejects.toThrow(/posted document is never changed/);
    await expect(shop.database.query('UPDATE shipments SET total = 1 WHERE nid = $1', [firstNid])).rejects.toThrow(
      /never changed/,
    );
    await expect(shop.database.query('DELETE FROM shipments WHERE nid = $1', [firstNid])).rejects.toThrow(
      /never changed/,
    );
  });

  it('the order with a posted shipment is not cancelled, and clerks no longer ship it by hand', async () => {
    const nid = await confirmedOrder({ lines: [{ nid: 4, quantity: 1, price: 5000 }] });
    await sales.shipped({ buyerOrderNid: nid });
    const cancel = await refusal(CHANGE_BUYER_ORDER_STATUS, { nid, from: 'SHIPPED', to: 'CANCELLED' });
    expect(cancel.message).toMatch(/«Отгружен» больше не меняет статус|вручную не меняется/);
    const other = await confirmedOrder({ lines: [{ nid: 4, quantity: 2, price: 5000 }] });
    await sales.shipped({ buyerOrderNid: other, lines: [{ orderLineNo: 1, quantity: 1 }] });
    expect(
      (await refusal(CHANGE_BUYER_ORDER_STATUS, { nid: other, from: 'CONFIRMED', to: 'CANCELLED' })).message,
    ).toMatch(
      new RegExp(
        `Заказ № ${other} нельзя отменить: по нему проведена отгрузка № \\d+ — сначала отмените её проведение`,
      ),
    );
    expect((await refusal(CHANGE_BUYER_ORDER_STATUS, { nid: other, from: 'CONFIRMED', to: 'SHIPPED' })).message).toBe(
      'Статус «Отгружен» заказ получает сам, когда проведены отгрузки всех его товаров',
    );
    expect((await orderStatusOf(shop.database, other)).status).toBe('CONFIRMED');
  });

  it('cancelling reverses stock and debt, the order goes back to «Подтверждён»; delivery stays with the shipment that carries it', async () => {
    expect((await refusal(S.cancelShipment, { nid: firstNid })).message).toBe(
      `Отгрузка № ${firstNid} несёт стоимость доставки заказа № ${orderNid}: сначала отмените проведение отгрузки № ${secondNid}`,
    );
    const cancelled = await sales.cancelShipment(secondNid);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelledByName: 'storekeeper' });
    expect(await stockMovesOf(shop.database, 'SHIPMENT', secondNid)).toEqual([
      [1, -1, 'shipment'],
      [2, -2, 'shipment'],
      [1, 1, 'shipment-cancelled'],
      [2, 2, 'shipment-cancelled'],
    ]);
    expect(
      (await settlementsOf(shop.database, buyerNid))
        .filter((row) => row.document_nid === secondNid)
        .map((row) => row.amount),
    ).toEqual([-28_000, 28_000]);
    expect([await stockOf(shop.database, 1), await stockOf(shop.database, 2)]).toEqual([3, 5]);
    const { status, history } = await orderStatusOf(shop.database, orderNid);
    expect(status).toBe('CONFIRMED');
    expect(history.at(-1)).toEqual(['SHIPPED', 'CONFIRMED', 'storekeeper']);
    expect((await refusal(S.cancelShipment, { nid: secondNid })).message).toBe(
      `Отгрузка № ${secondNid} не проведена: отменять нечего`,
    );
    await sales.cancelShipment(firstNid);
    expect((await sales.orderShipments(orderNid)).shippedLines.map((line) => line.shipped)).toEqual([0, 0]);
    expect(await stockOffLedger(shop.database)).toEqual([]);
  });

  it('never ships more than is left: beside the line on saving, naming the product on posting', async () => {
    const nid = await confirmedOrder({
      lines: [
        { nid: 9, quantity: 2, price: 9000 },
        { nid: 7, quantity: 1, price: 7000 },
      ],
    });
    const tooMany = await refusal(S.createShipment, {
      input: { buyerOrderNid: nid, lines: [{ orderLineNo: 1, quantity: 3 }] },
    });
    expect(tooMany).toMatchObject({
      message: 'Отгрузка не сохранена: проверьте выделенные поля',
      extensions: { fieldErrors: { 'lines.0.quantity': 'Осталось отгрузить 2 шт.' } },
    });
    const one = await sales.createShipment({ buyerOrderNid: nid, lines: [{ orderLineNo: 1, quantity: 2 }] });
    const two = await sales.createShipment({ buyerOrderNid: nid });
    await sales.postShipment(one.nid);
    expect((await refusal(S.postShipment, { nid: two.nid })).message).toBe(
      `Нельзя провести отгрузку № ${two.nid}: по заказу № ${nid} товара «Смеситель roca 9» (арт. T-9) осталось отгрузить 0 шт., а в отгрузке 2 шт.`,
    );
    expect(await graphqlData(shop.base, S.deleteShipment, { nid: two.nid }, shop.tokens.token)).toEqual({
      deleteShipment: true,
    });
    expect(await graphqlData(shop.base, S.shipment, { nid: two.nid }, shop.tokens.token)).toEqual({ shipment: null });
  });

  it('stock never goes below zero: refused naming the product, its vendor code, the stock and the quantity', async () => {
    const nid = await confirmedOrder({ lines: [{ nid: 3, quantity: 2, price: 8000 }] });
    const draft = await sales.createShipment({ buyerOrderNid: nid });
    const refused = await refusal(S.postShipment, { nid: draft.nid });
    expect(refused.message).toBe(
      `Не хватает товара для отгрузки № ${draft.nid}: «Смеситель hansgrohe 3» (арт. T-3) в месте хранения «Склад» 0 шт., а отгружаем 2 шт.`,
    );
    expect(refused.extensions).toMatchObject({ code: 'BAD_USER_INPUT', productNid: 3, stock: 0, quantity: 2 });
    expect(await stockOf(shop.database, 3)).toBe(0);
    expect(await stockMovesOf(shop.database, 'SHIPMENT', draft.nid)).toEqual([]);
    expect((await sales.shipment(draft.nid)).status).toBe('DRAFT');
  });

  it('two orders of the last units posted at once: exactly one goes out, stock never below zero', async () => {
    // Product 6 holds 5: each order asks for 4.
    const drafts: number[] = [];
    for (const phone of ['+7 903 111-11-11', '+7 903 222-22-22']) {
      const nid = await confirmedOrder({ lines: [{ nid: 6, quantity: 4, price: 15_000 }], phone });
      drafts.push((await sales.createShipment({ buyerOrderNid: nid })).nid);
    }
    const answers = await whileRowHeld(shop.url, 'products', 6, () =>
      Promise.all(drafts.map((nid) => postGraphql(shop.base, S.postShipment, { nid }, shop.tokens.token))),
    );
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    const [loser] = answers.filter((answer) => answer.errors).map((answer) => answer.errors?.[0]?.message);
    // Which order wins decides whether the loser's own reservation is named beside the free unit.
    expect(loser).toMatch(
      /«Смеситель hansgrohe 6» \(арт\. T-6\) в месте хранения «Склад» (?:свободно )?1 шт\.(?: \(ещё \d шт\. в резерве под заказы\))?, а отгружаем 4 шт\./,
    );
    expect(await stockOf(shop.database, 6)).toBe(1);
    expect(await stockOffLedger(shop.database)).toEqual([]);
  });

  it('a pickup order is delivered when shipped, and completed when paid in full', async () => {
    const nid = await placeOrderOver(shop.base, {
      delivery: 'PICKUP',
      address: null,
      lines: [{ nid: 7, quantity: 1, price: 7000 }],
    });
    const invoice = await money.invoiceOrder(nid);
    const shipment = await sales.shipped({ buyerOrderNid: nid });
    expect(shipment).toMatchObject({ deliveryPlan: null, deliveryCost: 0, total: 7000 });
    expect((await orderStatusOf(shop.database, nid)).history.slice(1)).toEqual([
      ['CONFIRMED', 'DELIVERED', 'storekeeper'],
    ]);
    await cashier.paid({ invoiceNid: invoice.nid, amount: 3000, method: 'CASH' });
    expect((await orderStatusOf(shop.database, nid)).status).toBe('DELIVERED');
    await cashier.paid({ invoiceNid: invoice.nid, amount: 4000, method: 'CASH' });
    expect((await orderStatusOf(shop.database, nid)).history.slice(1)).toEqual([
      ['CONFIRMED', 'DELIVERED', 'storekeeper'],
      ['DELIVERED', 'COMPLETED', 'cashier'],
    ]);
    expect((await refusal(S.cancelShipment, { nid: shipment.nid })).message).toBe(
      `Заказ № ${nid} выполнен: его отгрузки не отменяются — оформите возврат`,
    );
  });

  it('an order is invoiced once; a new order is not shipped before it is confirmed', async () => {
    const nid = await placeOrderOver(shop.base);
    expect((await refusal(S.createShipment, { input: { buyerOrderNid: nid } })).message).toBe(
      `Заказ № ${nid} в статусе «Новый»: отгружают только подтверждённый заказ`,
    );
    const invoice = await money.invoiceOrder(nid);
    const again = await refusal(M.createBuyerInvoice, { input: { buyerOrderNid: nid, dueDate: '2026-12-31' } });
    expect(again).toMatchObject({
      message: `По заказу № ${nid} уже выставлен счёт № ${invoice.nid}`,
      extensions: {
        code: 'BAD_USER_INPUT',
        invoiceNid: invoice.nid,
        fieldErrors: { buyerOrderNid: `По этому заказу уже выставлен счёт № ${invoice.nid}` },
      },
    });
  });

  it('lists shipments newest first, by status, order or shipment number, buyer and Moscow days', async () => {
    const list = async (filter: Record<string, unknown>) =>
      (
        await graphqlData<{ shipments: { total: number; items: { nid: number; buyerOrderNid: number }[] } }>(
          shop.base,
          S.shipments,
          { filter },
          shop.tokens.token,
        )
      ).shipments;
    const all = await list({});
    expect(all.items.map((item) => item.nid)).toEqual([...all.items.map((item) => item.nid)].sort((a, b) => b - a));
    expect((await list({ status: 'CANCELLED' })).items.map((item) => item.nid).sort()).toEqual(
      [firstNid, secondNid].sort(),
    );
    expect((await list({ search: String(orderNid) })).items.every((item) => item.buyerOrderNid === orderNid)).toBe(
      true,
    );
    expect((await list({ search: `№ ${secondNid}` })).items.map((item) => item.nid)).toContain(secondNid);
    expect((await list({ search: 'Петров' })).total).toBe(all.total);
    expect((await list({ search: 'Сидоров' })).total).toBe(0);
    // 21:30 UTC on 10 February is already 11 February in Moscow.
    const draft = await sales.createShipment({
      buyerOrderNid: await confirmedOrder({ lines: [{ nid: 5, quantity: 1, price: 20_000 }] }),
    });
    await shop.database.query(`UPDATE shipments SET created_at = '2026-02-10T21:30:00Z' WHERE nid = $1`, [draft.nid]);
    expect((await list({ dateFrom: '2026-02-11', dateTo: '2026-02-11' })).items.map((item) => item.nid)).toEqual([
      draft.nid,
    ]);
    expect((await list({ dateFrom: '2026-02-01', dateTo: '2026-02-10' })).total).toBe(0);
    const refusedDay = await refusal(S.shipments, { filter: { dateFrom: '10.02.2026' } });
    expect(refusedDay.message).toBe('Дата с: укажите дату в виде ГГГГ-ММ-ДД');
  });

  it('opens to administrators, sellers and purchasers who are sellers; others are refused', async () => {
    const admin = (await staffSignIn(shop.database, 'boss@shop.test', { isAdmin: true })).idToken;
    const purchaser = (await staffSignIn(shop.database, 'buyer-clerk@shop.test', { isSeller: true, isPurchaser: true }))
      .idToken;
    const content = (await staffSignIn(shop.database, 'writer@shop.test', { isContent: true })).idToken;
    const nid = await confirmedOrder({ lines: [{ nid: 5, quantity: 1, price: 20_000 }] });
    const draft = salesClient(shop.base, admin).createShipment({ buyerOrderNid: nid });
    const shipmentNid = (await draft).nid;
    expect((await salesClient(shop.base, purchaser).postShipment(shipmentNid)).status).toBe('POSTED');
    expect((await salesClient(shop.base, admin).cancelShipment(shipmentNid)).status).toBe('CANCELLED');
    for (const [query, variables] of [
      [S.shipments, {}],
      [S.shipment, { nid: shipmentNid }],
      [S.createShipment, { input: { buyerOrderNid: nid } }],
      [S.postShipment, { nid: shipmentNid }],
    ] as const) {
      expect((await refusal(query, variables, content)).extensions?.code).toBe('FORBIDDEN');
      expect((await postGraphql(shop.base, query, variables)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});
