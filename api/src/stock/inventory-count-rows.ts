import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { inventoryCountLines, inventoryCounts, products } from '../db/schema';
import type { Page } from '../core/paging';
import { countRows, listPage, type ListPage } from '../documents/document-list';
import { type DocumentLine, lineProduct } from '../documents/document-lines';

/** A counted product as the document shows it. */
export interface InventoryCountLine extends DocumentLine {
  expected: number;
  counted: number;
  difference: number;
}

/** A posted count as GraphQL gives it; `lines` only when loaded (the field loads them otherwise). */
export interface InventoryCount {
  _id: string;
  id: number;
  postedAt: string;
  postedBy: string;
  postedByName: string;
  comment: string | null;
  /** Where the goods were counted. */
  locationNid: number;
  lineCount: number;
  lines?: InventoryCountLine[];
}

const HEADER_COLUMNS = {
  id: inventoryCounts.id,
  postedAt: inventoryCounts.postedAt,
  postedBy: inventoryCounts.postedBy,
  postedByName: inventoryCounts.postedByName,
  comment: inventoryCounts.comment,
  locationNid: inventoryCounts.locationNid,
  lineCount: sql<number>`(SELECT count(*)::integer FROM ${inventoryCountLines} WHERE ${inventoryCountLines.countId} = ${inventoryCounts.id})`,
};

type HeaderRow = {
  id: number;
  postedAt: Date | string;
  postedBy: string;
  postedByName: string;
  comment: string | null;
  locationNid: number;
  lineCount: number;
};

const toCount = (row: HeaderRow): InventoryCount => ({
  ...row,
  _id: `inventory-count-${row.id}`,
  postedAt: new Date(row.postedAt).toISOString(),
  lineCount: Number(row.lineCount),
});

/** A page of posted counts, newest first, with the total. */
export async function listInventoryCounts(db: Db, page: Page): Promise<ListPage<InventoryCount>> {
  return listPage(
    db.select(HEADER_COLUMNS).from(inventoryCounts).orderBy(desc(inventoryCounts.id)),
    countRows(db, inventoryCounts, undefined),
    page,
    (rows) => rows.map(toCount),
  );
}

/** A count's lines in document order, with the products' names and vendor codes. */
export async function inventoryCountLinesOf(db: Db, countId: number): Promise<InventoryCountLine[]> {
  return db
    .select({
      lineNo: inventoryCountLines.lineNo,
      ...lineProduct(inventoryCountLines.productNid),
      expected: inventoryCountLines.expected,
      counted: inventoryCountLines.counted,
      difference: inventoryCountLines.difference,
    })
    .from(inventoryCountLines)
    .innerJoin(products, eq(products.nid, inventoryCountLines.productNid))
    .where(eq(inventoryCountLines.countId, countId))
    .orderBy(asc(inventoryCountLines.lineNo));
}

/** One posted count with its lines, or null. */
export async function loadInventoryCount(db: Db, id: number): Promise<InventoryCount | null> {
  const [row] = await db.select(HEADER_COLUMNS).from(inventoryCounts).where(eq(inventoryCounts.id, id));
  if (!row) return null;
  return { ...toCount(row), lines: await inventoryCountLinesOf(db, id) };
}
