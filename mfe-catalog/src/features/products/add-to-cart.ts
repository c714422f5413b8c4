import { shopStore, type CartProduct } from '@shop/shared/store';

/** Puts `quantity` units of a product into the cart (the store adds one at a time, spec §4). */
export function addToCart(product: CartProduct, quantity = 1): void {
  const { cartItems, addItem, setQuantity } = shopStore.getState();
  const before = cartItems.find((item) => item.nid === product.nid)?.quantity ?? 0;
  addItem(product);
  if (quantity > 1) setQuantity(product.nid, before + quantity);
}

/** The cart's view of a catalogue product. */
export const cartProduct = (product: {
  nid: number;
  name: string;
  price: number;
  priceWithAction: number | null;
  imageUrl: string;
  vendorCode: string;
}): CartProduct => ({
  nid: product.nid,
  name: product.name,
  price: product.price,
  priceWithAction: product.priceWithAction,
  imageUrl: product.imageUrl,
  vendorCode: product.vendorCode,
});
