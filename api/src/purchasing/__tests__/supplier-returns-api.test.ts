import { adminAndSeller, itRefusesStaffAndGuests, rowsSnapshot, type Operation } from '../../testing/access';
import { expectReturnListBasics, returnAccessOperations } from '../../testing/return-documents';
import { graphqlData, postGraphql, refusalOf } from '../../testing/graphql-over-http';
import {
  INN,
  P,
  purchasingClient,
  settlementsOf,
  stockOf,
  supplierBalanceOf,
} from '../../testing/purchasing-documents';
import { POST_INVENTORY_COUNT, stockMovesOf, stockOffLedger } from '../../testing/stock-documents';
import { R, supplierReturnClient } from '../../testing/supplier-return-documents';
import { testShop, whileRowHeld } from '../../testing/test-api';
import { TEST_ENGINES } from '../../testing/test-database';

describe.each(TEST_ENGINES)('supplier returns (%s)', (engine) => {
  const shop = testShop(engine, {
    staff: { token: ['returns-boss@shop.test', { isPurchaser: true, isSeller: true }] },
  });
  let purchasing: ReturnType<typeof purchasingClient>;
  let returns: ReturnType<typeof supplierReturnClient>;
  let supplierNid: number;

  beforeAll(async () => {
    purchasing = purchasingClient(shop.base, shop.tokens.token);
    returns = supplierReturnClient(shop.base, shop.tokens.token);
    supplierNid = (await purchasing.createSupplier('ООО «Аквамир»', INN.sber)).nid;
  });

  const refusal = (query: string, variables: Record<string, unknown>) =>
    refusalOf(shop.base, query, variables, shop.tokens.token);
  /** A posted acceptance of these lines, from a placed order of exactly them. */
  const accepted = async (
    lines: { nid: number; quantity: number; price: number }[],
    discrepancies: (string | undefined)[] = [],
  ) => {
    const order = await purchasing.placedOrder(supplierNid, lines);
    const acceptanceLines = lines.map((line, index) => ({
      orderLineNo: index + 1,
      quantity: line.quantity,
      discrepancy: discrepancies[index],
    }));
    return purchasing.postAcceptance((await purchasing.createAcceptance(order.nid, acceptanceLines)).nid);
  };
  /** Stock set by an inventory count, as the warehouse would find it. */
  const countStock = (nid: number, counted: number) =>
    graphqlData(shop.base, POST_INVENTORY_COUNT, { input: { lines: [{ nid, counted }] } }, shop.tokens.token);
  const returnRows = async (nid: number) =>
    (await settlementsOf(shop.database, supplierNid))
      .filter((row) => row.document_type === 'SUPPLIER_RETURN' && row.document_nid === nid)
      .map((row) => row.amount);

  let acceptanceNid: number;
  let orderNid: number;
  let draftNid: number;
  let postedNid: number;

  it('a return starts from a posted acceptance: every accepted line at 0, with the reason the acceptance noted', async () => {
    const acceptance = await accepted(
      [
        { nid: 3, quantity: 10, price: 5000 },
        { nid: 1, quantity: 2, price: 7000 },
      ],
      ['DAMAGED'],
    );
    ({ nid: acceptanceNid, supplierOrderNid: orderNid } = acceptance);
    const draft = await returns.create(acceptanceNid);
    draftNid = draft.nid;
    expect(draft).toMatchObject({
      status: 'DRAFT',
      acceptanceNid,
      supplierOrderNid: orderNid,
      supplierNid,
      supplierName: 'ООО «Аквамир»',
      supplierInn: INN.sber,
      total: 0,
      createdByName: 'returns-boss',
      postedAt: null,
    });
    expect(draft.lines).toEqual([
      {
        lineNo: 1,
        acceptanceLineNo: 1,
        nid: 3,
        name: 'Смеситель hansgrohe 3',
        vendorCode: 'T-3',
        accepted: 10,
        returnedElsewhere: 0,
        stock: 10,
        quantity: 0,
        price: 5000,
        amount: 0,
        reason: 'DEFECT',
        note: null,
      },
      {
        lineNo: 2,
        acceptanceLineNo: 2,
        nid: 1,
        name: 'Смеситель grohe 1',
        vendorCode: 'T-1',
        accepted: 2,
        returnedElsewhere: 0,
        stock: 7,
        quantity: 0,
        price: 7000,
        amount: 0,
        reason: null,
        note: null,
      },
    ]);
    const unposted = await purchasing.createAcceptance(orderNid);
    expect((await refusal(R.createSupplierReturn, { input: { acceptanceNid: unposted.nid } })).message).toBe(
      `Приёмка № ${unposted.nid} ещё не проведена: вернуть поставщику можно только принятый товар`,
    );
    expect((await refusal(R.postSupplierReturn, { nid: draftNid })).message).toBe(
      `В возврате поставщику № ${draftNid} нет товара: укажите количество хотя бы в одной строке`,
    );
  });

  it('posting takes the goods out of stock and lowers the debt to the supplier; the order keeps what arrived', async () => {
    const balanceBefore = await supplierBalanceOf(shop.base, shop.tokens.token, supplierNid);
    await returns.update(
      draftNid,
      [
        { acceptanceLineNo: 1, quantity: 3, reason: 'DEFECT', note: 'Сколы на корпусе' },
        { acceptanceLineNo: 2, quantity: 0 },
      ],
      'Забрал экспедитор поставщика',
    );
    const posted = await returns.post(draftNid);
    postedNid = posted.nid;
    expect(posted).toMatchObject({
      status: 'POSTED',
      postedByName: 'returns-boss',
      total: 15_000,
      comment: 'Забрал экспедитор поставщика',
    });
    // The line left at 0 is dropped: the posted document holds only what went back.
    expect(posted.lines).toEqual([
      expect.objectContaining({
        nid: 3,
        quantity: 3,
        amount: 15_000,
        reason: 'DEFECT',
        note: 'Сколы на корпусе',
        stock: 7,
      }),
    ]);
    expect(await stockMovesOf(shop.database, 'SUPPLIER_RETURN', postedNid)).toEqual([[3, -3, 'supplier-return']]);
    expect(await returnRows(postedNid)).toEqual([-15_000]);
    expect(await stockOf(shop.database, 3)).toBe(7);
    expect(await supplierBalanceOf(shop.base, shop.tokens.token, supplierNid)).toBe(balanceBefore - 15_000);
    const order = await purchasing.order(orderNid);
    expect(order.status).toBe('RECEIVED');
    expect(order.lines.map((line) => line.received)).toEqual([10, 2]);
    expect(await stockOffLedger(shop.database)).toEqual([]);
  });

  it('never more per line than the acceptance brought in, less what posted returns took: on saving and on posting', async () => {
    const tooMany = await refusal(R.createSupplierReturn, {
      input: { acceptanceNid, lines: [{ acceptanceLineNo: 1, quantity: 8, reason: 'DEFECT' }] },
    });
    expect(tooMany.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { 'lines.0.quantity': 'Можно вернуть не больше 7 шт.: принято 10, уже возвращено 3' },
    });
    const noReason = await refusal(R.createSupplierReturn, {
      input: { acceptanceNid, lines: [{ acceptanceLineNo: 2, quantity: 1 }] },
    });
    expect(noReason.extensions?.fieldErrors).toEqual({ 'lines.0.reason': 'Укажите причину возврата' });
    const first = await returns.create(acceptanceNid, [{ acceptanceLineNo: 1, quantity: 5, reason: 'MISGRADE' }]);
    const second = await returns.create(acceptanceNid, [{ acceptanceLineNo: 1, quantity: 5, reason: 'MISGRADE' }]);
    await returns.post(first.nid);
    expect((await returns.load(second.nid)).lines[0]).toMatchObject({ accepted: 10, returnedElsewhere: 8 });
    expect(await refusal(R.postSupplierReturn, { nid: second.nid })).toMatchObject({
      message: `Возврат поставщику № ${second.nid} не проведён: товара «Смеситель hansgrohe 3» (арт. T-3) по приёмке № ${acceptanceNid} принято 10 шт., другими возвратами уже возвращено 8 шт. — вернуть можно не больше 2 шт., а в возврате 5 шт.`,
      extensions: { code: 'BAD_USER_INPUT', productNid: 3 },
    });
    expect(await stockMovesOf(shop.database, 'SUPPLIER_RETURN', second.nid)).toEqual([]);
    expect(await stockOf(shop.database, 3)).toBe(2);
    await returns.cancel(first.nid);
    expect(await stockOf(shop.database, 3)).toBe(7);
  });

  it('a posted return is never edited nor deleted: by the API and by the database', async () => {
    expect(
      (
        await refusal(R.updateSupplierReturn, {
          nid: postedNid,
          input: { lines: [{ acceptanceLineNo: 1, quantity: 1, reason: 'DEFECT' }] },
        })
      ).message,
    ).toBe(`Возврат поставщику № ${postedNid} уже проведён: изменить можно только черновик`);
    expect((await refusal(R.deleteSupplierReturn, { nid: postedNid })).message).toBe(
      `Возврат поставщику № ${postedNid} уже проведён: удалить можно только черновик`,
    );
    expect((await refusal(R.postSupplierReturn, { nid: postedNid })).message).toBe(
      `Возврат поставщику № ${postedNid} уже проведён`,
    );
    await expect(
      shop.database.query('UPDATE supplier_return_lines SET quantity = 1 WHERE return_nid = $1', [postedNid]),
    ).rejects.toThrow(/posted document is never changed/);
    await expect(
      shop.database.query('UPDATE supplier_returns SET total = 1 WHERE nid = $1', [postedNid]),
    ).rejects.toThrow(/never changed/);
    await expect(shop.database.query('DELETE FROM supplier_returns WHERE nid = $1', [postedNid])).rejects.toThrow(
      /never changed/,
    );
  });

  it('the acceptance cannot be cancelled while a posted return against it stands', async () => {
    expect(await refusal(P.cancelAcceptance, { nid: acceptanceNid })).toMatchObject({
      message: `Нельзя отменить проведение приёмки № ${acceptanceNid}: по ней проведён возврат поставщику № ${postedNid}. Сначала отмените проведение возврата`,
      extensions: { code: 'BAD_USER_INPUT', supplierReturnNid: postedNid },
    });
    expect((await purchasing.order(orderNid)).status).toBe('RECEIVED');
  });

  it('cancelling writes reversing rows: the goods come back and so does the debt; then the acceptance may go', async () => {
    const cancelled = await returns.cancel(postedNid);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelledByName: 'returns-boss' });
    expect(await stockMovesOf(shop.database, 'SUPPLIER_RETURN', postedNid)).toEqual([
      [3, -3, 'supplier-return'],
      [3, 3, 'supplier-return-cancelled'],
    ]);
    expect(await returnRows(postedNid)).toEqual([-15_000, 15_000]);
    expect(await stockOf(shop.database, 3)).toBe(10);
    expect((await refusal(R.cancelSupplierReturn, { nid: postedNid })).message).toBe(
      `Возврат поставщику № ${postedNid} не проведён: отменять нечего`,
    );
    const leftDraft = await returns.create(acceptanceNid, [{ acceptanceLineNo: 2, quantity: 1, reason: 'SURPLUS' }]);
    await purchasing.cancelAcceptance(acceptanceNid);
    expect((await refusal(R.postSupplierReturn, { nid: leftDraft.nid })).message).toBe(
      `Возврат поставщику № ${leftDraft.nid} не проведён: приёмка № ${acceptanceNid} отменена, товар по ней не числится принятым`,
    );
    expect((await refusal(R.createSupplierReturn, { input: { acceptanceNid } })).message).toBe(
      `Приёмка № ${acceptanceNid} отменена: возвращать по ней нечего`,
    );
    await graphqlData(shop.base, R.deleteSupplierReturn, { nid: leftDraft.nid }, shop.tokens.token);
    expect(await graphqlData(shop.base, R.supplierReturn, { nid: leftDraft.nid }, shop.tokens.token)).toEqual({
      supplierReturn: null,
    });
  });

  it('refuses to drive stock below zero, naming the product, when the goods have already gone', async () => {
    const acceptance = await accepted([{ nid: 7, quantity: 3, price: 100 }]);
    await countStock(7, 1);
    const draft = await returns.create(acceptance.nid, [{ acceptanceLineNo: 1, quantity: 3, reason: 'DEFECT' }]);
    const settlementsBefore = await settlementsOf(shop.database, supplierNid);
    expect(await refusal(R.postSupplierReturn, { nid: draft.nid })).toMatchObject({
      message: `Возврат поставщику № ${draft.nid} не проведён: товара «Смеситель roca 7» (арт. T-7) в месте хранения «Склад» 1 шт., а к возврату 3 шт. — остаток не может стать отрицательным`,
      extensions: { code: 'BAD_USER_INPUT', productNid: 7 },
    });
    expect(await stockOf(shop.database, 7)).toBe(1);
    expect(await stockMovesOf(shop.database, 'SUPPLIER_RETURN', draft.nid)).toEqual([]);
    expect(await settlementsOf(shop.database, supplierNid)).toEqual(settlementsBefore);
    expect((await returns.load(draft.nid)).status).toBe('DRAFT');
  });

  it('two returns of the same goods posted at once never take stock below zero', async () => {
    const one = await accepted([{ nid: 6, quantity: 4, price: 10 }]);
    const two = await accepted([{ nid: 6, quantity: 4, price: 10 }]);
    await countStock(6, 6);
    const drafts = [
      await returns.create(one.nid, [{ acceptanceLineNo: 1, quantity: 4, reason: 'SURPLUS' }]),
      await returns.create(two.nid, [{ acceptanceLineNo: 1, quantity: 4, reason: 'SURPLUS' }]),
    ];
    const answers = await whileRowHeld(shop.url, 'products', 6, () =>
      Promise.all(
        drafts.map((draft) => postGraphql(shop.base, R.postSupplierReturn, { nid: draft.nid }, shop.tokens.token)),
      ),
    );
    const refused = answers.filter((answer) => answer.errors);
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.errors?.[0]?.message).toMatch(
      /товара «Смеситель hansgrohe 6» \(арт\. T-6\) в месте хранения «Склад» 2 шт\., а к возврату 4 шт\./,
    );
    expect(await stockOf(shop.database, 6)).toBe(2);
    expect(await stockOffLedger(shop.database)).toEqual([]);
  });

  it('lists returns newest first by status, supplier, acceptance, days and number', async () => {
    type Page = { supplierReturns: { total: number; items: { nid: number; status: string }[] } };
    const list = async (filter: Record<string, unknown>, skip = 0, limit = 20) =>
      (await graphqlData<Page>(shop.base, R.supplierReturns, { filter, skip, limit }, shop.tokens.token))
        .supplierReturns;
    await expectReturnListBasics(list, 5, { base: shop.base, token: shop.tokens.token, query: R.supplierReturns });
    expect((await list({ acceptanceNid })).items.map((item) => item.nid)).toContain(postedNid);
    expect((await list({ supplierNid: supplierNid + 1000 })).total).toBe(0);
    expect((await list({ search: String(postedNid) })).items.map((item) => item.nid)).toContain(postedNid);
    expect((await list({ search: 'нет' })).total).toBe(0);
  });
});

