import type { BuyerOrderQuery, ChangeBuyerOrderStatusMutation } from 'mfe-backoffice/graphql';
import type { MyBuyerOrdersQuery } from 'mfe-cart/graphql';
import { emulatorSignIn, staffSignIn, type EmulatorAccount } from '../../testing/auth-tokens';
import { MY_BUYER_ORDERS } from '../../testing/buyer-order-input';
import { BUYER_ORDER, CHANGE_BUYER_ORDER_STATUS, placeOrderOver } from '../../testing/buyer-orders-admin';
import { graphqlData, graphqlError, postGraphql } from '../../testing/graphql-over-http';
import { testShop } from '../../testing/test-api';
import { TEST_ENGINES } from '../../testing/test-database';

type Status = 'NEW' | 'CONFIRMED' | 'SHIPPED' | 'DELIVERED' | 'COMPLETED' | 'CANCELLED';

describe.each(TEST_ENGINES)('buyer order statuses, their history and the buyer’s own orders (%s)', (engine) => {
  const shop = testShop(engine);
  let seller: EmulatorAccount;
  let purchaser: EmulatorAccount;

  beforeAll(async () => {
    seller = await staffSignIn(shop.database, 'status-seller@shop.test', { isSeller: true });
    purchaser = await staffSignIn(shop.database, 'status-purchaser@shop.test', { isSeller: true, isPurchaser: true });
  });

  const change = async (nid: number, from: Status, to: Status, by = seller) =>
    (
      await graphqlData<ChangeBuyerOrderStatusMutation>(
        shop.base,
        CHANGE_BUYER_ORDER_STATUS,
        { nid, from, to },
        by.idToken,
      )
    ).changeBuyerOrderStatus;
  const statusOf = async (nid: number) =>
    (await shop.database.query<{ status: string }>('SELECT status FROM buyer_orders WHERE nid = $1', [nid]))[0]?.status;
  /** Puts an order in a status only documents give (shipments and delivery marks; their own tests walk there). */
  const putInStatus = (nid: number, status: Status) =>
    shop.database.query('UPDATE buyer_orders SET status = $2 WHERE nid = $1', [nid, status]);
  const historyRows = async (nid: number) =>
    shop.database.query<{ from_status: string; to_status: string }>(
      'SELECT from_status, to_status FROM buyer_order_status_changes WHERE order_nid = $1 ORDER BY id',
      [nid],
    );

  it('a clerk confirms a new order and completes a delivered one by hand, each change recorded with who and when', async () => {
    const nid = await placeOrderOver(shop.base);
    const before = Date.now();
    const confirmed = await change(nid, 'NEW', 'CONFIRMED');
    // «Отгружен» and «Доставлен» come from the documents: only cancelling is left by hand.
    expect(confirmed).toMatchObject({ nid, status: 'CONFIRMED', nextStatuses: ['CANCELLED'] });
    expect(confirmed.statusHistory).toEqual([
      {
        from: 'NEW',
        to: 'CONFIRMED',
        changedAt: expect.any(String),
        changedBy: { uid: seller.uid, name: 'status-seller' },
      },
    ]);
    const changedAt = Date.parse(confirmed.statusHistory[0]?.changedAt ?? '');
    expect(changedAt).toBeGreaterThanOrEqual(before - 1_000);
    expect(changedAt).toBeLessThanOrEqual(Date.now() + 1_000);

    await putInStatus(nid, 'DELIVERED');
    const { buyerOrder: delivered } = await graphqlData<BuyerOrderQuery>(
      shop.base,
      BUYER_ORDER,
      { nid },
      seller.idToken,
    );
    expect(delivered?.nextStatuses).toEqual(['COMPLETED']);
    const completed = await change(nid, 'DELIVERED', 'COMPLETED', purchaser);
    expect(completed).toMatchObject({ status: 'COMPLETED', nextStatuses: [] });
    expect(completed.statusHistory.map(({ from, to, changedBy }) => [from, to, changedBy.uid])).toEqual([
      ['NEW', 'CONFIRMED', seller.uid],
      ['DELIVERED', 'COMPLETED', purchaser.uid],
    ]);
    const { buyerOrder } = await graphqlData<BuyerOrderQuery>(shop.base, BUYER_ORDER, { nid }, seller.idToken);
    expect(buyerOrder?.statusHistory).toEqual(completed.statusHistory);
  });

  it.each<[Status, Status[]]>([
    ['NEW', []],
    ['CONFIRMED', ['CONFIRMED']],
  ])('cancels an order that is %s', async (from, path) => {
    const nid = await placeOrderOver(shop.base);
    let current: Status = 'NEW';
    for (const next of path) current = (await change(nid, current, next)).status;
    expect(current).toBe(from);
    const cancelled = await change(nid, from, 'CANCELLED');
    expect(cancelled).toMatchObject({ status: 'CANCELLED', nextStatuses: [] });
    expect(cancelled.statusHistory.at(-1)).toMatchObject({ from, to: 'CANCELLED' });
  });

  it.each<[Status, Status, RegExp]>([
    ['NEW', 'SHIPPED', /^Статус «Отгружен» заказ получает сам, когда проведены отгрузки всех его товаров$/],
    ['CONFIRMED', 'SHIPPED', /^Статус «Отгружен» заказ получает сам/],
    ['CONFIRMED', 'DELIVERED', /^Статус «Доставлен» заказ получает сам, когда все его доставки отмечены доставленными/],
    ['SHIPPED', 'DELIVERED', /^Статус «Доставлен» заказ получает сам/],
    ['NEW', 'COMPLETED', /«Новый» нельзя перевести в «Выполнен»: можно только в «Подтверждён» или «Отменён»/],
    ['NEW', 'NEW', /уже в статусе «Новый»/],
    ['SHIPPED', 'CANCELLED', /«Отгружен» вручную не меняется: «Доставлен» он станет по отметке о доставке/],
    ['SHIPPED', 'CONFIRMED', /«Отгружен» вручную не меняется/],
    ['DELIVERED', 'CANCELLED', /«Доставлен» нельзя перевести в «Отменён»: можно только в «Выполнен»/],
    ['CANCELLED', 'CONFIRMED', /«Отменён» больше не меняет статус/],
  ])('in %s refuses a move to %s with a Russian BAD_USER_INPUT, changing nothing', async (current, to, message) => {
    const nid = await placeOrderOver(shop.base);
    if (current !== 'NEW') await putInStatus(nid, current);
    const historyBefore = await historyRows(nid);
    const error = await graphqlError(shop.base, CHANGE_BUYER_ORDER_STATUS, { nid, from: current, to }, seller.idToken);
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.message).toMatch(message);
    expect(await statusOf(nid)).toBe(current);
    expect(await historyRows(nid)).toEqual(historyBefore);
  });

  it('of two clerks changing the same order at once, one wins and the other is told it changed', async () => {
    const nid = await placeOrderOver(shop.base);
    const answers = await Promise.all([
      postGraphql<ChangeBuyerOrderStatusMutation>(
        shop.base,
        CHANGE_BUYER_ORDER_STATUS,
        { nid, from: 'NEW', to: 'CONFIRMED' },
        seller.idToken,
      ),
      postGraphql<ChangeBuyerOrderStatusMutation>(
        shop.base,
        CHANGE_BUYER_ORDER_STATUS,
        { nid, from: 'NEW', to: 'CANCELLED' },
        purchaser.idToken,
      ),
    ]);
    const winners = answers.filter((answer) => !answer.errors);
    const losers = answers.filter((answer) => answer.errors);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(1);
    const won = winners[0]?.data?.changeBuyerOrderStatus.status;
    const [error] = losers[0]?.errors ?? [];
    expect(error?.extensions).toEqual({ code: 'BAD_USER_INPUT', currentStatus: won });
    expect(error?.message).toMatch(
      new RegExp(`Статус заказа № ${nid} уже изменил другой сотрудник: сейчас «(Подтверждён|Отменён)»`),
    );
    expect(await statusOf(nid)).toBe(won);
    expect(await historyRows(nid)).toEqual([{ from_status: 'NEW', to_status: won }]);
  });

  it('a stale expected status is refused the same way when the clerks come one after the other', async () => {
    const nid = await placeOrderOver(shop.base);
    await change(nid, 'NEW', 'CONFIRMED', purchaser);
    const error = await graphqlError(
      shop.base,
      CHANGE_BUYER_ORDER_STATUS,
      { nid, from: 'NEW', to: 'CANCELLED' },
      seller.idToken,
    );
    expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', currentStatus: 'CONFIRMED' });
    expect(await statusOf(nid)).toBe('CONFIRMED');
  });

  it('an unknown order is NOT_FOUND', async () => {
    const error = await graphqlError(
      shop.base,
      CHANGE_BUYER_ORDER_STATUS,
      { nid: 99, from: 'NEW', to: 'CONFIRMED' },
      seller.idToken,
    );
    expect(error.extensions?.code).toBe('NOT_FOUND');
    expect(error.message).toBe('Заказ № 99 не найден');
  });

  it('myBuyerOrders gives a signed-in buyer only their own orders, newest first; a guest is UNAUTHENTICATED', async () => {
    const anna = await emulatorSignIn('status-anna@shop.test');
    const boris = await emulatorSignIn('status-boris@shop.test');
    const annasFirst = await placeOrderOver(shop.base, {}, anna.idToken);
    const borises = await placeOrderOver(shop.base, {}, boris.idToken);
    const annasSecond = await placeOrderOver(shop.base, { delivery: 'PICKUP' }, anna.idToken);
    await placeOrderOver(shop.base);
    const mine = async (account: EmulatorAccount) =>
      (await graphqlData<MyBuyerOrdersQuery>(shop.base, MY_BUYER_ORDERS, {}, account.idToken)).myBuyerOrders.map(
        (order) => order.nid,
      );
    expect(await mine(anna)).toEqual([annasSecond, annasFirst]);
    expect(await mine(boris)).toEqual([borises]);
    expect(await mine(seller)).toEqual([]);
    expect((await graphqlError(shop.base, MY_BUYER_ORDERS, {})).extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('a buyer cannot read the staff history of their order', async () => {
    const buyer = await emulatorSignIn('status-curious@shop.test');
    await placeOrderOver(shop.base, {}, buyer.idToken);
    const answer = await postGraphql(
      shop.base,
      'query { myBuyerOrders { nid statusHistory { changedBy { name } } } }',
      {},
      buyer.idToken,
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
