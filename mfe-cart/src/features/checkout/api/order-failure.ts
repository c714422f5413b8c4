import { CombinedGraphQLErrors } from '@shop/shared/apollo';
import {
  CART_PROBLEM_KINDS,
  EMPTY_CHECKOUT_FORM,
  type CartProblem,
  type CheckoutErrors,
  type CheckoutField,
} from '@shop/shared/checkout';

/** Why an order was not placed. */
export type OrderFailure =
  /** The form: messages by field, and any the form has no field for. */
  | { kind: 'fields'; fieldErrors: CheckoutErrors; otherErrors: string[] }
  /** The cart: prices changed or products are no longer sold. */
  | { kind: 'cart'; problems: CartProblem[] }
  /** The network, the server or anything unexpected: nothing is known to be wrong with the order. */
  | { kind: 'unavailable' };

export const UNAVAILABLE: OrderFailure = { kind: 'unavailable' };

const PROBLEMS = new Set<unknown>(CART_PROBLEM_KINDS);
const isField = (key: string): key is CheckoutField => Object.hasOwn(EMPTY_CHECKOUT_FORM, key);

function cartProblems(value: unknown): CartProblem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { nid, problem, price } = entry as Record<string, unknown>;
    if (typeof nid !== 'number' || !PROBLEMS.has(problem)) return [];
    return [{ nid, problem: problem as CartProblem['problem'], price: typeof price === 'number' ? price : null }];
  });
}

function fieldFailure(value: unknown): OrderFailure | null {
  if (typeof value !== 'object' || value === null) return null;
  const fieldErrors: CheckoutErrors = {};
  const otherErrors: string[] = [];
  for (const [key, message] of Object.entries(value)) {
    if (typeof message !== 'string' || !message) continue;
    if (isField(key)) fieldErrors[key] = message;
    else otherErrors.push(message);
  }
  return Object.keys(fieldErrors).length || otherErrors.length ? { kind: 'fields', fieldErrors, otherErrors } : null;
}

/**
 * Sorts a failed createBuyerOrder into what the buyer can fix and what they can only retry. Too
 * many orders from one buyer in an hour (the API's rate limit) is said as the API words it, with
 * when to try again: it is neither the form's fault nor the server's absence.
 */
export function orderFailure(error: unknown): OrderFailure {
  if (!CombinedGraphQLErrors.is(error)) return UNAVAILABLE;
  for (const { message, extensions } of error.errors) {
    if (extensions?.code === 'TOO_MANY_REQUESTS' && message)
      return { kind: 'fields', fieldErrors: {}, otherErrors: [message] };
    if (extensions?.code !== 'BAD_USER_INPUT') continue;
    const problems = cartProblems(extensions.cartProblems);
    if (problems.length > 0) return { kind: 'cart', problems };
    const fields = fieldFailure(extensions.fieldErrors);
    if (fields) return fields;
  }
  return UNAVAILABLE;
}
