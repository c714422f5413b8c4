import { FREE_STOCK_TOLD } from '@shop/shared/availability';
import { asc, getTableColumns } from 'drizzle-orm';
import type { ShopDatabase } from '../../db/open-database';
import { products, SHOP_NID, stockMoves, WAREHOUSE_NID } from '../../db/schema';
import { stockOffLedger } from '../../testing/stock-documents';
import { openTestDatabase, TEST_ENGINES } from '../../testing/test-database';
import { generateProducts } from '../generate-catalogue';
import { seedCatalogue } from '../seed-catalogue';

const COUNT = 300;
const SEED = 7;

/** The catalogue the generator yields: each product as a row, its stock that of the generated item. */
function expectedProducts(count: number, seed: number) {
  return [...generateProducts(count, seed)].map(({ product, stock }) => ({
    ...product,
    salePrice: product.priceWithAction ?? product.price,
    stock,
    // Nothing reserved: all of it is free, told up to FREE_STOCK_TOLD.
    freeStock: Math.min(stock, FREE_STOCK_TOLD),
  }));
}

// The search vector is the database's, and so is the time a row last changed (its clock at the seeding).
const { search: _search, updatedAt: _updatedAt, ...stored } = getTableColumns(products);

async function storedProducts(database: ShopDatabase) {
  return database.db.select(stored).from(products).orderBy(asc(products.nid));
}

async function productIndexes(database: ShopDatabase) {
  return database.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'products' ORDER BY indexname`,
  );
}

describe.each(TEST_ENGINES)('seeding the catalogue (%s)', (engine) => {
  let database: ShopDatabase;
  let drop: () => Promise<void>;
  const phases: string[] = [];
  let indexesBefore: Awaited<ReturnType<typeof productIndexes>>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(engine));
    indexesBefore = await productIndexes(database);
    await seedCatalogue(database, COUNT, SEED, { onPhase: (phase) => phases.push(phase) });
  });

  afterAll(async () => {
    await drop();
  });

  it('stores exactly the products the generator yields for the count and seed', async () => {
    const rows = await storedProducts(database);
    expect(rows).toHaveLength(COUNT);
    const expected = expectedProducts(COUNT, SEED);
    rows.forEach((row, index) => expect(row).toEqual(expected[index]));
  });

  it('gives each product in stock its initial moves, a third of every other one on the shop’s shelves, and stock is the sum of moves', async () => {
    const expected = expectedProducts(COUNT, SEED).filter((product) => product.stock > 0);
    const moves = await database.db
      .select({
        productNid: stockMoves.productNid,
        locationNid: stockMoves.locationNid,
        quantity: stockMoves.quantity,
        reason: stockMoves.reason,
        document: stockMoves.document,
      })
      .from(stockMoves)
      .orderBy(asc(stockMoves.id));
    const initial = (productNid: number, locationNid: number, quantity: number) =>
      quantity > 0 ? [{ productNid, locationNid, quantity, reason: 'initial', document: 'Начальные остатки' }] : [];
    expect(moves).toEqual(
      expected.flatMap((product) => {
        const shelf = product.nid % 2 === 0 ? Math.floor(product.stock / 3) : 0;
        return [
          ...initial(product.nid, WAREHOUSE_NID, product.stock - shelf),
          ...initial(product.nid, SHOP_NID, shelf),
        ];
      }),
    );
    expect(moves.some((move) => move.locationNid === SHOP_NID)).toBe(true);
    expect(expected.length).toBeLessThan(COUNT);
    expect(await stockOffLedger(database)).toEqual([]);
  });

  it('fills the search words and reports each phase once', async () => {
    const [words] = await database.query<{ count: number }>('SELECT count(*)::int AS count FROM search_words');
    expect(words?.count).toBeGreaterThan(50);
    expect(phases).toEqual([
      'categories and options',
      'generate products',
      'insert products',
      'product indexes',
      'stock moves',
      'search words',
      'commit',
      'vacuum analyze',
    ]);
  });

  it('leaves the indexes of products as the migrations made them', async () => {
    expect(indexesBefore.length).toBeGreaterThan(5);
    expect(await productIndexes(database)).toEqual(indexesBefore);
  });

  it('leaves the ledger trigger on: a later move changes the stock', async () => {
    const [before] = await storedProducts(database);
    await database.db
      .insert(stockMoves)
      .values({ productNid: 1, locationNid: WAREHOUSE_NID, quantity: 5, reason: 'test', document: null });
    const [after] = await storedProducts(database);
    expect(after?.stock).toBe((before?.stock ?? 0) + 5);
    expect(await stockOffLedger(database)).toEqual([]);
  });

  it('a seed that fails leaves the catalogue and the ledger trigger as they were', async () => {
    const before = await storedProducts(database);
    const failing = seedCatalogue(database, 50, SEED + 1, {
      onPhase: (phase) => {
        if (phase === 'stock moves') throw new Error('stopped');
      },
    });
    await expect(failing).rejects.toThrow('stopped');
    expect(await storedProducts(database)).toEqual(before);
    await database.db
      .insert(stockMoves)
      .values({ productNid: 2, locationNid: WAREHOUSE_NID, quantity: 3, reason: 'test', document: null });
    expect(await stockOffLedger(database)).toEqual([]);
  });

  it('seeding again replaces the catalogue with the same rows for the same count and seed', async () => {
    await seedCatalogue(database, COUNT, SEED);
    expect(await storedProducts(database)).toEqual(expectedProducts(COUNT, SEED));
    expect(await stockOffLedger(database)).toEqual([]);
  });
});
