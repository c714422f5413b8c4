import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { stockMoves } from '../db/schema';
import type { Page } from '../core/paging';

/** One move of a product's ledger, with the stock it left. */
export interface StockMove {
  _id: string;
  createdAt: string;
  /** What kind of move: `initial`, `inventory-count`, ... */
  reason: string;
  /** The document's title, when the move has one. */
  document: string | null;
  /** The inventory count that wrote it, if one did. */
  inventoryCountId: number | null;
  /** Units in (+) or out (−). */
  quantity: number;
  /** The product's stock right after this move. */
  balanceAfter: number;
}

/**
 * A page of a product's moves, newest first, each with the balance it left: the running sum
 * of the ledger in the order the moves were written (by id — postings that lock the product
 * write one after the other, whatever their transactions' start times).
 */
export async function stockHistory(
  db: Db,
  productNid: number,
  { skip, limit }: Page,
): Promise<{ total: number; items: StockMove[] }> {
  const ledger = db
    .select({
      id: stockMoves.id,
      createdAt: stockMoves.createdAt,
      reason: stockMoves.reason,
      document: stockMoves.document,
      inventoryCountId: stockMoves.inventoryCountId,
      quantity: stockMoves.quantity,
      balanceAfter: sql<number>`(sum(${stockMoves.quantity}) over (order by ${stockMoves.id}))::integer`.as(
        'balance_after',
      ),
    })
    .from(stockMoves)
    .where(eq(stockMoves.productNid, productNid))
    .as('ledger');
  const [rows, [totals]] = await Promise.all([
    db.select().from(ledger).orderBy(desc(ledger.id)).offset(skip).limit(limit),
    db.select({ total: count() }).from(stockMoves).where(eq(stockMoves.productNid, productNid)),
  ]);
  const items = rows.map((row) => ({
    _id: `stock-move-${row.id}`,
    createdAt: new Date(row.createdAt).toISOString(),
    reason: row.reason,
    document: row.document,
    inventoryCountId: row.inventoryCountId,
    quantity: row.quantity,
    balanceAfter: Number(row.balanceAfter),
  }));
  return { total: totals?.total ?? 0, items };
}
