import { screen, within } from '@testing-library/react';
import { StockHistoryDocument } from '../../../../lib/graphql/operations.generated';
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
        product: withStock(MIXER, 3),
        total: 2,
        items: [move(2, 'inventory-count', 'Инвентаризация № 7', 7, -2, 3), move(1, 'initial', null, null, 5, 5)],
      }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Смеситель Grohe Eurosmart' })).toBeInTheDocument();
    expect(screen.getByText('Всего: 3 шт.').parentElement).toHaveTextContent(
      'Всего: 3 шт. · Магазин в Химках: 0 шт. · Склад: 3 шт.',
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => textsByRole(row, 'cell').slice(1))).toEqual([
      ['Инвентаризация № 7', 'Склад', '−2', '3'],
      ['Начальные остатки', 'Склад', '+5', '5'],
    ]);
    expect(screen.getByRole('link', { name: 'Инвентаризация № 7' })).toHaveAttribute('href', '/dmn/remains/counts/7');
    expect(screen.getByRole('link', { name: '← Все остатки' })).toHaveAttribute('href', '/dmn/remains');
  });

  it('an unknown product is not found', async () => {
    signInAs({ isAdmin: true });
    renderRemains('/dmn/remains/999', [historyAnswer(999, null)]);
    expect(await screen.findByRole('heading', { level: 1, name: /не найдена|не найден/i })).toBeInTheDocument();
  });
});
