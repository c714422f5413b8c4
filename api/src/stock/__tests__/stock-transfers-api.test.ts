import { print } from 'graphql';
import {
  CancelStockTransferDocument,
  CreateStockTransferDocument,
  DeleteStockTransferDocument,
  PostStockTransferDocument,
  StockTransfersDocument,
  UpdateStockTransferDocument,
  type RemainsQuery,
  type StockTransferFieldsFragment,
} from 'mfe-backoffice/graphql';
import { SHOP_NID, WAREHOUSE_NID } from '../../db/schema';
import { graphqlData, postGraphql, refusalOf } from '../../testing/graphql-over-http';
import { REMAINS, STOCK_HISTORY, stockOffLedger } from '../../testing/stock-documents';
import { testShop } from '../../testing/test-api';
import { TEST_ENGINES } from '../../testing/test-database';

// Transfers between stock locations (docs/requirements.md, «Stock»): a draft names where the
// goods leave and arrive; posting moves them (never below zero where they leave), the stock in
// all stays; cancelling moves them back while the destination still has them.

const CREATE = print(CreateStockTransferDocument);
const UPDATE = print(UpdateStockTransferDocument);
const DELETE = print(DeleteStockTransferDocument);
const POST = print(PostStockTransferDocument);
const CANCEL = print(CancelStockTransferDocument);
const LIST = print(StockTransfersDocument);

type Transfer = StockTransferFieldsFragment;

