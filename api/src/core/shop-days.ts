import { DAY_MS, isDay, shopDayStart } from '@shop/shared/shop-days';
import { badUserInput } from './errors';

/**
 * A list filter's days as moments: from the start of `from` up to (not including) the start of
 * the day after `to`. Anything but a real YYYY-MM-DD is BAD_USER_INPUT naming the field.
 */
export function shopDayRange(
  from: string | null | undefined,
  to: string | null | undefined,
): { from: Date | null; to: Date | null } {
  const start = (day: string, field: string) => {
    if (!isDay(day)) throw badUserInput(`${field}: укажите дату в виде ГГГГ-ММ-ДД`);
    return shopDayStart(day);
  };
  return {
    from: from ? start(from, 'Дата с') : null,
    to: to ? new Date(start(to, 'Дата по').getTime() + DAY_MS) : null,
  };
}

/** A document list narrowed to the days its documents were made on, in the shop's time (Moscow). */
export interface MadeOnDaysFilter {
  /** Made on or after this day, YYYY-MM-DD. */
  createdFrom?: string | null;
  /** Made on or before this day, inclusive. */
  createdTo?: string | null;
}
