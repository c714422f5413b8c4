import type { CartProduct } from '@shop/shared/store';

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
