import { daysSinceShipment, isWithinReturnPeriod, RETURN_PERIOD_DAYS, returnDeadline } from '../return-rules';

// 2026-03-01T20:30Z is 2026-03-01 23:30 in Moscow (UTC+3): shipment day is 1 March.
const shippedAt = new Date('2026-03-01T20:30:00Z');

describe('return period (requirements §9: 2 weeks, Moscow calendar days)', () => {
  it('is 14 days', () => {
    expect(RETURN_PERIOD_DAYS).toBe(14);
  });

  it.each([
    ['the moment of shipment', '2026-03-01T20:30:00Z', 0, true],
    ['later the same Moscow day', '2026-03-01T20:59:59Z', 0, true],
    ['Moscow midnight after shipment (still 1 March in UTC)', '2026-03-01T21:00:00Z', 1, true],
    ['day 14 in Moscow, 23:59', '2026-03-15T20:59:00Z', 14, true],
    ['day 15 in Moscow, 00:00', '2026-03-15T21:00:00Z', 15, false],
    ['a month later', '2026-04-01T09:00:00Z', 31, false],
    ['before the shipment', '2026-02-28T10:00:00Z', -1, false],
  ])('%s: day %p, return accepted: %p', (_case, now, days, accepted) => {
    expect(daysSinceShipment(shippedAt, new Date(now))).toBe(days);
    expect(isWithinReturnPeriod(shippedAt, new Date(now))).toBe(accepted);
  });

  it('counts from the Moscow day of shipment, not the UTC day', () => {
    // 2026-03-01T21:30Z is already 2 March in Moscow, so day 14 ends at 2026-03-16 23:59 MSK.
    const lateShipment = new Date('2026-03-01T21:30:00Z');
    expect(isWithinReturnPeriod(lateShipment, new Date('2026-03-16T20:59:00Z'))).toBe(true);
    expect(isWithinReturnPeriod(lateShipment, new Date('2026-03-16T21:00:00Z'))).toBe(false);
  });

  it('returnDeadline is the start (Moscow time) of the 14th day after shipment', () => {
    expect(returnDeadline(shippedAt).toISOString()).toBe('2026-03-14T21:00:00.000Z');
    expect(returnDeadline(new Date('2026-03-01T21:30:00Z')).toISOString()).toBe('2026-03-15T21:00:00.000Z');
  });

  it('a return is accepted at any moment of the deadline day and refused the day after', () => {
    const deadline = returnDeadline(shippedAt);
    const endOfDeadlineDay = new Date(deadline.getTime() + 24 * 60 * 60 * 1000 - 1);
    expect(isWithinReturnPeriod(shippedAt, deadline)).toBe(true);
    expect(isWithinReturnPeriod(shippedAt, endOfDeadlineDay)).toBe(true);
    expect(isWithinReturnPeriod(shippedAt, new Date(endOfDeadlineDay.getTime() + 1))).toBe(false);
  });
});
