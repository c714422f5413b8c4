import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import {
  acceptanceLines,
  acceptances,
  counterparties,
  supplierReturnLines,
  supplierReturns,
} from '../db/purchasing-schema';
import { products } from '../db/schema';
import { badUserInput } from '../core/errors';
import type { Page } from '../core/paging';
import type { DocumentStatus } from './acceptance-rows';
import type { SupplierReturnReason } from './supplier-return-request';
import { shopDayRange } from '../core/shop-days';

export interface SupplierReturnLine {
  lineNo: number;
  acceptanceLineNo: number;
  nid: number;
  name: string;
  vendorCode: string;
  /** Units the acceptance line brought in. */
  accepted: number;
  /** Units of that acceptance line the acceptance's other posted returns took back. */
  returnedElsewhere: number;
  /** The product's stock now. */
  stock: number;
  quantity: number;
  price: number;
  amount: number;
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

export interface SupplierReturnFilter {
  status?: DocumentStatus | null;
  supplierNid?: number | null;
  acceptanceNid?: number | null;
  /** Created on or after this day, YYYY-MM-DD (Moscow). */
  createdFrom?: string | null;
  /** Created on or before this day, inclusive. */
  createdTo?: string | null;
  /** Part of the return number. */
  search?: string | null;
}

const selectReturns = (db: Db) =>
  db
    .select({
      supplierReturn: supplierReturns,
      supplierName: counterparties.name,
      supplierInn: counterparties.inn,
      supplierKpp: counterparties.kpp,
      supplierAddress: counterparties.address,
      supplierOrderNid: acceptances.supplierOrderNid,
    })
    .from(supplierReturns)
    .innerJoin(counterparties, eq(counterparties.nid, supplierReturns.supplierNid))
    .innerJoin(acceptances, eq(acceptances.nid, supplierReturns.acceptanceNid));

type Row = Awaited<ReturnType<ReturnType<typeof selectReturns>['where']>>[number];
const returnOf = ({ supplierReturn, ...supplier }: Row): SupplierReturn => ({ ...supplierReturn, ...supplier });

function conditionsOf(filter: SupplierReturnFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(eq(supplierReturns.status, filter.status));
  if (filter.supplierNid) conditions.push(eq(supplierReturns.supplierNid, filter.supplierNid));
  if (filter.acceptanceNid) conditions.push(eq(supplierReturns.acceptanceNid, filter.acceptanceNid));
  const { from, to } = shopDayRange(filter.createdFrom, filter.createdTo);
  if (from && to && from >= to) throw badUserInput('Дата «с» позже даты «по»');
  if (from) conditions.push(gte(supplierReturns.createdAt, from));
  if (to) conditions.push(lt(supplierReturns.createdAt, to));
  const digits = filter.search?.replace(/\D/g, '');
  if (filter.search?.trim())
    conditions.push(digits ? sql`${supplierReturns.nid}::text LIKE ${`%${digits}%`}` : sql`false`);
  return conditions.length ? and(...conditions) : undefined;
}

/** A page of supplier returns, newest first, with the count for the filter. */
export async function listSupplierReturns(db: Db, filter: SupplierReturnFilter, page: Page) {
  const where = conditionsOf(filter);
  const [rows, [totals]] = await Promise.all([
    selectReturns(db)
      .where(where)
      .orderBy(desc(supplierReturns.createdAt), desc(supplierReturns.nid))
      .offset(page.skip)
      .limit(page.limit),
    db.select({ total: count() }).from(supplierReturns).where(where),
  ]);
  return { total: totals?.total ?? 0, items: rows.map(returnOf) };
}

/** Units of the same acceptance line taken back by the acceptance's other posted returns. */
const returnedElsewhere = sql<number>`coalesce((
  SELECT sum(other_line.quantity) FROM supplier_return_lines other_line
    JOIN supplier_returns other ON other.nid = other_line.return_nid
   WHERE other.acceptance_nid = ${supplierReturns.acceptanceNid} AND other.status = 'POSTED'
     AND other.nid <> ${supplierReturns.nid} AND other_line.acceptance_line_no = ${supplierReturnLines.acceptanceLineNo}
), 0)::integer`;

/** The lines of one return, with the product and its acceptance line as they are now. */
export async function supplierReturnLinesOf(db: Db, nid: number): Promise<SupplierReturnLine[]> {
  return db
    .select({
      lineNo: supplierReturnLines.lineNo,
      acceptanceLineNo: supplierReturnLines.acceptanceLineNo,
      nid: supplierReturnLines.productNid,
      name: products.name,
      vendorCode: products.vendorCode,
      accepted: acceptanceLines.quantity,
      returnedElsewhere,
      stock: products.stock,
      quantity: supplierReturnLines.quantity,
      price: supplierReturnLines.price,
      amount: supplierReturnLines.amount,
      reason: supplierReturnLines.reason,
      note: supplierReturnLines.note,
    })
    .from(supplierReturnLines)
    .innerJoin(supplierReturns, eq(supplierReturns.nid, supplierReturnLines.returnNid))
    .innerJoin(products, eq(products.nid, supplierReturnLines.productNid))
    .innerJoin(
      acceptanceLines,
      and(
        eq(acceptanceLines.acceptanceNid, supplierReturns.acceptanceNid),
        eq(acceptanceLines.lineNo, supplierReturnLines.acceptanceLineNo),
      ),
    )
    .where(eq(supplierReturnLines.returnNid, nid))
    .orderBy(asc(supplierReturnLines.lineNo));
}

export async function loadSupplierReturn(db: Db, nid: number): Promise<SupplierReturn | null> {
  const [row] = await selectReturns(db).where(eq(supplierReturns.nid, nid));
  return row ? { ...returnOf(row), lines: await supplierReturnLinesOf(db, nid) } : null;
}
