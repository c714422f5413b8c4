import { shiftDay, shopDayOf, shopDaysBetween, shopDayStart } from '../shop-days';

/** Goods may be returned within this many days of shipment (requirements §1, §9: 2 weeks). */
export const RETURN_PERIOD_DAYS = 14;

/** Whole shop (Moscow) days from shipment to `now`. */
export function daysSinceShipment(shippedAt: Date, now: Date = new Date()): number {
  return shopDaysBetween(shippedAt, now);
}

/** A return is accepted up to and including the 14th day after shipment. */
export function isWithinReturnPeriod(shippedAt: Date, now: Date = new Date()): boolean {
  const days = daysSinceShipment(shippedAt, now);
  return days >= 0 && days <= RETURN_PERIOD_DAYS;
}

/** The last day (Moscow time, as a Date at its start) on which goods may be returned. */
export function returnDeadline(shippedAt: Date): Date {
  return shopDayStart(shiftDay(shopDayOf(shippedAt), RETURN_PERIOD_DAYS));
}
