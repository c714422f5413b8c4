import { and, eq, inArray, sql, sum } from 'drizzle-orm';
import type { Tx } from '../core/transaction';
import type { Db } from '../db/open-database';
import { payments } from '../db/money-schema';
import { paymentStateOf, type PaymentState } from './payment-state';

export type InvoiceSide = 'buyer' | 'supplier';

const columnOf = (side: InvoiceSide) => (side === 'buyer' ? payments.buyerInvoiceNid : payments.supplierInvoiceNid);

/** Posted payments allocated to these invoices: invoice nid -> rubles paid. */
export async function paidByInvoice(db: Db | Tx, side: InvoiceSide, nids: number[]): Promise<Map<number, number>> {
  if (!nids.length) return new Map();
  const column = columnOf(side);
  const rows = await db
    .select({ nid: column, paid: sum(payments.amount) })
    .from(payments)
    .where(and(inArray(column, nids), eq(payments.status, 'POSTED')))
    .groupBy(column);
  return new Map(rows.map((row) => [row.nid as number, Number(row.paid ?? 0)]));
}

export interface Settled {
  paid: number;
  leftToPay: number;
  paymentState: PaymentState;
}

/** An invoice's rows with what is paid, what is left, and the state that follows. */
export async function withPayments<T extends { nid: number }>(
  db: Db,
  side: InvoiceSide,
  rows: T[],
  totalOf: (row: T) => number,
) {
  const paid = await paidByInvoice(
    db,
    side,
    rows.map((row) => row.nid),
  );
  return rows.map((row): T & Settled => {
    const sumPaid = paid.get(row.nid) ?? 0;
    const total = totalOf(row);
    return {
      ...row,
      paid: sumPaid,
      leftToPay: Math.max(0, total - sumPaid),
      paymentState: paymentStateOf(total, sumPaid),
    };
  });
}

/** SQL for «posted payments allocated to this invoice», for the list filter by payment state. */
export const paidSql = (side: InvoiceSide, invoiceNid: unknown) =>
  sql`coalesce((SELECT sum(${payments.amount}) FROM ${payments} WHERE ${columnOf(side)} = ${invoiceNid} AND ${payments.status} = 'POSTED'), 0)`;
