import type { BuyerReturnLineInput } from 'mfe-backoffice/graphql';
import type { ShopDatabase } from '../../db/open-database';
import { staffSignIn } from '../../testing/auth-tokens';
import { placeOrderOver } from '../../testing/buyer-orders-admin';
import { B, buyerReturnClient, buyerReturnSettlementsOf } from '../../testing/buyer-return-documents';
import { adminAndSeller, itRefusesStaffAndGuests, rowsSnapshot, type Operation } from '../../testing/access';
import { expectReturnListBasics, returnAccessOperations } from '../../testing/return-documents';
import { graphqlData, postGraphql, refusalOf } from '../../testing/graphql-over-http';
import { moneyClient } from '../../testing/money-documents';
import { stockOf } from '../../testing/purchasing-documents';
import { orderStatusOf, S, salesClient } from '../../testing/sales-documents';
import { POST_INVENTORY_COUNT, stockMovesOf, stockOffLedger } from '../../testing/stock-documents';
import { testShop, whileRowHeld } from '../../testing/test-api';
import { TEST_ENGINES } from '../../testing/test-database';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A moment's Moscow day (UTC+3), YYYY-MM-DD. */
const moscowDay = (iso: string) => new Date(new Date(iso).getTime() + 3 * HOUR_MS).toISOString().slice(0, 10);
const plusDays = (day: string, days: number) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
const ru = (day: string) => day.split('-').reverse().join('.');

type Line = { nid: number; quantity: number; price: number };

