import { productsByNid } from '../catalog/products-by-nid';
import type { ProductRow } from '../catalog/list-products';
import type { Db } from '../db/open-database';
import { badUserInput } from '../core/errors';

/** The most products one cartPricing request may ask about (a cart holds at most 100 lines). */
const MAX_CART_PRICING_NIDS = 100;

/**
 * What the shop sells the cart's products for right now, one answer per requested nid in the
 * requested order (repeats included); `product` is null for a nid the catalogue does not know.
 */
export async function cartPricing(
  db: Db,
  nids: readonly number[],
): Promise<{ nid: number; product: ProductRow | null }[]> {
  if (nids.length > MAX_CART_PRICING_NIDS) {
    throw badUserInput(`Можно узнать цены не больше чем ${MAX_CART_PRICING_NIDS} товаров за раз`);
  }
  const found = await productsByNid(db, nids);
  return nids.map((nid) => ({ nid, product: found.get(nid) ?? null }));
}
