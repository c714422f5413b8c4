import { unitPrice } from '@shop/shared/cart-item';
import type { CartProblem } from '@shop/shared/checkout';
import type { ProductRow } from '../catalog/list-products';
import { badUserInput } from '../core/errors';
import type { OrderLineRequest } from './order-request';

/** A line as charged: the product copied as it is sold right now. */
export interface PricedLine {
  lineNo: number;
  productNid: number;
  name: string;
  vendorCode: string;
  imageUrl: string;
  price: number;
  regularPrice: number;
  quantity: number;
  amount: number;
}

/**
 * Prices the lines at the current prices, by the cart's own rule (the sale price when lower).
 * Any line that is unknown, no longer sold or priced differently from what the buyer saw
 * refuses the whole order: BAD_USER_INPUT with every line's problem in `cartProblems`.
 */
export function priceOrderLines(
  lines: readonly OrderLineRequest[],
  products: ReadonlyMap<number, ProductRow>,
): PricedLine[] {
  const problems: CartProblem[] = [];
  const priced = lines.map(({ nid, quantity, price: seen }, index): PricedLine | null => {
    const product = products.get(nid);
    if (!product) {
      problems.push({ nid, problem: 'UNKNOWN', price: null });
      return null;
    }
    const price = unitPrice(product);
    if (!product.onSale) problems.push({ nid, problem: 'NOT_SOLD', price });
    else if (price !== seen) problems.push({ nid, problem: 'PRICE_CHANGED', price });
    const { name, vendorCode, imageUrl, price: regularPrice } = product;
    return {
      lineNo: index + 1,
      productNid: nid,
      name,
      vendorCode,
      imageUrl,
      price,
      regularPrice,
      quantity,
      amount: price * quantity,
    };
  });
  if (problems.length > 0)
    throw badUserInput('Цены или наличие товаров изменились — проверьте корзину', { cartProblems: problems });
  return priced as PricedLine[];
}
