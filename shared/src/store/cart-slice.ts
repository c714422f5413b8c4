import type { StateCreator } from 'zustand/vanilla';
import { clampQuantity, type CartItem, type CartPrices, type CartProduct } from './cart-item';

export interface CartSlice {
  cartItems: CartItem[];
  /**
   * Same nid: quantity + 1; a new product: appended with quantity 1 (requirements §4). `quantity` adds
   * that many at once (the product card's stepper), clamped to MAX_CART_QUANTITY.
   */
  addItem: (product: CartProduct, quantity?: number) => void;
  /** Filters the given line out by identity (requirements §4). */
  removeItem: (item: CartItem) => void;
  /** Sets a line's quantity, clamped to 1..MAX_CART_QUANTITY. */
  setQuantity: (nid: number, quantity: number) => void;
  /**
   * Takes the shop's current prices for the lines with these nids (after a price check).
   * Quantities, order and the other lines stay as they are; a line whose prices did not
   * change keeps its identity, and when nothing changed the cart is left untouched.
   */
  repriceItems: (prices: readonly CartPrices[]) => void;
  clear: () => void;
}

export const createCartSlice: StateCreator<CartSlice, [], [], CartSlice> = (set) => ({
  cartItems: [],
  addItem: (product, added = 1) =>
    set(({ cartItems }) => {
      const existing = cartItems.find((item) => item.nid === product.nid);
      if (!existing) return { cartItems: [...cartItems, { ...product, quantity: clampQuantity(added) }] };
      const quantity = clampQuantity(existing.quantity + added);
      return {
        cartItems: cartItems.map((item) => (item === existing ? { ...item, quantity } : item)),
      };
    }),
  removeItem: (removed) => set(({ cartItems }) => ({ cartItems: cartItems.filter((item) => item !== removed) })),
  setQuantity: (nid, quantity) =>
    set(({ cartItems }) => ({
      cartItems: cartItems.map((item) => (item.nid === nid ? { ...item, quantity: clampQuantity(quantity) } : item)),
    })),
  repriceItems: (prices) =>
    set((state) => {
      const byNid = new Map(prices.map((entry) => [entry.nid, entry]));
      let changed = false;
      const cartItems = state.cartItems.map((item) => {
        const current = byNid.get(item.nid);
        if (!current) return item;
        const priceWithAction = current.priceWithAction ?? null;
        if (current.price === item.price && priceWithAction === (item.priceWithAction ?? null)) return item;
        changed = true;
        return { ...item, price: current.price, priceWithAction };
      });
      return changed ? { cartItems } : state;
    }),
  clear: () => set({ cartItems: [] }),
});
