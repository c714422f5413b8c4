import { cartCount, cartTotal, clampQuantity, MAX_CART_QUANTITY, unitPrice, type CartItem } from '../cart-item';

const line = (nid: number, price: number, quantity: number, priceWithAction?: number | null): CartItem => ({
  nid,
  name: `Товар ${nid}`,
  price,
  priceWithAction,
  quantity,
});

describe('unitPrice', () => {
  it.each([
    ['a lower sale price', 7990, 7990],
    ['a sale price equal to the price', 8900, 8900],
    ['a sale price above the price', 9500, 8900],
    ['a zero sale price', 0, 8900],
    ['a negative sale price', -100, 8900],
    ['no sale price (null)', null, 8900],
    ['no sale price (undefined)', undefined, 8900],
  ])('with %s: the buyer pays the sale price only when it is lower than the price', (_case, sale, expected) => {
    expect(unitPrice({ price: 8900, priceWithAction: sale })).toBe(expected);
  });
});

describe('cartCount', () => {
  it('is 0 for an empty cart', () => {
    expect(cartCount([])).toBe(0);
  });

  it('counts units, not lines', () => {
    expect(cartCount([line(1, 100, 2), line(2, 100, 3)])).toBe(5);
  });
});

describe('cartTotal', () => {
  it('is 0 for an empty cart', () => {
    expect(cartTotal([])).toBe(0);
  });

  it('sums unit price x quantity, taking the sale price only where it is lower', () => {
    const items = [line(1, 8900, 2, 7990), line(2, 12500, 1, 13000), line(3, 500, 3)];
    expect(cartTotal(items)).toBe(7990 * 2 + 12500 + 500 * 3);
  });
});

describe('clampQuantity', () => {
  it.each([
    [0, 1],
    [-3, 1],
    [Number.NaN, 1],
    [Number.NEGATIVE_INFINITY, 1],
    [1.7, 1],
    [2, 2],
    [MAX_CART_QUANTITY + 50, MAX_CART_QUANTITY],
  ])('clamps %p to %p', (requested, expected) => {
    expect(clampQuantity(requested)).toBe(expected);
  });

  it('allows at most 999 of one product', () => {
    expect(MAX_CART_QUANTITY).toBe(999);
  });
});
