import { eq } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { payments } from '../db/money-schema';
import { counterparties } from '../db/purchasing-schema';
import { badUserInput, notFound } from '../core/errors';
import type { Tx } from '../core/transaction';
import { createdBy, type DocumentActor } from '../documents/document-actor';
import { insertDocumentRow } from '../documents/document-rows';
import { rubles } from './payment-state';
import { annulledInvoiceTakesNoPayments, lockInvoice } from './payment-invoice';
import { counterpartyKindOf, PAYMENT_NOT_SAVED, type PaymentRequest } from './payment-request';

const refuse = (field: string, message: string) =>
  badUserInput(PAYMENT_NOT_SAVED, { fieldErrors: { [field]: message } });

/** The payment's columns: its counterparty from the invoice when there is one, checked against the direction. */
async function columnsOf(tx: Tx, request: PaymentRequest) {
  const kind = counterpartyKindOf(request.direction, request.refund);
  let counterpartyNid = request.counterpartyNid;
  if (request.invoiceNid) {
    const invoice = await lockInvoice(tx, request.direction, request.invoiceNid);
    if (!invoice)
      throw refuse(
        'invoiceNid',
        request.direction === 'IN' ? 'Такого счёта покупателю нет' : 'Такого счёта поставщика нет',
      );
    if (invoice.cancelledAt) throw refuse('invoiceNid', annulledInvoiceTakesNoPayments(invoice.title));
    if (counterpartyNid && counterpartyNid !== invoice.counterpartyNid)
      throw refuse('invoiceNid', 'Счёт выставлен другому контрагенту');
    if (request.amount > invoice.total - invoice.paid) {
      throw refuse(
        'amount',
        `Сумма больше остатка по счёту: осталось оплатить ${rubles(Math.max(0, invoice.total - invoice.paid))}`,
      );
    }
    counterpartyNid = invoice.counterpartyNid;
  }
  const [counterparty] = await tx
    .select()
    .from(counterparties)
    .where(eq(counterparties.nid, counterpartyNid as number));
  if (counterparty?.kind !== kind)
    throw refuse('counterpartyNid', kind === 'BUYER' ? 'Выберите покупателя' : 'Выберите поставщика');
  return {
    direction: request.direction,
    method: request.method,
    counterpartyNid: counterparty.nid,
    buyerInvoiceNid: request.direction === 'IN' ? request.invoiceNid : null,
    supplierInvoiceNid: request.direction === 'OUT' ? request.invoiceNid : null,
    amount: request.amount,
    paidOn: request.paidOn,
    comment: request.comment,
  };
}

export async function createPayment(db: Db, request: PaymentRequest, actor: DocumentActor): Promise<number> {
  return db.transaction(async (tx) => {
    return insertDocumentRow(tx, payments, { ...(await columnsOf(tx, request)), ...createdBy(actor) }, 'payment');
  });
}

/** The payment locked for a change. */
export async function lockPayment(tx: Tx, nid: number) {
  const [row] = await tx.select().from(payments).where(eq(payments.nid, nid)).for('update');
  if (!row) throw notFound(`Платёж № ${nid} не найден`);
  return row;
}

async function lockDraft(tx: Tx, nid: number, what: string) {
  const row = await lockPayment(tx, nid);
  if (row.status !== 'DRAFT') throw badUserInput(`Платёж № ${nid} проведён: ${what} можно только черновик`);
  return row;
}

export async function updatePayment(db: Db, nid: number, request: PaymentRequest): Promise<void> {
  await db.transaction(async (tx) => {
    await lockDraft(tx, nid, 'изменить');
    await tx
      .update(payments)
      .set(await columnsOf(tx, request))
      .where(eq(payments.nid, nid));
  });
}

export async function deletePayment(db: Db, nid: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockDraft(tx, nid, 'удалить');
    await tx.delete(payments).where(eq(payments.nid, nid));
  });
}
