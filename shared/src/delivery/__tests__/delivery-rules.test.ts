import { deliveryCost, distanceError, ringRoadFee, type DeliveryRequest } from '../delivery-rules';

const NEED_DISTANCE = 'Укажите расстояние от МКАД в километрах';
const NOT_A_NUMBER = 'Расстояние должно быть числом';
const NOT_POSITIVE = 'Расстояние должно быть больше нуля';
const TOO_FAR = 'Мы возим не дальше 300 км от МКАД — выберите транспортную компанию';

describe('delivery inside the ring road (requirements §9)', () => {
  it.each([
    [0, 700],
    [19_999, 700],
    [19_999.99, 700],
    [20_000, 0],
    [150_000, 0],
  ])('an order of %p ₽ pays %p ₽', (orderTotal, fee) => {
    expect(ringRoadFee(orderTotal)).toBe(fee);
    expect(deliveryCost({ method: 'RING_ROAD', orderTotal })).toEqual({ ok: true, cost: fee, paidToCarrier: false });
  });
});

describe('delivery beyond the ring road', () => {
  it.each([
    // orderTotal, km, ring-road fee + 40 ₽ per started km
    [19_999, 1, 700 + 40],
    [19_999, 1.2, 700 + 80],
    [19_999, 0.1, 700 + 40],
    [19_999, 10, 700 + 400],
    [19_999, 300, 700 + 12_000],
    [20_000, 1, 40],
    [20_000, 1.2, 80],
    [20_000, 10, 400],
  ])(
    'an order of %p ₽ at %p km costs %p ₽ (ring-road fee plus 40 ₽ per started km)',
    (orderTotal, distanceKm, cost) => {
      expect(deliveryCost({ method: 'BEYOND_RING_ROAD', orderTotal, distanceKm })).toEqual({
        ok: true,
        cost,
        paidToCarrier: false,
      });
    },
  );

  it.each([
    ['missing', undefined, NEED_DISTANCE],
    ['null', null, NEED_DISTANCE],
    ['an empty string', '', NEED_DISTANCE],
    ['NaN', Number.NaN, NOT_A_NUMBER],
    ['Infinity', Number.POSITIVE_INFINITY, NOT_A_NUMBER],
    ['a string', '5', NOT_A_NUMBER],
    ['negative', -3, NOT_POSITIVE],
    ['zero', 0, NOT_POSITIVE],
    ['above MAX_DISTANCE_KM', 300.5, TOO_FAR],
  ])('a distance that is %s is refused with a Russian message and no cost', (_case, distanceKm, message) => {
    expect(distanceError(distanceKm)).toBe(message);
    const request = { method: 'BEYOND_RING_ROAD', orderTotal: 5000, distanceKm } as unknown as DeliveryRequest;
    expect(deliveryCost(request)).toEqual({ ok: false, error: message });
  });

  it('accepts a distance of exactly MAX_DISTANCE_KM', () => {
    expect(distanceError(300)).toBeNull();
  });
});

describe('other delivery methods', () => {
  it.each([0, 5000, 50_000])('pickup is free for an order of %p ₽', (orderTotal) => {
    expect(deliveryCost({ method: 'PICKUP', orderTotal })).toEqual({ ok: true, cost: 0, paidToCarrier: false });
  });

  it('a transport company costs the shop nothing: the buyer pays the carrier', () => {
    expect(deliveryCost({ method: 'TRANSPORT_COMPANY', orderTotal: 5000 })).toEqual({
      ok: true,
      cost: 0,
      paidToCarrier: true,
    });
  });

  it('ignores a distance given for a method that does not need one', () => {
    expect(deliveryCost({ method: 'RING_ROAD', orderTotal: 5000, distanceKm: -1 })).toEqual({
      ok: true,
      cost: 700,
      paidToCarrier: false,
    });
  });

  it('refuses an unknown method', () => {
    const request = { method: 'drone', orderTotal: 5000 } as unknown as DeliveryRequest;
    expect(deliveryCost(request)).toEqual({ ok: false, error: 'Выберите способ доставки' });
  });

  it.each([
    ['negative', -1],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
  ])('refuses an order total that is %s, whatever the method', (_case, orderTotal) => {
    for (const method of ['PICKUP', 'RING_ROAD', 'BEYOND_RING_ROAD', 'TRANSPORT_COMPANY'] as const) {
      expect(deliveryCost({ method, orderTotal, distanceKm: 5 })).toEqual({
        ok: false,
        error: 'Сумма заказа указана неверно',
      });
    }
  });
});
