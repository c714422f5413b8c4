import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { buyerInvoiceLines, buyerInvoices } from '../db/money-schema';
import { buyerOrderLines, buyerOrders } from '../db/schema';
import { badUserInput } from '../core/errors';
import { syncOrderStatus } from '../order-status/sync-order-status';
import { createdBy, type DocumentActor } from '../documents/document-actor';
import { insertDocumentRow } from '../documents/document-rows';
import { optionalText, refuseWhenInvalid, type FieldErrors } from '../documents/document-input';
import { buyerOfOrder } from '../counterparties/buyer-counterparty';
import { requiredDate } from '../documents/document-input';
import { queueBuyerMail } from '../mail/buyer-mail';

export interface BuyerInvoiceInput {
  buyerOrderNid: number;
  dueDate: string;
  comment?: string | null;
}

const BUYER_INVOICE_NOT_SAVED = 'Счёт не выставлен: проверьте выделенные поля';

/** An invoice's due date and comment checked: refused with `notSaved` and every problem beside its field. */
export function readInvoiceTerms(input: { dueDate: string; comment?: string | null }, notSaved: string) {
  const errors: FieldErrors = {};
  const dueDate = requiredDate(input.dueDate, 'dueDate', errors);
  const comment = optionalText(input.comment, 'comment', errors);
  refuseWhenInvalid(notSaved, errors);
  return { dueDate, comment };
}

export function readBuyerInvoiceInput(input: BuyerInvoiceInput) {
  return { buyerOrderNid: input.buyerOrderNid, ...readInvoiceTerms(input, BUYER_INVOICE_NOT_SAVED) };
}

/**
 * An invoice for a buyer order: its lines and delivery copied as they are, the buyer counterparty
 * found or made from the order's contact. Writes no ledger row: the debt arises at shipment.
 * An order has one standing invoice (refused, naming the one it has; an annulled one does not count);
 * invoicing a new order confirms it. The buyer is sent the invoice (its PDF attached) in the same transaction.
 */
export async function createBuyerInvoice(
  db: Db,
  request: ReturnType<typeof readBuyerInvoiceInput>,
  actor: DocumentActor,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(buyerOrders).where(eq(buyerOrders.nid, request.buyerOrderNid)).for('update');
    if (!order)
      throw badUserInput(BUYER_INVOICE_NOT_SAVED, { fieldErrors: { buyerOrderNid: 'Такого заказа покупателя нет' } });
    if (order.status === 'CANCELLED') {
      throw badUserInput(BUYER_INVOICE_NOT_SAVED, {
        fieldErrors: { buyerOrderNid: `Заказ № ${order.nid} отменён: счёт по нему не выставляется` },
      });
    }
    // The order's row is held: two clerks invoicing it at once make one invoice. Annulled ones do not count.
    const [existing] = await tx
      .select({ nid: buyerInvoices.nid })
      .from(buyerInvoices)
      .where(and(eq(buyerInvoices.buyerOrderNid, order.nid), isNull(buyerInvoices.cancelledAt)))
      .limit(1);
    if (existing) {
      throw badUserInput(`По заказу № ${order.nid} уже выставлен счёт № ${existing.nid}`, {
        fieldErrors: { buyerOrderNid: `По этому заказу уже выставлен счёт № ${existing.nid}` },
        invoiceNid: existing.nid,
      });
    }
    const buyerNid = await buyerOfOrder(tx, order, actor);
    const lines = await tx
      .select()
      .from(buyerOrderLines)
      .where(eq(buyerOrderLines.orderNid, order.nid))
      .orderBy(asc(buyerOrderLines.lineNo));
    const invoiceNid = await insertDocumentRow(
      tx,
      buyerInvoices,
      {
        buyerOrderNid: order.nid,
        buyerNid,
        dueDate: request.dueDate,
        comment: request.comment,
        deliveryCost: order.deliveryCost,
        goodsTotal: order.goodsTotal,
        total: order.total,
        ...createdBy(actor),
      },
      'buyer invoice',
    );
    await tx.insert(buyerInvoiceLines).values(
      lines.map((line) => ({
        invoiceNid,
        lineNo: line.lineNo,
        productNid: line.productNid,
        name: line.name,
        vendorCode: line.vendorCode,
        quantity: line.quantity,
        price: line.price,
        amount: line.amount,
      })),
    );
    await syncOrderStatus(tx, order.nid, actor);
    // After the status's own message («подтверждён» for a new order): the buyer reads them in that order.
    await queueBuyerMail(tx, {
      key: `invoice-issued:${invoiceNid}`,
      kind: 'INVOICE_ISSUED',
      orderNid: order.nid,
      documentNid: invoiceNid,
    });
    return invoiceNid;
  });
}
