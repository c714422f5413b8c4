/** Orders from this sum are delivered free inside the Moscow ring road (requirements §9). */
export const FREE_DELIVERY_THRESHOLD = 20_000;
/** Delivery inside the ring road for smaller orders, rubles (requirements §9). */
export const RING_ROAD_DELIVERY_FEE = 700;
/** Beyond the ring road, rubles per kilometre (requirements §9). */
export const PER_KM_BEYOND_RING_ROAD = 40;
/** The farthest distance beyond the ring road the shop's own vans go. */
export const MAX_DISTANCE_KM = 300;

export type DeliveryMethod = 'PICKUP' | 'RING_ROAD' | 'BEYOND_RING_ROAD' | 'TRANSPORT_COMPANY';

export const DELIVERY_METHODS: Readonly<Record<DeliveryMethod, string>> = {
  PICKUP: 'Самовывоз из магазина в Химках',
  RING_ROAD: 'Доставка в пределах МКАД',
  BEYOND_RING_ROAD: 'Доставка за МКАД',
  TRANSPORT_COMPANY: 'Транспортной компанией за пределы Московской области',
};

export interface DeliveryRequest {
  method: DeliveryMethod;
  /** What the goods cost, rubles. */
  orderTotal: number;
  /** Kilometres beyond the ring road; only for 'BEYOND_RING_ROAD'. */
  distanceKm?: number | null;
}

export type DeliveryQuote =
  | { ok: true; cost: number; paidToCarrier: false }
  /** A transport company: the buyer pays the carrier, the shop charges nothing. */
  | { ok: true; cost: 0; paidToCarrier: true }
  | { ok: false; error: string };

/** Inside the ring road: free from 20 000 ₽, else 700 ₽. */
export function ringRoadFee(orderTotal: number): number {
  return orderTotal >= FREE_DELIVERY_THRESHOLD ? 0 : RING_ROAD_DELIVERY_FEE;
}

/** Checks a distance beyond the ring road; returns a Russian message or null when it is fine. */
export function distanceError(distanceKm: unknown): string | null {
  if (distanceKm === null || distanceKm === undefined || distanceKm === '') {
    return 'Укажите расстояние от МКАД в километрах';
  }
  if (typeof distanceKm !== 'number' || !Number.isFinite(distanceKm)) {
    return 'Расстояние должно быть числом';
  }
  if (distanceKm <= 0) return 'Расстояние должно быть больше нуля';
  if (distanceKm > MAX_DISTANCE_KM) {
    return `Мы возим не дальше ${MAX_DISTANCE_KM} км от МКАД — выберите транспортную компанию`;
  }
  return null;
}

/**
 * What delivery costs (requirements §2, §9). Beyond the ring road the buyer pays the ring-road
 * delivery plus 40 ₽ for every started kilometre beyond it.
 */
export function deliveryCost({ method, orderTotal, distanceKm }: DeliveryRequest): DeliveryQuote {
  if (!Number.isFinite(orderTotal) || orderTotal < 0) {
    return { ok: false, error: 'Сумма заказа указана неверно' };
  }
  switch (method) {
    case 'PICKUP':
      return { ok: true, cost: 0, paidToCarrier: false };
    case 'RING_ROAD':
      return { ok: true, cost: ringRoadFee(orderTotal), paidToCarrier: false };
    case 'BEYOND_RING_ROAD': {
      const error = distanceError(distanceKm);
      if (error !== null) return { ok: false, error };
      const km = Math.ceil(distanceKm as number);
      return { ok: true, cost: ringRoadFee(orderTotal) + km * PER_KM_BEYOND_RING_ROAD, paidToCarrier: false };
    }
    case 'TRANSPORT_COMPANY':
      return { ok: true, cost: 0, paidToCarrier: true };
    default:
      return { ok: false, error: 'Выберите способ доставки' };
  }
}
