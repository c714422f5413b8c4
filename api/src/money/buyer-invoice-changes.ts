import type { Db } from '../db/open-database';
import { buyerInvoices } from '../db/money-schema';
import type { Tx } from '../core/transaction';
import { lockDocumentRow, updateDocumentRow } from '../documents/document-rows';
import type { DocumentActor } from '../documents/document-actor';
import { readInvoiceTerms } from './create-buyer-invoice';
import { annulledBy, correctedBy, postedPaymentsOf, refuseWhenAnnulled, refuseWhilePaid } from './invoice-annulment';

/** What may change on a buyer invoice: its lines stay as the order was invoiced. */
export interface BuyerInvoiceUpdateInput {
  dueDate: string;
  comment?: string | null;
}

const BUYER_INVOICE_NOT_CHANGED = 'Счёт не сохранён: проверьте выделенные поля';

export const readBuyerInvoiceUpdate = (input: BuyerInvoiceUpdateInput) =>
  readInvoiceTerms(input, BUYER_INVOICE_NOT_CHANGED);

const lockInvoice = (tx: Tx, nid: number) => lockDocumentRow(tx, buyerInvoices, nid, `Счёт № ${nid} не найден`);

/** A new due date or comment; refused once the invoice is annulled. */
export async function updateBuyerInvoice(
  db: Db,
  nid: number,
  changes: ReturnType<typeof readBuyerInvoiceUpdate>,
  actor: DocumentActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    refuseWhenAnnulled(await lockInvoice(tx, nid), `Счёт № ${nid}`, 'edit');
    await updateDocumentRow(tx, buyerInvoices, nid, { ...changes, ...correctedBy(actor) });
  });
}

/**
 * «Аннулировать счёт»: refused while a posted payment is allocated to it. The annulled invoice
 * takes no payments and no longer stands for its order, which may be invoiced again. The order's
 * status stays: statuses only go forward by documents.
 */
export async function cancelBuyerInvoice(db: Db, nid: number, actor: DocumentActor): Promise<void> {
  await db.transaction(async (tx) => {
    refuseWhenAnnulled(await lockInvoice(tx, nid), `Счёт № ${nid}`, 'annul');
    refuseWhilePaid(`Счёт № ${nid}`, await postedPaymentsOf(tx, 'buyer', nid));
    await updateDocumentRow(tx, buyerInvoices, nid, annulledBy(actor));
  });
}