describe.each(TEST_ENGINES)('buyer returns (%s)', (engine) => {
  const shop = testShop(engine, { now: () => clock ?? new Date() });
  let database: ShopDatabase;
  let base: string;
  let token: string;
  /** A storekeeper who counts stock (a seller may not). */
  let storekeeper: string;
  let sales: ReturnType<typeof salesClient>;
  let returns: ReturnType<typeof buyerReturnClient>;
  let money: ReturnType<typeof moneyClient>;
  /** The API's clock: the wall clock unless a test moves it. */
  let clock: Date | null = null;

  beforeAll(async () => {
    ({ database, base } = shop);
    token = (await staffSignIn(database, 'returns-desk@shop.test', { isSeller: true })).idToken;
    storekeeper = (await staffSignIn(database, 'storekeeper@shop.test', { isAdmin: true })).idToken;
    sales = salesClient(base, token);
    returns = buyerReturnClient(base, token);
    money = moneyClient(base, token);
  });
  afterEach(() => {
    clock = null;
  });

  const refusal = (query: string, variables: Record<string, unknown>) => refusalOf(base, query, variables, token);
  /** A confirmed order of these lines (its invoice confirms it), shipped whole by a posted shipment. */
  const shipped = async (lines: Line[]) => {
    const orderNid = await placeOrderOver(base, { lines });
    await money.invoiceOrder(orderNid);
    return sales.shipped({ buyerOrderNid: orderNid });
  };
  const countStock = (nid: number, counted: number) =>
    graphqlData(base, POST_INVENTORY_COUNT, { input: { lines: [{ nid, counted }] } }, storekeeper);
  const defect = (shipmentLineNo: number, quantity: number): BuyerReturnLineInput => ({
    shipmentLineNo,
    quantity,
    reason: 'DEFECT',
  });

  let shipment: Awaited<ReturnType<typeof shipped>>;
  let draftNid: number;
  let postedNid: number;

  it('a return starts from a posted shipment: every shipped line at 0, with the deadline', async () => {
    shipment = await shipped([
      { nid: 1, quantity: 3, price: 10_000 },
      { nid: 2, quantity: 2, price: 9000 },
    ]);
    expect(await stockOf(database, 1)).toBe(2);
    const draft = await returns.create(shipment.nid);
    draftNid = draft.nid;
    expect(draft).toMatchObject({
      status: 'DRAFT',
      shipmentNid: shipment.nid,
      buyerOrderNid: shipment.buyerOrderNid,
      orderNumber: String(shipment.buyerOrderNid),
      buyerNid: shipment.buyerNid,
      buyerName: 'Иван Петров',
      total: 0,
      createdByName: 'returns-desk',
      postedAt: null,
      shippedAt: shipment.postedAt,
      returnDeadline: plusDays(moscowDay(shipment.postedAt ?? ''), 14),
    });
    expect(draft.lines).toEqual([
      {
        lineNo: 1,
        shipmentLineNo: 1,
        nid: 1,
        name: 'Смеситель grohe 1',
        vendorCode: 'T-1',
        shipped: 3,
        returnedElsewhere: 0,
        quantity: 0,
        price: 10_000,
        amount: 0,
        reason: null,
        note: null,
      },
      {
        lineNo: 2,
        shipmentLineNo: 2,
        nid: 2,
        name: 'Смеситель grohe 2',
        vendorCode: 'T-2',
        shipped: 2,
        returnedElsewhere: 0,
        quantity: 0,
        price: 9000,
        amount: 0,
        reason: null,
        note: null,
      },
    ]);
    expect((await refusal(B.postBuyerReturn, { nid: draftNid })).message).toBe(
      `В возврате от покупателя № ${draftNid} нет товара: укажите количество хотя бы в одной строке`,
    );
  });

  it('a return of a shipment not posted, or cancelled, is refused', async () => {
    const orderNid = await placeOrderOver(base, { lines: [{ nid: 4, quantity: 1, price: 5000 }] });
    await money.invoiceOrder(orderNid);
    const draftShipment = await sales.createShipment({ buyerOrderNid: orderNid });
    expect(await refusal(B.createBuyerReturn, { input: { shipmentNid: draftShipment.nid } })).toMatchObject({
      message: `Отгрузка № ${draftShipment.nid} ещё не проведена: вернуть можно только отгруженный товар`,
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: {
          shipmentNid: `Отгрузка № ${draftShipment.nid} ещё не проведена: вернуть можно только отгруженный товар`,
        },
      },
    });
    await sales.postShipment(draftShipment.nid);
    const leftDraft = await returns.create(draftShipment.nid, [defect(1, 1)]);
    await sales.cancelShipment(draftShipment.nid);
    expect((await refusal(B.createBuyerReturn, { input: { shipmentNid: draftShipment.nid } })).message).toBe(
      `Отгрузка № ${draftShipment.nid} отменена: товар по ней не числится отгруженным, возвращать нечего`,
    );
    expect((await refusal(B.postBuyerReturn, { nid: leftDraft.nid })).message).toBe(
      `Возврат от покупателя № ${leftDraft.nid} не проведён: отгрузка № ${draftShipment.nid} отменена, товар по ней не числится отгруженным`,
    );
    expect(await stockMovesOf(database, 'BUYER_RETURN', leftDraft.nid)).toEqual([]);
    expect((await refusal(B.createBuyerReturn, { input: { shipmentNid: 999_999 } })).message).toBe(
      'Отгрузка № 999999 не найдена',
    );
  });

  it('posting puts the goods back into stock and owes the buyer the lines at the shipment prices; the order keeps its status', async () => {
    const orderBefore = await orderStatusOf(database, shipment.buyerOrderNid);
    await returns.update(
      draftNid,
      [
        { ...defect(1, 1), note: 'Течёт из-под рычага' },
        { shipmentLineNo: 2, quantity: 0 },
      ],
      'Принял на кассе',
    );
    const posted = await returns.post(draftNid);
    postedNid = posted.nid;
    expect(posted).toMatchObject({
      status: 'POSTED',
      total: 10_000,
      comment: 'Принял на кассе',
      postedByName: 'returns-desk',
    });
    // The line left at 0 is dropped: the posted document holds only what came back.
    expect(posted.lines).toEqual([
      expect.objectContaining({
        nid: 1,
        shipped: 3,
        quantity: 1,
        amount: 10_000,
        reason: 'DEFECT',
        note: 'Течёт из-под рычага',
      }),
    ]);
    expect(await stockMovesOf(database, 'BUYER_RETURN', postedNid)).toEqual([[1, 1, 'buyer-return']]);
    expect(await buyerReturnSettlementsOf(database, postedNid)).toEqual([[shipment.buyerNid, 10_000]]);
    expect(await stockOf(database, 1)).toBe(3);
    expect(await orderStatusOf(database, shipment.buyerOrderNid)).toEqual(orderBefore);
    expect(await stockOffLedger(database)).toEqual([]);
  });

  it('never more per line than shipped less what posted returns took back: on saving and on posting', async () => {
    const tooMany = await refusal(B.createBuyerReturn, { input: { shipmentNid: shipment.nid, lines: [defect(1, 3)] } });
    expect(tooMany).toMatchObject({
      message: 'Возврат от покупателя не сохранён: проверьте выделенные поля',
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: { 'lines.0.quantity': 'Можно вернуть не больше 2 шт.: отгружено 3, уже возвращено 1' },
      },
    });
    const noReason = await refusal(B.createBuyerReturn, {
      input: {
        shipmentNid: shipment.nid,
        lines: [
          { shipmentLineNo: 1, quantity: 1 },
          { shipmentLineNo: 2, quantity: 1, reason: 'OTHER' },
        ],
      },
    });
    expect(noReason.extensions?.fieldErrors).toEqual({
      'lines.0.reason': 'Укажите причину возврата',
      'lines.1.note': 'Опишите причину возврата',
    });
    const first = await returns.create(shipment.nid, [{ shipmentLineNo: 1, quantity: 2, reason: 'NOT_SUITABLE' }]);
    const second = await returns.create(shipment.nid, [{ shipmentLineNo: 1, quantity: 2, reason: 'MISGRADE' }]);
    await returns.post(first.nid);
    expect((await returns.load(second.nid)).lines[0]).toMatchObject({ shipped: 3, returnedElsewhere: 3 });
    expect(await refusal(B.postBuyerReturn, { nid: second.nid })).toMatchObject({
      message:
        `Возврат от покупателя № ${second.nid} не проведён: товара «Смеситель grohe 1» (арт. T-1) по отгрузке № ${shipment.nid} отгружено 3 шт., ` +
        'другими возвратами уже возвращено 3 шт. — вернуть можно не больше 0 шт., а в возврате 2 шт.',
      extensions: { code: 'BAD_USER_INPUT', productNid: 1 },
    });
    expect(await stockMovesOf(database, 'BUYER_RETURN', second.nid)).toEqual([]);
    expect(await buyerReturnSettlementsOf(database, second.nid)).toEqual([]);
    expect(await stockOf(database, 1)).toBe(5);
    await returns.cancel(first.nid);
    await graphqlData(base, B.deleteBuyerReturn, { nid: second.nid }, token);
    expect(await stockOf(database, 1)).toBe(3);
  });

  it('a posted return is never edited nor deleted: by the API and by the database', async () => {
    expect((await refusal(B.updateBuyerReturn, { nid: postedNid, input: { lines: [defect(1, 1)] } })).message).toBe(
      `Возврат от покупателя № ${postedNid} уже проведён: изменить можно только черновик`,
    );
    expect((await refusal(B.deleteBuyerReturn, { nid: postedNid })).message).toBe(
      `Возврат от покупателя № ${postedNid} уже проведён: удалить можно только черновик`,
    );
    expect((await refusal(B.postBuyerReturn, { nid: postedNid })).message).toBe(
      `Возврат от покупателя № ${postedNid} уже проведён`,
    );
    await expect(
      database.query('UPDATE buyer_return_lines SET quantity = 2 WHERE return_nid = $1', [postedNid]),
    ).rejects.toThrow(/posted document is never changed/);
    await expect(database.query('UPDATE buyer_returns SET total = 1 WHERE nid = $1', [postedNid])).rejects.toThrow(
      /never changed/,
    );
    await expect(database.query('DELETE FROM buyer_returns WHERE nid = $1', [postedNid])).rejects.toThrow(
      /never changed/,
    );
  });

  it('the shipment cannot be cancelled while a posted return of it stands', async () => {
    expect(await refusal(S.cancelShipment, { nid: shipment.nid })).toMatchObject({
      message: `Нельзя отменить проведение отгрузки № ${shipment.nid}: по ней проведён возврат от покупателя № ${postedNid}. Сначала отмените проведение возврата № ${postedNid}`,
      extensions: { code: 'BAD_USER_INPUT', buyerReturnNid: postedNid },
    });
    expect((await sales.shipment(shipment.nid)).status).toBe('POSTED');
  });

  it('cancelling is refused, naming the product, when the goods have gone again', async () => {
    await countStock(1, 0);
    expect(await refusal(B.cancelBuyerReturn, { nid: postedNid })).toMatchObject({
      message: `Нельзя отменить проведение возврата от покупателя № ${postedNid}: товара «Смеситель grohe 1» (арт. T-1) в месте хранения «Склад» 0 шт., а возврат добавил 1 шт. — часть уже продана или списана`,
      extensions: { code: 'BAD_USER_INPUT', productNid: 1 },
    });
    expect(await stockMovesOf(database, 'BUYER_RETURN', postedNid)).toEqual([[1, 1, 'buyer-return']]);
    expect((await returns.load(postedNid)).status).toBe('POSTED');
    await countStock(1, 3);
  });

  it('cancelling writes reversing rows: the goods leave again and the debt to the buyer goes; then the shipment may be cancelled', async () => {
    const cancelled = await returns.cancel(postedNid);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelledByName: 'returns-desk', total: 10_000 });
    expect(await stockMovesOf(database, 'BUYER_RETURN', postedNid)).toEqual([
      [1, 1, 'buyer-return'],
      [1, -1, 'buyer-return-cancelled'],
    ]);
    expect(await buyerReturnSettlementsOf(database, postedNid)).toEqual([
      [shipment.buyerNid, 10_000],
      [shipment.buyerNid, -10_000],
    ]);
    expect(await stockOf(database, 1)).toBe(2);
    expect((await refusal(B.cancelBuyerReturn, { nid: postedNid })).message).toBe(
      `Возврат от покупателя № ${postedNid} не проведён: отменять нечего`,
    );
    expect((await sales.cancelShipment(shipment.nid)).status).toBe('CANCELLED');
    expect(await stockOffLedger(database)).toEqual([]);
  });

  it('the return period: posted on the 14th Moscow day after the shipment, refused from the 15th with the dates', async () => {
    const late = await shipped([{ nid: 5, quantity: 2, price: 20_000 }]);
    const shippedOn = moscowDay(late.postedAt ?? '');
    const deadline = plusDays(shippedOn, 14);
    const onTime = await returns.create(late.nid, [defect(1, 1)]);
    const tooLate = await returns.create(late.nid, [defect(1, 1)]);
    expect(onTime.returnDeadline).toBe(deadline);

    clock = new Date(`${deadline}T23:59:00+03:00`);
    const posted = await returns.post(onTime.nid);
    expect(posted).toMatchObject({ status: 'POSTED', postedAt: clock.toISOString() });

    clock = new Date(`${plusDays(deadline, 1)}T00:00:00+03:00`);
    const reason = `Срок возврата истёк: товар отгружен ${ru(shippedOn)}, возврат принимается в течение 14 дней — до ${ru(deadline)} включительно`;
    expect(await refusal(B.postBuyerReturn, { nid: tooLate.nid })).toMatchObject({
      message: `Возврат от покупателя № ${tooLate.nid} не проведён. ${reason}`,
      extensions: { code: 'BAD_USER_INPUT', shippedOn, returnDeadline: deadline },
    });
    expect((await refusal(B.createBuyerReturn, { input: { shipmentNid: late.nid } })).message).toBe(
      `Возврат по отгрузке № ${late.nid} не оформлен. ${reason}`,
    );
    expect(await stockMovesOf(database, 'BUYER_RETURN', tooLate.nid)).toEqual([]);
    expect((await returns.load(tooLate.nid)).status).toBe('DRAFT');
  });

  it('two returns of the same shipment line posted at once never take back more than was shipped', async () => {
    const both = await shipped([{ nid: 6, quantity: 2, price: 15_000 }]);
    const stockBefore = await stockOf(database, 6);
    const drafts = [await returns.create(both.nid, [defect(1, 2)]), await returns.create(both.nid, [defect(1, 2)])];
    const answers = await whileRowHeld(shop.url, 'shipments', both.nid, () =>
      Promise.all(drafts.map((draft) => postGraphql(base, B.postBuyerReturn, { nid: draft.nid }, token))),
    );
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.errors);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.errors?.[0]?.message).toMatch(
      /«Смеситель hansgrohe 6» \(арт\. T-6\) по отгрузке № \d+ отгружено 2 шт\., другими возвратами уже возвращено 2 шт\./,
    );
    expect(await stockOf(database, 6)).toBe((stockBefore ?? 0) + 2);
    const rows = await Promise.all(drafts.map((draft) => buyerReturnSettlementsOf(database, draft.nid)));
    expect(rows.flat()).toEqual([[both.buyerNid, 30_000]]);
    expect(await stockOffLedger(database)).toEqual([]);
  });

  it('lists returns newest first by status, shipment, order, days, number and buyer', async () => {
    type Page = { buyerReturns: { total: number; items: { nid: number; status: string; shipmentNid: number }[] } };
    const list = async (filter: Record<string, unknown>, skip = 0, limit = 20) =>
      (await graphqlData<Page>(base, B.buyerReturns, { filter, skip, limit }, token)).buyerReturns;
    const all = await expectReturnListBasics(list, 6, { base, token, query: B.buyerReturns });
    expect((await list({ shipmentNid: shipment.nid })).items.map((item) => item.nid)).toContain(postedNid);
    expect(
      (await list({ buyerOrderNid: shipment.buyerOrderNid })).items.every((item) => item.shipmentNid === shipment.nid),
    ).toBe(true);
    expect((await list({ search: `№ ${postedNid}` })).items.map((item) => item.nid)).toEqual([postedNid]);
    expect((await list({ search: String(shipment.buyerOrderNid) })).items.map((item) => item.nid)).toContain(postedNid);
    expect((await list({ search: 'Петров' })).total).toBe(all.total);
    expect((await list({ search: 'Сидоров' })).total).toBe(0);
  });
});

