import { MAX_CART_QUANTITY, type CartItem } from './cart-item';

/** localStorage key of the cart (requirements §4, §9). */
export const CART_STORAGE_KEY = 'cartItems';

const isPositiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

const isPrice = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

const optionalString = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** One stored cart line, or null when it is not one of ours. */
function toCartItem(value: unknown): CartItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  if (!isPositiveInteger(raw.nid) || !isPositiveInteger(raw.quantity)) return null;
  if (typeof raw.name !== 'string' || !isPrice(raw.price)) return null;
  return {
    nid: raw.nid,
    name: raw.name,
    price: raw.price,
    priceWithAction: isPrice(raw.priceWithAction) ? raw.priceWithAction : null,
    imageUrl: optionalString(raw.imageUrl),
    vendorCode: optionalString(raw.vendorCode),
    quantity: Math.min(raw.quantity, MAX_CART_QUANTITY),
  };
}

/**
 * Reads the cart from a stored string. A missing, corrupt or foreign value gives an
 * empty cart; lines that are not cart lines are dropped, duplicates of a nid merged.
 */
export function parseCartItems(stored: string | null): CartItem[] {
  if (!stored) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const byNid = new Map<number, CartItem>();
  for (const entry of parsed) {
    const item = toCartItem(entry);
    if (!item) continue;
    const seen = byNid.get(item.nid);
    if (seen) seen.quantity = Math.min(MAX_CART_QUANTITY, seen.quantity + item.quantity);
    else byNid.set(item.nid, item);
  }
  return [...byNid.values()];
}

/** localStorage, or null where it cannot be used (private mode, disabled storage, no window). */
export function cartStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredCart(): CartItem[] {
  try {
    return parseCartItems(cartStorage()?.getItem(CART_STORAGE_KEY) ?? null);
  } catch {
    return [];
  }
}

export function writeStoredCart(items: readonly CartItem[]): void {
  try {
    cartStorage()?.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch (error) {
    // A full or disabled storage must not break the cart in this tab.
    console.warn('The cart could not be saved to localStorage', error);
  }
}
