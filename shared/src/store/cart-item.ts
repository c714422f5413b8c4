/** A product as the storefront hands it to the cart. */
export interface CartProduct {
  nid: number;
  name: string;
  /** Regular price in rubles. */
  price: number;
  /** Sale price in rubles, when the product is on sale. */
  priceWithAction?: number | null;
  imageUrl?: string | null;
  vendorCode?: string | null;
}

/** What a product sells for now: the fields a price check may change on a cart line. */
export type CartPrices = Pick<CartProduct, 'nid' | 'price' | 'priceWithAction'>;

/** One line of the cart: a product and how many of it. */
export interface CartItem extends CartProduct {
  quantity: number;
}

/** The most of one product a cart line may hold. */
export const MAX_CART_QUANTITY = 999;

/** The price the buyer pays for one unit: the sale price when it is lower. */
export function unitPrice(item: Pick<CartProduct, 'price' | 'priceWithAction'>): number {
  const sale = item.priceWithAction;
  return typeof sale === 'number' && sale > 0 && sale < item.price ? sale : item.price;
}

/** Total number of units in the cart. */
export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** What the cart costs, in rubles. */
export function cartTotal(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + unitPrice(item) * item.quantity, 0);
}

/** Clamps a requested quantity to a whole number between 1 and MAX_CART_QUANTITY. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(MAX_CART_QUANTITY, Math.max(1, Math.trunc(quantity)));
}
