import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Discrepancy } from '../core/schema-types.generated';
import type { Db } from '../db/open-database';
import { acceptanceLines, acceptances, counterparties, supplierOrderLines } from '../db/purchasing-schema';
import { products } from '../db/schema';
import type { Page } from '../core/paging';
import { equalFields, newestDocumentsPage, numberContains } from '../documents/document-list';
import { type GoodsLine, lineGoods, lineProduct, sourcedLinesOf, type SourcedLines } from '../documents/document-lines';
import type { DocumentStatus } from '../documents/document-posting';

export interface AcceptanceLine extends GoodsLine {
  orderLineNo: number;
  /** Ordered on the supplier order's line, and received there by posted acceptances. */
  ordered: number;
  orderReceived: number;
  discrepancy: Discrepancy | null;
  note: string | null;
}

export type Acceptance = typeof acceptances.$inferSelect & { supplierName: string; lines?: AcceptanceLine[] };

export interface AcceptanceFilter {
  status?: DocumentStatus | null;
  supplierOrderNid?: number | null;
  /** Part of the acceptance number. */
  search?: string | null;
}

const selectAcceptances = (db: Db) =>
  db
    .select({ ...getTableColumns(acceptances), supplierName: counterparties.name })
    .from(acceptances)
    .innerJoin(counterparties, eq(counterparties.nid, acceptances.supplierNid));

const conditionsOf = (filter: AcceptanceFilter) =>
  and(
    ...equalFields(acceptances, filter, ['status', 'supplierOrderNid']),
    numberContains(acceptances.nid, filter.search),
  );

export async function listAcceptances(db: Db, filter: AcceptanceFilter, page: Page) {
  const where = conditionsOf(filter);
  return newestDocumentsPage(db, acceptances, selectAcceptances(db).where(where), where, page);
}

/** An acceptance's lines come from its order's. */
const ORDERED_LINES: SourcedLines = {
  line: {
    document: acceptanceLines.acceptanceNid,
    lineNo: acceptanceLines.lineNo,
    sourceLineNo: acceptanceLines.orderLineNo,
  },
  source: { table: supplierOrderLines, document: supplierOrderLines.orderNid, lineNo: supplierOrderLines.lineNo },
};

/** The lines of one acceptance, with the product and its order line as they are now. */
export async function acceptanceLinesOf(
  db: Db,
  acceptance: Pick<Acceptance, 'nid' | 'supplierOrderNid'>,
): Promise<AcceptanceLine[]> {
  const lines = db
    .select({
      lineNo: acceptanceLines.lineNo,
      orderLineNo: acceptanceLines.orderLineNo,
      ...lineProduct(acceptanceLines.productNid),
      ordered: supplierOrderLines.quantity,
      orderReceived: supplierOrderLines.received,
      ...lineGoods(acceptanceLines),
      discrepancy: acceptanceLines.discrepancy,
      note: acceptanceLines.note,
    })
    .from(acceptanceLines)
    .innerJoin(products, eq(products.nid, acceptanceLines.productNid))
    .$dynamic();
  return sourcedLinesOf(lines, ORDERED_LINES, { nid: acceptance.nid, sourceNid: acceptance.supplierOrderNid });
}

export async function loadAcceptance(db: Db, nid: number): Promise<Acceptance | null> {
  const [row] = await selectAcceptances(db).where(eq(acceptances.nid, nid));
  return row ? { ...row, lines: await acceptanceLinesOf(db, row) } : null;
}

/** Acceptances written against these orders, per order, oldest first. */
export async function acceptancesOfOrders(db: Db, orderNids: number[]): Promise<Acceptance[]> {
  if (!orderNids.length) return [];
  return selectAcceptances(db).where(inArray(acceptances.supplierOrderNid, orderNids)).orderBy(asc(acceptances.nid));
}
