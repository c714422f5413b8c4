import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { shipmentDeliveries, shipments } from '../db/sales-schema';
import { users } from '../db/schema';
import { badUserInput } from '../core/errors';
import type { Tx } from '../core/transaction';
import { lockDocumentRow } from '../documents/document-rows';
import { requiredDate } from '../documents/document-input';
import { type DocumentActor } from '../documents/document-actor';
import { refuseWhenInvalid, type FieldErrors } from '../documents/document-input';
import { DAY_MS, shopDayOf } from '@shop/shared/shop-days';

/** Tomorrow in Moscow: what a new shipment is planned for unless the clerk says otherwise. */
export const tomorrowInMoscow = (now = new Date()) => shopDayOf(new Date(now.getTime() + DAY_MS));

export interface Driver {
  uid: string;
  name: string;
}

const nameOf = (row: { uid: string; displayName: string | null; email: string | null }) =>
  row.displayName?.trim() || row.email || row.uid;

/** Users who hold isDriver, by name: whom a delivery may be given to. */
export async function listDrivers(db: Db): Promise<Driver[]> {
  const rows = await db
    .select({ uid: users.uid, displayName: users.displayName, email: users.email })
    .from(users)
    .where(eq(users.isDriver, true))
    .orderBy(asc(sql`lower(coalesce(${users.displayName}, ${users.email}, ${users.uid}))`), asc(users.uid));
  return rows.map((row) => ({ uid: row.uid, name: nameOf(row) }));
}

/** The driver a uid names, with the name the delivery keeps; a field error when it is not a driver. */
async function driverOf(tx: Tx, uid: string | null, errors: FieldErrors, field: string): Promise<Driver | null> {
  if (!uid) return null;
  const [row] = await tx
    .select({ uid: users.uid, displayName: users.displayName, email: users.email, isDriver: users.isDriver })
    .from(users)
    .where(eq(users.uid, uid));
  if (!row?.isDriver) {
    errors[field] = 'Выберите водителя из списка';
    return null;
  }
  return { uid: row.uid, name: nameOf(row) };
}

export interface DeliveryPlan {
  /** YYYY-MM-DD. */
  date: string;
  driverUid: string | null;
}

/** The first plan of a new shipment to be delivered: the day asked (default tomorrow) and the driver, if any. */
export async function planNewDelivery(
  tx: Tx,
  shipmentNid: number,
  plan: { date: string | null; driverUid: string | null },
  actor: DocumentActor,
  notSaved: string,
) {
  const errors: FieldErrors = {};
  const driver = await driverOf(tx, plan.driverUid, errors, 'driverUid');
  refuseWhenInvalid(notSaved, errors);
  await tx.insert(shipmentDeliveries).values({
    shipmentNid,
    deliveryDate: plan.date ?? tomorrowInMoscow(),
    driverUid: driver?.uid ?? null,
    driverName: driver?.name ?? null,
    plannedBy: actor.uid,
    plannedByName: actor.name,
  });
}

const PLAN_NOT_SAVED = 'Доставка не перепланирована: проверьте выделенные поля';

/** A shipment's delivery plan locked for a change; refused for a pickup, which has none. */
export async function lockDelivery(tx: Tx, shipmentNid: number) {
  const [delivery] = await tx
    .select()
    .from(shipmentDeliveries)
    .where(eq(shipmentDeliveries.shipmentNid, shipmentNid))
    .for('update');
  if (!delivery) throw badUserInput(`Отгрузка № ${shipmentNid} — самовывоз: доставки по ней нет`);
  return delivery;
}

/**
 * Re-plans a shipment's delivery: another day, another driver or none. Allowed for drafts and
 * posted shipments alike (dispatchers re-plan after posting); refused once delivered or cancelled.
 * A delivery that failed is planned again: it goes back to «Запланирована».
 */
export async function planDelivery(
  db: Db,
  shipmentNid: number,
  input: DeliveryPlan,
  actor: DocumentActor,
): Promise<void> {
  const errors: FieldErrors = {};
  const date = requiredDate(input.date, 'date', errors);
  await db.transaction(async (tx) => {
    const shipment = await lockDocumentRow(tx, shipments, shipmentNid, `Отгрузка № ${shipmentNid} не найдена`);
    if (shipment.status === 'CANCELLED')
      throw badUserInput(`Отгрузка № ${shipmentNid} отменена: доставку по ней не планируют`);
    const delivery = await lockDelivery(tx, shipmentNid);
    if (delivery.status === 'DELIVERED')
      throw badUserInput(`Отгрузка № ${shipmentNid} уже доставлена: планировать нечего`);
    const driver = await driverOf(tx, input.driverUid, errors, 'driverUid');
    refuseWhenInvalid(PLAN_NOT_SAVED, errors);
    await tx
      .update(shipmentDeliveries)
      .set({
        deliveryDate: date,
        driverUid: driver?.uid ?? null,
        driverName: driver?.name ?? null,
        status: 'PLANNED',
        failureReason: null,
        markedAt: null,
        markedBy: null,
        markedByName: null,
        plannedAt: new Date(),
        plannedBy: actor.uid,
        plannedByName: actor.name,
      })
      .where(eq(shipmentDeliveries.shipmentNid, shipmentNid));
  });
}
