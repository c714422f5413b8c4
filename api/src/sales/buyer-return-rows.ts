import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { counterparties, type DOCUMENT_STATUSES } from '../db/purchasing-schema';
import { buyerReturnLines, buyerReturns } from '../db/returns-schema';
import { shipmentLines, shipments } from '../db/sales-schema';
import { buyerOrders } from '../db/schema';
import { badUserInput } from '../core/errors';
import type { Page } from '../core/paging';
import { likePattern } from '../purchasing/document-actor';
import type { BuyerReturnReason } from './buyer-return-request';
import { shopDayRange } from '../core/shop-days';

export interface BuyerReturnLine {
  lineNo: number;
  shipmentLineNo: number;
  nid: number;
  name: string;
  vendorCode: string;
  /** Units the shipment line took out. */
  shipped: number;
  /** Units of that shipment line the shipment's other posted returns took back. */
  returnedElsewhere: number;
  quantity: number;
  price: number;
  amount: number;
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

export interface BuyerReturnFilter {
  status?: (typeof DOCUMENT_STATUSES)[number] | null;
  shipmentNid?: number | null;
  buyerOrderNid?: number | null;
  /** Created on or after this Moscow day, YYYY-MM-DD. */
  createdFrom?: string | null;
  /** Created on or before this Moscow day, inclusive. */
  createdTo?: string | null;
  /** A return or order number, or part of the buyer's name. */
  search?: string | null;
}

const selectReturns = (db: Db) =>
  db
    .select({
      buyerReturn: buyerReturns,
      buyerName: counterparties.name,
      orderNumber: buyerOrders.number,
      shippedAt: shipments.postedAt,
    })
    .from(buyerReturns)
    .innerJoin(counterparties, eq(counterparties.nid, buyerReturns.buyerNid))
    .innerJoin(buyerOrders, eq(buyerOrders.nid, buyerReturns.buyerOrderNid))
    .innerJoin(shipments, eq(shipments.nid, buyerReturns.shipmentNid));

type Row = Awaited<ReturnType<ReturnType<typeof selectReturns>['where']>>[number];
const returnOf = ({ buyerReturn, ...joined }: Row): BuyerReturn => ({ ...buyerReturn, ...joined });

function conditionsOf(filter: BuyerReturnFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(eq(buyerReturns.status, filter.status));
  if (filter.shipmentNid) conditions.push(eq(buyerReturns.shipmentNid, filter.shipmentNid));
  if (filter.buyerOrderNid) conditions.push(eq(buyerReturns.buyerOrderNid, filter.buyerOrderNid));
  const { from, to } = shopDayRange(filter.createdFrom, filter.createdTo);
  if (from && to && from >= to) throw badUserInput('Дата «с» позже даты «по»');
  if (from) conditions.push(gte(buyerReturns.createdAt, from));
  if (to) conditions.push(lt(buyerReturns.createdAt, to));
  const text = filter.search?.trim();
  if (text) {
    const digits = /^[№\s\d]+$/.test(text) ? text.replace(/\D/g, '') : '';
    conditions.push(
      digits
        ? or(sql`${buyerReturns.nid}::text = ${digits}`, eq(buyerOrders.number, digits))
        : or(ilike(counterparties.name, likePattern(text)), ilike(buyerOrders.contactName, likePattern(text))),
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** A page of buyer returns, newest first, with the count for the filter. */
export async function listBuyerReturns(db: Db, filter: BuyerReturnFilter, page: Page) {
  const where = conditionsOf(filter);
  const [rows, [totals]] = await Promise.all([
    selectReturns(db)
      .where(where)
      .orderBy(desc(buyerReturns.createdAt), desc(buyerReturns.nid))
      .offset(page.skip)
      .limit(page.limit),
    db
      .select({ total: count() })
      .from(buyerReturns)
      .innerJoin(counterparties, eq(counterparties.nid, buyerReturns.buyerNid))
      .innerJoin(buyerOrders, eq(buyerOrders.nid, buyerReturns.buyerOrderNid))
      .where(where),
  ]);
  return { total: totals?.total ?? 0, items: rows.map(returnOf) };
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
      quantity: buyerReturnLines.quantity,
      price: buyerReturnLines.price,
      amount: buyerReturnLines.amount,
      reason: buyerReturnLines.reason,
      note: buyerReturnLines.note,
    })
    .from(buyerReturnLines)
    .innerJoin(buyerReturns, eq(buyerReturns.nid, buyerReturnLines.returnNid))
    .innerJoin(
      shipmentLines,
      and(
        eq(shipmentLines.shipmentNid, buyerReturns.shipmentNid),
        eq(shipmentLines.lineNo, buyerReturnLines.shipmentLineNo),
      ),
    )
    .where(eq(buyerReturnLines.returnNid, nid))
    .orderBy(asc(buyerReturnLines.lineNo));
  return rows.map((row) => ({ ...row, returnedElsewhere: Number(row.returnedElsewhere) }));
}

export async function loadBuyerReturn(db: Db, nid: number): Promise<BuyerReturn | null> {
  const [row] = await selectReturns(db).where(eq(buyerReturns.nid, nid));
  return row ? { ...returnOf(row), lines: await buyerReturnLinesOf(db, nid) } : null;
}
