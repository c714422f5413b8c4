import type {
  InventoryCountFieldsFragment,
  InventoryCountQuery,
  InventoryCountsQuery,
  StockHistoryQuery,
} from 'mfe-backoffice/graphql';
import type { ShopDatabase } from '../../db/open-database';
import { staffSignIn } from '../../testing/auth-tokens';
import { graphqlData, graphqlError, postGraphql } from '../../testing/graphql-over-http';
import {
  PRODUCT_STOCK,
  type ProductStockQuery,
  INVENTORY_COUNT,
  INVENTORY_COUNTS,
  POST_INVENTORY_COUNT,
  STOCK_HISTORY,
  stockOffLedger,
  stockSnapshot,
} from '../../testing/stock-documents';
import { testShop, whileRowHeld } from '../../testing/test-api';
import { TEST_ENGINES } from '../../testing/test-database';

type Lines = { nid: number; counted: number }[];

describe.each(TEST_ENGINES)('posting an inventory count (%s)', (engine) => {
  const shop = testShop(engine);
  let database: ShopDatabase;
  let base: string;
  let boss: { uid: string; idToken: string };

  beforeAll(async () => {
    ({ database, base } = shop);
    boss = await staffSignIn(database, 'count-boss@shop.test', { isAdmin: true });
  });

  const post = async (lines: Lines, token = boss.idToken, comment?: string) =>
    (
      await graphqlData<{ postInventoryCount: InventoryCountFieldsFragment }>(
        base,
        POST_INVENTORY_COUNT,
        { input: { lines, comment } },
        token,
      )
    ).postInventoryCount;
  const stockOf = async (nid: number) => (await graphqlData<ProductStockQuery>(base, PRODUCT_STOCK, { nid })).product;

  /** Sends a count that must be refused with nothing written; gives the error. */
  async function refused(lines: Lines, token = boss.idToken) {
    const before = await stockSnapshot(database);
    const answer = await postGraphql<{ postInventoryCount: unknown }>(
      base,
      POST_INVENTORY_COUNT,
      { input: { lines } },
      token,
    );
    expect(answer.errors).toHaveLength(1);
    expect(answer.data?.postInventoryCount ?? null).toBeNull();
    expect(await stockSnapshot(database)).toEqual(before);
    return answer.errors?.[0]?.extensions ?? {};
  }

  it('writes one move per differing product so stock equals the counted figures, and keeps the document', async () => {
    // The storefront's cached answer before the count: out of stock.
    expect(await stockOf(3)).toMatchObject({ stock: 0, inStock: false });
    const count = await post(
      [
        { nid: 1, counted: 3 },
        { nid: 3, counted: 4 },
        { nid: 2, counted: 5 },
      ],
      boss.idToken,
      '  Склад в Химках ',
    );
    expect(count).toMatchObject({
      postedBy: boss.uid,
      postedByName: expect.any(String),
      comment: 'Склад в Химках',
      lineCount: 3,
    });
    expect(count.postedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(count.lines).toEqual([
      { lineNo: 1, nid: 1, name: 'Смеситель grohe 1', vendorCode: 'T-1', expected: 5, counted: 3, difference: -2 },
      { lineNo: 2, nid: 3, name: 'Смеситель hansgrohe 3', vendorCode: 'T-3', expected: 0, counted: 4, difference: 4 },
      { lineNo: 3, nid: 2, name: 'Смеситель grohe 2', vendorCode: 'T-2', expected: 5, counted: 5, difference: 0 },
    ]);
    const moves = await database.query<{
      product_nid: number;
      quantity: number;
      reason: string;
      inventory_count_id: number;
    }>(
      'SELECT product_nid, quantity, reason, inventory_count_id FROM stock_moves WHERE inventory_count_id IS NOT NULL ORDER BY id',
    );
    expect(moves).toEqual([
      { product_nid: 1, quantity: -2, reason: 'inventory-count', inventory_count_id: count.id },
      { product_nid: 3, quantity: 4, reason: 'inventory-count', inventory_count_id: count.id },
    ]);
    // The storefront sees the new stock at once: the catalogue cache moved on with the ledger.
    expect(await stockOf(1)).toMatchObject({ stock: 3, inStock: true });
    expect(await stockOf(3)).toMatchObject({ stock: 4, inStock: true });
    expect(await stockOffLedger(database)).toEqual([]);

    const { stockHistory } = await graphqlData<StockHistoryQuery>(base, STOCK_HISTORY, { nid: 1 }, boss.idToken);
    expect(
      stockHistory?.items.map(({ quantity, balanceAfter, reason, document, inventoryCountId }) => ({
        quantity,
        balanceAfter,
        reason,
        document,
        inventoryCountId,
      })),
    ).toEqual([
      {
        quantity: -2,
        balanceAfter: 3,
        reason: 'inventory-count',
        document: `Инвентаризация № ${count.id}`,
        inventoryCountId: count.id,
      },
      { quantity: 5, balanceAfter: 5, reason: 'initial', document: null, inventoryCountId: null },
    ]);
    expect(
      (await graphqlData<InventoryCountQuery>(base, INVENTORY_COUNT, { id: count.id }, boss.idToken)).inventoryCount,
    ).toEqual(count);
    const listed = (await graphqlData<InventoryCountsQuery>(base, INVENTORY_COUNTS, {}, boss.idToken)).inventoryCounts;
    expect(listed.items[0]).toMatchObject({ id: count.id, lineCount: 3 });
  });

  it('two postings of one product at once stay consistent: the later counts against what the earlier left', async () => {
    const [first, second] = await whileRowHeld(shop.url, 'products', 4, () =>
      Promise.all([post([{ nid: 4, counted: 1 }]), post([{ nid: 4, counted: 7 }])]),
    );
    const [earlier, later] = [first, second].sort((a, b) => a.id - b.id) as [
      InventoryCountFieldsFragment,
      InventoryCountFieldsFragment,
    ];
    expect(earlier.lines[0]?.expected).toBe(5);
    expect(later.lines[0]?.expected).toBe(earlier.lines[0]?.counted);
    expect((await stockOf(4))?.stock).toBe(later.lines[0]?.counted);
    expect(await stockOffLedger(database)).toEqual([]);
  });

  it('a posted count cannot be changed, even in the database', async () => {
    await expect(database.query('UPDATE inventory_count_lines SET counted = 100')).rejects.toThrow(/never changed/);
    await expect(database.query('DELETE FROM inventory_counts')).rejects.toThrow(/never changed/);
  });

  it('bad input: BAD_USER_INPUT with a Russian message beside each field, and nothing written', async () => {
    expect(await refused([])).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { lines: 'Добавьте хотя бы один товар' },
    });
    expect(
      await refused([
        { nid: 5, counted: -1 },
        { nid: 6, counted: 2 },
        { nid: 5, counted: 3 },
      ]),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        'lines.0.counted': 'Введите целое число от 0',
        'lines.2.nid': 'Этот товар уже есть в документе — оставьте одну строку',
      },
    });
    expect(
      await refused([
        { nid: 5, counted: 2 },
        { nid: 999, counted: 1 },
      ]),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: { 'lines.1.nid': 'Такого товара нет в каталоге' },
    });
    const tooMany = await refused([{ nid: 5, counted: 10_000_000 }]);
    expect(tooMany.fieldErrors).toEqual({ 'lines.0.counted': expect.stringMatching(/^Не больше 1\s000\s000 шт\.$/) });
  });

  it('a seller sees remains but may not post a count: FORBIDDEN, nothing written', async () => {
    const seller = await staffSignIn(database, 'count-seller@shop.test', { isSeller: true });
    expect(await refused([{ nid: 5, counted: 0 }], seller.idToken)).toMatchObject({ code: 'FORBIDDEN' });
    expect(
      (await graphqlData<InventoryCountsQuery>(base, INVENTORY_COUNTS, {}, seller.idToken)).inventoryCounts.total,
    ).toBeGreaterThan(0);
    // A seller who is also a purchaser may count.
    const both = await staffSignIn(database, 'count-seller-purchaser@shop.test', { isSeller: true, isPurchaser: true });
    expect((await post([{ nid: 5, counted: 5 }], both.idToken)).lines[0]).toMatchObject({ expected: 5, difference: 0 });
  });

  it('a guest is told to sign in, and nothing is written', async () => {
    const before = await stockSnapshot(database);
    const error = await graphqlError(base, POST_INVENTORY_COUNT, { input: { lines: [{ nid: 5, counted: 0 }] } });
    expect(error.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await stockSnapshot(database)).toEqual(before);
  });
});
