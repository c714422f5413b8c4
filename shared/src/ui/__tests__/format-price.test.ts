import { formatPrice } from '../format-price';

// Intl (ru-RU, RUB) in Node writes U+00A0 NO-BREAK SPACE both between digit groups and
// before the ruble sign, so a price never wraps across lines.
describe('formatPrice', () => {
  it.each([
    [20_000, '20\u00a0000\u00a0₽'],
    [0, '0\u00a0₽'],
    [999, '999\u00a0₽'],
    [1234, '1\u00a0234\u00a0₽'],
    [12_500, '12\u00a0500\u00a0₽'],
    [1_234_567, '1\u00a0234\u00a0567\u00a0₽'],
  ])('%p -> %p', (value, expected) => {
    expect(formatPrice(value)).toBe(expected);
  });

  it('rounds kopecks to whole rubles', () => {
    expect(formatPrice(1234.49)).toBe('1\u00a0234\u00a0₽');
    expect(formatPrice(1234.5)).toBe('1\u00a0235\u00a0₽');
  });

  it('uses no ordinary spaces', () => {
    expect(formatPrice(20_000)).not.toContain(' ');
  });
});
