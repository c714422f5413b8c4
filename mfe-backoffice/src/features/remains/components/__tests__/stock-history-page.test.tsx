import { screen, within } from '@testing-library/react';
import { ProductReservationsDocument, StockHistoryDocument } from '../../../../lib/graphql/operations.generated';
import { MIXER, renderRemains, signInAs, signOut, withStock } from './remains-fixtures';
import { textsByRole } from '../../../../testing/texts';
import { WAREHOUSE } from '../../../../testing/documents';

afterEach(signOut);

const move = (
  id: number,
  reason: string,
  document: string | null,
  inventoryCountId: number | null,
  quantity: number,
  balanceAfter: number,
) => ({
  __typename: 'StockMove' as const,
  _id: `stock-move-${id}`,
  createdAt: '2026-03-01T09:30:00.000Z',
  reason,
  location: WAREHOUSE,
  document,
  inventoryCountId,
  quantity,
  balanceAfter,
});

const historyAnswer = (nid: number, stockHistory: unknown) => ({
  request: { query: StockHistoryDocument, variables: { nid, skip: 0, limit: 20 } },
  result: { data: { stockHistory } },
});

describe('StockHistoryPage', () => {
  it('shows the stock now and every move newest first: document, signed quantity, balance after', async () => {
    signInAs({ isSeller: true });
    renderRemains('/dmn/remains/1', [
      historyAnswer(1, {
        __typename: 'StockHistory',
        product: { ...withStock(MIXER, 3), incoming: [] },
        total: 2,
        items: [move(2, 'inventory-count', 'Инвентаризация № 7', 7, -2, 3), move(1, 'initial', null, null, 5, 5)],
      }),
      {
        request: { query: ProductReservationsDocument, variables: { nid: 1 } },
        result: { data: { productReservations: [] } },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Смеситель Grohe Eurosmart' })).toBeInTheDocument();
    expect(screen.getByText('Всего: 3 шт.').parentElement).toHaveTextContent('Всего: 3 шт. · свободно 3 · в резерве 0');
    expect(textsByRole(document.body, 'listitem').slice(0, 2)).toEqual(['Магазин в Химках: 0 шт.', 'Склад: 3 шт.']);
    expect(screen.getByText('Открытых заказов поставщикам с этим товаром нет.')).toBeInTheDocument();
    expect(await screen.findByText('Под заказы покупателей товар не зарезервирован.')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => textsByRole(row, 'cell').slice(1))).toEqual([
      ['Инвентаризация № 7', 'Склад', '−2', '3'],
      ['Начальные остатки', 'Склад', '+5', '5'],
    ]);
    expect(screen.getByRole('link', { name: 'Инвентаризация № 7' })).toHaveAttribute('href', '/dmn/remains/counts/7');
    expect(screen.getByRole('link', { name: '← Все остатки' })).toHaveAttribute('href', '/dmn/remains');
  });

  it('shows what is held where, what orders wait for, the supplier orders bringing it and the orders holding it', async () => {
    signInAs({ isSeller: true, isPurchaser: true });
    const product = {
      ...withStock(MIXER, 5),
      reserved: 2,
      free: 3,
      awaited: 4,
      stocks: withStock(MIXER, 5).stocks.map((stock) =>
        stock.location.nid === 1 ? { ...stock, reserved: 2, free: 3 } : stock,
      ),
      incoming: [
        {
          __typename: 'IncomingSupply',
          supplierOrderNid: 12,
          supplierName: 'ООО «Акватех»',
          expectedDate: '2026-12-12',
          quantity: 3,
        },
        {
          __typename: 'IncomingSupply',
          supplierOrderNid: 14,
          supplierName: 'ООО «Акватех»',
          expectedDate: null,
          quantity: 1,
        },
      ],
    };
    renderRemains('/dmn/remains/1', [
      historyAnswer(1, { __typename: 'StockHistory', product, total: 0, items: [] }),
      {
        request: { query: ProductReservationsDocument, variables: { nid: 1 } },
        result: {
          data: {
            productReservations: [
              {
                __typename: 'ProductReservation',
                order: {
                  __typename: 'BuyerOrder',
                  _id: '10001',
                  nid: 10001,
                  createdAt: '2026-03-01T09:30:00.000Z',
                  status: 'NEW',
                  contactName: 'Ирина Петрова',
                  delivery: 'RING_ROAD',
                  payment: 'CASH',
                },
                location: { __typename: 'StockLocation', nid: 1, name: 'Склад' },
                quantity: 2,
              },
            ],
          },
        },
      },
    ]);
    expect(await screen.findByText('Всего: 5 шт.')).toBeInTheDocument();
    expect(screen.getByText('Всего: 5 шт.').parentElement).toHaveTextContent(
      'Всего: 5 шт. · свободно 3 · в резерве 2 · ждут заказы покупателей: 4 шт.',
    );
    expect(screen.getByText('Склад: 5 шт. (в резерве 2, свободно 3)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Заказ поставщику № 12' })).toHaveAttribute(
      'href',
      '/dmn/supplier-orders/12',
    );
    expect(screen.getByText(/\(ООО «Акватех»\): 3 шт\., ожидается 12\.12\.2026/)).toBeInTheDocument();
    expect(screen.getByText(/\(ООО «Акватех»\): 1 шт\., дата не указана/)).toBeInTheDocument();
    const holders = within(await screen.findByRole('table', { name: 'Резервы под заказы покупателей' }));
    expect(holders.getByRole('link', { name: '№ 10001' })).toHaveAttribute('href', '/dmn/buyer-orders/10001');
    expect(textsByRole(holders.getAllByRole('row')[1]!, 'cell')).toEqual([
      '№ 10001',
      expect.stringMatching(/01\.03\.2026/),
      'Ирина Петрова',
      'Новый',
      'Склад',
      '2',
    ]);
  });

  it('an unknown product is not found', async () => {
    signInAs({ isAdmin: true });
    renderRemains('/dmn/remains/999', [historyAnswer(999, null)]);
    expect(await screen.findByRole('heading', { level: 1, name: /не найдена|не найден/i })).toBeInTheDocument();
  });
});
