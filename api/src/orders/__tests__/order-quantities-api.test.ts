import { print } from 'graphql';
import { ChangeBuyerOrderQuantitiesDocument, type ChangeBuyerOrderQuantitiesMutation } from 'mfe-backoffice/graphql';
import { WAREHOUSE_NID } from '../../db/schema';
import { CHANGE_BUYER_ORDER_STATUS, placeOrderOver } from '../../testing/buyer-orders-admin';
import { graphqlData, postGraphql, refusalOf } from '../../testing/graphql-over-http';
import { moneyClient } from '../../testing/money-documents';
import { stockOffLedger, waitingWhileFree } from '../../testing/stock-documents';
import { testShop } from '../../testing/test-api';
import { TEST_ENGINES } from '../../testing/test-database';

// Staff change an open order's quantities (docs/requirements.md, «Changing an order's quantities»):
// the order is priced again at the buyer's prices with delivery by the checkout's rule, the edit is
// in its history, and the reservations follow — a line that needs fewer lets units go to the orders
// waiting for them, one that needs more waits like any line. A stale edit, an invoiced, shipped or
// closed order, and quantities out of range are refused with nothing written.

const CHANGE_QUANTITIES = print(ChangeBuyerOrderQuantitiesDocument);
const ORDER = `query editedOrder($nid: Int!) {
  buyerOrder(nid: $nid) {
    goodsTotal deliveryCost total
    lines { lineNo quantity amount reserved awaited }
    reservationHistory { quantity reason by { name } }
  }
}`;

const PRICES: Record<number, number> = { 6: 15_000, 9: 9000 };
const line = (nid: number, quantity: number) => ({ nid, quantity, price: PRICES[nid]! });

type Order = {
  goodsTotal: number;
  deliveryCost: number;
  total: number;
  lines: { lineNo: number; quantity: number; amount: number; reserved: number; awaited: number }[];
  reservationHistory: { quantity: number; reason: string; by: { name: string } | null }[];
};

