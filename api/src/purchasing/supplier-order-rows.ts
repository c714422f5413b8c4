import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import {
  counterparties,
  supplierOrderLines,
  supplierOrders,
  type SUPPLIER_ORDER_STATUSES,
} from '../db/purchasing-schema';
import { products } from '../db/schema';
import type { Page } from '../core/paging';
import { shopDayRange } from '../core/shop-days';

export type SupplierOrderStatus = (typeof SUPPLIER_ORDER_STATUSES)[number];

export interface SupplierOrderLine {
  lineNo: number;
  nid: number;
  name: string;
  vendorCode: string;
  quantity: number;
  price: number;
  amount: number;
  received: number;
}

export type SupplierOrder = typeof supplierOrders.$inferSelect & { supplierName: string; lines?: SupplierOrderLine[] };

export interface SupplierOrderFilter {
  supplierNid?: number | null;
  status?: SupplierOrderStatus | null;
  /** Created on or after this day, YYYY-MM-DD (Moscow). */
  createdFrom?: string | null;
  /** Created on or before this day, inclusive. */
  createdTo?: string | null;
  /** Part of the order number. */
  search?: string | null;
}

const selectOrders = (db: Db) =>
  db
    .select({ order: supplierOrders, supplierName: counterparties.name })
    .from(supplierOrders)
    .innerJoin(counterparties, eq(counterparties.nid, supplierOrders.supplierNid));

function conditionsOf(filter: SupplierOrderFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.supplierNid) conditions.push(eq(supplierOrders.supplierNid, filter.supplierNid));
  if (filter.status) conditions.push(eq(supplierOrders.status, filter.status));
  const days = shopDayRange(filter.createdFrom, filter.createdTo);
  if (days.from) conditions.push(gte(supplierOrders.createdAt, days.from));
  if (days.to) conditions.push(lt(supplierOrders.createdAt, days.to));
  const digits = filter.search?.replace(/\D/g, '');
  if (filter.search?.trim())
    conditions.push(digits ? sql`${supplierOrders.nid}::text LIKE ${`%${digits}%`}` : sql`false`);
  return conditions.length ? and(...conditions) : undefined;
}

/** The lines of these orders, with each product's name and vendor code as they are now. */
export async function supplierOrderLinesOf(db: Db, orderNids: number[]): Promise<Map<number, SupplierOrderLine[]>> {
  const rows = orderNids.length
    ? await db
        .select({
          orderNid: supplierOrderLines.orderNid,
          lineNo: supplierOrderLines.lineNo,
          nid: supplierOrderLines.productNid,
          name: products.name,
          vendorCode: products.vendorCode,
          quantity: supplierOrderLines.quantity,
          price: supplierOrderLines.price,
          amount: supplierOrderLines.amount,
          received: supplierOrderLines.received,
        })
        .from(supplierOrderLines)
        .innerJoin(products, eq(products.nid, supplierOrderLines.productNid))
        .where(inArray(supplierOrderLines.orderNid, orderNids))
        .orderBy(asc(supplierOrderLines.orderNid), asc(supplierOrderLines.lineNo))
    : [];
  const byOrder = new Map<number, SupplierOrderLine[]>();
  for (const { orderNid, ...line } of rows) byOrder.set(orderNid, [...(byOrder.get(orderNid) ?? []), line]);
  return byOrder;
}

/** A page of supplier orders, newest first, with the count for the filter. */
export async function listSupplierOrders(db: Db, filter: SupplierOrderFilter, page: Page) {
  const where = conditionsOf(filter);
  const [rows, [totals]] = await Promise.all([
    selectOrders(db)
      .where(where)
      .orderBy(desc(supplierOrders.createdAt), desc(supplierOrders.nid))
      .offset(page.skip)
      .limit(page.limit),
    db.select({ total: count() }).from(supplierOrders).where(where),
  ]);
  return {
    total: totals?.total ?? 0,
    items: rows.map(({ order, supplierName }): SupplierOrder => ({ ...order, supplierName })),
  };
}

/** One order with its lines; null when there is none. */
export async function loadSupplierOrder(db: Db, nid: number): Promise<SupplierOrder | null> {
  const [row] = await selectOrders(db).where(eq(supplierOrders.nid, nid));
  if (!row) return null;
  const lines = (await supplierOrderLinesOf(db, [nid])).get(nid) ?? [];
  return { ...row.order, supplierName: row.supplierName, lines };
}
