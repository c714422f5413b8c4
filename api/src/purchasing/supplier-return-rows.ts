import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { acceptances, counterparties, supplierReturnLines, supplierReturns } from '../db/purchasing-schema';
import { products } from '../db/schema';
import type { Page } from '../core/paging';
import { equalFields, madeWithinDays, newestDocumentsPage, numberContains } from '../documents/document-list';
import type { MadeOnDaysFilter } from '../core/shop-days';
import { type GoodsLine, lineGoods, lineProduct } from '../documents/document-lines';
import type { DocumentStatus } from '../documents/document-posting';
import type { SupplierReturnReason } from './supplier-return-request';
import { SUPPLIER_RETURN_TABLES } from './returnable-goods';
import { returnLinesOf } from '../documents/draft-lines';

export interface SupplierReturnLine extends GoodsLine {
  acceptanceLineNo: number;
  /** Units the acceptance line brought in. */
  accepted: number;
  /** Units of that acceptance line the acceptance's other posted returns took back. */
  returnedElsewhere: number;
  /** The product's stock now. */
  stock: number;
  reason: SupplierReturnReason | null;
  note: string | null;
}

export type SupplierReturn = typeof supplierReturns.$inferSelect & {
  supplierName: string;
  supplierInn: string | null;
  supplierKpp: string | null;
  supplierAddress: string | null;
  supplierOrderNid: number;
  lines?: SupplierReturnLine[];
};

export interface SupplierReturnFilter extends MadeOnDaysFilter {
  status?: DocumentStatus | null;
  supplierNid?: number | null;
  acceptanceNid?: number | null;
  /** Part of the return number. */
  search?: string | null;
}

const selectReturns = (db: Db) =>
  db
    .select({
      ...getTableColumns(supplierReturns),
      supplierName: counterparties.name,
      supplierInn: counterparties.inn,
      supplierKpp: counterparties.kpp,
      supplierAddress: counterparties.address,
      supplierOrderNid: acceptances.supplierOrderNid,
    })
    .from(supplierReturns)
    .innerJoin(counterparties, eq(counterparties.nid, supplierReturns.supplierNid))
    .innerJoin(acceptances, eq(acceptances.nid, supplierReturns.acceptanceNid));

const conditionsOf = (filter: SupplierReturnFilter) =>
  and(
    ...equalFields(supplierReturns, filter, ['status', 'supplierNid', 'acceptanceNid']),
    ...madeWithinDays(supplierReturns.createdAt, filter.createdFrom, filter.createdTo, 'refuse'),
    numberContains(supplierReturns.nid, filter.search),
  );

/** A page of supplier returns, newest first, with the count for the filter. */
export async function listSupplierReturns(db: Db, filter: SupplierReturnFilter, page: Page) {
  const where = conditionsOf(filter);
  return newestDocumentsPage(db, supplierReturns, selectReturns(db).where(where), where, page);
}

/** The lines of one return, with the product and its acceptance line as they are now. */
export const supplierReturnLinesOf = (
  db: Db,
  { nid, acceptanceNid }: Pick<SupplierReturn, 'nid' | 'acceptanceNid'>,
): Promise<SupplierReturnLine[]> =>
  returnLinesOf(db, SUPPLIER_RETURN_TABLES, { nid, returnedFromNid: acceptanceNid }, (line) =>
    db
      .select({
        ...lineProduct(supplierReturnLines.productNid),
        stock: products.stock,
        lineNo: line.lineNo,
        acceptanceLineNo: line.returnedLineNo,
        accepted: line.brought,
        returnedElsewhere: line.returnedElsewhere,
        ...lineGoods(supplierReturnLines),
        reason: supplierReturnLines.reason,
        note: supplierReturnLines.note,
      })
      .from(supplierReturnLines)
      .innerJoin(products, eq(products.nid, supplierReturnLines.productNid))
      .$dynamic(),
  );

export async function loadSupplierReturn(db: Db, nid: number): Promise<SupplierReturn | null> {
  const [row] = await selectReturns(db).where(eq(supplierReturns.nid, nid));
  return row ? { ...row, lines: await supplierReturnLinesOf(db, row) } : null;
}
