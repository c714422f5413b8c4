import type { Tx } from '../core/transaction';
import { lockRow } from '../documents/document-rows';
import { buyerInvoices, supplierInvoices } from '../db/money-schema';
import { paidByInvoice } from './invoice-payments';
import type { PaymentDirection } from './payment-request';

export interface LockedInvoice {
  nid: number;
  counterpartyNid: number;
  total: number;
  /** Posted payments allocated to it so far. */
  paid: number;
  title: string;
  /** Set when the invoice is annulled: it takes no payments then. */
  cancelledAt: Date | null;
}

/** Why a payment cannot go against an annulled invoice, beside the payment's invoice field. */
export const annulledInvoiceTakesNoPayments = (title: string) => `${title} аннулирован: оплата по нему не принимается`;

/**
 * The invoice rows locked FOR UPDATE. Payment saving and posting take this row lock, as an
 * invoice's correction and its annulment do, so a payment posted at the moment the invoice is
 * annulled (or its sum lowered) waits for the other and then sees what it did.
 */
const lockBuyerInvoiceRow = async (tx: Tx, nid: number) => (await lockRow(tx, buyerInvoices, nid)) ?? null;

const lockSupplierInvoiceRow = async (tx: Tx, nid: number) => (await lockRow(tx, supplierInvoices, nid)) ?? null;

/** What a payment needs of an invoice, but what is paid. */
type InvoiceTerms = Omit<LockedInvoice, 'nid' | 'paid'>;

const buyerInvoiceOf = (row: typeof buyerInvoices.$inferSelect | null): InvoiceTerms | null =>
  row && { counterpartyNid: row.buyerNid, total: row.total, title: `Счёт № ${row.nid}`, cancelledAt: row.cancelledAt };

const supplierInvoiceOf = (row: typeof supplierInvoices.$inferSelect | null): InvoiceTerms | null =>
  row && {
    counterpartyNid: row.supplierNid,
    total: row.amount,
    title: `Счёт поставщика № ${row.number}`,
    cancelledAt: row.cancelledAt,
  };

/**
 * The invoice a payment goes against, locked so two postings cannot both take its last ruble;
 * a buyer invoice for money in, a supplier invoice for money out. Null when there is none.
 */
export async function lockInvoice(tx: Tx, direction: PaymentDirection, nid: number): Promise<LockedInvoice | null> {
  const invoice =
    direction === 'IN'
      ? buyerInvoiceOf(await lockBuyerInvoiceRow(tx, nid))
      : supplierInvoiceOf(await lockSupplierInvoiceRow(tx, nid));
  if (!invoice) return null;
  const paid = (await paidByInvoice(tx, direction === 'IN' ? 'buyer' : 'supplier', [nid])).get(nid) ?? 0;
  return { nid, ...invoice, paid };
}
