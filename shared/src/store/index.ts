import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { toRoles, type Roles } from '../access/roles';
import { createShopStore, type ShopState, type ShopStore } from './shop-store';

const STORE_KEY = Symbol.for('@shop/shared/store');
type StoreHolder = { [STORE_KEY]?: ShopStore };
const holder = globalThis as StoreHolder;

if (holder[STORE_KEY] && typeof window !== 'undefined') {
  // Two copies of this module in a browser mean @shop/shared is not a federated singleton: the
  // cart and the session would split between modules. Keep the first store and say so loudly.
  // (A server process may hold several modules' server renders, each with its copy.)
  console.error('@shop/shared/store: a second store instance was requested; @shop/shared must be a singleton');
}

/** The one store of the site: cart and session. Shared by every module as a federated singleton. */
export const shopStore: ShopStore = (holder[STORE_KEY] ??= createShopStore());

/** Reads a slice of the shop's store and re-renders when it changes. */
export function useShopStore<T>(selector: (state: ShopState) => T): T {
  return useStore(shopStore, selector);
}

/**
 * The current role flags as one object that changes only when a flag does (a selector that
 * builds a new object on every call would re-render without end).
 */
export function useRoles(): Roles {
  return useStore(shopStore, useShallow(toRoles));
}

export { createShopStore } from './shop-store';
export type { ShopState, ShopStore } from './shop-store';
export * from './cart-item';
export { CART_STORAGE_KEY, parseCartItems } from './cart-storage';
export type { SessionUser, SessionSlice } from './session-slice';
export type { CartSlice } from './cart-slice';
