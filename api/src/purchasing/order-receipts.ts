import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../core/transaction';
import { supplierOrderLines, supplierOrders } from '../db/purchasing-schema';
import type { SupplierOrderStatus } from './supplier-order-rows';

/** The statuses goods may be received (or a receipt cancelled) in. */
export const RECEIVING_STATUSES = [
  'PLACED',
  'PARTLY_RECEIVED',
  'RECEIVED',
] as const satisfies readonly SupplierOrderStatus[];

/** The statuses whose outstanding units (ordered − received) are on their way: the storefront's «ожидается». */
export const AWAITED_STATUSES = ['PLACED', 'PARTLY_RECEIVED'] as const satisfies readonly SupplierOrderStatus[];

/**
 * Adds (or, with a negative sign, takes back) an acceptance's quantities to the order's received
 * figures, then sets the order's status from them: nothing received — placed, every line in
 * full — received, else partly received. The caller holds the order's row.
 */
export async function applyReceipts(
  tx: Tx,
  orderNid: number,
  lines: { orderLineNo: number; quantity: number }[],
  sign: 1 | -1,
) {
  for (const line of lines) {
    if (line.quantity === 0) continue;
    await tx
      .update(supplierOrderLines)
      .set({ received: sql`${supplierOrderLines.received} + ${sign * line.quantity}` })
      .where(and(eq(supplierOrderLines.orderNid, orderNid), eq(supplierOrderLines.lineNo, line.orderLineNo)));
  }
  const [figures] = await tx
    .select({
      any: sql<boolean>`coalesce(bool_or(${supplierOrderLines.received} > 0), false)`,
      all: sql<boolean>`coalesce(bool_and(${supplierOrderLines.received} >= ${supplierOrderLines.quantity}), false)`,
    })
    .from(supplierOrderLines)
    .where(eq(supplierOrderLines.orderNid, orderNid));
  const status: SupplierOrderStatus = figures?.all ? 'RECEIVED' : figures?.any ? 'PARTLY_RECEIVED' : 'PLACED';
  await tx.update(supplierOrders).set({ status }).where(eq(supplierOrders.nid, orderNid));
}
