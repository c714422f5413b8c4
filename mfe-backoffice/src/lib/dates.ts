import { SHOP_TIME_ZONE } from '@shop/shared/shop-days';

/** A moment as staff read it in Moscow: «01.03.2026, 12:30». */
export const formatMoment = (iso: string) =>
  new Date(iso).toLocaleString('ru-RU', {
    timeZone: SHOP_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** A day written YYYY-MM-DD as «01.03.2026». */
export const formatDay = (day: string) => day.split('-').reverse().join('.');

/** A moment's day as staff read it in Moscow: «01.03.2026». */
export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('ru-RU', {
    timeZone: SHOP_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
