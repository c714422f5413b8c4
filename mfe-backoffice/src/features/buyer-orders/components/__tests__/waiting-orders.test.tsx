import { screen, within } from '@testing-library/react';
import { WaitingOrderLinesDocument } from '../../../../lib/graphql/operations.generated';
import { apiAnswer } from '../../../../testing/documents';
import { staffSignIn } from '../../../../testing/staff';
import { textsByRole } from '../../../../testing/texts';
import { renderBuyerOrders } from './buyer-orders-kit';

const signInAs = staffSignIn({ uid: 'u1', displayName: 'Анна', email: 'anna@shop.test' });

const waitingLine = (orderNid: number, awaited: number, servedBy: object[], unordered: number) => ({
  __typename: 'WaitingOrderLine',
  order: {
    __typename: 'BuyerOrder',
    _id: String(orderNid),
    nid: orderNid,
    createdAt: '2026-03-01T09:30:00.000Z',
    status: 'CONFIRMED',
    contactName: 'Ирина Петрова',
    phone: '+79261234567',
    payment: 'INVOICE',
  },
  lineNo: 1,
  nid: 101,
  name: 'Смеситель Grohe Eurosmart',
  vendorCode: '32925002',
  awaited,
  servedBy,
  unordered,
});
const supply = (supplierOrderNid: number, expectedDate: string | null, quantity: number) => ({
  __typename: 'IncomingSupply',
  supplierOrderNid,
  supplierName: 'ООО «Акватех»',
  expectedDate,
  quantity,
});

describe('the orders waiting for goods', () => {
  it('lists each waiting line oldest first with the supplier orders that serve it and what no one has ordered', async () => {
    signInAs({ isSeller: true, isPurchaser: true });
    renderBuyerOrders('/dmn/buyer-orders/waiting', [
      apiAnswer(
        WaitingOrderLinesDocument,
        { skip: 0, limit: 20 },
        {
          waitingOrderLines: {
            __typename: 'WaitingOrderLinePage',
            total: 2,
            items: [
              waitingLine(10001, 3, [supply(12, '2026-12-12', 2), supply(14, null, 1)], 0),
              waitingLine(10004, 2, [], 2),
            ],
          },
        },
      ),
    ]);
    const table = within(await screen.findByRole('table', { name: 'Строки заказов, которые ждут товар' }));
    const [first, second] = table.getAllByRole('row').slice(1);
    expect(textsByRole(first!, 'cell').slice(2)).toEqual([
      'Ирина Петрова, +79261234567',
      'Подтверждён',
      'Смеситель Grohe Eurosmart (арт. 32925002)',
      '3',
      'Заказ поставщику № 12 (ООО «Акватех»): 2 шт., ожидается 12.12.2026Заказ поставщику № 14 (ООО «Акватех»): 1 шт., дата не указана',
    ]);
    expect(within(first!).getByRole('link', { name: '№ 10001' })).toHaveAttribute('href', '/dmn/buyer-orders/10001');
    expect(within(first!).getByRole('link', { name: 'Заказ поставщику № 12' })).toHaveAttribute(
      'href',
      '/dmn/supplier-orders/12',
    );
    expect(within(second!).getByText('2 шт. не заказаны у поставщика')).toBeInTheDocument();
    expect(screen.getByText('Строк заказов: 2')).toBeInTheDocument();
  });

  it('says so when every open order has its goods', async () => {
    signInAs({ isSeller: true });
    renderBuyerOrders('/dmn/buyer-orders/waiting', [
      apiAnswer(
        WaitingOrderLinesDocument,
        { skip: 0, limit: 20 },
        { waitingOrderLines: { __typename: 'WaitingOrderLinePage', total: 0, items: [] } },
      ),
    ]);
    expect(await screen.findByText('Все открытые заказы обеспечены товаром.')).toBeInTheDocument();
  });
});
