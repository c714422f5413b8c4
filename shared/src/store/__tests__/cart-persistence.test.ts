import { MAX_CART_QUANTITY } from '../cart-item';
import { CART_STORAGE_KEY, parseCartItems } from '../cart-storage';
import { createShopStore } from '../shop-store';

const mixer = { nid: 101, name: 'Смеситель для раковины Grohe Eurosmart', price: 8900, priceWithAction: 7990 };
const toilet = { nid: 202, name: 'Унитаз подвесной Cersanit Carina', price: 12500 };

/** A stored line exactly as the cart writes it. */
const storedLine = (nid: number, quantity: number) => ({
  nid,
  name: `Товар ${nid}`,
  price: 1000,
  priceWithAction: null,
  imageUrl: null,
  vendorCode: null,
  quantity,
});

const storedCart = (): unknown => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null');

describe('cart persistence in localStorage', () => {
  beforeEach(() => localStorage.clear());

  it('uses the key "cartItems" (requirements §4, §9)', () => {
    expect(CART_STORAGE_KEY).toBe('cartItems');
  });

  it('writes the cart as a plain JSON array of lines (no persist envelope) after every change', () => {
    const store = createShopStore();
    store.getState().addItem(mixer);
    store.getState().addItem(mixer);
    store.getState().addItem(toilet);
    expect(storedCart()).toEqual([
      { ...mixer, quantity: 2 },
      { ...toilet, quantity: 1 },
    ]);

    store.getState().removeItem(store.getState().cartItems[0]!);
    expect(storedCart()).toEqual([{ ...toilet, quantity: 1 }]);

    store.getState().clear();
    expect(storedCart()).toEqual([]);
  });

  it('does not rewrite the stored cart when only the session changes', () => {
    const store = createShopStore();
    // Another tab saved a cart this tab has not heard of yet.
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([storedLine(7, 2)]));
    store.getState().signIn({ uid: 'u1', displayName: 'Ирина', email: 'irina@example.ru' });
    store.getState().signOut();
    expect(storedCart()).toEqual([storedLine(7, 2)]);
    store.getState().addItem(mixer);
    expect(storedCart()).toEqual([{ ...mixer, quantity: 1 }]);
  });

  it('restores the items in a store created after the cart was saved', () => {
    const first = createShopStore();
    first.getState().addItem(mixer);
    first.getState().addItem(mixer);
    first.getState().addItem(toilet);

    const second = createShopStore();
    expect(second.getState().cartItems).toEqual([
      { ...mixer, imageUrl: null, vendorCode: null, quantity: 2 },
      { ...toilet, priceWithAction: null, imageUrl: null, vendorCode: null, quantity: 1 },
    ]);
  });

  it.each([
    ['corrupt JSON', '{not json'],
    ['an object', '{"a":1}'],
    ['a JSON string', '"text"'],
    ['a number', '42'],
    ['null', 'null'],
    ['an array of non-lines', '[1, null, {"nid":"x"}]'],
    [
      'lines with an invalid nid, quantity, name or price',
      JSON.stringify([
        { ...storedLine(1, 1), nid: 0 },
        { ...storedLine(2, 1), nid: 2.5 },
        { ...storedLine(3, 0) },
        { ...storedLine(4, -1) },
        { ...storedLine(5, 1), name: 5 },
        { ...storedLine(6, 1), price: '1000' },
        { ...storedLine(7, 1), price: -1 },
      ]),
    ],
  ])('starts with an empty cart, without throwing, when the stored value is %s', (_case, stored) => {
    localStorage.setItem(CART_STORAGE_KEY, stored);
    expect(parseCartItems(stored)).toEqual([]);
    let store: ReturnType<typeof createShopStore> | undefined;
    expect(() => {
      store = createShopStore();
    }).not.toThrow();
    expect(store?.getState().cartItems).toEqual([]);
  });

  it('keeps only the valid lines of a partly foreign array', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([1, null, { nid: 'x' }, storedLine(7, 3), 'text']));
    const store = createShopStore();
    expect(store.getState().cartItems).toEqual([storedLine(7, 3)]);
  });

  it('merges duplicate lines of one nid, adding up their quantities', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([storedLine(7, 2), storedLine(8, 1), storedLine(7, 3)]));
    const store = createShopStore();
    expect(store.getState().cartItems).toEqual([storedLine(7, 5), storedLine(8, 1)]);
  });

  it('caps a stored or merged quantity at MAX_CART_QUANTITY', () => {
    expect(parseCartItems(JSON.stringify([storedLine(7, 5000)]))).toEqual([storedLine(7, MAX_CART_QUANTITY)]);
    expect(parseCartItems(JSON.stringify([storedLine(7, 600), storedLine(7, 600)]))).toEqual([
      storedLine(7, MAX_CART_QUANTITY),
    ]);
  });

  it('drops unknown fields and wrongly typed optional fields of a stored line', () => {
    const stored = [{ ...storedLine(7, 1), priceWithAction: 'cheap', imageUrl: 5, vendorCode: 'GR-1', secret: 'x' }];
    expect(parseCartItems(JSON.stringify(stored))).toEqual([{ ...storedLine(7, 1), vendorCode: 'GR-1' }]);
  });

  it('follows a cart written by another tab when a "storage" event for cartItems arrives', async () => {
    const store = createShopStore();
    store.getState().addItem(mixer);

    const newValue = JSON.stringify([storedLine(7, 2), storedLine(8, 1)]);
    localStorage.setItem(CART_STORAGE_KEY, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue }));
    await Promise.resolve();

    expect(store.getState().cartItems).toEqual([storedLine(7, 2), storedLine(8, 1)]);
  });

  it('follows a cart cleared in another tab (storage event with key null)', async () => {
    const store = createShopStore();
    store.getState().addItem(mixer);

    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    await Promise.resolve();

    expect(store.getState().cartItems).toEqual([]);
  });

  it('ignores storage events for other keys', async () => {
    const store = createShopStore();
    store.getState().addItem(mixer);

    // Changed behind the store's back, announced under another key: the store must not reload.
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([storedLine(7, 2)]));
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    await Promise.resolve();

    expect(store.getState().cartItems).toEqual([{ ...mixer, quantity: 1 }]);
  });

  it('keeps working in memory when localStorage.setItem throws (full or disabled storage)', () => {
    const store = createShopStore();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });

    expect(() => store.getState().addItem(mixer)).not.toThrow();
    store.getState().addItem(mixer);

    expect(store.getState().cartItems).toEqual([{ ...mixer, quantity: 2 }]);
    expect(warn).toHaveBeenCalledWith('The cart could not be saved to localStorage', expect.any(DOMException));
  });

  it('starts with an empty cart when reading localStorage throws', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    let store: ReturnType<typeof createShopStore> | undefined;
    expect(() => {
      store = createShopStore();
    }).not.toThrow();
    expect(store?.getState().cartItems).toEqual([]);
  });
});
