import { and, asc, count, eq, isNull, sql, type SQL, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open-database';
import { buyerInvoiceLines, buyerInvoices } from '../db/money-schema';
import { counterparties } from '../db/purchasing-schema';
import type { Page } from '../core/paging';
import { equalsIfGiven, newestDocumentsPage, likePattern } from '../documents/document-list';
import { paidSql, withPayments, type InvoiceSide } from './invoice-payments';
import type { PaymentState } from './payment-state';

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
    .select({
      ...getTableColumns(buyerInvoices),
      buyerName: counterparties.name,
      buyerPhone: counterparties.phone,
      buyerEmail: counterparties.email,
      buyerInn: counterparties.inn,
      buyerAddress: counterparties.address,
    })
    .from(buyerInvoices)
    .innerJoin(counterparties, eq(counterparties.nid, buyerInvoices.buyerNid));

/** One invoice table as its list filters it: the buyers' invoices or the suppliers'. */
export interface InvoiceList {
  side: InvoiceSide;
  invoice: PgTable & { nid: PgColumn; createdAt: PgColumn; cancelledAt: PgColumn };
  counterpartyNid: PgColumn;
  /** What the invoice asks for, to tell paid from partly paid. */
  total: PgColumn;
}

const BUYER_INVOICES: InvoiceList = {
  side: 'buyer',
  invoice: buyerInvoices,
  counterpartyNid: buyerInvoices.buyerNid,
  total: buyerInvoices.total,
};

/** The state filter as SQL over the posted payments, so paging counts the right rows. */
function paymentStateSql(state: PaymentState, paid: SQL, total: unknown): SQL {
  if (state === 'UNPAID') return sql`${paid} = 0`;
  if (state === 'PAID') return sql`${paid} >= ${total}`;
  return sql`${paid} > 0 AND ${paid} < ${total}`;
}

/** Date range and search over one invoice table. */
function dateAndSearch(filter: InvoiceFilter, createdAt: unknown, nid: unknown, name: unknown): SQL[] {
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
function annulmentSql(filter: InvoiceFilter, cancelledAt: unknown): SQL | undefined {
  if (filter.cancelled === true) return filter.paymentState ? sql`false` : sql`${cancelledAt} IS NOT NULL`;
  if (filter.cancelled === false || filter.paymentState) return sql`${cancelledAt} IS NULL`;
  return undefined;
}

/** The invoice list's filter over one invoice table; shared by both invoice lists. */
export function invoiceConditions(filter: InvoiceFilter, list: InvoiceList): SQL | undefined {
  const { invoice } = list;
  return and(
    ...dateAndSearch(filter, invoice.createdAt, invoice.nid, counterparties.name),
    equalsIfGiven(list.counterpartyNid, filter.counterpartyNid),
    filter.paymentState ? paymentStateSql(filter.paymentState, paidSql(list.side, invoice.nid), list.total) : undefined,
    annulmentSql(filter, invoice.cancelledAt),
  );
}

/** How many invoices the filter finds: its search looks at the counterparty's name, so it is joined. */
export const countInvoices = (db: Db, list: InvoiceList, where: SQL | undefined) =>
  db
    .select({ total: count() })
    .from(list.invoice)
    .innerJoin(counterparties, eq(counterparties.nid, list.counterpartyNid))
    .where(where);

/** Invoices with what is paid on each and what is left. */
const withPaid = <Row extends { nid: number; total: number }>(db: Db, rows: Row[]) =>
  withPayments(db, 'buyer', rows, (row) => row.total);

/** The invoice the select found, with its payments; null when it found none. */
async function invoiceOf<Row extends { nid: number; total: number }>(db: Db, [row]: Row[]) {
  const [invoice] = row ? await withPaid(db, [row]) : [];
  return invoice ?? null;
}

export type BuyerInvoice = Awaited<ReturnType<typeof listBuyerInvoices>>['items'][number];

export async function listBuyerInvoices(db: Db, filter: InvoiceFilter, page: Page) {
  const where = invoiceConditions(filter, BUYER_INVOICES);
  const counted = countInvoices(db, BUYER_INVOICES, where);
  const invoices = await newestDocumentsPage(db, buyerInvoices, selectInvoices(db).where(where), where, page, counted);
  return { ...invoices, items: await withPaid(db, invoices.items) };
}

export async function loadBuyerInvoice(db: Db, nid: number): Promise<BuyerInvoice | null> {
  return invoiceOf(db, await selectInvoices(db).where(eq(buyerInvoices.nid, nid)));
}

/** The order's standing (not annulled) invoice: the one the order card links to. */
export async function loadStandingInvoiceOfOrder(db: Db, orderNid: number): Promise<BuyerInvoice | null> {
  const standing = and(eq(buyerInvoices.buyerOrderNid, orderNid), isNull(buyerInvoices.cancelledAt));
  return invoiceOf(db, await selectInvoices(db).where(standing));
}

export const buyerInvoiceLinesOf = (db: Db, nid: number) =>
  db
    .select()
    .from(buyerInvoiceLines)
    .where(eq(buyerInvoiceLines.invoiceNid, nid))
    .orderBy(asc(buyerInvoiceLines.lineNo));
