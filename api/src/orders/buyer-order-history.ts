import { and, asc, eq } from 'drizzle-orm';
import type { BuyerOrderStatus } from '../core/schema-types.generated';
import type { Db } from '../db/open-database';
import { buyerOrderEditLines, buyerOrderEdits, buyerOrderLines, buyerOrderStatusChanges } from '../db/schema';

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

/** One staff change of an order's quantities as GraphQL gives it: the lines changed and the totals. */
export interface BuyerOrderEdit {
  /** ISO 8601. */
  changedAt: string;
  changedBy: { uid: string; name: string };
  lines: { lineNo: number; name: string; from: number; to: number }[];
  goodsTotalFrom: number;
  goodsTotalTo: number;
  deliveryCostFrom: number;
  deliveryCostTo: number;
}

/** An order's quantity edits, oldest first, each with its lines (named as the order's lines are). */
export async function editHistoryOf(db: Db, orderNid: number): Promise<BuyerOrderEdit[]> {
  const rows = await db
    .select({
      id: buyerOrderEdits.id,
      changedAt: buyerOrderEdits.changedAt,
      changedByUid: buyerOrderEdits.changedByUid,
      changedByName: buyerOrderEdits.changedByName,
      goodsTotalFrom: buyerOrderEdits.goodsTotalFrom,
      goodsTotalTo: buyerOrderEdits.goodsTotalTo,
      deliveryCostFrom: buyerOrderEdits.deliveryCostFrom,
      deliveryCostTo: buyerOrderEdits.deliveryCostTo,
      lineNo: buyerOrderEditLines.lineNo,
      name: buyerOrderLines.name,
      from: buyerOrderEditLines.fromQuantity,
      to: buyerOrderEditLines.toQuantity,
    })
    .from(buyerOrderEdits)
    .innerJoin(buyerOrderEditLines, eq(buyerOrderEditLines.editId, buyerOrderEdits.id))
    .innerJoin(
      buyerOrderLines,
      and(
        eq(buyerOrderLines.orderNid, buyerOrderEdits.orderNid),
        eq(buyerOrderLines.lineNo, buyerOrderEditLines.lineNo),
      ),
    )
    .where(eq(buyerOrderEdits.orderNid, orderNid))
    .orderBy(asc(buyerOrderEdits.id), asc(buyerOrderEditLines.lineNo));
  const edits = new Map<number, BuyerOrderEdit>();
  for (const { id, changedAt, changedByUid, changedByName, lineNo, name, from, to, ...totals } of rows) {
    let edit = edits.get(id);
    if (!edit) {
      edit = {
        changedAt: changedAt.toISOString(),
        changedBy: { uid: changedByUid, name: changedByName },
        lines: [],
        ...totals,
      };
      edits.set(id, edit);
    }
    edit.lines.push({ lineNo, name, from, to });
  }
  return [...edits.values()];
}
