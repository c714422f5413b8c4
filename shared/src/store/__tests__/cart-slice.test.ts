import { MAX_CART_QUANTITY } from '../cart-item';
import { createShopStore } from '../shop-store';

const mixer = { nid: 101, name: 'Смеситель для раковины Grohe Eurosmart', price: 8900, priceWithAction: 7990 };
const toilet = { nid: 202, name: 'Унитаз подвесной Cersanit Carina', price: 12500 };

/** A fresh store with these products added, one by one. */
function cartOf(...products: (typeof mixer | typeof toilet)[]) {
  const store = createShopStore();
  for (const product of products) store.getState().addItem(product);
  return store;
}

/** The cart's lines as (nid, quantity), in order. */
const quantitiesOf = (store: ReturnType<typeof createShopStore>) =>
  store.getState().cartItems.map(({ nid, quantity }) => ({ nid, quantity }));

describe('cart slice', () => {
  beforeEach(() => localStorage.clear());

  it('adds a new product with quantity 1 and raises it by 1 when added again', () => {
    const store = cartOf(mixer);
    expect(store.getState().cartItems).toEqual([expect.objectContaining({ nid: 101, quantity: 1 })]);
    store.getState().addItem(mixer);
    expect(store.getState().cartItems).toEqual([expect.objectContaining({ nid: 101, quantity: 2 })]);
  });

  it('appends a product with a different nid as a separate line with quantity 1, keeping the order', () => {
    const store = cartOf(mixer, toilet, mixer);
    expect(quantitiesOf(store)).toEqual([
      { nid: 101, quantity: 2 },
      { nid: 202, quantity: 1 },
    ]);
  });

  it('keeps the product fields on the new line', () => {
    const store = cartOf(mixer);
    expect(store.getState().cartItems[0]).toEqual({ ...mixer, quantity: 1 });
  });

  it('does not raise the quantity above MAX_CART_QUANTITY when the same product is added again', () => {
    const store = cartOf(mixer);
    store.getState().setQuantity(mixer.nid, MAX_CART_QUANTITY);
    store.getState().addItem(mixer);
    expect(store.getState().cartItems[0]?.quantity).toBe(MAX_CART_QUANTITY);
  });

  it("adds several units at once (the card's stepper) in one change, clamped", () => {
    const store = cartOf();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.getState().addItem(mixer, 3);
    expect(store.getState().cartItems).toEqual([{ ...mixer, quantity: 3 }]);
    store.getState().addItem(mixer, 2);
    expect(store.getState().cartItems).toEqual([{ ...mixer, quantity: 5 }]);
    expect(listener).toHaveBeenCalledTimes(2);
    store.getState().addItem(mixer, MAX_CART_QUANTITY);
    expect(store.getState().cartItems).toEqual([{ ...mixer, quantity: MAX_CART_QUANTITY }]);
    unsubscribe();
  });

  it('removes a line only when given that very line object (identity), not another object with the same nid', () => {
    const store = cartOf(mixer, toilet);
    const [mixerLine] = store.getState().cartItems;
    if (!mixerLine) throw new Error('the mixer line is missing');

    store.getState().removeItem({ ...mixerLine });
    expect(store.getState().cartItems.map((item) => item.nid)).toEqual([101, 202]);

    store.getState().removeItem(mixerLine);
    expect(store.getState().cartItems.map((item) => item.nid)).toEqual([202]);
  });

  it.each([
    ['0', 0, 1],
    ['a negative number', -5, 1],
    ['NaN', Number.NaN, 1],
    ['Infinity', Number.POSITIVE_INFINITY, 1],
    ['a fraction (1.7)', 1.7, 1],
    ['a fraction (3.9)', 3.9, 3],
    ['a valid whole number', 7, 7],
    ['MAX_CART_QUANTITY itself', MAX_CART_QUANTITY, MAX_CART_QUANTITY],
    ['a number above MAX_CART_QUANTITY', MAX_CART_QUANTITY + 1, MAX_CART_QUANTITY],
  ])('setQuantity clamps %s to a whole number in 1..MAX_CART_QUANTITY', (_case, requested, expected) => {
    const store = cartOf(mixer, mixer);
    store.getState().setQuantity(mixer.nid, requested);
    expect(store.getState().cartItems[0]?.quantity).toBe(expected);
  });

  it('setQuantity changes only the line with that nid', () => {
    const store = cartOf(mixer, toilet);
    store.getState().setQuantity(toilet.nid, 4);
    expect(quantitiesOf(store)).toEqual([
      { nid: 101, quantity: 1 },
      { nid: 202, quantity: 4 },
    ]);
  });

  it('clear empties the cart', () => {
    const store = cartOf(mixer, toilet);
    store.getState().clear();
    expect(store.getState().cartItems).toEqual([]);
  });
});

describe("repriceItems (a price check brings the shop's current prices)", () => {
  beforeEach(() => localStorage.clear());

  it('updates the price and sale price of the lines it names, keeping quantities and order', () => {
    const store = cartOf(mixer, toilet);
    store.getState().setQuantity(toilet.nid, 3);
    const [, toiletLine] = store.getState().cartItems;

    store.getState().repriceItems([{ nid: 101, price: 9200, priceWithAction: null }]);

    expect(store.getState().cartItems).toEqual([
      { ...mixer, price: 9200, priceWithAction: null, quantity: 1 },
      { ...toilet, quantity: 3 },
    ]);
    // The untouched line is the same object: removeItem by identity still finds it.
    expect(store.getState().cartItems[1]).toBe(toiletLine);
  });

  it('puts a product on sale, and takes a sale away', () => {
    const store = cartOf(mixer, toilet);
    store.getState().repriceItems([
      { nid: 202, price: 12500, priceWithAction: 11000 },
      { nid: 101, price: 8900 },
    ]);
    expect(
      store.getState().cartItems.map(({ nid, price, priceWithAction }) => ({ nid, price, priceWithAction })),
    ).toEqual([
      { nid: 101, price: 8900, priceWithAction: null },
      { nid: 202, price: 12500, priceWithAction: 11000 },
    ]);
  });

  it('ignores nids that are not in the cart and never adds lines', () => {
    const store = cartOf(mixer);
    store.getState().repriceItems([{ nid: 999, price: 1, priceWithAction: null }]);
    expect(store.getState().cartItems).toEqual([{ ...mixer, quantity: 1 }]);
  });

  it('leaves the cart (and its stored copy) untouched when no price changed', () => {
    const store = cartOf(mixer);
    const before = store.getState().cartItems;
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    const setItem = jest.spyOn(Storage.prototype, 'setItem');

    store.getState().repriceItems([{ nid: 101, price: 8900, priceWithAction: 7990 }]);

    expect(store.getState().cartItems).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    expect(setItem).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('saves the new prices to localStorage', () => {
    const store = cartOf(toilet);
    store.getState().repriceItems([{ nid: 202, price: 13000, priceWithAction: null }]);
    expect(JSON.parse(localStorage.getItem('cartItems') ?? 'null')).toEqual([
      { ...toilet, price: 13000, priceWithAction: null, quantity: 1 },
    ]);
  });
});
