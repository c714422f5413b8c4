import { and, asc, count, eq, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { categories, products } from '../db/schema';
import { badUserInput } from '../core/errors';
import type { Page } from '../core/paging';

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

type RemainRow = Omit<Remain, '_id'>;

const toRemain = (row: RemainRow): Remain => ({ _id: `remain-${row.nid}`, ...row });

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function conditionsOf({ search, categoryNid, atMost }: RemainsFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const words = search?.trim();
  if (words) {
    const pattern = `%${escapeLike(words)}%`;
    conditions.push(or(ilike(products.name, pattern), ilike(products.vendorCode, pattern)));
  }
  if (typeof categoryNid === 'number') {
    const children = sql`${products.categoryNid} IN (SELECT ${categories.nid} FROM ${categories} WHERE ${categories.topCategoryNid} = ${categoryNid})`;
    conditions.push(or(eq(products.categoryNid, categoryNid), children));
  }
  if (typeof atMost === 'number') {
    if (!Number.isInteger(atMost) || atMost < 0 || atMost > MAX_THRESHOLD) {
      throw badUserInput('Порог остатка — целое число от 0', { fieldErrors: { atMost: 'Введите целое число от 0' } });
    }
    conditions.push(lte(products.stock, atMost));
  }
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length ? and(...present) : undefined;
}

/**
 * A page of remains with the total for the filter: by name, or the scarcest first when
 * filtered by a low-stock threshold (what to reorder comes first).
 */
export async function listRemains(
  db: Db,
  filter: RemainsFilter,
  page: Page,
): Promise<{ total: number; items: Remain[] }> {
  const where = conditionsOf(filter);
  const order =
    typeof filter.atMost === 'number'
      ? [asc(products.stock), asc(products.name), asc(products.nid)]
      : [asc(products.name), asc(products.nid)];
  const [rows, [totals]] = await Promise.all([
    db
      .select(REMAIN_COLUMNS)
      .from(products)
      .innerJoin(categories, eq(categories.nid, products.categoryNid))
      .where(where)
      .orderBy(...order)
      .offset(page.skip)
      .limit(page.limit),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { total: totals?.total ?? 0, items: rows.map(toRemain) };
}

/** One product's remains, or null for an unknown nid. */
export async function remainByNid(db: Db, nid: number): Promise<Remain | null> {
  const [row] = await db
    .select(REMAIN_COLUMNS)
    .from(products)
    .innerJoin(categories, eq(categories.nid, products.categoryNid))
    .where(eq(products.nid, nid));
  return row ? toRemain(row) : null;
}
