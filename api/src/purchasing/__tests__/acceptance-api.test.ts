import { graphqlData, postGraphql } from '../../testing/graphql-over-http';
import { INN, P, purchasingClient, settlementsOf, stockOf } from '../../testing/purchasing-documents';
import { PRODUCT_STOCK, stockOffLedger, type ProductStockQuery } from '../../testing/stock-documents';
import { testShop, whileRowHeld } from '../../testing/test-api';
import { TEST_ENGINES } from '../../testing/test-database';

describe.each(TEST_ENGINES)('acceptance (%s)', (engine) => {
  const shop = testShop(engine, {
    staff: { token: ['acceptance-boss@shop.test', { isPurchaser: true, isSeller: true }] },
  });
  let client: ReturnType<typeof purchasingClient>;
  let supplierNid: number;

  beforeAll(async () => {
    client = purchasingClient(shop.base, shop.tokens.token);
    supplierNid = (await client.createSupplier('ООО «Аквамир»', INN.sber)).nid;
  });

  const refusal = async (query: string, variables: Record<string, unknown>) => {
    const answer = await postGraphql(shop.base, query, variables, shop.tokens.token);
    expect(answer.errors).toHaveLength(1);
    return { message: answer.errors?.[0]?.message, code: answer.errors?.[0]?.extensions?.code };
  };
  const storefront = async (nid: number) =>
    (await graphqlData<ProductStockQuery>(shop.base, PRODUCT_STOCK, { nid })).product;
  const movesOf = (nid: number) =>
    shop.database.query<{ product_nid: number; quantity: number; reason: string; document_type: string }>(
      `SELECT product_nid, quantity, reason, document_type FROM stock_moves WHERE document_type = 'ACCEPTANCE' AND document_nid = $1 ORDER BY id`,
      [nid],
    );

  let orderNid: number;
  let firstNid: number;

  it('posting a partial acceptance raises stock, writes the debt to the supplier, and makes the order partly received', async () => {
    expect(await storefront(3)).toMatchObject({ stock: 0, inStock: false });
    orderNid = (
      await client.placedOrder(supplierNid, [
        { nid: 3, quantity: 10, price: 5000 },
        { nid: 1, quantity: 2, price: 7000 },
      ])
    ).nid;
    const draft = await client.createAcceptance(orderNid, [
      { orderLineNo: 1, quantity: 6, discrepancy: 'SHORTAGE', note: 'Пришло 6 из 10' },
      { orderLineNo: 2, quantity: 2 },
    ]);
    expect(draft).toMatchObject({ status: 'DRAFT', supplierName: 'ООО «Аквамир»', total: 44_000, postedAt: null });
    expect(draft.lines[0]).toMatchObject({
      nid: 3,
      ordered: 10,
      orderReceived: 0,
      quantity: 6,
      price: 5000,
      discrepancy: 'SHORTAGE',
      note: 'Пришло 6 из 10',
    });
    const posted = await client.postAcceptance(draft.nid);
    firstNid = posted.nid;
    expect(posted).toMatchObject({ status: 'POSTED', postedByName: 'acceptance-boss', total: 44_000 });
    expect(await movesOf(posted.nid)).toEqual([
      { product_nid: 3, quantity: 6, reason: 'acceptance', document_type: 'ACCEPTANCE' },
      { product_nid: 1, quantity: 2, reason: 'acceptance', document_type: 'ACCEPTANCE' },
    ]);
    expect(await settlementsOf(shop.database, supplierNid)).toEqual([
      { amount: 44_000, document_type: 'ACCEPTANCE', document_nid: posted.nid },
    ]);
    expect(await storefront(3)).toMatchObject({ stock: 6, inStock: true });
    const order = await client.order(orderNid);
    expect(order.status).toBe('PARTLY_RECEIVED');
    expect(order.lines.map((line) => line.received)).toEqual([6, 2]);
    expect(order.acceptances.map((item) => item.nid)).toEqual([posted.nid]);
    expect((await graphqlData(shop.base, P.supplier, { nid: supplierNid }, shop.tokens.token)).supplier).toMatchObject({
      balance: 44_000,
    });
  });

  it('the rest of the order, accepted by default, makes it received', async () => {
    const rest = await client.createAcceptance(orderNid);
    expect(rest.lines.map(({ orderLineNo, quantity }) => ({ orderLineNo, quantity }))).toEqual([
      { orderLineNo: 1, quantity: 4 },
      { orderLineNo: 2, quantity: 0 },
    ]);
    await client.postAcceptance(rest.nid);
    expect((await client.order(orderNid)).status).toBe('RECEIVED');
    expect(await stockOf(shop.database, 3)).toBe(10);
    expect(await stockOffLedger(shop.database)).toEqual([]);
  });

  it('a posted acceptance is never edited nor deleted: by the API and by the database', async () => {
    expect(
      await refusal(P.updateAcceptance, {
        nid: firstNid,
        input: { supplierOrderNid: orderNid, lines: [{ orderLineNo: 1, quantity: 1 }] },
      }),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      message: `Приёмка № ${firstNid} уже проведена: изменить можно только черновик`,
    });
    expect((await refusal(P.deleteAcceptance, { nid: firstNid })).code).toBe('BAD_USER_INPUT');
    expect((await refusal(P.postAcceptance, { nid: firstNid })).message).toBe(`Приёмка № ${firstNid} уже проведена`);
    await expect(shop.database.query('UPDATE acceptance_lines SET quantity = 100')).rejects.toThrow(
      /posted document is never changed/,
    );
    await expect(shop.database.query('UPDATE acceptances SET total = 1 WHERE nid = $1', [firstNid])).rejects.toThrow(
      /never changed/,
    );
    await expect(shop.database.query('DELETE FROM acceptances WHERE nid = $1', [firstNid])).rejects.toThrow(
      /never changed/,
    );
    await expect(shop.database.query('DELETE FROM counterparty_moves')).rejects.toThrow(/reversing/);
    await expect(
      shop.database.query('UPDATE supplier_order_lines SET price = 1 WHERE order_nid = $1', [orderNid]),
    ).rejects.toThrow(/placed supplier order/);
  });

  it('cancelling writes reversing rows; the order goes back to partly received', async () => {
    const cancelled = await client.cancelAcceptance(firstNid);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelledByName: 'acceptance-boss' });
    expect((await movesOf(firstNid)).map((move) => [move.product_nid, move.quantity, move.reason])).toEqual([
      [3, 6, 'acceptance'],
      [1, 2, 'acceptance'],
      [3, -6, 'acceptance-cancelled'],
      [1, -2, 'acceptance-cancelled'],
    ]);
    expect(
      (await settlementsOf(shop.database, supplierNid))
        .filter((row) => row.document_nid === firstNid)
        .map((row) => row.amount),
    ).toEqual([44_000, -44_000]);
    expect(await stockOf(shop.database, 3)).toBe(4);
    const order = await client.order(orderNid);
    expect(order).toMatchObject({ status: 'PARTLY_RECEIVED' });
    expect(order.lines.map((line) => line.received)).toEqual([4, 0]);
    expect((await refusal(P.cancelAcceptance, { nid: firstNid })).message).toMatch(/не проведена/);
  });

  it('cancelling is refused, naming the product, when the goods have already left', async () => {
    const order = await client.placedOrder(supplierNid, [{ nid: 7, quantity: 3, price: 100 }]);
    const acceptance = await client.postAcceptance((await client.createAcceptance(order.nid)).nid);
    // A sale takes them out of stock (as a shipment will).
    await shop.database.query(
      `INSERT INTO stock_moves (product_nid, location_nid, quantity, reason) VALUES (7, 1, -7, 'sale')`,
    );
    expect(await refusal(P.cancelAcceptance, { nid: acceptance.nid })).toEqual({
      code: 'BAD_USER_INPUT',
      message: `Нельзя отменить проведение приёмки № ${acceptance.nid}: товара «Смеситель roca 7» (арт. T-7) в месте хранения «Склад» 1 шт., а приёмка добавила 3 шт. — часть уже продана или списана`,
    });
    expect(await stockOf(shop.database, 7)).toBe(1);
    expect((await client.order(order.nid)).status).toBe('RECEIVED');
  });

  it('an order with goods received cannot be cancelled; a closed one takes no acceptance', async () => {
    expect((await refusal(P.cancelSupplierOrder, { nid: orderNid })).message).toBe(
      `Заказ поставщику № ${orderNid} нельзя отменить: он в статусе «Принят частично»`,
    );
    const draft = await client.createAcceptance(orderNid);
    await graphqlData(shop.base, P.closeSupplierOrder, { nid: orderNid }, shop.tokens.token);
    expect((await refusal(P.postAcceptance, { nid: draft.nid })).message).toMatch(/закрыт или отменён/);
  });

  it('acceptances of the same products posted at once keep stock the sum of its moves', async () => {
    const drafts: number[] = [];
    for (const quantity of [2, 3, 4]) {
      const order = await client.placedOrder(supplierNid, [
        { nid: 5, quantity, price: 10 },
        { nid: 6, quantity, price: 10 },
      ]);
      drafts.push((await client.createAcceptance(order.nid)).nid);
    }
    const before = [await stockOf(shop.database, 5), await stockOf(shop.database, 6)];
    await whileRowHeld(shop.url, 'products', 5, () => Promise.all(drafts.map((nid) => client.postAcceptance(nid))));
    expect([await stockOf(shop.database, 5), await stockOf(shop.database, 6)]).toEqual(
      before.map((stock) => (stock ?? 0) + 9),
    );
    expect(await stockOffLedger(shop.database)).toEqual([]);
  });
});
