import { asc, eq } from 'drizzle-orm';
import { invoiceSheet, type InvoiceForSheet, type ShopRequisites } from '@shop/shared/invoice-sheet';
import type { Db } from '../db/open-database';
import { buyerInvoiceLines, buyerInvoices } from '../db/money-schema';
import { counterparties } from '../db/purchasing-schema';
import { invoicePdf } from './invoice-pdf';

/** What «Счёт на оплату» prints of an invoice, read from its rows (the buyer's card as it is now). */
export async function invoiceForSheet(db: Db, nid: number): Promise<InvoiceForSheet | null> {
  const [invoice] = await db
    .select({
      nid: buyerInvoices.nid,
      createdAt: buyerInvoices.createdAt,
      dueDate: buyerInvoices.dueDate,
      cancelledAt: buyerInvoices.cancelledAt,
      buyerOrderNid: buyerInvoices.buyerOrderNid,
      buyerName: counterparties.name,
      buyerInn: counterparties.inn,
      buyerPhone: counterparties.phone,
      buyerAddress: counterparties.address,
      deliveryCost: buyerInvoices.deliveryCost,
      total: buyerInvoices.total,
    })
    .from(buyerInvoices)
    .innerJoin(counterparties, eq(counterparties.nid, buyerInvoices.buyerNid))
    .where(eq(buyerInvoices.nid, nid));
  if (!invoice) return null;
  const lines = await db
    .select({
      lineNo: buyerInvoiceLines.lineNo,
      name: buyerInvoiceLines.name,
      vendorCode: buyerInvoiceLines.vendorCode,
      quantity: buyerInvoiceLines.quantity,
      price: buyerInvoiceLines.price,
      amount: buyerInvoiceLines.amount,
    })
    .from(buyerInvoiceLines)
    .where(eq(buyerInvoiceLines.invoiceNid, nid))
    .orderBy(asc(buyerInvoiceLines.lineNo));
  return {
    ...invoice,
    createdAt: invoice.createdAt.toISOString(),
    cancelledAt: invoice.cancelledAt?.toISOString() ?? null,
    lines,
  };
}

/** What a browser saves an invoice's PDF as, and a message names its attachment. */
export const invoicePdfName = (nid: number) => `Счёт № ${nid}.pdf`;

/** A printed document as a file. */
export interface PrintedFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** «Счёт на оплату» of an invoice as a PDF with its payment QR; null for a number that is no invoice's. */
export async function buyerInvoicePdf(db: Db, nid: number, requisites: ShopRequisites): Promise<PrintedFile | null> {
  const invoice = await invoiceForSheet(db, nid);
  if (!invoice) return null;
  return {
    fileName: invoicePdfName(invoice.nid),
    contentType: 'application/pdf',
    bytes: await invoicePdf(invoiceSheet(invoice, requisites)),
  };
}
