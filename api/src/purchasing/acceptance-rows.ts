import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Discrepancy } from '../core/schema-types.generated';
import type { Db } from '../db/open-database';
import {
  acceptanceLines,
  acceptances,
  counterparties,
  type DOCUMENT_STATUSES,
  supplierOrderLines,
} from '../db/purchasing-schema';
import { products } from '../db/schema';
import type { Page } from '../core/paging';

export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export interface AcceptanceLine {
  lineNo: number;
  orderLineNo: number;
  nid: number;
  name: string;
  vendorCode: string;
  /** Ordered on the supplier order's line, and received there by posted acceptances. */
  ordered: number;
  orderReceived: number;
  quantity: number;
  price: number;
  amount: number;
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
    .select({ acceptance: acceptances, supplierName: counterparties.name })
    .from(acceptances)
    .innerJoin(counterparties, eq(counterparties.nid, acceptances.supplierNid));

function conditionsOf(filter: AcceptanceFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(eq(acceptances.status, filter.status));
  if (filter.supplierOrderNid) conditions.push(eq(acceptances.supplierOrderNid, filter.supplierOrderNid));
  const digits = filter.search?.replace(/\D/g, '');
  if (filter.search?.trim()) conditions.push(digits ? sql`${acceptances.nid}::text LIKE ${`%${digits}%`}` : sql`false`);
  return conditions.length ? and(...conditions) : undefined;
}

export async function listAcceptances(db: Db, filter: AcceptanceFilter, page: Page) {
  const where = conditionsOf(filter);
  const [rows, [totals]] = await Promise.all([
    selectAcceptances(db)
      .where(where)
      .orderBy(desc(acceptances.createdAt), desc(acceptances.nid))
      .offset(page.skip)
      .limit(page.limit),
    db.select({ total: count() }).from(acceptances).where(where),
  ]);
  return {
    total: totals?.total ?? 0,
    items: rows.map(({ acceptance, supplierName }): Acceptance => ({ ...acceptance, supplierName })),
  };
}

/** The lines of one acceptance, with the product and its order line as they are now. */
export async function acceptanceLinesOf(db: Db, nid: number): Promise<AcceptanceLine[]> {
  return db
    .select({
      lineNo: acceptanceLines.lineNo,
      orderLineNo: acceptanceLines.orderLineNo,
      nid: acceptanceLines.productNid,
      name: products.name,
      vendorCode: products.vendorCode,
      ordered: supplierOrderLines.quantity,
      orderReceived: supplierOrderLines.received,
      quantity: acceptanceLines.quantity,
      price: acceptanceLines.price,
      amount: acceptanceLines.amount,
      discrepancy: acceptanceLines.discrepancy,
      note: acceptanceLines.note,
    })
    .from(acceptanceLines)
    .innerJoin(acceptances, eq(acceptances.nid, acceptanceLines.acceptanceNid))
    .innerJoin(products, eq(products.nid, acceptanceLines.productNid))
    .innerJoin(
      supplierOrderLines,
      and(
        eq(supplierOrderLines.orderNid, acceptances.supplierOrderNid),
        eq(supplierOrderLines.lineNo, acceptanceLines.orderLineNo),
      ),
    )
    .where(eq(acceptanceLines.acceptanceNid, nid))
    .orderBy(asc(acceptanceLines.lineNo));
}

export async function loadAcceptance(db: Db, nid: number): Promise<Acceptance | null> {
  const [row] = await selectAcceptances(db).where(eq(acceptances.nid, nid));
  return row ? { ...row.acceptance, supplierName: row.supplierName, lines: await acceptanceLinesOf(db, nid) } : null;
}

/** Acceptances written against these orders, per order, oldest first. */
export async function acceptancesOfOrders(db: Db, orderNids: number[]): Promise<Acceptance[]> {
  if (!orderNids.length) return [];
  const rows = await selectAcceptances(db)
    .where(inArray(acceptances.supplierOrderNid, orderNids))
    .orderBy(asc(acceptances.nid));
  return rows.map(({ acceptance, supplierName }) => ({ ...acceptance, supplierName }));
}
