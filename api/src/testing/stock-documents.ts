import { print } from 'graphql';
import { FREE_STOCK_TOLD } from '@shop/shared/availability';
import {
  InventoryCountDocument,
  InventoryCountsDocument,
  PostInventoryCountDocument,
  RemainsDocument,
  StockHistoryDocument,
} from 'mfe-backoffice/graphql';
import type { ShopDatabase } from '../db/open-database';

/** The back-office's remains operations (mfe-backoffice/graphql), as text for HTTP. */
export const REMAINS = print(RemainsDocument);
export const STOCK_HISTORY = print(StockHistoryDocument);
export const INVENTORY_COUNTS = print(InventoryCountsDocument);
export const INVENTORY_COUNT = print(InventoryCountDocument);
export const POST_INVENTORY_COUNT = print(PostInventoryCountDocument);
/** A product's stock as the API tells it: on hand in all, and what the storefront says. */
export const PRODUCT_STOCK = `query productStock($nid: Int!) { product(nid: $nid) { stock inStock fewLeft } }`;
export type ProductStockQuery = { product: { stock: number; inStock: boolean; fewLeft: number | null } | null };

/** What the stock tables hold: to tell that a refused request wrote nothing. */
export async function stockSnapshot(database: ShopDatabase) {
  const [row] = await database.query<{ counts: number; lines: number; moves: number; stock: string }>(
    `SELECT (SELECT count(*)::integer FROM inventory_counts) AS counts,
            (SELECT count(*)::integer FROM inventory_count_lines) AS lines,
            (SELECT count(*)::integer FROM stock_moves) AS moves,
            (SELECT string_agg(nid || ':' || stock, ',' ORDER BY nid) FROM products) AS stock`,
  );
  return row;
}

/**
 * Products whose stock is off its ledgers: in all (products.stock) or at a location (product_stocks.on_hand)
 * not the sum of their moves; reserved at a location not the sum of their reservations; free as the storefront
 * tells it (products.free_stock) not their free units counted up to FREE_STOCK_TOLD; or an order line
 * holding units at a location below zero, or beyond what it has left to ship (nothing once its order is
 * shipped, closed or cancelled). None, ever.
 */
export async function stockOffLedger(database: ShopDatabase): Promise<number[]> {
  // Aggregates joined, not correlated subqueries: PostgreSQL would cost those high enough on fresh
  // tables to JIT-compile the query, half a second each time.
  const rows = await database.query<{ nid: number }>(
    `WITH moves AS (SELECT product_nid, location_nid, sum(quantity) AS units FROM stock_moves GROUP BY 1, 2),
          held AS (SELECT product_nid, location_nid, sum(quantity) AS units FROM stock_reservations GROUP BY 1, 2),
          places AS (SELECT product_nid, location_nid FROM product_stocks
                     UNION SELECT product_nid, location_nid FROM moves UNION SELECT product_nid, location_nid FROM held),
          lines_held AS (SELECT order_nid, line_no, sum(quantity) AS units FROM stock_reservations GROUP BY 1, 2),
          shipped AS (SELECT s.buyer_order_nid AS order_nid, sl.order_line_no AS line_no, sum(sl.quantity) AS units
                        FROM shipment_lines sl JOIN shipments s ON s.nid = sl.shipment_nid
                       WHERE s.status = 'POSTED' GROUP BY 1, 2)
     SELECT p.nid FROM products p
       LEFT JOIN (SELECT product_nid, sum(units) AS units FROM moves GROUP BY 1) m ON m.product_nid = p.nid
      WHERE p.stock <> coalesce(m.units, 0)
     UNION
     SELECT p.nid FROM products p
       LEFT JOIN (SELECT product_nid, sum(on_hand - reserved) AS units FROM product_stocks GROUP BY 1) f
         ON f.product_nid = p.nid
      WHERE p.free_stock <> least(coalesce(f.units, 0), ${FREE_STOCK_TOLD})
     UNION
     SELECT x.product_nid FROM places x
       LEFT JOIN product_stocks ps ON ps.product_nid = x.product_nid AND ps.location_nid = x.location_nid
       LEFT JOIN moves m ON m.product_nid = x.product_nid AND m.location_nid = x.location_nid
       LEFT JOIN held h ON h.product_nid = x.product_nid AND h.location_nid = x.location_nid
      WHERE coalesce(ps.on_hand, 0) <> coalesce(m.units, 0) OR coalesce(ps.reserved, 0) <> coalesce(h.units, 0)
     UNION
     SELECT product_nid FROM stock_reservations
      GROUP BY order_nid, line_no, product_nid, location_nid HAVING sum(quantity) < 0
     UNION
     SELECT l.product_nid FROM buyer_order_lines l
       JOIN buyer_orders o ON o.nid = l.order_nid
       JOIN lines_held lh ON lh.order_nid = l.order_nid AND lh.line_no = l.line_no
       LEFT JOIN shipped sh ON sh.order_nid = l.order_nid AND sh.line_no = l.line_no
      WHERE lh.units > CASE WHEN o.status IN ('NEW', 'CONFIRMED') THEN l.quantity - coalesce(sh.units, 0) ELSE 0 END
     ORDER BY 1`,
  );
  return rows.map((row) => row.nid);
}

/**
 * Open orders' lines that wait for units while a location that serves them (docs/requirements.md,
 * «Reservations») has free ones: none, ever — whatever frees or brings stock serves waiting lines.
 */
export async function waitingWhileFree(database: ShopDatabase): Promise<{ order_nid: number; line_no: number }[]> {
  return database.query(
    `SELECT l.order_nid, l.line_no FROM buyer_order_lines l JOIN buyer_orders o ON o.nid = l.order_nid
      WHERE o.status IN ('NEW', 'CONFIRMED')
        AND l.quantity
            - (SELECT coalesce(sum(sl.quantity), 0) FROM shipment_lines sl JOIN shipments s ON s.nid = sl.shipment_nid
                WHERE s.buyer_order_nid = l.order_nid AND sl.order_line_no = l.line_no AND s.status = 'POSTED')
            - (SELECT coalesce(sum(r.quantity), 0) FROM stock_reservations r WHERE r.order_nid = l.order_nid AND r.line_no = l.line_no)
            > 0
        AND EXISTS (SELECT 1 FROM product_stocks ps JOIN stock_locations sl ON sl.nid = ps.location_nid
                     WHERE ps.product_nid = l.product_nid AND ps.on_hand > ps.reserved
                       AND (o.delivery_method <> 'PICKUP' OR sl.pickup))
      ORDER BY 1, 2`,
  );
}

/** A document's stock moves as (product, quantity, reason), oldest first. */
export const stockMovesOf = async (
  database: ShopDatabase,
  documentType: 'SHIPMENT' | 'BUYER_RETURN' | 'SUPPLIER_RETURN',
  nid: number,
) =>
  (
    await database.query<{ product_nid: number; quantity: number; reason: string }>(
      'SELECT product_nid, quantity, reason FROM stock_moves WHERE document_type = $1 AND document_nid = $2 ORDER BY id',
      [documentType, nid],
    )
  ).map((move) => [move.product_nid, move.quantity, move.reason]);
