import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { stockLocations, stockMoves } from '../db/schema';
import type { StockLocation } from '../documents/stock-locations';
import type { Page } from '../core/paging';

/** One move of a product's ledger, with the stock it left. */
export interface StockMove {
  _id: string;
  createdAt: string;
  /** What kind of move: `initial`, `inventory-count`, ... */
  reason: string;
  /** Where the goods came in or left. */
  location: StockLocation;
  /** The document's title, when the move has one. */
  document: string | null;
  /** The inventory count that wrote it, if one did. */
  inventoryCountId: number | null;
  /** Units in (+) or out (−). */
  quantity: number;
  /** The product's stock at all locations right after this move. */
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
      locationNid: stockMoves.locationNid,
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
    db
      .select({
        id: ledger.id,
        createdAt: ledger.createdAt,
        reason: ledger.reason,
        document: ledger.document,
        inventoryCountId: ledger.inventoryCountId,
        quantity: ledger.quantity,
        balanceAfter: ledger.balanceAfter,
        location: stockLocations,
      })
      .from(ledger)
      .innerJoin(stockLocations, eq(stockLocations.nid, ledger.locationNid))
      .orderBy(desc(ledger.id))
      .offset(skip)
      .limit(limit),
    db.select({ total: count() }).from(stockMoves).where(eq(stockMoves.productNid, productNid)),
  ]);
  const items = rows.map(({ location, ...move }) => ({
    _id: `stock-move-${move.id}`,
    createdAt: new Date(move.createdAt).toISOString(),
    reason: move.reason,
    location,
    document: move.document,
    inventoryCountId: move.inventoryCountId,
    quantity: move.quantity,
    balanceAfter: Number(move.balanceAfter),
  }));
  return { total: totals?.total ?? 0, items };
}
