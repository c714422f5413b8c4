import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { buyerInvoiceLines, buyerInvoices } from '../db/money-schema';
import { counterparties } from '../db/purchasing-schema';
import type { Page } from '../core/paging';
import { likePattern } from '../purchasing/document-actor';
import { paidSql, withPayments } from './invoice-payments';
import type { PaymentState } from './money-request';

export interface InvoiceFilter {
  paymentState?: PaymentState | null;
  counterpartyNid?: number | null;
  /** Created on or after / on or before these dates (YYYY-MM-DD). */
  dateFrom?: string | null;
  dateTo?: string | null;
  /** Part of the invoice number, or of the counterparty's name. */
  search?: string | null;
  /** true — only annulled invoices, false — only standing ones; unset — all. */
  cancelled?: boolean | null;
}

const selectInvoices = (db: Db) =>
  db
    .select({ invoice: buyerInvoices, buyer: counterparties })
    .from(buyerInvoices)
    .innerJoin(counterparties, eq(counterparties.nid, buyerInvoices.buyerNid));

/** The state filter as SQL over the posted payments, so paging counts the right rows. */
export function paymentStateSql(state: PaymentState, paid: SQL, total: unknown): SQL {
  if (state === 'UNPAID') return sql`${paid} = 0`;
  if (state === 'PAID') return sql`${paid} >= ${total}`;
  return sql`${paid} > 0 AND ${paid} < ${total}`;
}

/** Date range and search over one invoice table; shared by both invoice lists. */
export function dateAndSearch(filter: InvoiceFilter, createdAt: unknown, nid: unknown, name: unknown): SQL[] {
  const conditions: SQL[] = [];
  if (filter.dateFrom) conditions.push(sql`${createdAt} >= ${filter.dateFrom}::date`);
  if (filter.dateTo) conditions.push(sql`${createdAt} < ${filter.dateTo}::date + 1`);
  const text = filter.search?.trim();
  if (text)
    conditions.push(sql`(${nid}::text = ${text.replace(/\D/g, '') || '-'} OR ${name} ILIKE ${likePattern(text)})`);
  return conditions;
}

/**
 * Annulled or standing invoices. A paid state asked for means standing ones: an annulled invoice
 * asks for no money, so it is neither paid nor unpaid.
 */
export function annulmentSql(filter: InvoiceFilter, cancelledAt: unknown): SQL | null {
  if (filter.cancelled === true) return filter.paymentState ? sql`false` : sql`${cancelledAt} IS NOT NULL`;
  if (filter.cancelled === false || filter.paymentState) return sql`${cancelledAt} IS NULL`;
  return null;
}

function conditionsOf(filter: InvoiceFilter): SQL | undefined {
  const conditions = dateAndSearch(filter, buyerInvoices.createdAt, buyerInvoices.nid, counterparties.name);
  if (filter.counterpartyNid) conditions.push(eq(buyerInvoices.buyerNid, filter.counterpartyNid));
  if (filter.paymentState)
    conditions.push(paymentStateSql(filter.paymentState, paidSql('buyer', buyerInvoices.nid), buyerInvoices.total));
  const annulment = annulmentSql(filter, buyerInvoices.cancelledAt);
  if (annulment) conditions.push(annulment);
  return conditions.length ? and(...conditions) : undefined;
}

type Row = { invoice: typeof buyerInvoices.$inferSelect; buyer: typeof counterparties.$inferSelect };
const flatten = ({ invoice, buyer }: Row) => ({
  ...invoice,
  buyerName: buyer.name,
  buyerPhone: buyer.phone,
  buyerEmail: buyer.email,
  buyerInn: buyer.inn,
  buyerAddress: buyer.address,
});

export type BuyerInvoice = Awaited<ReturnType<typeof listBuyerInvoices>>['items'][number];

export async function listBuyerInvoices(db: Db, filter: InvoiceFilter, page: Page) {
  const where = conditionsOf(filter);
  const [rows, [totals]] = await Promise.all([
    selectInvoices(db)
      .where(where)
      .orderBy(desc(buyerInvoices.createdAt), desc(buyerInvoices.nid))
      .offset(page.skip)
      .limit(page.limit),
    db
      .select({ total: count() })
      .from(buyerInvoices)
      .innerJoin(counterparties, eq(counterparties.nid, buyerInvoices.buyerNid))
      .where(where),
  ]);
  return { total: totals?.total ?? 0, items: await withPayments(db, 'buyer', rows.map(flatten), (row) => row.total) };
}

export async function loadBuyerInvoice(db: Db, nid: number): Promise<BuyerInvoice | null> {
  const [row] = await selectInvoices(db).where(eq(buyerInvoices.nid, nid));
  if (!row) return null;
  const [invoice] = await withPayments(db, 'buyer', [flatten(row)], (item) => item.total);
  return invoice ?? null;
}

/** The order's standing (not annulled) invoice: the one the order card links to. */
export async function loadStandingInvoiceOfOrder(db: Db, orderNid: number): Promise<BuyerInvoice | null> {
  const [row] = await selectInvoices(db).where(
    and(eq(buyerInvoices.buyerOrderNid, orderNid), isNull(buyerInvoices.cancelledAt)),
  );
  if (!row) return null;
  const [invoice] = await withPayments(db, 'buyer', [flatten(row)], (item) => item.total);
  return invoice ?? null;
}

export const buyerInvoiceLinesOf = (db: Db, nid: number) =>
  db
    .select()
    .from(buyerInvoiceLines)
    .where(eq(buyerInvoiceLines.invoiceNid, nid))
    .orderBy(asc(buyerInvoiceLines.lineNo));