describe.each(TEST_ENGINES)('who may use supplier returns (%s)', (engine) => {
  const shop = testShop(engine, { staff: adminAndSeller('returns') });
  let operations: Operation[];
  const tables = ['supplier_returns', 'supplier_return_lines', 'stock_moves', 'counterparty_moves'];
  const snapshot = () => rowsSnapshot(shop.database, tables, 'supplier_returns');

  beforeAll(async () => {
    const purchasing = purchasingClient(shop.base, shop.tokens.admin);
    const supplierNid = (await purchasing.createSupplier('ООО «Аквамир»', INN.sber)).nid;
    const order = await purchasing.placedOrder(supplierNid, [{ nid: 1, quantity: 2, price: 10 }]);
    const acceptance = await purchasing.postAcceptance((await purchasing.createAcceptance(order.nid)).nid);
    operations = await returnAccessOperations(
      'SupplierReturn',
      R,
      supplierReturnClient(shop.base, shop.tokens.admin),
      { acceptanceNid: acceptance.nid },
      { acceptanceLineNo: 1, quantity: 1, reason: 'DEFECT' },
    );
  });

  it('the refusals below stand before a draft and a posted return', async () => {
    expect(await snapshot()).toMatch(/^2\/2\/\d+\/2\/DRAFT,POSTED$/);
  });

  itRefusesStaffAndGuests({
    shop,
    snapshot,
    staff: ['a seller gets FORBIDDEN on every supplier-return mutation and query, and nothing is written', 'seller'],
    operations: () => operations,
  });
});
