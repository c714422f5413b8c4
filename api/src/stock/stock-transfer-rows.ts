import { and, asc, eq, getTableColumns, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open-database';
import { products, productStocks } from '../db/schema';
import { stockTransferLines, stockTransfers } from '../db/stock-schema';
import type { Page } from '../core/paging';
import type { MadeOnDaysFilter } from '../core/shop-days';
import { equalFields, madeWithinDays, newestDocumentsPage, numberContains } from '../documents/document-list';
import { lineProduct, type DocumentLine } from '../documents/document-lines';
import type { DocumentStatus } from '../documents/document-posting';

/** A transferred product, with its stock now where the goods leave and where they arrive. */
export interface StockTransferLine extends DocumentLine {
  quantity: number;
  locationStock: number;
  destinationStock: number;
}

export type StockTransfer = typeof stockTransfers.$inferSelect & {
  lineCount: number;
  /** Units on all the lines. */
  quantity: number;
  lines?: StockTransferLine[];
};

export interface StockTransferFilter extends MadeOnDaysFilter {
  status?: DocumentStatus | null;
  /** Transfers whose goods leave or arrive here. */
  locationNid?: number | null;
  /** Part of the transfer's number. */
  search?: string | null;
}

const selectTransfers = (db: Db) =>
  db
    .select({
      ...getTableColumns(stockTransfers),
      lineCount: sql<number>`(SELECT count(*)::integer FROM ${stockTransferLines} WHERE ${stockTransferLines.transferNid} = ${stockTransfers.nid})`,
      quantity: sql<number>`(SELECT coalesce(sum(${stockTransferLines.quantity}), 0)::integer FROM ${stockTransferLines} WHERE ${stockTransferLines.transferNid} = ${stockTransfers.nid})`,
    })
    .from(stockTransfers);

const conditionsOf = (filter: StockTransferFilter) =>
  and(
    ...equalFields(stockTransfers, filter, ['status']),
    filter.locationNid
      ? or(eq(stockTransfers.locationNid, filter.locationNid), eq(stockTransfers.destinationNid, filter.locationNid))
      : undefined,
    ...madeWithinDays(stockTransfers.createdAt, filter.createdFrom, filter.createdTo, 'refuse'),
    numberContains(stockTransfers.nid, filter.search),
  );

/** A page of transfers, newest first, with the count for the filter. */
export async function listStockTransfers(db: Db, filter: StockTransferFilter, page: Page) {
  const where = conditionsOf(filter);
  return newestDocumentsPage(db, stockTransfers, selectTransfers(db).where(where), where, page);
}

const leaving = alias(productStocks, 'leaving_stock');
const arriving = alias(productStocks, 'arriving_stock');

/** A transfer's lines in their order, each product as it is now with its stock at both ends. */
export const stockTransferLinesOf = (
  db: Db,
  { nid, locationNid, destinationNid }: Pick<StockTransfer, 'nid' | 'locationNid' | 'destinationNid'>,
): Promise<StockTransferLine[]> =>
  db
    .select({
      lineNo: stockTransferLines.lineNo,
      ...lineProduct(stockTransferLines.productNid),
      quantity: stockTransferLines.quantity,
      locationStock: sql<number>`coalesce(${leaving.onHand}, 0)`.mapWith(Number),
      destinationStock: sql<number>`coalesce(${arriving.onHand}, 0)`.mapWith(Number),
    })
    .from(stockTransferLines)
    .innerJoin(products, eq(products.nid, stockTransferLines.productNid))
    .leftJoin(leaving, and(eq(leaving.productNid, stockTransferLines.productNid), eq(leaving.locationNid, locationNid)))
    .leftJoin(
      arriving,
      and(eq(arriving.productNid, stockTransferLines.productNid), eq(arriving.locationNid, destinationNid)),
    )
    .where(eq(stockTransferLines.transferNid, nid))
    .orderBy(asc(stockTransferLines.lineNo));

export async function loadStockTransfer(db: Db, nid: number): Promise<StockTransfer | null> {
  const [row] = await selectTransfers(db).where(eq(stockTransfers.nid, nid));
  return row ? { ...row, lines: await stockTransferLinesOf(db, row) } : null;
}
