import type { BuyerOrderFieldsFragment } from '@shop/shared/graphql';

/** The pages this remote owns (the shell mounts it for every /cart/... address). */
export const CART_PATH = '/cart';
export const CHECKOUT_PATH = '/cart/checkout';
export const orderPath = (number: string) => `/cart/order/${encodeURIComponent(number)}`;
/** The signed-in buyer's orders. */
export const MY_ORDERS_PATH = '/cart/orders';

/** What checkout hands the confirmation page in router state. */
export interface OrderRouteState {
  order: BuyerOrderFieldsFragment;
}

/**
 * The placed order from router state when it is the order at this address. History state can
 * hold anything (an older build's shape, another page's state), so it is checked, not trusted.
 */
export function orderFromRouteState(state: unknown, number: string): BuyerOrderFieldsFragment | null {
  if (typeof state !== 'object' || state === null) return null;
  const order = (state as Partial<Record<keyof OrderRouteState, unknown>>).order;
  if (typeof order !== 'object' || order === null) return null;
  const candidate = order as Partial<BuyerOrderFieldsFragment>;
  if (candidate.number !== number || !Array.isArray(candidate.lines) || typeof candidate.total !== 'number')
    return null;
  return candidate as BuyerOrderFieldsFragment;
}
