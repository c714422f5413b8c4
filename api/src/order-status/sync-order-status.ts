import { eq, sql } from 'drizzle-orm';
import type { BuyerOrderStatus } from '../core/schema-types.generated';
import type { Tx } from '../core/transaction';
import { buyerInvoices } from '../db/money-schema';
import { selectRows } from '../db/open-database';
import { buyerOrders, buyerOrderStatusChanges } from '../db/schema';
import type { DocumentActor } from '../documents/document-actor';
import { queueStatusMail, type StatusStep } from '../mail/status-mail';

/** What an order's documents say about it. */
export interface OrderDocumentFacts {
  /** A standing (not annulled) invoice has been made for it. */
  invoiced: boolean;
  /** Every line is shipped in full by posted shipments. */
  allShipped: boolean;
  /** Every line is shipped and with the buyer: each posted shipment delivered (pickup: handed over at posting). */
  allDelivered: boolean;
  /** Posted payments in against its invoices cover its total. */
  paidInFull: boolean;
}

/**
 * The next status the documents move an order to from `status`, one step at a time. Forward
 * only — unless `mayGoBack` (a shipment was cancelled): then an order no longer shipped in full
 * goes back to «Подтверждён». CANCELLED and COMPLETED never move; NEW needs an invoice first.
 */
export function nextStatusByDocuments(
  status: BuyerOrderStatus,
  facts: OrderDocumentFacts,
  mayGoBack = false,
): BuyerOrderStatus {
  if (mayGoBack && (status === 'SHIPPED' || status === 'DELIVERED') && !facts.allShipped) return 'CONFIRMED';
  switch (status) {
    case 'NEW':
      return facts.invoiced ? 'CONFIRMED' : status;
    case 'CONFIRMED':
      // A pickup order is handed over when posted: it skips «Отгружен».
      if (facts.allDelivered) return 'DELIVERED';
      return facts.allShipped ? 'SHIPPED' : status;
    case 'SHIPPED':
      return facts.allDelivered ? 'DELIVERED' : status;
    case 'DELIVERED':
      return facts.paidInFull ? 'COMPLETED' : status;
    default:
      return status;
  }
}

async function factsOf(tx: Tx, orderNid: number, total: number): Promise<OrderDocumentFacts> {
  const [row] = await selectRows<{ invoiced: boolean; all_shipped: boolean; undelivered: boolean; paid: number }>(
    tx,
    sql`SELECT
      EXISTS (SELECT 1 FROM buyer_invoices WHERE buyer_order_nid = ${orderNid} AND cancelled_at IS NULL) AS invoiced,
      NOT EXISTS (
        SELECT 1 FROM buyer_order_lines l
         WHERE l.order_nid = ${orderNid}
           AND l.quantity > coalesce((
             SELECT sum(sl.quantity) FROM shipment_lines sl JOIN shipments s ON s.nid = sl.shipment_nid
              WHERE s.buyer_order_nid = l.order_nid AND s.status = 'POSTED' AND sl.order_line_no = l.line_no), 0)
      ) AS all_shipped,
      EXISTS (
        SELECT 1 FROM shipments s JOIN shipment_deliveries d ON d.shipment_nid = s.nid
         WHERE s.buyer_order_nid = ${orderNid} AND s.status = 'POSTED' AND d.status <> 'DELIVERED'
      ) AS undelivered,
      coalesce((
        SELECT sum(p.amount) FROM payments p JOIN buyer_invoices i ON i.nid = p.buyer_invoice_nid
         WHERE i.buyer_order_nid = ${orderNid} AND p.direction = 'IN' AND p.status = 'POSTED'), 0)::integer AS paid`,
  );
  const allShipped = Boolean(row?.all_shipped);
  return {
    invoiced: Boolean(row?.invoiced),
    allShipped,
    allDelivered: allShipped && !row?.undelivered,
    paidInFull: Number(row?.paid ?? 0) >= total,
  };
}

/**
 * Moves a buyer order to the status its documents say (invoice → «Подтверждён», everything
 * shipped → «Отгружен», everything delivered → «Доставлен», delivered and paid → «Выполнен»),
 * in the caller's transaction, with the order's row locked. Each step writes a history row
 * signed by the clerk whose document moved it, and the buyer's message of the last step is
 * queued (mail/status-mail.ts). Returns the status the order is left in.
 */
export async function syncOrderStatus(
  tx: Tx,
  orderNid: number,
  actor: DocumentActor,
  options: { mayGoBack?: boolean } = {},
): Promise<BuyerOrderStatus | null> {
  const [order] = await tx
    .select({ status: buyerOrders.status, total: buyerOrders.total })
    .from(buyerOrders)
    .where(eq(buyerOrders.nid, orderNid))
    .for('update');
  if (!order) return null;
  const facts = await factsOf(tx, orderNid, order.total);
  let status = order.status;
  const steps: StatusStep[] = [];
  // At most four steps forward (NEW → … → COMPLETED); the bound keeps a mistake from looping.
  for (let step = 0; step < 5; step += 1) {
    const next = nextStatusByDocuments(status, facts, options.mayGoBack);
    if (next === status) break;
    const [change] = await tx
      .insert(buyerOrderStatusChanges)
      .values({ orderNid, fromStatus: status, toStatus: next, changedByUid: actor.uid, changedByName: actor.name })
      .returning({ id: buyerOrderStatusChanges.id });
    if (change) steps.push({ to: next, changeId: change.id });
    status = next;
  }
  if (status !== order.status) await tx.update(buyerOrders).set({ status }).where(eq(buyerOrders.nid, orderNid));
  await queueStatusMail(tx, orderNid, steps);
  return status;
}

/** The same for the order a buyer invoice bills (a payment in against it was posted or cancelled); none: nothing to do. */
export async function syncOrderOfInvoice(tx: Tx, buyerInvoiceNid: number | null, actor: DocumentActor): Promise<void> {
  if (!buyerInvoiceNid) return;
  const [invoice] = await tx
    .select({ orderNid: buyerInvoices.buyerOrderNid })
    .from(buyerInvoices)
    .where(eq(buyerInvoices.nid, buyerInvoiceNid));
  if (invoice) await syncOrderStatus(tx, invoice.orderNid, actor);
}
