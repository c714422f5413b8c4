import { inArray } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { products } from '../db/schema';
import { PRODUCT_COLUMNS, type ProductRow } from './list-products';

/**
 * Products by nid, as `Query.product` gives them (discontinued ones too); an unknown nid is
 * simply absent. `share` locks the rows until the transaction ends, so their prices cannot
 * change under an order being placed.
 */
export async function productsByNid(db: Db, nids: readonly number[], lock?: 'share'): Promise<Map<number, ProductRow>> {
  const wanted = [...new Set(nids)];
  if (wanted.length === 0) return new Map();
  const query = db.select(PRODUCT_COLUMNS).from(products).where(inArray(products.nid, wanted)).$dynamic();
  const rows = await (lock ? query.for(lock) : query);
  return new Map(rows.map((row) => [row.nid, row]));
}
