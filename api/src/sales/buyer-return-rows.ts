import { and, asc, eq, sql, getTableColumns } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { counterparties, type DOCUMENT_STATUSES } from '../db/purchasing-schema';
import { buyerReturnLines, buyerReturns } from '../db/returns-schema';
import { shipmentLines, shipments } from '../db/sales-schema';
import { buyerOrders } from '../db/schema';
import type { Page } from '../core/paging';
import { equalFields, madeWithinDays, newestDocumentsPage } from '../documents/document-list';
import type { MadeOnDaysFilter } from '../core/shop-days';
import { type GoodsLine, lineGoods, sourceLineOf } from '../documents/document-lines';
import { buyerDocumentSearch, countBuyerDocuments } from './buyer-document-list';
import type { BuyerReturnReason } from './buyer-return-request';

export interface BuyerReturnLine extends GoodsLine {
  shipmentLineNo: number;
  /** Units the shipment line took out. */
  shipped: number;
  /** Units of that shipment line the shipment's other posted returns took back. */
  returnedElsewhere: number;
  reason: BuyerReturnReason | null;
  note: string | null;
}

export type BuyerReturn = typeof buyerReturns.$inferSelect & {
  buyerName: string;
  orderNumber: string;
  /** When the shipment was posted: the return period counts from its Moscow day. */
  shippedAt: Date | null;
  lines?: BuyerReturnLine[];
};

export interface BuyerReturnFilter extends MadeOnDaysFilter {
  status?: (typeof DOCUMENT_STATUSES)[number] | null;
  shipmentNid?: number | null;
  buyerOrderNid?: number | null;
  /** A return or order number, or part of the buyer's name. */
  search?: string | null;
}

const selectReturns = (db: Db) =>
  db
    .select({
      ...getTableColumns(buyerReturns),
      buyerName: counterparties.name,
      orderNumber: buyerOrders.number,
      shippedAt: shipments.postedAt,
    })
    .from(buyerReturns)
    .innerJoin(counterparties, eq(counterparties.nid, buyerReturns.buyerNid))
    .innerJoin(buyerOrders, eq(buyerOrders.nid, buyerReturns.buyerOrderNid))
    .innerJoin(shipments, eq(shipments.nid, buyerReturns.shipmentNid));

const conditionsOf = (filter: BuyerReturnFilter) =>
  and(
    ...equalFields(buyerReturns, filter, ['status', 'shipmentNid', 'buyerOrderNid']),
    ...madeWithinDays(buyerReturns.createdAt, filter.createdFrom, filter.createdTo, 'refuse'),
    buyerDocumentSearch(buyerReturns.nid, filter.search),
  );

/** A page of buyer returns, newest first, with the count for the filter. */
export async function listBuyerReturns(db: Db, filter: BuyerReturnFilter, page: Page) {
  const where = conditionsOf(filter);
  const counted = countBuyerDocuments(db, buyerReturns, where);
  return newestDocumentsPage(db, buyerReturns, selectReturns(db).where(where), where, page, counted);
}

/** Units of the same shipment line taken back by the shipment's other posted returns. */
const returnedElsewhere = sql<number>`coalesce((
  SELECT sum(other_line.quantity) FROM buyer_return_lines other_line
    JOIN buyer_returns other ON other.nid = other_line.return_nid
   WHERE other.shipment_nid = ${buyerReturns.shipmentNid} AND other.status = 'POSTED'
     AND other.nid <> ${buyerReturns.nid} AND other_line.shipment_line_no = ${buyerReturnLines.shipmentLineNo}
), 0)::integer`;

/** The lines of one return, with the product as the shipment sold it and what its shipment line holds. */
export async function buyerReturnLinesOf(db: Db, nid: number): Promise<BuyerReturnLine[]> {
  const rows = await db
    .select({
      lineNo: buyerReturnLines.lineNo,
      shipmentLineNo: buyerReturnLines.shipmentLineNo,
      nid: buyerReturnLines.productNid,
      name: shipmentLines.name,
      vendorCode: shipmentLines.vendorCode,
      shipped: shipmentLines.quantity,
      returnedElsewhere,
      ...lineGoods(buyerReturnLines),
      reason: buyerReturnLines.reason,
      note: buyerReturnLines.note,
    })
    .from(buyerReturnLines)
    .innerJoin(buyerReturns, eq(buyerReturns.nid, buyerReturnLines.returnNid))
    .innerJoin(
      shipmentLines,
      sourceLineOf(
        { document: shipmentLines.shipmentNid, lineNo: shipmentLines.lineNo },
        { document: buyerReturns.shipmentNid, lineNo: buyerReturnLines.shipmentLineNo },
      ),
    )
    .where(eq(buyerReturnLines.returnNid, nid))
    .orderBy(asc(buyerReturnLines.lineNo));
  return rows.map((row) => ({ ...row, returnedElsewhere: Number(row.returnedElsewhere) }));
}

export async function loadBuyerReturn(db: Db, nid: number): Promise<BuyerReturn | null> {
  const [row] = await selectReturns(db).where(eq(buyerReturns.nid, nid));
  return row ? { ...row, lines: await buyerReturnLinesOf(db, nid) } : null;
}
