import { productNid, productNidOfPath } from '..';

describe('productNid', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['999999999', 999_999_999],
  ])('%s -> %s', (segment, nid) => {
    expect(productNid(segment)).toBe(nid);
  });

  it.each(['0', '000', '-1', '1.5', 'abc', '', '1234567890', '12a'])('%j is no product', (segment) => {
    expect(productNid(segment)).toBeNull();
  });
});

describe('productNidOfPath', () => {
  it('reads a product card path, with or without a trailing slash', () => {
    expect(productNidOfPath('/product/15')).toBe(15);
    expect(productNidOfPath('/product/15/')).toBe(15);
  });

  it.each(['/product', '/product/', '/product/0', '/product/15/reviews', '/products/15', '/smesiteli'])(
    '%s is no product card',
    (path) => {
      expect(productNidOfPath(path)).toBeNull();
    },
  );
});
