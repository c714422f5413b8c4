import { eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { supplierInvoices } from '../db/money-schema';
import { counterparties, supplierOrders } from '../db/purchasing-schema';
import type { Page } from '../core/paging';
import { newestDocumentsPage } from '../documents/document-list';
import { createdBy, type DocumentActor } from '../documents/document-actor';
import { insertDocumentRow } from '../documents/document-rows';
import { optionalText, refuseWhenInvalid, type FieldErrors } from '../documents/document-input';
import { countInvoices, invoiceConditions, type InvoiceFilter, type InvoiceList } from './buyer-invoice-rows';
import { withPayments } from './invoice-payments';
import { amountOf, optionalDate, requiredDate } from '../documents/document-input';

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
  return insertDocumentRow(
    db,
    supplierInvoices,
    {
      ...fields,
      supplierOrderNid: input.supplierOrderNid,
      supplierNid: (order as typeof supplierOrders.$inferSelect).supplierNid,
      ...createdBy(actor),
    },
    'supplier invoice',
  );
}

const selectInvoices = (db: Db) =>
  db
    .select({ ...getTableColumns(supplierInvoices), supplierName: counterparties.name })
    .from(supplierInvoices)
    .innerJoin(counterparties, eq(counterparties.nid, supplierInvoices.supplierNid));

const SUPPLIER_INVOICES: InvoiceList = {
  side: 'supplier',
  invoice: supplierInvoices,
  counterpartyNid: supplierInvoices.supplierNid,
  total: supplierInvoices.amount,
};

export type SupplierInvoice = Awaited<ReturnType<typeof listSupplierInvoices>>['items'][number];

export async function listSupplierInvoices(db: Db, filter: InvoiceFilter, page: Page) {
  const where = invoiceConditions(filter, SUPPLIER_INVOICES);
  const counted = countInvoices(db, SUPPLIER_INVOICES, where);
  const invoices = await newestDocumentsPage(
    db,
    supplierInvoices,
    selectInvoices(db).where(where),
    where,
    page,
    counted,
  );
  return { ...invoices, items: await withPayments(db, 'supplier', invoices.items, (row) => row.amount) };
}

export async function loadSupplierInvoice(db: Db, nid: number): Promise<SupplierInvoice | null> {
  const [row] = await selectInvoices(db).where(eq(supplierInvoices.nid, nid));
  if (!row) return null;
  const [invoice] = await withPayments(db, 'supplier', [row], (item) => item.amount);
  return invoice ?? null;
}
