import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { counterparties, type DOCUMENT_STATUSES } from '../db/purchasing-schema';
import { buyerReturnLines, buyerReturns } from '../db/returns-schema';
import { shipmentLines, shipments } from '../db/sales-schema';
import { buyerOrders } from '../db/schema';
import type { Page } from '../core/paging';
import { equalFields, madeWithinDays, newestDocumentsPage } from '../documents/document-list';
import type { MadeOnDaysFilter } from '../core/shop-days';
import { type GoodsLine, lineGoods } from '../documents/document-lines';
import { buyerDocumentSearch, countBuyerDocuments, withBuyerAndOrder } from './buyer-document-list';
import type { BuyerReturnReason } from './buyer-return-request';
import { BUYER_RETURN_TABLES } from './buyer-return-goods';
import { returnLinesOf } from '../documents/draft-lines';

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
  withBuyerAndOrder(
    db
      .select({
        ...getTableColumns(buyerReturns),
        buyerName: counterparties.name,
        orderNumber: buyerOrders.number,
        shippedAt: shipments.postedAt,
      })
      .from(buyerReturns)
      .innerJoin(shipments, eq(shipments.nid, buyerReturns.shipmentNid))
      .$dynamic(),
    buyerReturns,
  );

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

/** The lines of one return, with the product as the shipment sold it and what its shipment line holds. */
export const buyerReturnLinesOf = (
  db: Db,
  buyerReturn: Pick<BuyerReturn, 'nid' | 'shipmentNid'>,
): Promise<BuyerReturnLine[]> =>
  returnLinesOf(db, BUYER_RETURN_TABLES, { nid: buyerReturn.nid, returnedFromNid: buyerReturn.shipmentNid }, (line) =>
    db
      .select({
        nid: buyerReturnLines.productNid,
        name: shipmentLines.name,
        vendorCode: shipmentLines.vendorCode,
        lineNo: line.lineNo,
        shipmentLineNo: line.returnedLineNo,
        shipped: line.brought,
        returnedElsewhere: line.returnedElsewhere,
        ...lineGoods(buyerReturnLines),
        reason: buyerReturnLines.reason,
        note: buyerReturnLines.note,
      })
      .from(buyerReturnLines)
      .$dynamic(),
  );

export async function loadBuyerReturn(db: Db, nid: number): Promise<BuyerReturn | null> {
  const [row] = await selectReturns(db).where(eq(buyerReturns.nid, nid));
  return row ? { ...row, lines: await buyerReturnLinesOf(db, row) } : null;
}
