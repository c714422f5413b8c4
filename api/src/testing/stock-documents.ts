import { print } from 'graphql';
import { GetProductDocument } from '@shop/shared/graphql';
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
export const GET_PRODUCT = print(GetProductDocument);

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
 * Products whose stock is not the sum of their ledger moves — in all (products.stock) or at a
 * location (product_stocks): none, ever.
 */
export async function stockOffLedger(database: ShopDatabase): Promise<number[]> {
  const rows = await database.query<{ nid: number }>(
    `SELECT p.nid FROM products p
      WHERE p.stock <> (SELECT coalesce(sum(m.quantity), 0) FROM stock_moves m WHERE m.product_nid = p.nid)
     UNION
     SELECT p.nid FROM products p CROSS JOIN stock_locations l
      WHERE (SELECT coalesce(sum(s.on_hand), 0) FROM product_stocks s WHERE s.product_nid = p.nid AND s.location_nid = l.nid)
         <> (SELECT coalesce(sum(m.quantity), 0) FROM stock_moves m WHERE m.product_nid = p.nid AND m.location_nid = l.nid)
     ORDER BY 1`,
  );
  return rows.map((row) => row.nid);
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
