import { today } from '../use-payment-form';

describe("a new payment's day", () => {
  it('is the Moscow day at 00:30 Moscow time, not the UTC day before', () => {
    expect(today(new Date('2026-02-28T21:30:00Z'))).toBe('2026-03-01');
  });
});
