import { staffSignIn, type EmulatorAccount } from '../../testing/auth-tokens';
import { placeOrderOver } from '../../testing/buyer-orders-admin';
import { postGraphql } from '../../testing/graphql-over-http';
import { moneyClient } from '../../testing/money-documents';
import { orderStatusOf, S, salesClient } from '../../testing/sales-documents';
import { testShop } from '../../testing/test-api';
import { TEST_ENGINES } from '../../testing/test-database';

const DAY = '2026-12-01';

describe.each(TEST_ENGINES)('delivery route sheets and marks (%s)', (engine) => {
  const shop = testShop(engine);
  let dispatcher: EmulatorAccount;
  let anna: EmulatorAccount;
  let boris: EmulatorAccount;
  let seller: EmulatorAccount;
  let office: ReturnType<typeof salesClient>;
  let cashier: ReturnType<typeof moneyClient>;
  /** Shipments on DAY: Anna's (cash), Boris's (by invoice), nobody's (cash, partly paid). */
  const shipment = { anna: 0, boris: 0, nobody: 0 };
  const order = { anna: 0, boris: 0, nobody: 0 };
  const invoice = { anna: 0, boris: 0, nobody: 0 };

  beforeAll(async () => {
    // A driver's name on the sheet is their user document's (here the e-mail); a mark is signed with the token's name.
    dispatcher = await staffSignIn(shop.database, 'dispatcher@shop.test', { isAdmin: true });
    // Drivers enter /dmn as sellers (requirements §6 gate); isDriver narrows them to their own deliveries.
    anna = await staffSignIn(shop.database, 'anna-driver@shop.test', { isSeller: true, isDriver: true });
    boris = await staffSignIn(shop.database, 'boris-driver@shop.test', { isSeller: true, isDriver: true });
    seller = await staffSignIn(shop.database, 'counter@shop.test', { isSeller: true });
    office = salesClient(shop.base, dispatcher.idToken);
    cashier = moneyClient(shop.base, dispatcher.idToken);
    const plans = [
      ['anna', anna.uid, 'CASH', '+7 901 000-00-01'],
      ['boris', boris.uid, 'INVOICE', '+7 901 000-00-02'],
      ['nobody', null, 'CASH', '+7 901 000-00-03'],
    ] as const;
    for (const [who, driverUid, payment, phone] of plans) {
      order[who] = await placeOrderOver(shop.base, {
        lines: [
          { nid: 5, quantity: 1, price: 20_000 },
          { nid: 4, quantity: 1, price: 5000 },
          { nid: 7, quantity: 1, price: 7000 },
        ],
        payment,
        phone,
        contactName: `Покупатель ${who}`,
      });
      invoice[who] = (await cashier.invoiceOrder(order[who])).nid;
      shipment[who] = (await office.shipped({ buyerOrderNid: order[who], deliveryDate: DAY, driverUid })).nid;
    }
    await cashier.paid({ invoiceNid: invoice.nobody, amount: 12_000, method: 'CARD' });
    // A pickup order never goes on a route sheet.
    const pickup = await placeOrderOver(shop.base, {
      delivery: 'PICKUP',
      address: null,
      lines: [{ nid: 9, quantity: 1, price: 9000 }],
    });
    await cashier.invoiceOrder(pickup);
    await office.shipped({ buyerOrderNid: pickup });
  });

  const refusal = async (query: string, variables: Record<string, unknown>, as: EmulatorAccount) => {
    const answer = await postGraphql(shop.base, query, variables, as.idToken);
    expect(answer.errors).toHaveLength(1);
    return { message: answer.errors?.[0]?.message, extensions: answer.errors?.[0]?.extensions };
  };
  const sheetOf = (as: EmulatorAccount, driverUid?: string, date = DAY) =>
    salesClient(shop.base, as.idToken).routeSheet(date, driverUid);

  it('the dispatcher sees the day per driver, the unassigned last, with whom to call, where to go and what to collect', async () => {
    const sheet = await sheetOf(dispatcher);
    expect(sheet).toMatchObject({ date: DAY, ownOnly: false });
    expect(sheet.groups.map((group) => [group.driverName, group.stops.map((stop) => stop.shipmentNid)])).toEqual([
      ['anna-driver@shop.test', [shipment.anna]],
      ['boris-driver@shop.test', [shipment.boris]],
      [null, [shipment.nobody]],
    ]);
    const [first] = sheet.groups[0]?.stops ?? [];
    expect(first).toMatchObject({
      orderNid: order.anna,
      orderNumber: String(order.anna),
      buyerName: 'Покупатель anna',
      phone: '+79010000001',
      address: 'Москва, Тверская ул., 1',
      goodsCount: 3,
      total: 32_000,
      toCollect: 32_000,
      payment: 'CASH',
      status: 'PLANNED',
      driverUid: anna.uid,
    });
    // Paid by invoice: nothing to collect; cash with 12 000 paid by card already: the rest.
    expect(sheet.groups.map((group) => group.toCollect)).toEqual([32_000, 0, 20_000]);
    expect((await sheetOf(dispatcher, boris.uid)).groups.map((group) => group.driverName)).toEqual([
      'boris-driver@shop.test',
    ]);
    expect((await sheetOf(dispatcher, undefined, '2026-12-02')).groups).toEqual([]);
    expect((await sheetOf(seller)).groups).toHaveLength(3);
  });

  it('lists the drivers to choose from', async () => {
    const answer = await postGraphql<{ drivers: { uid: string; name: string }[] }>(
      shop.base,
      S.drivers,
      {},
      dispatcher.idToken,
    );
    expect(answer.data?.drivers).toEqual([
      { uid: anna.uid, name: 'anna-driver@shop.test' },
      { uid: boris.uid, name: 'boris-driver@shop.test' },
    ]);
  });

  it('a driver sees only their own deliveries, whichever driver they ask for', async () => {
    for (const asked of [undefined, boris.uid]) {
      const sheet = await sheetOf(anna, asked);
      expect(sheet.ownOnly).toBe(true);
      expect(sheet.groups.flatMap((group) => group.stops.map((stop) => stop.shipmentNid))).toEqual([shipment.anna]);
    }
  });

  it('a driver cannot mark another driver’s delivery, nor an unassigned one, nor re-plan', async () => {
    for (const nid of [shipment.boris, shipment.nobody]) {
      const refused = await refusal(S.markDelivery, { shipmentNid: nid, input: { delivered: true } }, anna);
      expect(refused).toMatchObject({
        extensions: { code: 'FORBIDDEN' },
        message: `Отгрузка № ${nid} не в вашем маршрутном листе: отметить её может назначенный водитель или диспетчер`,
      });
    }
    const replan = await refusal(
      S.planDelivery,
      { shipmentNid: shipment.anna, input: { date: '2026-12-05', driverUid: anna.uid } },
      anna,
    );
    expect(replan.extensions?.code).toBe('FORBIDDEN');
    expect((await office.shipment(shipment.boris)).deliveryPlan).toMatchObject({ status: 'PLANNED', date: DAY });
  });

  it('«Не доставлено» needs a reason beside the field; with it, the delivery is marked failed', async () => {
    const bare = await refusal(
      S.markDelivery,
      { shipmentNid: shipment.anna, input: { delivered: false, reason: '  ' } },
      anna,
    );
    expect(bare).toMatchObject({
      message: 'Отметка не сохранена: проверьте выделенные поля',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { reason: 'Укажите, почему не доставлено' } },
    });
    const failed = await salesClient(shop.base, anna.idToken).markDelivery(shipment.anna, false, 'Никого нет дома');
    expect(failed).toMatchObject({ status: 'FAILED', failureReason: 'Никого нет дома', markedByName: 'anna-driver' });
    expect((await orderStatusOf(shop.database, order.anna)).status).toBe('SHIPPED');
  });

  it('«Доставлено» by the driver makes the order «Доставлен», signed by them; full payment then completes it', async () => {
    const delivered = await salesClient(shop.base, anna.idToken).markDelivery(shipment.anna, true);
    expect(delivered).toMatchObject({ status: 'DELIVERED', failureReason: null, markedByName: 'anna-driver' });
    expect((await orderStatusOf(shop.database, order.anna)).history.slice(-1)).toEqual([
      ['SHIPPED', 'DELIVERED', 'anna-driver'],
    ]);
    expect(
      (
        await refusal(
          S.markDelivery,
          { shipmentNid: shipment.anna, input: { delivered: false, reason: 'Ошибка' } },
          anna,
        )
      ).message,
    ).toBe(`Отгрузка № ${shipment.anna} уже отмечена доставленной`);
    expect((await refusal(S.cancelShipment, { nid: shipment.anna }, dispatcher)).message).toBe(
      `Отгрузка № ${shipment.anna} уже доставлена покупателю (отметил(а) anna-driver): отменить проведение нельзя — оформите возврат`,
    );
    await expect(
      shop.database.query(`UPDATE shipment_deliveries SET status = 'PLANNED' WHERE shipment_nid = $1`, [shipment.anna]),
    ).rejects.toThrow(/never changed/);
    await cashier.paid({ invoiceNid: invoice.anna, amount: 32_000, method: 'CASH' });
    expect((await orderStatusOf(shop.database, order.anna)).history.slice(-1)).toEqual([
      ['DELIVERED', 'COMPLETED', 'dispatcher'],
    ]);
  });

  it('the dispatcher re-plans a delivery to another day and driver, after posting', async () => {
    const planned = await office.planDelivery(shipment.nobody, '2026-12-03', boris.uid);
    expect(planned.deliveryPlan).toMatchObject({
      date: '2026-12-03',
      driverUid: boris.uid,
      driverName: 'boris-driver@shop.test',
      status: 'PLANNED',
      plannedByName: 'dispatcher',
    });
    expect(
      (await sheetOf(boris, undefined, '2026-12-03')).groups.flatMap((group) =>
        group.stops.map((stop) => stop.shipmentNid),
      ),
    ).toEqual([shipment.nobody]);
    expect((await sheetOf(dispatcher)).groups.map((group) => group.driverName)).toEqual([
      'anna-driver@shop.test',
      'boris-driver@shop.test',
    ]);
    const notDriver = await refusal(
      S.planDelivery,
      { shipmentNid: shipment.nobody, input: { date: '2026-12-03', driverUid: seller.uid } },
      dispatcher,
    );
    expect(notDriver.extensions?.fieldErrors).toEqual({ driverUid: 'Выберите водителя из списка' });
    const badDay = await refusal(
      S.planDelivery,
      { shipmentNid: shipment.nobody, input: { date: '03.12.2026' } },
      dispatcher,
    );
    expect(badDay.extensions?.fieldErrors).toEqual({ date: 'Введите дату в виде ГГГГ-ММ-ДД' });
    const delivered = await refusal(
      S.planDelivery,
      { shipmentNid: shipment.anna, input: { date: '2026-12-05' } },
      dispatcher,
    );
    expect(delivered.message).toBe(`Отгрузка № ${shipment.anna} уже доставлена: планировать нечего`);
  });

  it('a malformed day is refused; a guest and a content manager are kept out', async () => {
    expect((await refusal(S.routeSheet, { date: '1 декабря' }, dispatcher)).message).toBe(
      'Укажите день в виде ГГГГ-ММ-ДД',
    );
    const content = await staffSignIn(shop.database, 'writer@shop.test', { isContent: true });
    expect((await refusal(S.routeSheet, { date: DAY }, content)).extensions?.code).toBe('FORBIDDEN');
    expect((await postGraphql(shop.base, S.routeSheet, { date: DAY })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
