import { deliversOwnOnly, type Roles } from '@shop/shared/access';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { shipmentDeliveries, shipments } from '../db/sales-schema';
import { badUserInput, forbidden } from '../core/errors';
import { lockDocumentRow } from '../documents/document-rows';
import { syncOrderStatus } from '../order-status/sync-order-status';
import { type DocumentActor } from '../documents/document-actor';
import { optionalText, refuseWhenInvalid, type FieldErrors } from '../documents/document-input';
import { lockDelivery } from './delivery-plan';

export interface DeliveryMark {
  /** True: «Доставлено»; false: «Не доставлено», with the reason. */
  delivered: boolean;
  reason?: string | null;
}

const MARK_NOT_SAVED = 'Отметка не сохранена: проверьте выделенные поля';

/** The mark checked: a failed delivery needs its reason. */
export function readDeliveryMark(input: DeliveryMark): { delivered: boolean; reason: string | null } {
  const errors: FieldErrors = {};
  const reason = optionalText(input.reason, 'reason', errors);
  if (!input.delivered && !reason && !errors.reason) errors.reason = 'Укажите, почему не доставлено';
  refuseWhenInvalid(MARK_NOT_SAVED, errors);
  return { delivered: input.delivered, reason: input.delivered ? null : reason };
}

/**
 * Marks a posted shipment's delivery «Доставлено» or «Не доставлено» (with the reason). A driver
 * who sees only their own deliveries may mark only those. Delivered is final; a failed one may
 * still be delivered (or re-planned). The order's status follows in the same transaction.
 */
export async function markDelivery(
  db: Db,
  shipmentNid: number,
  mark: ReturnType<typeof readDeliveryMark>,
  actor: DocumentActor,
  roles: Roles,
): Promise<void> {
  await db.transaction(async (tx) => {
    const shipment = await lockDocumentRow(tx, shipments, shipmentNid, `Отгрузка № ${shipmentNid} не найдена`);
    const delivery = await lockDelivery(tx, shipmentNid);
    if (deliversOwnOnly(roles) && delivery.driverUid !== actor.uid) {
      throw forbidden(
        `Отгрузка № ${shipmentNid} не в вашем маршрутном листе: отметить её может назначенный водитель или диспетчер`,
      );
    }
    if (shipment.status !== 'POSTED')
      throw badUserInput(`Отгрузка № ${shipmentNid} не проведена: отмечать доставку нельзя`);
    if (delivery.status === 'DELIVERED') throw badUserInput(`Отгрузка № ${shipmentNid} уже отмечена доставленной`);
    await tx
      .update(shipmentDeliveries)
      .set({
        status: mark.delivered ? 'DELIVERED' : 'FAILED',
        failureReason: mark.reason,
        markedAt: new Date(),
        markedBy: actor.uid,
        markedByName: actor.name,
      })
      .where(eq(shipmentDeliveries.shipmentNid, shipmentNid));
    if (mark.delivered) await syncOrderStatus(tx, shipment.buyerOrderNid, actor);
  });
}
