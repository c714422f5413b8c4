import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import {
  DriversDocument,
  MarkDeliveryDocument,
  RouteSheetDocument,
  type RouteStopFieldsFragment,
} from '../../../../lib/graphql/operations.generated';
import DeliveryScreen from '../delivery-screen';
import { staffSignIn } from '../../../../testing/staff';
import { renderSection } from '../../../../testing/render-section';
import { expectRefused } from '../../../../testing/fields';

const stop = (shipmentNid: number, changes: Partial<RouteStopFieldsFragment> = {}) => ({
  __typename: 'RouteStop',
  _id: `route-stop-${shipmentNid}`,
  shipmentNid,
  orderNid: 10000 + shipmentNid,
  orderNumber: String(10000 + shipmentNid),
  buyerName: 'Ирина Петрова',
  phone: '+79261234567',
  address: 'Москва, ул. Тверская, д. 1',
  delivery: 'RING_ROAD',
  payment: 'CASH',
  comment: null,
  goodsCount: 3,
  total: 32_000,
  toCollect: 32_000,
  driverUid: 'driver-anna',
  driverName: 'Анна Водителева',
  status: 'PLANNED',
  failureReason: null,
  markedAt: null,
  markedByName: null,
  ...changes,
});

const group = (driverUid: string | null, driverName: string | null, stops: ReturnType<typeof stop>[]) => ({
  __typename: 'RouteGroup',
  driverUid,
  driverName,
  stops,
  goodsCount: stops.reduce((sum, item) => sum + item.goodsCount, 0),
  toCollect: stops.reduce((sum, item) => sum + item.toCollect, 0),
});

const sheetAnswer = (
  date: string,
  groups: object[],
  ownOnly = false,
  driverUid: string | null = null,
): MockLink.MockedResponse => ({
  request: { query: RouteSheetDocument, variables: { date, driverUid } },
  result: { data: { routeSheet: { __typename: 'RouteSheet', date, ownOnly, groups } } },
});

const DRIVERS: MockLink.MockedResponse = {
  request: { query: DriversDocument },
  result: {
    data: {
      drivers: [
        { __typename: 'Driver', uid: 'driver-anna', name: 'Анна Водителева' },
        { __typename: 'Driver', uid: 'driver-boris', name: 'Борис Рулев' },
      ],
    },
  },
};

const DAY = [
  group('driver-anna', 'Анна Водителева', [stop(1)]),
  group(null, null, [
    stop(2, {
      driverUid: null,
      driverName: null,
      payment: 'INVOICE',
      toCollect: 0,
      buyerName: 'ООО «Ремонт»',
      address: 'Химки, ул. Ленина, 5',
    }),
  ]),
];

const renderDelivery = (mocks: MockLink.MockedResponse[], url: string) =>
  renderSection('/dmn/delivery/*', <DeliveryScreen />, url, mocks);

const signInAs = staffSignIn({ uid: 'driver-anna', displayName: 'Анна', email: 'anna@shop.test' });