describe.each(TEST_ENGINES)('who may use buyer returns (%s)', (engine) => {
  const shop = testShop(engine, {
    staff: {
      ...adminAndSeller('returns'),
      content: ['returns-content@shop.test', { isContent: true }],
    },
  });
  let operations: Operation[];
  const tables = ['buyer_returns', 'buyer_return_lines', 'stock_moves', 'counterparty_moves'];
  const snapshot = () => rowsSnapshot(shop.database, tables, 'buyer_returns');

  beforeAll(async () => {
    const { base, tokens } = shop;
    const admin = tokens.admin;
    const orderNid = await placeOrderOver(base, { lines: [{ nid: 1, quantity: 3, price: 10_000 }] });
    await moneyClient(base, admin).invoiceOrder(orderNid);
    const shipment = await salesClient(base, admin).shipped({ buyerOrderNid: orderNid });
    operations = await returnAccessOperations(
      'BuyerReturn',
      B,
      buyerReturnClient(base, admin),
      { shipmentNid: shipment.nid },
      { shipmentLineNo: 1, quantity: 1, reason: 'DEFECT' },
    );
  });

  it('the refusals below stand before a draft and a posted return', async () => {
    expect(await snapshot()).toMatch(/^2\/2\/\d+\/\d+\/DRAFT,POSTED$/);
  });

  itRefusesStaffAndGuests({
    shop,
    snapshot,
    staff: [
      'a content manager gets FORBIDDEN on every buyer-return mutation and query, and nothing is written',
      'content',
    ],
    operations: () => operations,
  });

  it('a seller reads, posts and cancels returns', async () => {
    for (const [name, query, variables] of operations.filter(([name]) => name !== 'deleteBuyerReturn')) {
      const answer = await postGraphql(shop.base, query, variables, shop.tokens.seller);
      expect([name, answer.errors]).toEqual([name, undefined]);
    }
    expect(await snapshot()).toMatch(/^3\/3\/\d+\/\d+\/POSTED,CANCELLED,DRAFT$/);
  });
});