describe.each(TEST_ENGINES)('changing an order’s quantities (%s)', (engine) => {
  const shop = testShop(engine, {
    staff: {
      keeper: ['keeper@shop.test', { isSeller: true }],
      writer: ['writer@shop.test', { isContent: true }],
    },
  });
  const ask = <Data>(query: string, variables: Record<string, unknown> = {}) =>
    graphqlData<Data>(shop.base, query, variables, shop.tokens.keeper);
  const orderOf = async (nid: number) => (await ask<{ buyerOrder: Order }>(ORDER, { nid })).buyerOrder;
  const change = (nid: number, lines: { lineNo: number; from: number; to: number }[]) =>
    ask<ChangeBuyerOrderQuantitiesMutation>(CHANGE_QUANTITIES, { nid, lines });
  const refusal = (nid: number, lines: { lineNo: number; from: number; to: number }[], token = shop.tokens.keeper) =>
    refusalOf(shop.base, CHANGE_QUANTITIES, { nid, lines }, token);
  const editRows = async () =>
    (
      await shop.database.query<{ edits: number; lines: number }>(
        `SELECT (SELECT count(*)::integer FROM buyer_order_edits) AS edits,
                (SELECT count(*)::integer FROM buyer_order_edit_lines) AS lines`,
      )
    )[0];
  const reserved = async (productNid: number) =>
    (
      await shop.database.query<{ reserved: number }>(
        'SELECT reserved FROM product_stocks WHERE product_nid = $1 AND location_nid = $2',
        [productNid, WAREHOUSE_NID],
      )
    )[0]!.reserved;

  afterEach(async () => {
    expect(await stockOffLedger(shop.database)).toEqual([]);
    expect(await waitingWhileFree(shop.database)).toEqual([]);
  });

  let first: number;
  let second: number;

  it('a line raised past free stock waits for the rest; the order is priced again, delivery by the checkout’s rule', async () => {
    first = await placeOrderOver(shop.base, { lines: [line(6, 1), line(9, 1)] });
    second = await placeOrderOver(shop.base, { lines: [line(6, 4)] });
    expect((await orderOf(first)).total).toBe(15_000 + 9000);

    const { changeBuyerOrderQuantities: edited } = await change(first, [
      { lineNo: 1, from: 1, to: 3 },
      { lineNo: 2, from: 1, to: 1 },
    ]);
    expect(edited.editHistory).toEqual([
      expect.objectContaining({
        changedBy: expect.objectContaining({ name: 'keeper' }),
        lines: [{ lineNo: 1, name: 'Смеситель hansgrohe 6', from: 1, to: 3 }],
        goodsTotalFrom: 24_000,
        goodsTotalTo: 54_000,
        deliveryCostFrom: 0,
        deliveryCostTo: 0,
      }),
    ]);
    const order = await orderOf(first);
    expect([order.goodsTotal, order.deliveryCost, order.total]).toEqual([54_000, 0, 54_000]);
    expect(order.lines.map((one) => [one.quantity, one.amount, one.reserved, one.awaited])).toEqual([
      [3, 45_000, 1, 2],
      [1, 9000, 1, 0],
    ]);
  });

  it('a line lowered lets its units go, and the order waiting for them takes them; both histories say so', async () => {
    await change(second, [{ lineNo: 1, from: 4, to: 1 }]);
    const lowered = await orderOf(second);
    // 15 000 ₽ is below the free-delivery threshold: the ring road's 700 ₽ is charged now.
    expect([lowered.goodsTotal, lowered.deliveryCost, lowered.total]).toEqual([15_000, 700, 15_700]);
    expect(lowered.lines.map((one) => [one.quantity, one.reserved, one.awaited])).toEqual([[1, 1, 0]]);
    expect(lowered.reservationHistory.map((row) => [row.quantity, row.reason, row.by?.name ?? null])).toEqual([
      [4, 'ORDER', null],
      [-3, 'ORDER_EDITED', 'keeper'],
    ]);
    const raised = await orderOf(first);
    expect(raised.lines[0]).toMatchObject({ quantity: 3, reserved: 3, awaited: 0 });
    expect(raised.reservationHistory.at(-1)).toEqual({ quantity: 2, reason: 'STOCK_ARRIVED', by: { name: 'keeper' } });
    expect(await reserved(6)).toBe(4);
  });

  it('an edit made on a quantity no longer there is refused, naming what it is now; nothing is written', async () => {
    const before = await editRows();
    const stale = await refusal(first, [{ lineNo: 1, from: 1, to: 2 }]);
    expect(stale.message).toMatch(
      new RegExp(
        `^Заказ № ${first} уже изменил другой сотрудник: «.+» — сейчас 3 шт\\. Обновите заказ и проверьте количество$`,
      ),
    );
    expect(stale.extensions).toMatchObject({ code: 'BAD_USER_INPUT', currentQuantities: [{ lineNo: 1, quantity: 3 }] });
    // Two clerks at once from the same quantity: one edit is made, the other is told.
    const answers = await Promise.all([
      postGraphql(
        shop.base,
        CHANGE_QUANTITIES,
        { nid: first, lines: [{ lineNo: 2, from: 1, to: 2 }] },
        shop.tokens.keeper,
      ),
      postGraphql(
        shop.base,
        CHANGE_QUANTITIES,
        { nid: first, lines: [{ lineNo: 2, from: 1, to: 4 }] },
        shop.tokens.keeper,
      ),
    ]);
    expect(answers.filter((answer) => !answer.errors).length).toBe(1);
    expect(answers.find((answer) => answer.errors)?.errors?.[0]?.message).toMatch(/уже изменил другой сотрудник/);
    expect((await editRows())!.edits).toBe(before!.edits + 1);
  });

  it('refuses quantities out of range, unknown lines, no change and those not allowed, writing nothing', async () => {
    const before = await editRows();
    const said = async (lines: { lineNo: number; from: number; to: number }[], token?: string) =>
      (await refusal(first, lines, token)).message;
    expect(await said([{ lineNo: 1, from: 3, to: 0 }])).toBe('Количество товара — целое число от 1 до 999');
    expect(await said([{ lineNo: 1, from: 3, to: 1000 }])).toBe('Количество товара — целое число от 1 до 999');
    expect(await said([{ lineNo: 9, from: 1, to: 2 }])).toBe(`В заказе № ${first} нет строки 9`);
    expect(await said([{ lineNo: 1, from: 3, to: 3 }])).toBe('Количество не изменилось');
    expect(
      await said([
        { lineNo: 1, from: 3, to: 2 },
        { lineNo: 1, from: 3, to: 1 },
      ]),
    ).toBe('Строка 1 названа дважды');
    expect((await refusal(first, [{ lineNo: 1, from: 3, to: 2 }], shop.tokens.writer)).extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await refusal(999_999, [{ lineNo: 1, from: 1, to: 2 }])).message).toBe('Заказ № 999999 не найден');
    expect(await editRows()).toEqual(before);
  });

  it('an invoiced order is not changed: the refusal names the invoice to annul first; a cancelled one neither', async () => {
    const money = moneyClient(shop.base, shop.tokens.keeper);
    const invoice = await money.invoiceOrder(second);
    expect((await refusal(second, [{ lineNo: 1, from: 1, to: 2 }])).message).toBe(
      `По заказу № ${second} выставлен счёт № ${invoice.nid}: чтобы изменить количество, аннулируйте счёт, измените заказ и выставьте новый`,
    );
    const cancelled = await placeOrderOver(shop.base, { lines: [line(9, 1)] });
    await ask(CHANGE_BUYER_ORDER_STATUS, { nid: cancelled, from: 'NEW', to: 'CANCELLED' });
    expect((await refusal(cancelled, [{ lineNo: 1, from: 1, to: 2 }])).message).toBe(
      `Заказ № ${cancelled} в статусе «Отменён»: количество меняют, пока заказ открыт`,
    );
    expect((await orderOf(second)).lines[0]!.quantity).toBe(1);
  });
});