describe('the route sheet', () => {
  it('shows a dispatcher the day per driver, the unassigned apart, with what to collect; moves to the next day', async () => {
    signInAs({ isAdmin: true });
    const { user, router } = renderDelivery(
      [sheetAnswer('2026-12-01', DAY), DRIVERS, sheetAnswer('2026-12-02', [])],
      '/dmn/delivery?date=2026-12-01',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Маршрутный лист на 01.12.2026' })).toBeInTheDocument();
    const anna = within(await screen.findByRole('region', { name: 'Анна Водителева' }));
    expect(anna.getByText(/Доставок: 1 · товаров: 3 шт\. · получить с покупателей: 32\s000\s₽/)).toBeInTheDocument();
    const [row] = anna.getAllByRole('row').slice(1);
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' '))
        .slice(0, 6),
    ).toEqual([
      '№ 1заказ № 10001',
      'Ирина Петрова+79261234567',
      'Москва, ул. Тверская, д. 1',
      '3',
      '32 000 ₽',
      'Запланирована',
    ]);
    expect(anna.getByRole('link', { name: '+79261234567' })).toHaveAttribute('href', 'tel:+79261234567');
    expect(anna.getByRole('link', { name: '№ 1' })).toHaveAttribute('href', '/dmn/shipments/1');
    const unassigned = within(screen.getByRole('region', { name: 'Без водителя' }));
    expect(unassigned.getByText('ООО «Ремонт»')).toBeInTheDocument();
    expect(unassigned.getByText('оплачено')).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Борис Рулев' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Печатная форма' })).toHaveAttribute(
      'href',
      '/dmn/delivery/print?date=2026-12-01',
    );

    await user.click(screen.getByRole('button', { name: 'Следующий день →' }));
    expect(router.state.location.search).toBe('?date=2026-12-02');
    expect(await screen.findByText('На 02.12.2026 доставок нет.')).toBeInTheDocument();
  });

  it('a driver sees only their own sheet, and «Не доставлено» needs the reason beside the field', async () => {
    signInAs({ isSeller: true, isDriver: true });
    const failed = stop(1, {
      status: 'FAILED',
      failureReason: 'Никого нет дома',
      markedAt: '2026-12-01T12:00:00.000Z',
      markedByName: 'Анна',
    });
    const { user } = renderDelivery(
      [
        sheetAnswer('2026-12-01', [DAY[0] as object], true),
        {
          request: {
            query: MarkDeliveryDocument,
            variables: { shipmentNid: 1, input: { delivered: false, reason: 'Никого нет дома' } },
          },
          result: { data: { markDelivery: failed } },
        },
        {
          request: {
            query: MarkDeliveryDocument,
            variables: { shipmentNid: 1, input: { delivered: true, reason: null } },
          },
          result: { data: { markDelivery: { ...failed, status: 'DELIVERED', failureReason: null } } },
        },
      ],
      '/dmn/delivery?date=2026-12-01',
    );
    const row = within(await screen.findByRole('region', { name: 'Анна Водителева' }));
    expect(screen.getByText(/Здесь только ваши доставки/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Водитель' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Без водителя' })).not.toBeInTheDocument();

    await user.click(row.getByRole('button', { name: 'Не доставлено' }));
    const form = within(row.getByRole('form', { name: 'Не доставлено: заказ № 10001' }));
    await user.click(form.getByRole('button', { name: 'Сохранить отметку' }));
    const reason = form.getByRole('textbox', { name: 'Причина' });
    expectRefused(reason, 'Укажите, почему не доставлено');
    await user.type(reason, 'Никого нет дома');
    await user.click(form.getByRole('button', { name: 'Сохранить отметку' }));
    expect(await row.findByText('Не доставлена')).toBeInTheDocument();
    expect(row.getByText('Никого нет дома')).toBeInTheDocument();

    await user.click(row.getByRole('button', { name: 'Доставлено' }));
    expect(await row.findByText('Доставлена')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Доставлено' })).not.toBeInTheDocument();
  });

  it('a failed load says so and offers to try again', async () => {
    signInAs({ isAdmin: true });
    renderDelivery(
      [
        {
          request: { query: RouteSheetDocument, variables: { date: '2026-12-01', driverUid: null } },
          error: new Error('network down'),
        },
        DRIVERS,
      ],
      '/dmn/delivery?date=2026-12-01',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить маршрутный лист');
  });

  it('prints the sheet per driver with room for the buyers’ signatures', async () => {
    signInAs({ isAdmin: true });
    renderDelivery([sheetAnswer('2026-12-01', DAY)], '/dmn/delivery/print?date=2026-12-01');
    expect(await screen.findByRole('heading', { level: 2, name: 'Водитель: Анна Водителева' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Водитель: не назначен' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader', { name: 'Подпись покупателя' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: '← К маршрутному листу' })).toHaveAttribute(
      'href',
      '/dmn/delivery?date=2026-12-01',
    );
  });
});
