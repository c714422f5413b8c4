/**
 * The shop's calendar: days are Moscow days (requirements §9). Moscow keeps UTC+3 all year, so a
 * shop day starts at 21:00 UTC of the day before. This is the one place that knows it: the API's
 * filters and ledgers, the back-office's forms and the return window all count days through here.
 */

/** The shop's time zone, for `Intl.DateTimeFormat` and the like. */
export const SHOP_TIME_ZONE = 'Europe/Moscow';
/** The shop's offset from UTC, as written in an ISO moment. */
export const SHOP_UTC_OFFSET = '+03:00';
const SHOP_UTC_OFFSET_MS = 3 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

const DAY_PATTERN = /^\d{4}-\d\d-\d\d$/;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Whether the text is a real calendar day written YYYY-MM-DD (2026-02-31 is not). */
export const isDay = (text: string) => {
  if (!DAY_PATTERN.test(text)) return false;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(ms) && utcDay(ms) === text;
};

/** A moment's shop day, YYYY-MM-DD. */
export const shopDayOf = (moment: Date | number) => utcDay(new Date(moment).getTime() + SHOP_UTC_OFFSET_MS);

/** A moment as the shop's clock reads it, ISO 8601 to the second with the offset: `2026-03-01T14:05:00+03:00`. */
export const shopMomentText = (moment: Date | number) =>
  `${new Date(new Date(moment).getTime() + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 19)}${SHOP_UTC_OFFSET}`;

/** The hour (0–23) of a moment on the shop's clock. */
export const shopHourOf = (moment: Date | number) =>
  new Date(new Date(moment).getTime() + SHOP_UTC_OFFSET_MS).getUTCHours();

/** Today in the shop, YYYY-MM-DD: what a clerk's calendar shows, whatever the browser's zone. */
export const shopToday = (now: Date | number = Date.now()) => shopDayOf(now);

/** The moment a shop day (YYYY-MM-DD) starts. */
export const shopDayStart = (day: string) => new Date(`${day}T00:00:00${SHOP_UTC_OFFSET}`);

/** A YYYY-MM-DD day moved by whole days (negative: back). */
export const shiftDay = (day: string, days: number) => utcDay(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);

/** Whole shop days from the day of `from` to the day of `to` (0 on the same day). */
export const shopDaysBetween = (from: Date | number, to: Date | number) =>
  Math.round((Date.parse(`${shopDayOf(to)}T00:00:00Z`) - Date.parse(`${shopDayOf(from)}T00:00:00Z`)) / DAY_MS);

/** The first and last days of the shop's current month, YYYY-MM-DD. */
export function shopMonthOf(now: Date | number = Date.now()): { from: string; to: string } {
  const [year = 0, month = 1] = shopDayOf(now).split('-').map(Number);
  return { from: utcDay(Date.UTC(year, month - 1, 1)), to: utcDay(Date.UTC(year, month, 1) - DAY_MS) };
}
