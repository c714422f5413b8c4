import { screen, within } from '@testing-library/react';
import { ShipmentsDocument } from '../../../../lib/graphql/operations.generated';
import ShipmentsScreen from '../shipments-screen';
import { listPages, shipmentHeader } from '../../../../testing/documents';
import { renderSection } from '../../../../testing/render-section';

const shipment = shipmentHeader(7, 'POSTED', 16_680, {
  address: 'Москва',
  goodsTotal: 15_980,
  createdAt: '2026-12-01T09:00:00.000Z',
  createdByName: 'Ольга',
  postedAt: '2026-12-01T10:00:00.000Z',
  postedByName: 'Ольга',
  deliveryPlan: {
    __typename: 'ShipmentDelivery',
    date: '2026-12-02',
    driverUid: 'driver-anna',
    driverName: 'Анна Водителева',
    status: 'PLANNED',
    failureReason: null,
    plannedAt: '2026-12-01T09:00:00.000Z',
    plannedByName: 'Ольга',
    markedAt: null,
    markedByName: null,
  },
});

const page = listPages(ShipmentsDocument, 'shipments', 'ShipmentPage');

describe('the shipments list', () => {
  it('lists shipments with their order, delivery and sum; the status filter goes to the address', async () => {
    const { router, user } = renderSection('/dmn/shipments/*', <ShipmentsScreen />, '/dmn/shipments', [
      page({}, [shipment]),
      page({ status: 'CANCELLED' }, []),
    ]);
    const row = within((await screen.findAllByRole('row'))[1] as HTMLElement);
    expect(row.getByRole('link', { name: 'Отгрузка № 7' })).toHaveAttribute('href', '/dmn/shipments/7');
    expect(row.getByRole('link', { name: '№ 10001' })).toHaveAttribute('href', '/dmn/buyer-orders/10001');
    expect(row.getByText('02.12.2026, Анна Водителева')).toBeInTheDocument();
    expect(row.getByText(/16\s680\s₽/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Статус' }), 'Отменён');
    expect(router.state.location.search).toBe('?status=CANCELLED');
    expect(await screen.findByText('Таких отгрузок нет.')).toBeInTheDocument();
  });
});
