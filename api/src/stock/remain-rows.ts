import { and, asc, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { categories, products, productStocks } from '../db/schema';
import { listStockLocations, type StockLocation } from '../documents/stock-locations';
import { badUserInput } from '../core/errors';
import type { Page } from '../core/paging';
import { countRows, listPage, type ListPage } from '../documents/document-list';
import { likePattern } from '../documents/document-list';

/** A product's remains as the back-office lists them: stock is the sum of its ledger moves. */
export interface Remain {
  _id: string;
  nid: number;
  name: string;
  vendorCode: string;
  categoryNid: number;
  categoryName: string;
  stock: number;
  onSale: boolean;
  /** Its stock at each location, every location listed. */
  stocks: { location: StockLocation; stock: number; reserved: number; free: number }[];
  reserved: number;
  free: number;
}

export interface RemainsFilter {
  /** Part of the name or the vendor code. */
  search?: string | null;
  /** A category, or a parent category with its sub-categories. */
  categoryNid?: number | null;
  /** Only products with at most this many units (0: out of stock). */
  atMost?: number | null;
}

/** The largest low-stock threshold: beyond it the filter means nothing. */
const MAX_THRESHOLD = 1_000_000;

const REMAIN_COLUMNS = {
  nid: products.nid,
  name: products.name,
  vendorCode: products.vendorCode,
  categoryNid: products.categoryNid,
  categoryName: categories.rusName,
  stock: products.stock,
  onSale: products.onSale,
};

type RemainRow = Omit<Remain, '_id' | 'stocks' | 'reserved' | 'free'>;

/** The rows with their stock at every location: one query for the page's products. */
async function withStocks(db: Db, rows: readonly RemainRow[]): Promise<Remain[]> {
  const nids = rows.map((row) => row.nid);
  const [locations, stocks] = await Promise.all([
    listStockLocations(db),
    nids.length ? db.select().from(productStocks).where(inArray(productStocks.productNid, nids)) : Promise.resolve([]),
  ]);
  const at = new Map(stocks.map((row) => [`${row.productNid}:${row.locationNid}`, row]));
  return rows.map((row) => {
    const perLocation = locations.map((location) => {
      const { onHand = 0, reserved = 0 } = at.get(`${row.nid}:${location.nid}`) ?? {};
      return { location, stock: onHand, reserved, free: onHand - reserved };
    });
    const reserved = perLocation.reduce((sum, stock) => sum + stock.reserved, 0);
    return { _id: `remain-${row.nid}`, ...row, stocks: perLocation, reserved, free: row.stock - reserved };
  });
}

/** Products of the category or of its sub-categories. */
const inCategory = (categoryNid: number) =>
  or(
    eq(products.categoryNid, categoryNid),
    sql`${products.categoryNid} IN (SELECT ${categories.nid} FROM ${categories} WHERE ${categories.topCategoryNid} = ${categoryNid})`,
  );

/** The low-stock threshold, checked: a whole number of units from 0. */
function thresholdOf(atMost: number): number {
  if (!Number.isInteger(atMost) || atMost < 0 || atMost > MAX_THRESHOLD) {
    throw badUserInput('Порог остатка — целое число от 0', { fieldErrors: { atMost: 'Введите целое число от 0' } });
  }
  return atMost;
}

function conditionsOf({ search, categoryNid, atMost }: RemainsFilter): SQL | undefined {
  const words = search?.trim();
  return and(
    words ? or(ilike(products.name, likePattern(words)), ilike(products.vendorCode, likePattern(words))) : undefined,
    typeof categoryNid === 'number' ? inCategory(categoryNid) : undefined,
    typeof atMost === 'number' ? lte(products.stock, thresholdOf(atMost)) : undefined,
  );
}

/**
 * A page of remains with the total for the filter: by name, or the scarcest first when
 * filtered by a low-stock threshold (what to reorder comes first).
 */
export async function listRemains(db: Db, filter: RemainsFilter, page: Page): Promise<ListPage<Remain>> {
  const where = conditionsOf(filter);
  const order =
    typeof filter.atMost === 'number'
      ? [asc(products.stock), asc(products.name), asc(products.nid)]
      : [asc(products.name), asc(products.nid)];
  return listPage(
    db
      .select(REMAIN_COLUMNS)
      .from(products)
      .innerJoin(categories, eq(categories.nid, products.categoryNid))
      .where(where)
      .orderBy(...order),
    countRows(db, products, where),
    page,
    (rows) => withStocks(db, rows),
  );
}

/** One product's remains, or null for an unknown nid. */
export async function remainByNid(db: Db, nid: number): Promise<Remain | null> {
  const [row] = await db
    .select(REMAIN_COLUMNS)
    .from(products)
    .innerJoin(categories, eq(categories.nid, products.categoryNid))
    .where(eq(products.nid, nid));
  return row ? ((await withStocks(db, [row]))[0] ?? null) : null;
}
