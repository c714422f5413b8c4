import { asc, eq } from 'drizzle-orm';
import type { BuyerOrderStatus } from '../core/schema-types.generated';
import type { Db } from '../db/open-database';
import { buyerOrderStatusChanges } from '../db/schema';

/** One status change of an order as GraphQL gives it. */
export interface BuyerOrderStatusChange {
  from: BuyerOrderStatus;
  to: BuyerOrderStatus;
  /** ISO 8601. */
  changedAt: string;
  changedBy: { uid: string; name: string };
}

/** An order's status changes, oldest first. */
export async function statusHistoryOf(db: Db, orderNid: number): Promise<BuyerOrderStatusChange[]> {
  const rows = await db
    .select()
    .from(buyerOrderStatusChanges)
    .where(eq(buyerOrderStatusChanges.orderNid, orderNid))
    .orderBy(asc(buyerOrderStatusChanges.changedAt), asc(buyerOrderStatusChanges.id));
  return rows.map((row) => ({
    from: row.fromStatus,
    to: row.toStatus,
    changedAt: row.changedAt.toISOString(),
    changedBy: { uid: row.changedByUid, name: row.changedByName },
  }));
}
