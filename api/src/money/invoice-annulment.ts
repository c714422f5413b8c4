import { and, asc, eq } from 'drizzle-orm';
import { payments } from '../db/money-schema';
import { badUserInput } from '../core/errors';
import type { Tx } from '../core/transaction';
import type { DocumentActor } from '../documents/document-actor';
import type { InvoiceSide } from './invoice-payments';

/** The columns a correction of an invoice signs. */
export const correctedBy = (actor: DocumentActor) => ({
  updatedAt: new Date(),
  updatedBy: actor.uid,
  updatedByName: actor.name,
});

/** The columns an annulment signs; from then on the invoice is never changed (a trigger holds it). */
export const annulledBy = (actor: DocumentActor) => ({
  cancelledAt: new Date(),
  cancelledBy: actor.uid,
  cancelledByName: actor.name,
});

/** An annulled invoice is final: no correction, no second annulment. */
export function refuseWhenAnnulled(
  invoice: { cancelledAt: Date | null },
  title: string,
  doing: 'edit' | 'annul',
): void {
  if (!invoice.cancelledAt) return;
  throw badUserInput(doing === 'edit' ? `${title} аннулирован: изменить его нельзя` : `${title} уже аннулирован`);
}

/** Posted payments allocated to an invoice, oldest first; read with the invoice's row locked. */
export async function postedPaymentsOf(tx: Tx, side: InvoiceSide, invoiceNid: number): Promise<number[]> {
  const column = side === 'buyer' ? payments.buyerInvoiceNid : payments.supplierInvoiceNid;
  const rows = await tx
    .select({ nid: payments.nid })
    .from(payments)
    .where(and(eq(column, invoiceNid), eq(payments.status, 'POSTED')))
    .orderBy(asc(payments.nid));
  return rows.map((row) => row.nid);
}

/**
 * An invoice with posted payments is not annulled: the money it took would hang on nothing. The
 * message names the payments, whose posting is to be cancelled first (`extensions.paymentNids`).
 */
export function refuseWhilePaid(title: string, paymentNids: number[]): void {
  if (!paymentNids.length) return;
  const numbers = paymentNids.map((nid) => `№ ${nid}`).join(', ');
  const one = paymentNids.length === 1;
  throw badUserInput(
    `${title} не аннулирован: по нему ${one ? 'проведён платёж' : 'проведены платежи'} ${numbers}. ` +
      `Сначала отмените ${one ? 'его' : 'их'} проведение в разделе «Платежи»`,
    { paymentNids },
  );
}
