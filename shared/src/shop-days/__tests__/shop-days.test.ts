import {
  isDay,
  shiftDay,
  shopDayOf,
  shopDaysBetween,
  shopDayStart,
  shopHourOf,
  shopMomentText,
  shopMonthOf,
  shopToday,
} from '..';

/** 00:30 on 1 March 2026 in Moscow: still 28 February in UTC. */
const HALF_PAST_MIDNIGHT_MOSCOW = new Date('2026-02-28T21:30:00Z');

describe('the shop calendar (Moscow days)', () => {
  it('counts 00:30 Moscow time as the new day, though UTC is still on the old one', () => {
    expect(HALF_PAST_MIDNIGHT_MOSCOW.toISOString().slice(0, 10)).toBe('2026-02-28');
    expect(shopToday(HALF_PAST_MIDNIGHT_MOSCOW)).toBe('2026-03-01');
    expect(shopDayOf(HALF_PAST_MIDNIGHT_MOSCOW.getTime())).toBe('2026-03-01');
  });

  it('reads the hour on the shop’s clock', () => {
    expect(shopHourOf(HALF_PAST_MIDNIGHT_MOSCOW)).toBe(0);
    expect(shopHourOf(new Date('2026-03-01T15:59:59Z'))).toBe(18);
    expect(shopHourOf(new Date('2026-03-01T16:00:00Z').getTime())).toBe(19);
  });

  it('keeps 23:59 Moscow time on its own day', () => {
    expect(shopDayOf(new Date('2026-02-28T20:59:59Z'))).toBe('2026-02-28');
  });

  it('writes a moment as the shop’s clock reads it, with its offset', () => {
    expect(shopMomentText(HALF_PAST_MIDNIGHT_MOSCOW)).toBe('2026-03-01T00:30:00+03:00');
    expect(Date.parse(shopMomentText(HALF_PAST_MIDNIGHT_MOSCOW))).toBe(HALF_PAST_MIDNIGHT_MOSCOW.getTime());
  });

  it('starts a shop day at 21:00 UTC of the day before', () => {
    expect(shopDayStart('2026-03-01').toISOString()).toBe('2026-02-28T21:00:00.000Z');
  });

  it('moves days across months and years', () => {
    expect(shiftDay('2026-02-28', 1)).toBe('2026-03-01');
    expect(shiftDay('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftDay('2027-01-01', -1)).toBe('2026-12-31');
  });

  it('counts whole shop days between moments', () => {
    expect(shopDaysBetween(new Date('2026-02-28T20:59:00Z'), HALF_PAST_MIDNIGHT_MOSCOW)).toBe(1);
    expect(shopDaysBetween(HALF_PAST_MIDNIGHT_MOSCOW, new Date('2026-03-01T20:59:00Z'))).toBe(0);
  });

  it("gives the shop's month at 00:30 Moscow time on the 1st", () => {
    expect(shopMonthOf(HALF_PAST_MIDNIGHT_MOSCOW)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
  });

  it.each([
    ['2026-03-01', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-31', false],
    ['2026-3-1', false],
    ['01.03.2026', false],
    ['', false],
  ])('isDay(%p) is %p', (text, expected) => {
    expect(isDay(text)).toBe(expected);
  });
});
