import { defaultDueDate } from '../new-buyer-invoice-form';

describe("a new buyer invoice's due date", () => {
  it('is five Moscow days ahead at 00:30 Moscow time, counted from the Moscow day', () => {
    expect(defaultDueDate(new Date('2026-02-28T21:30:00Z'))).toBe('2026-03-06');
  });
});
