import type { SupplierOrdersQuery } from 'mfe-backoffice/graphql';
import { graphqlData, postGraphql } from '../../testing/graphql-over-http';
import { INN, P, purchasingClient } from '../../testing/purchasing-documents';
import { testShop } from '../../testing/test-api';
import { TEST_ENGINES } from '../../testing/test-database';

describe.each(TEST_ENGINES)('supplier orders (%s)', (engine) => {
  const shop = testShop(engine, { staff: { token: ['order-boss@shop.test', { isAdmin: true }] } });
  let client: ReturnType<typeof purchasingClient>;
  let supplierNid: number;

  beforeAll(async () => {
    client = purchasingClient(shop.base, shop.tokens.token);
    supplierNid = (await client.createSupplier('ООО «Сантехопт»', INN.sber)).nid;
  });

  const refusal = async (query: string, variables: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const answer = await postGraphql(shop.base, query, variables, shop.tokens.token);
    expect(answer.errors).toHaveLength(1);
    return { message: answer.errors?.[0]?.message, ...answer.errors?.[0]?.extensions };
  };

  it('creates a draft with lines and totals, edits it, places it, and a placed order is not edited', async () => {
    const draft = await client.createOrder(supplierNid, [{ nid: 1, quantity: 3, price: 6000 }]);
    expect(draft).toMatchObject({
      status: 'DRAFT',
      supplierName: 'ООО «Сантехопт»',
      total: 18_000,
      createdByName: 'order-boss',
    });
    const { updateSupplierOrder } = await graphqlData<{ updateSupplierOrder: typeof draft }>(
      shop.base,
      P.updateSupplierOrder,
      {
        nid: draft.nid,
        input: {
          supplierNid,
          expectedDate: '2026-12-01',
          comment: 'Срочно',
          lines: [
            { nid: 2, quantity: 2, price: 7000 },
            { nid: 1, quantity: 4, price: 6000 },
          ],
        },
      },
      shop.tokens.token,
    );
    expect(updateSupplierOrder).toMatchObject({ total: 38_000, expectedDate: '2026-12-01', comment: 'Срочно' });
    expect(updateSupplierOrder.lines).toEqual([
      {
        lineNo: 1,
        nid: 2,
        name: 'Смеситель grohe 2',
        vendorCode: 'T-2',
        quantity: 2,
        price: 7000,
        amount: 14_000,
        received: 0,
      },
      {
        lineNo: 2,
        nid: 1,
        name: 'Смеситель grohe 1',
        vendorCode: 'T-1',
        quantity: 4,
        price: 6000,
        amount: 24_000,
        received: 0,
      },
    ]);
    const placed = await client.placeOrder(draft.nid);
    expect(placed).toMatchObject({ status: 'PLACED', statusChangedByName: 'order-boss' });
    expect(await refusal(P.updateSupplierOrder, { nid: draft.nid, input: { supplierNid, lines: [] } })).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: `Заказ поставщику № ${draft.nid} уже размещён: изменить можно только черновик`,
    });
    expect((await refusal(P.placeSupplierOrder, { nid: draft.nid })).currentStatus).toBe('PLACED');
  });

  it('placing needs at least one line; a draft may be deleted', async () => {
    const empty = await client.createOrder(supplierNid, []);
    expect(await refusal(P.placeSupplierOrder, { nid: empty.nid })).toMatchObject({
      fieldErrors: { lines: 'Добавьте хотя бы один товар' },
    });
    expect(await graphqlData(shop.base, P.deleteSupplierOrder, { nid: empty.nid }, shop.tokens.token)).toEqual({
      deleteSupplierOrder: true,
    });
    expect(
      (await graphqlData(shop.base, P.supplierOrder, { nid: empty.nid }, shop.tokens.token)).supplierOrder,
    ).toBeNull();
  });

  it('refuses bad lines and an unknown supplier, each beside its field', async () => {
    expect(
      await refusal(P.createSupplierOrder, {
        input: {
          supplierNid: 999,
          expectedDate: '2026-02-31',
          lines: [
            { nid: 1, quantity: 0, price: -1 },
            { nid: 1, quantity: 1, price: 1 },
          ],
        },
      }),
    ).toMatchObject({
      fieldErrors: {
        expectedDate: 'Укажите дату в виде ГГГГ-ММ-ДД',
        'lines.0.quantity': 'Введите целое число от 1',
        'lines.0.price': 'Введите цену в целых рублях, от 0',
        'lines.1.nid': 'Этот товар уже есть в заказе — оставьте одну строку',
      },
    });
    expect(
      await refusal(P.createSupplierOrder, {
        input: { supplierNid: 999, lines: [{ nid: 404, quantity: 1, price: 1 }] },
      }),
    ).toMatchObject({
      fieldErrors: { supplierNid: 'Выберите поставщика из списка', 'lines.0.nid': 'Такого товара нет в каталоге' },
    });
  });

  it('cancels a placed order; a cancelled one cannot be placed again', async () => {
    const order = await client.placedOrder(supplierNid, [{ nid: 3, quantity: 1, price: 100 }]);
    const { cancelSupplierOrder } = await graphqlData<{ cancelSupplierOrder: { status: string } }>(
      shop.base,
      P.cancelSupplierOrder,
      { nid: order.nid },
      shop.tokens.token,
    );
    expect(cancelSupplierOrder.status).toBe('CANCELLED');
    expect((await refusal(P.placeSupplierOrder, { nid: order.nid })).message).toBe(
      `Заказ поставщику № ${order.nid} нельзя разместить: он в статусе «Отменён»`,
    );
  });

  it('lists with filters by supplier, status, dates and number, and pages', async () => {
    const other = (await client.createSupplier('ИП Петров', INN.entrepreneur)).nid;
    const theirs = await client.createOrder(other, [{ nid: 4, quantity: 1, price: 100 }]);
    const list = async (filter: Record<string, unknown>, limit = 20) =>
      (await graphqlData<SupplierOrdersQuery>(shop.base, P.supplierOrders, { filter, limit }, shop.tokens.token))
        .supplierOrders;
    expect((await list({ supplierNid: other })).items.map((item) => item.nid)).toEqual([theirs.nid]);
    expect((await list({ status: 'CANCELLED' })).total).toBe(1);
    expect((await list({ search: `№ ${theirs.nid}` })).items.map((item) => item.nid)).toContain(theirs.nid);
    expect((await list({ createdFrom: '2000-01-01', createdTo: '2000-01-02' })).total).toBe(0);
    const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
    const paged = await list({ createdFrom: today, createdTo: today }, 2);
    expect(paged).toMatchObject({ total: 3 });
    expect(paged.items[0]?.nid).toBe(theirs.nid);
  });
});
