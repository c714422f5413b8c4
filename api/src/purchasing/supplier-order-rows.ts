import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import {
  counterparties,
  supplierOrderLines,
  supplierOrders,
  type SUPPLIER_ORDER_STATUSES,
} from '../db/purchasing-schema';
import { products } from '../db/schema';
import type { Page } from '../core/paging';
import { equalFields, madeWithinDays, newestDocumentsPage, numberContains } from '../documents/document-list';
import type { MadeOnDaysFilter } from '../core/shop-days';
import { type GoodsLine, lineGoods, lineProduct } from '../documents/document-lines';

export type SupplierOrderStatus = (typeof SUPPLIER_ORDER_STATUSES)[number];

export interface SupplierOrderLine extends GoodsLine {
  received: number;
}

export type SupplierOrder = typeof supplierOrders.$inferSelect & { supplierName: string; lines?: SupplierOrderLine[] };

export interface SupplierOrderFilter extends MadeOnDaysFilter {
  supplierNid?: number | null;
  status?: SupplierOrderStatus | null;
  /** Part of the order number. */
  search?: string | null;
}

const selectOrders = (db: Db) =>
  db
    .select({ ...getTableColumns(supplierOrders), supplierName: counterparties.name })
    .from(supplierOrders)
    .innerJoin(counterparties, eq(counterparties.nid, supplierOrders.supplierNid));

const conditionsOf = (filter: SupplierOrderFilter) =>
  and(
    ...equalFields(supplierOrders, filter, ['supplierNid', 'status']),
    ...madeWithinDays(supplierOrders.createdAt, filter.createdFrom, filter.createdTo, 'find nothing'),
    numberContains(supplierOrders.nid, filter.search),
  );

/** The lines of these orders, with each product's name and vendor code as they are now. */
export async function supplierOrderLinesOf(db: Db, orderNids: number[]): Promise<Map<number, SupplierOrderLine[]>> {
  const rows = orderNids.length
    ? await db
        .select({
          orderNid: supplierOrderLines.orderNid,
          lineNo: supplierOrderLines.lineNo,
          ...lineProduct(supplierOrderLines.productNid),
          ...lineGoods(supplierOrderLines),
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
  return newestDocumentsPage(db, supplierOrders, selectOrders(db).where(where), where, page);
}

/** One order with its lines; null when there is none. */
export async function loadSupplierOrder(db: Db, nid: number): Promise<SupplierOrder | null> {
  const [row] = await selectOrders(db).where(eq(supplierOrders.nid, nid));
  if (!row) return null;
  const lines = (await supplierOrderLinesOf(db, [nid])).get(nid) ?? [];
  return { ...row, lines };
}