describe.each(TEST_ENGINES)('stock transfers (%s)', (engine) => {
  const shop = testShop(engine, {
    staff: {
      keeper: ['keeper@shop.test', { isSeller: true, isPurchaser: true }],
      seller: ['seller@shop.test', { isSeller: true }],
    },
  });

  const ask = <Data>(query: string, variables: Record<string, unknown> = {}) =>
    graphqlData<Data>(shop.base, query, variables, shop.tokens.keeper);
  const refusal = (query: string, variables: Record<string, unknown>) =>
    refusalOf(shop.base, query, variables, shop.tokens.keeper);
  const create = async (input: Record<string, unknown>) =>
    (await ask<{ createStockTransfer: Transfer }>(CREATE, { input })).createStockTransfer;
  const post = async (nid: number) => (await ask<{ postStockTransfer: Transfer }>(POST, { nid })).postStockTransfer;
  /** Product `nid`'s stock at the shop and at the warehouse, and in all. */
  const stockOf = async (nid: number) => {
    const { remains } = await ask<RemainsQuery>(REMAINS, { search: `T-${nid}` });
    const remain = remains.items.find((item) => item.nid === nid);
    return remain && [...remain.stocks.map(({ stock }) => stock), remain.stock];
  };
  const transferMoves = (nid: number) =>
    shop.database.query<{ product_nid: number; location_nid: number; quantity: number; reason: string }>(
      `SELECT product_nid, location_nid, quantity, reason FROM stock_moves
        WHERE document_type = 'STOCK_TRANSFER' AND document_nid = $1 ORDER BY id`,
      [nid],
    );

  it('a new transfer leaves the warehouse for the shop by default; posting moves the goods and keeps the sum', async () => {
    const draft = await create({ lines: [{ nid: 1, quantity: 2 }] });
    expect(draft).toMatchObject({
      status: 'DRAFT',
      location: { nid: WAREHOUSE_NID, name: 'Склад' },
      destination: { nid: SHOP_NID, name: 'Магазин в Химках' },
      lineCount: 1,
      quantity: 2,
      createdByName: 'keeper',
      lines: [{ lineNo: 1, nid: 1, name: 'Смеситель grohe 1', quantity: 2, locationStock: 5, destinationStock: 0 }],
    });
    const posted = await post(draft.nid);
    expect(posted).toMatchObject({ status: 'POSTED', postedByName: 'keeper' });
    expect(posted.lines[0]).toMatchObject({ locationStock: 3, destinationStock: 2 });
    expect(await stockOf(1)).toEqual([2, 3, 5]);
    expect(await transferMoves(draft.nid)).toEqual([
      { product_nid: 1, location_nid: WAREHOUSE_NID, quantity: -2, reason: 'transfer' },
      { product_nid: 1, location_nid: SHOP_NID, quantity: 2, reason: 'transfer' },
    ]);
    const { stockHistory } = await ask<{ stockHistory: { items: { document: string; location: { name: string } }[] } }>(
      STOCK_HISTORY,
      { nid: 1 },
    );
    expect(stockHistory.items.slice(0, 2).map(({ document, location }) => [document, location.name])).toEqual([
      [`Перемещение № ${draft.nid}`, 'Магазин в Химках'],
      [`Перемещение № ${draft.nid}`, 'Склад'],
    ]);
    expect(await stockOffLedger(shop.database)).toEqual([]);
  });

  it('refuses what the form got wrong beside its fields, and writes nothing', async () => {
    const before = await shop.database.query('SELECT count(*)::integer AS count FROM stock_transfers');
    const refusedWith = async (input: Record<string, unknown>) =>
      (await postGraphql(shop.base, CREATE, { input }, shop.tokens.keeper)).errors?.[0]?.extensions?.fieldErrors;
    expect(await refusedWith({ locationNid: SHOP_NID, destinationNid: SHOP_NID })).toEqual({
      destinationNid: 'Товар перемещают в другое место хранения',
    });
    expect(await refusedWith({ locationNid: 99 })).toEqual({ locationNid: 'Такого места хранения нет' });
    expect(await refusedWith({ destinationNid: -1 })).toEqual({ destinationNid: 'Выберите место хранения' });
    expect(
      await refusedWith({
        comment: 'a\u0000b',
        lines: [
          { nid: 1, quantity: 0 },
          { nid: 1, quantity: 1 },
          { nid: 4, quantity: 1_000_001 },
          { nid: 999, quantity: 1 },
        ],
      }),
    ).toEqual({
      comment: 'Уберите из текста непечатаемые символы',
      'lines.0.quantity': 'Введите целое число от 1',
      'lines.1.nid': 'Этот товар уже есть в перемещении — оставьте одну строку',
      'lines.2.quantity': `Не больше ${(1_000_000).toLocaleString('ru-RU')} шт.`,
    });
    expect(await refusedWith({ lines: [{ nid: 999, quantity: 1 }] })).toEqual({
      'lines.0.nid': 'Такого товара нет в каталоге',
    });
    expect(await shop.database.query('SELECT count(*)::integer AS count FROM stock_transfers')).toEqual(before);
  });

  it('posts only what is there: refused, naming the product, beyond the stock where the goods leave', async () => {
    // Product 4: 5 units at the warehouse, none at the shop.
    const draft = await create({ locationNid: SHOP_NID, lines: [{ nid: 4, quantity: 1 }] });
    expect(draft.destination.name).toBe('Склад');
    expect(await refusal(POST, { nid: draft.nid })).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
      message: `Перемещение № ${draft.nid} не проведено: товара «Смеситель roca 4» (арт. T-4) в месте хранения «Магазин в Химках» 0 шт., а к перемещению 1 шт. — остаток не может стать отрицательным`,
    });
    const empty = await create({});
    expect(await refusal(POST, { nid: empty.nid })).toMatchObject({
      message: `В перемещении № ${empty.nid} нет товара: добавьте хотя бы одну строку`,
    });
    expect(await transferMoves(draft.nid)).toEqual([]);
    expect(await stockOf(4)).toEqual([0, 5, 5]);
  });

  it('a draft changes and is deleted; a posted transfer neither changes nor goes, and is cancelled while the goods are still there', async () => {
    const draft = await create({ lines: [{ nid: 5, quantity: 1 }] });
    const { updateStockTransfer } = await ask<{ updateStockTransfer: Transfer }>(UPDATE, {
      nid: draft.nid,
      input: { comment: 'Под самовывоз', lines: [{ nid: 5, quantity: 4 }] },
    });
    expect(updateStockTransfer).toMatchObject({
      comment: 'Под самовывоз',
      location: { name: 'Склад' },
      destination: { name: 'Магазин в Химках' },
      quantity: 4,
    });
    await post(draft.nid);
    expect(await stockOf(5)).toEqual([4, 1, 5]);
    expect(await refusal(UPDATE, { nid: draft.nid, input: { lines: [] } })).toMatchObject({
      message: `Перемещение № ${draft.nid} уже проведено: изменить можно только черновик`,
    });
    expect(await refusal(DELETE, { nid: draft.nid })).toMatchObject({
      message: `Перемещение № ${draft.nid} уже проведено: удалить можно только черновик`,
    });

    // Three of the four leave the shop by another transfer: cancelling the first would take 4 from 1.
    const onwards = await create({ locationNid: SHOP_NID, lines: [{ nid: 5, quantity: 3 }] });
    await post(onwards.nid);
    expect(await refusal(CANCEL, { nid: draft.nid })).toMatchObject({
      message: `Проведение перемещения № ${draft.nid} не отменено: товара «Смеситель grohe 5» (арт. T-5) в месте хранения «Магазин в Химках» 1 шт., а вернуть нужно 4 шт. — остаток не может стать отрицательным`,
    });
    await ask(CANCEL, { nid: onwards.nid });
    const { cancelStockTransfer } = await ask<{ cancelStockTransfer: Transfer }>(CANCEL, { nid: draft.nid });
    expect(cancelStockTransfer).toMatchObject({ status: 'CANCELLED', cancelledByName: 'keeper' });
    expect(await stockOf(5)).toEqual([0, 5, 5]);
    expect((await transferMoves(draft.nid)).map((move) => [move.location_nid, move.quantity, move.reason])).toEqual([
      [WAREHOUSE_NID, -4, 'transfer'],
      [SHOP_NID, 4, 'transfer'],
      [WAREHOUSE_NID, 4, 'transfer-cancelled'],
      [SHOP_NID, -4, 'transfer-cancelled'],
    ]);
    expect(await refusal(CANCEL, { nid: draft.nid })).toMatchObject({
      message: `Перемещение № ${draft.nid} не проведено: отменять нечего`,
    });

    const discarded = await create({ lines: [{ nid: 6, quantity: 1 }] });
    expect(await ask(DELETE, { nid: discarded.nid })).toEqual({ deleteStockTransfer: true });
    expect(await refusal(POST, { nid: discarded.nid })).toMatchObject({
      extensions: { code: 'NOT_FOUND' },
      message: `Перемещение № ${discarded.nid} не найдено`,
    });
    expect(await stockOffLedger(shop.database)).toEqual([]);
  });

  it('lists transfers newest first, by status and by a location at either end', async () => {
    const list = async (filter: Record<string, unknown>) =>
      (await ask<{ stockTransfers: { total: number; items: Transfer[] } }>(LIST, { filter })).stockTransfers;
    const all = await list({});
    expect(all.items.map((item) => item.nid)).toEqual([...all.items.map((item) => item.nid)].sort((a, b) => b - a));
    const posted = await list({ status: 'POSTED' });
    expect(posted.items.every((item) => item.status === 'POSTED')).toBe(true);
    expect(posted.total).toBeGreaterThan(0);
    const fromShop = all.items.filter((item) => item.location.nid === SHOP_NID || item.destination.nid === SHOP_NID);
    expect((await list({ locationNid: SHOP_NID })).total).toBe(fromShop.length);
  });

  it('is the storekeepers’ section: a seller is refused, a guest asked to sign in', async () => {
    const seller = await postGraphql(shop.base, CREATE, { input: {} }, shop.tokens.seller);
    expect(seller.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const guest = await postGraphql(shop.base, LIST, {});
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
