import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@shop/shared/apollo';
import { CartPricingDocument, type CartPricingQuery } from '../../../lib/graphql/operations.generated';
import { shopStore, unitPrice, type CartItem, type CartPrices } from '@shop/shared/store';

/** What the price check found for one line. */
export type LineCheck =
  /** The buyer now pays `now` per unit instead of `was`. */
  | { kind: 'changed'; was: number; now: number }
  /** The shop no longer sells it (unknown product or taken off sale). */
  | { kind: 'notSold' };

export type PriceCheckStatus = 'checking' | 'checked' | 'failed';

type CartPricing = CartPricingQuery['cartPricing'];

/** Compares the lines as the buyer saw them with what the shop sells them for now. */
function lineChecks(seen: readonly CartItem[], pricing: CartPricing): Map<number, LineCheck> {
  const products = new Map(pricing.map((entry) => [entry.nid, entry.product]));
  const checks = new Map<number, LineCheck>();
  for (const item of seen) {
    const product = products.get(item.nid);
    if (product === undefined) continue; // not in the answer: nothing is known about it
    if (product === null || !product.onSale) {
      checks.set(item.nid, { kind: 'notSold' });
      continue;
    }
    const was = unitPrice(item);
    const now = unitPrice(product);
    if (was !== now) checks.set(item.nid, { kind: 'changed', was, now });
  }
  return checks;
}

const currentPrices = (pricing: CartPricing): CartPrices[] =>
  pricing.flatMap(({ nid, product }) =>
    product?.onSale ? [{ nid, price: product.price, priceWithAction: product.priceWithAction }] : [],
  );

const NO_CHECKS: ReadonlyMap<number, LineCheck> = new Map();

/**
 * Checks the cart's prices once as the cart opens and brings the store up to date. The
 * findings compare with the lines as they were on opening, so a notice stays after the
 * store has taken the new price.
 */
export function usePriceCheck(): { status: PriceCheckStatus; checks: ReadonlyMap<number, LineCheck> } {
  const [seen] = useState(() => shopStore.getState().cartItems);
  const nids = useMemo(() => seen.map((item) => item.nid), [seen]);
  const { data, error } = useQuery(CartPricingDocument, {
    variables: { nids },
    fetchPolicy: 'network-only',
    skip: nids.length === 0,
  });
  useEffect(() => {
    if (data) shopStore.getState().repriceItems(currentPrices(data.cartPricing));
  }, [data]);
  const checks = useMemo(() => (data ? lineChecks(seen, data.cartPricing) : NO_CHECKS), [seen, data]);
  const status: PriceCheckStatus = nids.length === 0 || data ? 'checked' : error ? 'failed' : 'checking';
  return { status, checks };
}
