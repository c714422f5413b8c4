import type { Db } from '../db/open-database';
import { payments } from '../db/money-schema';
import { writeSettlement } from '../documents/document-posting';
import { updateDocumentRow } from '../documents/document-rows';
import { badUserInput } from '../core/errors';
import { syncOrderOfInvoice } from '../order-status/sync-order-status';
import { cancelledBy, postedBy, type DocumentActor } from '../documents/document-actor';
import { rubles } from './payment-state';
import { annulledInvoiceTakesNoPayments, lockInvoice } from './payment-invoice';
import { lockPayment } from './save-payment';
import { queueRefundMail } from '../mail/buyer-mail';

/** What the ledgers call a payment's rows. */
const PAYMENT_DOCUMENT = 'PAYMENT';

type Payment = typeof payments.$inferSelect;

/**
 * The settlement a payment makes: money in is positive (a buyer paying off what they owe, which is
 * negative, or a supplier refunding), money out is negative (paying off what the shop owes a
 * supplier, or refunding a buyer after a return).
 */
const settlementOf = (payment: Payment, sign: 1 | -1, actor: DocumentActor) => ({
  counterpartyNid: payment.counterpartyNid,
  amount: sign * (payment.direction === 'IN' ? payment.amount : -payment.amount),
  createdBy: actor.uid,
});

const ledgerOf = (payment: Payment) => ({ documentType: PAYMENT_DOCUMENT, documentNid: payment.nid });

/**
 * Posts a draft payment in one transaction: its invoice (if any) is locked and refused when it is
 * annulled or the payment is more than is left to pay, then one `counterparty_moves` row is written.
 */
export async function postPayment(db: Db, nid: number, actor: DocumentActor): Promise<void> {
  await db.transaction(async (tx) => {
    const payment = await lockPayment(tx, nid);
    if (payment.status !== 'DRAFT') throw badUserInput(`Платёж № ${nid} уже проведён`);
    const invoiceNid = payment.buyerInvoiceNid ?? payment.supplierInvoiceNid;
    if (invoiceNid) {
      const invoice = await lockInvoice(tx, payment.direction, invoiceNid);
      if (invoice?.cancelledAt) {
        throw badUserInput(
          `Платёж № ${nid} не проведён: «${invoice.title}» аннулирован, оплата по нему не принимается`,
          {
            fieldErrors: { invoiceNid: annulledInvoiceTakesNoPayments(invoice.title) },
          },
        );
      }
      const left = invoice ? invoice.total - invoice.paid : 0;
      if (invoice && payment.amount > left) {
        throw badUserInput(
          `Платёж № ${nid} на ${rubles(payment.amount)} больше остатка: по счёту «${invoice.title}» осталось оплатить ${rubles(Math.max(0, left))}`,
          { fieldErrors: { amount: `Осталось оплатить ${rubles(Math.max(0, left))}` } },
        );
      }
    }
    await writeSettlement(tx, ledgerOf(payment), settlementOf(payment, 1, actor));
    await updateDocumentRow(tx, payments, nid, postedBy(actor));
    await syncOrderOfInvoice(tx, payment.buyerInvoiceNid, actor);
    // Money out to a buyer is a refund: they are told it is on its way.
    if (payment.direction === 'OUT') await queueRefundMail(tx, payment);
  });
}

/** Cancels a posted payment with the reversing row; the invoice's paid state follows by itself. */
export async function cancelPayment(db: Db, nid: number, actor: DocumentActor): Promise<void> {
  await db.transaction(async (tx) => {
    const payment = await lockPayment(tx, nid);
    if (payment.status !== 'POSTED') throw badUserInput(`Платёж № ${nid} не проведён: отменять нечего`);
    await writeSettlement(tx, ledgerOf(payment), settlementOf(payment, -1, actor));
    await updateDocumentRow(tx, payments, nid, cancelledBy(actor));
    await syncOrderOfInvoice(tx, payment.buyerInvoiceNid, actor);
  });
}
