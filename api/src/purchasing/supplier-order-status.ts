import { SUPPLIER_ORDER_STATUS_TITLES } from '@shop/shared/purchasing';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { lockDocumentRow } from '../documents/document-rows';
import { acceptances, supplierOrderLines, supplierOrders } from '../db/purchasing-schema';
import { badUserInput } from '../core/errors';
import type { DocumentActor } from '../documents/document-actor';
import type { SupplierOrderStatus } from './supplier-order-rows';

/** What each step needs the order to be in, and what it makes it. */
const STEPS = {
  place: { from: ['DRAFT'], to: 'PLACED', verb: 'разместить' },
  cancel: { from: ['DRAFT', 'PLACED'], to: 'CANCELLED', verb: 'отменить' },
  close: { from: ['PLACED', 'PARTLY_RECEIVED', 'RECEIVED'], to: 'CLOSED', verb: 'закрыть' },
} as const satisfies Record<string, { from: readonly SupplierOrderStatus[]; to: SupplierOrderStatus; verb: string }>;

export type SupplierOrderStep = keyof typeof STEPS;

/**
 * Moves an order one step, in a transaction holding its row: placing needs a line; cancelling
 * needs no acceptance posted against it (cancel those first). Refused with the status it has now.
 */
export async function moveSupplierOrder(
  db: Db,
  nid: number,
  step: SupplierOrderStep,
  actor: DocumentActor,
): Promise<void> {
  const { from, to, verb } = STEPS[step];
  await db.transaction(async (tx) => {
    const order = await lockDocumentRow(tx, supplierOrders, nid, `Заказ поставщику № ${nid} не найден`);
    if (!(from as readonly string[]).includes(order.status)) {
      throw badUserInput(
        `Заказ поставщику № ${nid} нельзя ${verb}: он в статусе «${SUPPLIER_ORDER_STATUS_TITLES[order.status]}»`,
        {
          currentStatus: order.status,
        },
      );
    }
    if (step === 'place') {
      const [lines] = await tx
        .select({ total: count() })
        .from(supplierOrderLines)
        .where(eq(supplierOrderLines.orderNid, nid));
      if (!lines?.total)
        throw badUserInput('Добавьте в заказ хотя бы один товар, прежде чем размещать его', {
          fieldErrors: { lines: 'Добавьте хотя бы один товар' },
        });
    }
    if (step === 'cancel') {
      const [posted] = await tx
        .select({ total: count() })
        .from(acceptances)
        .where(and(eq(acceptances.supplierOrderNid, nid), inArray(acceptances.status, ['POSTED'])));
      if (posted?.total)
        throw badUserInput(`По заказу поставщику № ${nid} уже проведена приёмка: сначала отмените её проведение`);
    }
    await tx
      .update(supplierOrders)
      .set({ status: to, statusChangedAt: new Date(), statusChangedBy: actor.uid, statusChangedByName: actor.name })
      .where(eq(supplierOrders.nid, nid));
  });
}
