import type { Db } from '../db/open-database';
import { supplierInvoices } from '../db/money-schema';
import { badUserInput } from '../core/errors';
import type { Tx } from '../core/transaction';
import { lockDocumentRow, updateDocumentRow } from '../documents/document-rows';
import { type DocumentActor } from '../documents/document-actor';
import { refuseWhenInvalid, type FieldErrors } from '../documents/document-input';
import { annulledBy, correctedBy, postedPaymentsOf, refuseWhenAnnulled, refuseWhilePaid } from './invoice-annulment';
import { paidByInvoice } from './invoice-payments';
import { rubles } from './payment-state';
import { readSupplierInvoiceFields, SUPPLIER_INVOICE_NOT_SAVED, type SupplierInvoiceInput } from './supplier-invoices';

/** A supplier invoice corrected as the supplier reissued it; its order stays. */
export type SupplierInvoiceUpdateInput = Omit<SupplierInvoiceInput, 'supplierOrderNid'>;

export function readSupplierInvoiceUpdate(input: SupplierInvoiceUpdateInput) {
  const errors: FieldErrors = {};
  const fields = readSupplierInvoiceFields(input, errors);
  refuseWhenInvalid(SUPPLIER_INVOICE_NOT_SAVED, errors);
  return fields;
}

const titleOf = (invoice: { number: string }) => `Счёт поставщика № ${invoice.number}`;

const lockInvoice = (tx: Tx, nid: number) =>
  lockDocumentRow(tx, supplierInvoices, nid, `Счёт поставщика № ${nid} не найден`);

/**
 * Number, date, sum, due date and comment; refused once annulled, and refused when the sum would
 * fall below what posted payments have already paid (both figures in the message).
 */
export async function updateSupplierInvoice(
  db: Db,
  nid: number,
  changes: ReturnType<typeof readSupplierInvoiceUpdate>,
  actor: DocumentActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, nid);
    refuseWhenAnnulled(invoice, titleOf(invoice), 'edit');
    const paid = (await paidByInvoice(tx, 'supplier', [nid])).get(nid) ?? 0;
    if (changes.amount < paid) {
      throw badUserInput(
        `Сумма счёта не может быть меньше оплаченного: по счёту уже оплачено ${rubles(paid)}, указано ${rubles(changes.amount)}`,
        {
          fieldErrors: { amount: `Не меньше оплаченного по счёту: ${rubles(paid)}` },
          paid,
        },
      );
    }
    await updateDocumentRow(tx, supplierInvoices, nid, { ...changes, ...correctedBy(actor) });
  });
}

/** «Аннулировать счёт»: refused while a posted payment is allocated to it; then it takes no payments. */
export async function cancelSupplierInvoice(db: Db, nid: number, actor: DocumentActor): Promise<void> {
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, nid);
    refuseWhenAnnulled(invoice, titleOf(invoice), 'annul');
    refuseWhilePaid(titleOf(invoice), await postedPaymentsOf(tx, 'supplier', nid));
    await updateDocumentRow(tx, supplierInvoices, nid, annulledBy(actor));
  });
}
