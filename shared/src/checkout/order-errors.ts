/** Why a cart line cannot be ordered as it stands. */
export const CART_PROBLEM_KINDS = ['UNKNOWN', 'NOT_SOLD', 'PRICE_CHANGED'] as const;
export type CartProblemKind = (typeof CART_PROBLEM_KINDS)[number];

/**
 * One cart line createBuyerOrder refused (BAD_USER_INPUT `extensions.cartProblems`); form
 * problems come as `extensions.fieldErrors` (CheckoutErrors).
 */
export interface CartProblem {
  nid: number;
  problem: CartProblemKind;
  /** The unit price the shop charges now; null for a product the catalogue does not know. */
  price: number | null;
}
