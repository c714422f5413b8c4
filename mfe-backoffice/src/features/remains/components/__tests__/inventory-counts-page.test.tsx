import { screen, within } from '@testing-library/react';
import { InventoryCountDocument, InventoryCountsDocument } from '../../../../lib/graphql/operations.generated';
import { renderRemains, signInAs, signOut } from './remains-fixtures';
import { countedLine, inventoryCountHeader } from './inventory-count-fixtures';
import { apiAnswer } from '../../../../testing/documents';

afterEach(signOut);

const header = inventoryCountHeader(2);

describe('posted inventory counts', () => {
  it('lists them newest first; a seller reads them but gets no «Провести инвентаризацию»', async () => {
    signInAs({ isSeller: true });
    renderRemains('/dmn/remains/counts', [
      apiAnswer(
        InventoryCountsDocument,
        { skip: 0, limit: 20 },
        { inventoryCounts: { __typename: 'InventoryCountPage', total: 1, items: [header] } },
      ),
    ]);
    expect(await screen.findByRole('link', { name: 'Инвентаризация № 7' })).toHaveAttribute(
      'href',
      '/dmn/remains/counts/7',
    );
    expect(screen.getByRole('cell', { name: 'Анна Кладовщикова' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Провести инвентаризацию' })).not.toBeInTheDocument();
  });

  it('opens one read-only: who posted it and when, expected, counted and the signed difference per product', async () => {
    signInAs({ isAdmin: true });
    renderRemains('/dmn/remains/counts/7', [
      {
        request: { query: InventoryCountDocument, variables: { id: 7 } },
        result: {
          data: {
            inventoryCount: {
              ...header,
              lines: [countedLine(1, 1, 'Смеситель Grohe', 5, 3), countedLine(2, 9, 'Унитаз Roca', 0, 4)],
            },
          },
        },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Инвентаризация № 7' })).toBeInTheDocument();
    expect(screen.getByText(/провёл\(а\) Анна Кладовщикова/)).toBeInTheDocument();
    expect(screen.getByText('Комментарий: Склад в Химках')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Смеситель GroheV-153−2', 'Унитаз RocaV-904+4']);
    expect(screen.getByRole('link', { name: 'Унитаз Roca' })).toHaveAttribute('href', '/dmn/remains/9');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
