import { badUserInput } from './errors';

/** Moscow keeps UTC+3 all year: the shop's calendar day starts at 00:00 there. */
const SHOP_UTC_OFFSET = '+03:00';
const SHOP_UTC_OFFSET_MS = 3 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the text is a real calendar day written YYYY-MM-DD (2026-02-31 is not). */
export const isDay = (day: string) =>
  /^\d{4}-\d\d-\d\d$/.test(day) && !Number.isNaN(Date.parse(day)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/** The moment a shop day (YYYY-MM-DD) starts. */
export const shopDayStart = (day: string) => new Date(`${day}T00:00:00${SHOP_UTC_OFFSET}`);

/** A moment's shop day, YYYY-MM-DD. */
export const shopDayOf = (moment: Date) => new Date(moment.getTime() + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 10);

/**
 * A list filter's days as moments: from the start of `from` up to (not including) the start of
 * the day after `to`. Anything but a real YYYY-MM-DD is BAD_USER_INPUT naming the field.
 */
export function shopDayRange(from: string | null | undefined, to: string | null | undefined): { from: Date | null; to: Date | null } {
  const start = (day: string, field: string) => {
    if (!isDay(day)) throw badUserInput(`${field}: укажите дату в виде ГГГГ-ММ-ДД`);
    return shopDayStart(day);
  };
  return {
    from: from ? start(from, 'Дата с') : null,
    to: to ? new Date(start(to, 'Дата по').getTime() + DAY_MS) : null,
  };
}
