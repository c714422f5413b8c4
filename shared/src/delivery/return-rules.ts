/** Goods may be returned within this many days of shipment (spec §1, §9: 2 weeks). */
export const RETURN_PERIOD_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The shop works on Moscow time, UTC+3 all year. */
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

const moscowDay = (date: Date) => Math.floor((date.getTime() + MOSCOW_OFFSET_MS) / DAY_MS);

/** Whole calendar days (Moscow time) from shipment to `now`. */
export function daysSinceShipment(shippedAt: Date, now: Date = new Date()): number {
  return moscowDay(now) - moscowDay(shippedAt);
}

/** A return is accepted up to and including the 14th day after shipment. */
export function isWithinReturnPeriod(shippedAt: Date, now: Date = new Date()): boolean {
  const days = daysSinceShipment(shippedAt, now);
  return days >= 0 && days <= RETURN_PERIOD_DAYS;
}

/** The last day (Moscow time, as a Date at its start) on which goods may be returned. */
export function returnDeadline(shippedAt: Date): Date {
  return new Date((moscowDay(shippedAt) + RETURN_PERIOD_DAYS) * DAY_MS - MOSCOW_OFFSET_MS);
}
