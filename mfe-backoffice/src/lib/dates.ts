import { SHOP_TIME_ZONE } from '@shop/shared/shop-days';

/** A day as staff read it, in Moscow: «01.03.2026». */
const MOSCOW_DAY: Intl.DateTimeFormatOptions = {
  timeZone: SHOP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
};

/** A moment as staff read it in Moscow: «01.03.2026, 12:30». */
export const formatMoment = (iso: string) =>
  new Date(iso).toLocaleString('ru-RU', { ...MOSCOW_DAY, hour: '2-digit', minute: '2-digit' });

/** A day written YYYY-MM-DD as «01.03.2026». */
export const formatDay = (day: string) => day.split('-').reverse().join('.');

/** A moment's day as staff read it in Moscow: «01.03.2026». */
export const formatDate = (iso: string) => new Date(iso).toLocaleDateString('ru-RU', MOSCOW_DAY);
