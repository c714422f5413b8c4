import { daysSinceShipment, RETURN_PERIOD_DAYS, returnDeadline } from '@shop/shared/delivery';
import { shopDayOf } from '@shop/shared/shop-days';
import { badUserInput } from '../core/errors';

/** The shipment's Moscow day and the last Moscow day a return of its goods is accepted, YYYY-MM-DD. */
export const returnWindowOf = (shippedAt: Date) => ({
  shippedOn: shopDayOf(shippedAt),
  returnDeadline: shopDayOf(returnDeadline(shippedAt)),
});

/** «2026-03-15» as «15.03.2026». */
const ruDay = (day: string) => day.split('-').reverse().join('.');

/**
 * Refuses, with the dates, once more than RETURN_PERIOD_DAYS Moscow days have passed since the
 * shipment was posted (requirements §9: goods are returned within 2 weeks; day 14 is still in time).
 * `refused` names what was not done, e.g. «Возврат от покупателя № 5 не проведён».
 */
export function refuseAfterReturnPeriod(shippedAt: Date, now: Date, refused: string): void {
  if (daysSinceShipment(shippedAt, now) <= RETURN_PERIOD_DAYS) return;
  const { shippedOn, returnDeadline: deadline } = returnWindowOf(shippedAt);
  throw badUserInput(
    `${refused}. Срок возврата истёк: товар отгружен ${ruDay(shippedOn)}, возврат принимается в течение ${RETURN_PERIOD_DAYS} дней — до ${ruDay(deadline)} включительно`,
    { shippedOn, returnDeadline: deadline },
  );
}
