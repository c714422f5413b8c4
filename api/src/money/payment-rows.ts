import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { payments } from '../db/money-schema';
import { counterparties } from '../db/purchasing-schema';
import type { Page } from '../core/paging';
import { countRows, equalFields, listPage } from '../documents/document-list';
import type { DocumentStatus } from '../documents/document-posting';
import { counterpartyKindOf, type PaymentDirection, type PaymentMethod } from './payment-request';

export interface PaymentFilter {
  direction?: PaymentDirection | null;
  method?: PaymentMethod | null;
  status?: DocumentStatus | null;
  counterpartyNid?: number | null;
  /** Paid on or after / on or before (YYYY-MM-DD). */
  dateFrom?: string | null;
  dateTo?: string | null;
}

const selectPayments = (db: Db) =>
  db
    .select({ payment: payments, counterpartyName: counterparties.name, counterpartyKind: counterparties.kind })
    .from(payments)
    .innerJoin(counterparties, eq(counterparties.nid, payments.counterpartyNid));

const conditionsOf = (filter: PaymentFilter) =>
  and(
    ...equalFields(payments, filter, ['direction', 'method', 'status', 'counterpartyNid']),
    filter.dateFrom ? sql`${payments.paidOn} >= ${filter.dateFrom}::date` : undefined,
    filter.dateTo ? sql`${payments.paidOn} <= ${filter.dateTo}::date` : undefined,
  );

type Row = {
  payment: typeof payments.$inferSelect;
  counterpartyName: string;
  counterpartyKind: (typeof counterparties.$inferSelect)['kind'];
};
const flatten = ({ payment, counterpartyName, counterpartyKind }: Row) => ({
  ...payment,
  counterpartyName,
  invoiceNid: payment.buyerInvoiceNid ?? payment.supplierInvoiceNid,
  // Not stored: a payment to the other side than its direction's usual one is money going back.
  refund: counterpartyKind !== counterpartyKindOf(payment.direction, false),
});
export type Payment = ReturnType<typeof flatten>;

/** A page of payments, the latest paid first, with the count for the filter. */
export async function listPayments(db: Db, filter: PaymentFilter, page: Page) {
  const where = conditionsOf(filter);
  return listPage(
    selectPayments(db).where(where).orderBy(desc(payments.paidOn), desc(payments.nid)),
    countRows(db, payments, where),
    page,
    (rows) => rows.map(flatten),
  );
}

export async function loadPayment(db: Db, nid: number): Promise<Payment | null> {
  const [row] = await selectPayments(db).where(eq(payments.nid, nid));
  return row ? flatten(row) : null;
}

/** Payments allocated to one invoice, oldest first (the invoice card lists them). */
export async function paymentsOfInvoice(db: Db, direction: PaymentDirection, invoiceNid: number): Promise<Payment[]> {
  const column = direction === 'IN' ? payments.buyerInvoiceNid : payments.supplierInvoiceNid;
  const rows = await selectPayments(db).where(eq(column, invoiceNid)).orderBy(payments.nid);
  return rows.map(flatten);
}
