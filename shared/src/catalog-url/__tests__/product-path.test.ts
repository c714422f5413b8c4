import { productNidOfPath } from '..';

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
