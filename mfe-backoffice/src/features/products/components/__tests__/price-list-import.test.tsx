import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  ApplyPriceListImportDocument,
  PriceListImportDocument,
  PriceListImportRowsDocument,
  type PriceListImportFieldsFragment,
} from '../../../../lib/graphql/operations.generated';
import { renderProducts, SELLER } from './product-fixtures';

type ImportRecord = PriceListImportFieldsFragment & { __typename: 'PriceListImport' };

const record = (changes: Partial<PriceListImportFieldsFragment> = {}): ImportRecord => ({
  __typename: 'PriceListImport' as const,
  id: 7,
  fileName: 'поставщик.xlsx',
  format: 'xlsx',
  bytes: 40_960,
  status: 'READY',
  failure: null,
  progress: 1,
  applying: false,
  rowsRead: 12,
  newRows: 1,
  changedRows: 2,
  unchangedRows: 8,
  refusedRows: 1,
  notices: ['Остатки из файла не загружаются: их меняют поступления, перемещения и инвентаризация'],
  uploadedByName: 'Анна Администратор',
  uploadedAt: '2026-12-07T09:00:00.000Z',
  appliedByName: null,
  appliedAt: null,
  ...changes,
});

const importAnswer = (answer: ImportRecord): MockLink.MockedResponse => ({
  request: { query: PriceListImportDocument, variables: { id: 7 } },
  result: { data: { priceListImport: answer } },
});

const rowsAnswer = (status: string, items: object[]): MockLink.MockedResponse => ({
  request: { query: PriceListImportRowsDocument, variables: { id: 7, status, skip: 0, limit: 50 } },
  result: {
    data: {
      priceListImport: {
        __typename: 'PriceListImport',
        id: 7,
        rows: { __typename: 'PriceListImportRowPage', total: items.length, items },
      },
    },
  },
});

const row = (rowNo: number, changes: object) => ({
  __typename: 'PriceListImportRow',
  rowNo,
  status: 'CHANGED',
  vendorCode: `GR-${rowNo}`,
  name: `Смеситель ${rowNo}`,
  productNid: rowNo,
  reason: null,
  changes: [],
  ...changes,
});

const CHANGED = [
  row(3, {
    changes: [{ __typename: 'PriceListChange', column: 'Цена, ₽', before: '12000', after: '12500' }],
  }),
  row(4, {
    changes: [{ __typename: 'PriceListChange', column: 'Название', before: 'Старое', after: 'Новое' }],
  }),
];
const REFUSED = [row(9, { status: 'REFUSED', productNid: null, reason: 'Нет такой категории: «Раковины»' })];

describe('Products: a price list’s preview', () => {
  it('shows the counts, what changes old → new and why a row is refused, then applies it', async () => {
    const user = userEvent.setup();
    const applied = record({
      status: 'APPLIED',
      appliedByName: 'Анна Администратор',
      appliedAt: '2026-12-07T09:05:00Z',
    });
    renderProducts('/dmn/products/price-lists/7', [
      importAnswer(record()),
      rowsAnswer('CHANGED', CHANGED),
      rowsAnswer('REFUSED', REFUSED),
      {
        request: { query: ApplyPriceListImportDocument, variables: { id: 7 } },
        result: { data: { applyPriceListImport: applied } },
      },
      importAnswer(applied),
      rowsAnswer('CHANGED', CHANGED),
    ]);
    await screen.findByRole('heading', { name: 'Прайс-лист «поставщик.xlsx»' });
    const counts = screen.getByRole('list', { name: 'Строки файла' });
    expect(counts).toHaveTextContent('Изменится: 2');
    expect(counts).toHaveTextContent('Отклонено: 1');
    expect(screen.getByText(/Остатки из файла не загружаются/)).toBeInTheDocument();
    const changed = await screen.findByRole('table', { name: 'Изменятся' });
    expect(within(changed).getByText('12000')).toHaveClass('before');
    expect(changed).toHaveTextContent('Цена, ₽: 12000 → 12500');
    expect(within(changed).getByRole('link', { name: 'Смеситель 3' })).toHaveAttribute('href', '/dmn/products/3');

    await user.click(screen.getByRole('button', { name: 'Отклонены: 1' }));
    expect(await screen.findByRole('table', { name: 'Отклонены' })).toHaveTextContent(
      'Нет такой категории: «Раковины»',
    );

    await user.click(screen.getByRole('button', { name: 'Применить: 3 товара' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Применён 07.12.2026, 12:05, Анна Администратор');
    expect(screen.queryByRole('button', { name: /^Применить/ })).not.toBeInTheDocument();
  });

  it('tells why the apply was refused and how to go on; a seller sees the preview without the button', async () => {
    const user = userEvent.setup();
    const message = 'Товары изменились после проверки файла (строки 3): загрузите файл снова — ничего не изменено';
    const view = renderProducts('/dmn/products/price-lists/7', [
      importAnswer(record()),
      rowsAnswer('CHANGED', CHANGED),
      {
        request: { query: ApplyPriceListImportDocument, variables: { id: 7 } },
        result: { errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Применить: 3 товара' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'Загрузить файл снова' })).toHaveAttribute(
      'href',
      '/dmn/products/price-lists',
    );
    view.unmount();

    renderProducts('/dmn/products/price-lists/7', [importAnswer(record()), rowsAnswer('CHANGED', CHANGED)], SELLER);
    await screen.findByRole('table', { name: 'Изменятся' });
    expect(screen.queryByRole('button', { name: /^Применить/ })).not.toBeInTheDocument();
  });

  it('shows a file being read with its progress, and one that could not be read with the reason', async () => {
    const view = renderProducts('/dmn/products/price-lists/7', [
      importAnswer(record({ status: 'READING', progress: 0.4, rowsRead: 2000 })),
    ]);
    expect(await screen.findByText('Проверяем файл: 40 %')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '0.4');
    expect(screen.getByText('Прочитано строк: 2000')).toBeInTheDocument();
    view.unmount();

    const failure = 'В первой строке нет столбца «Артикул»: по артикулу находятся товары';
    renderProducts('/dmn/products/price-lists/7', [importAnswer(record({ status: 'FAILED', failure }))]);
    expect(await screen.findByRole('alert')).toHaveTextContent(failure);
    expect(screen.getByRole('link', { name: 'Загрузить другой файл' })).toBeInTheDocument();
  });
});
