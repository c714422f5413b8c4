import { formatPrice } from '@shop/shared/ui';

/** A known delivery cost as the order's summary says it: a price, «бесплатно», or the carrier's. */
export function deliveryCostText({ cost, paidToCarrier }: { cost: number; paidToCarrier: boolean }): string {
  if (paidToCarrier) return 'оплачивается перевозчику';
  return cost === 0 ? 'бесплатно' : formatPrice(cost);
}
