import { createStore } from 'zustand/vanilla';
import { persist, type PersistStorage } from 'zustand/middleware';
import type { CartItem } from './cart-item';
import { createCartSlice, type CartSlice } from './cart-slice';
import { createSessionSlice, type SessionSlice } from './session-slice';
import { CART_STORAGE_KEY, cartStorage, readStoredCart, writeStoredCart } from './cart-storage';

export type ShopState = CartSlice & SessionSlice;
type PersistedCart = Pick<ShopState, 'cartItems'>;

/**
 * Keeps the cart as a plain array under `cartItems`, the format requirements §9.3 names. Writes only
 * when the cart itself changed: a session change must not rewrite the stored cart with this
 * tab's copy (another tab may have just written a newer one).
 */
function createCartItemsStorage(): PersistStorage<PersistedCart> {
  let known: CartItem[] | null = null;
  return {
    getItem: () => {
      known = readStoredCart();
      return { state: { cartItems: known }, version: 0 };
    },
    setItem: (_name, { state }) => {
      if (state.cartItems === known) return;
      known = state.cartItems;
      writeStoredCart(state.cartItems);
    },
    removeItem: () => cartStorage()?.removeItem(CART_STORAGE_KEY),
  };
}

/** Creates the shop's store: cart and session slices, the cart persisted and synced across tabs. */
export function createShopStore() {
  const store = createStore<ShopState>()(
    persist((...args) => ({ ...createCartSlice(...args), ...createSessionSlice(...args) }), {
      name: CART_STORAGE_KEY,
      storage: createCartItemsStorage(),
      partialize: ({ cartItems }): PersistedCart => ({ cartItems }),
    }),
  );
  if (typeof window !== 'undefined') {
    // Another tab changed the cart: take its version (the event never fires in the writing tab).
    window.addEventListener('storage', (event) => {
      if (event.key === CART_STORAGE_KEY || event.key === null) void store.persist.rehydrate();
    });
  }
  return store;
}

export type ShopStore = ReturnType<typeof createShopStore>;
