import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { supplierInvoices } from '../db/money-schema';
import { counterparties, supplierOrders } from '../db/purchasing-schema';
import type { Page } from '../core/paging';
import { optionalText, refuseWhenInvalid, type DocumentActor, type FieldErrors } from '../purchasing/document-actor';
import { annulmentSql, dateAndSearch, paymentStateSql, type InvoiceFilter } from './buyer-invoice-rows';
import { paidSql, withPayments } from './invoice-payments';
import { amountOf, optionalDate, requiredDate } from './money-request';

export interface SupplierInvoiceInput {
  supplierOrderNid: number;
  number: string;
  invoiceDate: string;
  amount: number;
  dueDate?: string | null;
  comment?: string | null;
}

export const SUPPLIER_INVOICE_NOT_SAVED = 'Счёт поставщика не сохранён: проверьте выделенные поля';

/** The fields as the supplier wrote them, checked all at once; each problem goes beside its field. */
export function readSupplierInvoiceFields(input: Omit<SupplierInvoiceInput, 'supplierOrderNid'>, errors: FieldErrors) {
  const number = optionalText(input.number, 'number', errors, 50);
  if (!number) errors.number = 'Укажите номер счёта, как в документе поставщика';
  const invoiceDate = requiredDate(input.invoiceDate, 'invoiceDate', errors);
  const dueDate = optionalDate(input.dueDate, 'dueDate', errors);
  const amount = amountOf(input.amount, 'amount', errors);
  const comment = optionalText(input.comment, 'comment', errors);
  return { number: number ?? '', invoiceDate, dueDate, amount, comment };
}

/** A supplier's invoice, tied to the order it bills for; it writes no ledger row (acceptance does). */
export async function createSupplierInvoice(
  db: Db,
  input: SupplierInvoiceInput,
  actor: DocumentActor,
): Promise<number> {
  const errors: FieldErrors = {};
  const fields = readSupplierInvoiceFields(input, errors);
  const [order] = await db.select().from(supplierOrders).where(eq(supplierOrders.nid, input.supplierOrderNid));
  if (!order) errors.supplierOrderNid = 'Такого заказа поставщику нет';
  else if (order.status === 'DRAFT' || order.status === 'CANCELLED')
    errors.supplierOrderNid = `Заказ поставщику № ${order.nid} не размещён или отменён`;
  refuseWhenInvalid(SUPPLIER_INVOICE_NOT_SAVED, errors);
  const [row] = await db
    .insert(supplierInvoices)
    .values({
      ...fields,
      supplierOrderNid: input.supplierOrderNid,
      supplierNid: (order as typeof supplierOrders.$inferSelect).supplierNid,
      createdBy: actor.uid,
      createdByName: actor.name,
    })
    .returning({ nid: supplierInvoices.nid });
  if (!row) throw new Error('supplier invoice insert returned no row');
  return row.nid;
}

const selectInvoices = (db: Db) =>
  db
    .select({ invoice: supplierInvoices, supplierName: counterparties.name })
    .from(supplierInvoices)
    .innerJoin(counterparties, eq(counterparties.nid, supplierInvoices.supplierNid));

function conditionsOf(filter: InvoiceFilter): SQL | undefined {
  const conditions = dateAndSearch(filter, supplierInvoices.createdAt, supplierInvoices.nid, counterparties.name);
  if (filter.counterpartyNid) conditions.push(eq(supplierInvoices.supplierNid, filter.counterpartyNid));
  if (filter.paymentState)
    conditions.push(
      paymentStateSql(filter.paymentState, paidSql('supplier', supplierInvoices.nid), supplierInvoices.amount),
    );
  const annulment = annulmentSql(filter, supplierInvoices.cancelledAt);
  if (annulment) conditions.push(annulment);
  return conditions.length ? and(...conditions) : undefined;
}

type Row = { invoice: typeof supplierInvoices.$inferSelect; supplierName: string };
const flatten = ({ invoice, supplierName }: Row) => ({ ...invoice, supplierName });

export type SupplierInvoice = Awaited<ReturnType<typeof listSupplierInvoices>>['items'][number];

export async function listSupplierInvoices(db: Db, filter: InvoiceFilter, page: Page) {
  const where = conditionsOf(filter);
  const [rows, [totals]] = await Promise.all([
    selectInvoices(db)
      .where(where)
      .orderBy(desc(supplierInvoices.createdAt), desc(supplierInvoices.nid))
      .offset(page.skip)
      .limit(page.limit),
    db
      .select({ total: count() })
      .from(supplierInvoices)
      .innerJoin(counterparties, eq(counterparties.nid, supplierInvoices.supplierNid))
      .where(where),
  ]);
  return {
    total: totals?.total ?? 0,
    items: await withPayments(db, 'supplier', rows.map(flatten), (row) => row.amount),
  };
}

export async function loadSupplierInvoice(db: Db, nid: number): Promise<SupplierInvoice | null> {
  const [row] = await selectInvoices(db).where(eq(supplierInvoices.nid, nid));
  if (!row) return null;
  const [invoice] = await withPayments(db, 'supplier', [flatten(row)], (item) => item.amount);
  return invoice ?? null;
}
