import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import {
  CancelStockTransferDocument,
  CreateStockTransferDocument,
  PostStockTransferDocument,
  RemainsDocument,
  StockTransferDocument,
  StockTransfersDocument,
  UpdateStockTransferDocument,
} from '../../../../lib/graphql/operations.generated';
import StockTransfersScreen from '../stock-transfers-screen';
import { renderSection } from '../../../../testing/render-section';
import {
  apiAnswer,
  listPages,
  SHOP,
  shopRequisitesAnswer,
  stockLocationsAnswer,
  WAREHOUSE,
} from '../../../../testing/documents';
import { expectRefused, retype } from '../../../../testing/fields';

const line = (
  lineNo: number,
  nid: number,
  name: string,
  quantity: number,
  locationStock: number,
  destinationStock = 0,
) => ({
  __typename: 'StockTransferLine',
  lineNo,
  nid,
  name,
  vendorCode: `V-${nid}`,
  quantity,
  locationStock,
  destinationStock,
});

const transfer = (status: string, lines: ReturnType<typeof line>[], changes: object = {}) => ({
  __typename: 'StockTransfer',
  _id: 'stock-transfer-4',
  nid: 4,
  location: WAREHOUSE,
  destination: SHOP,
  status,
  comment: null as string | null,
  lineCount: lines.length,
  quantity: lines.reduce((sum, each) => sum + each.quantity, 0),
  createdAt: '2026-03-02T09:00:00.000Z',
  createdByName: 'Анна Кладовщикова',
  postedAt: null as string | null,
  postedByName: null as string | null,
  cancelledAt: null as string | null,
  cancelledByName: null as string | null,
  lines,
  ...changes,
});

const GROHE = line(1, 1, 'Смеситель Grohe Eurosmart', 2, 5);
const DRAFT = transfer('DRAFT', [GROHE]);
const POSTED = transfer(
  'POSTED',
  [line(1, 1, 'Смеситель Grohe Eurosmart', 2, 3, 2), line(2, 9, 'Унитаз Roca Gap', 1, 0, 1)],
  {
    comment: 'Под самовывоз',
    postedAt: '2026-03-02T10:00:00.000Z',
    postedByName: 'Пётр Закупщиков',
  },
);

const ROCA_FOUND = {
  __typename: 'Remain',
  _id: 'remain-9',
  nid: 9,
  name: 'Унитаз Roca Gap',
  vendorCode: 'V-9',
  categoryNid: 40,
  categoryName: 'Унитазы',
  stock: 4,
  stocks: [
    { __typename: 'LocationStock', location: SHOP, stock: 3 },
    { __typename: 'LocationStock', location: WAREHOUSE, stock: 1 },
  ],
  onSale: true,
};

const loaded = (stockTransfer: object): MockLink.MockedResponse => ({
  request: { query: StockTransferDocument, variables: { nid: 4 } },
  result: { data: { stockTransfer } },
});
const found = (search: string, items: object[]) =>
  apiAnswer(
    RemainsDocument,
    { search, categoryNid: null, atMost: null, skip: 0, limit: 10 },
    { remains: { __typename: 'RemainPage', total: items.length, items } },
  );

const renderAt = (path: string, mocks: MockLink.MockedResponse[]) =>
  renderSection('/dmn/stock-transfers/*', <StockTransfersScreen />, path, mocks);

describe('the stock transfers screen', () => {
  it('lists transfers with where from and where to, and starts a new one from the warehouse to the shop', async () => {
    const page = listPages(StockTransfersDocument, 'stockTransfers', 'StockTransferPage');
    const { user, router } = renderAt('/dmn/stock-transfers', [
      stockLocationsAnswer(),
      page({}, [POSTED]),
      apiAnswer(CreateStockTransferDocument, { input: {} }, { createStockTransfer: transfer('DRAFT', []) }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Перемещения' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Перемещение № 4.*Склад.*Магазин в Химках.*2 поз., 3 шт..*Проведён/);
    await user.click(screen.getByRole('button', { name: 'Новое перемещение' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dmn/stock-transfers/4'));
  });

  it('adds a found product, checks the units against the stock where they leave, and posts the transfer', async () => {
    const input = {
      comment: 'Под самовывоз',
      lines: [
        { nid: 1, quantity: 2 },
        { nid: 9, quantity: 1 },
      ],
      locationNid: WAREHOUSE.nid,
      destinationNid: SHOP.nid,
    };
    const { user } = renderAt('/dmn/stock-transfers/4', [
      loaded(DRAFT),
      stockLocationsAnswer(),
      found('Roca', [ROCA_FOUND]),
      apiAnswer(
        UpdateStockTransferDocument,
        { nid: 4, input },
        { updateStockTransfer: { ...POSTED, status: 'DRAFT' } },
      ),
      apiAnswer(PostStockTransferDocument, { nid: 4 }, { postStockTransfer: POSTED }),
    ]);
    expect(await screen.findByRole('combobox', { name: 'Откуда перемещаем' })).toHaveDisplayValue('Склад');
    expect(screen.getByRole('combobox', { name: 'Куда перемещаем' })).toHaveDisplayValue('Магазин в Химках');
    await user.type(screen.getByRole('searchbox'), 'Roca');
    await user.click(screen.getByRole('button', { name: 'Найти товар' }));
    const results = await screen.findByRole('list', { name: 'Найденные товары' });
    expect(results).toHaveTextContent('Унитаз Roca Gap · V-9 · Магазин в Химках: 3 шт., Склад: 1 шт.');
    await user.click(within(results).getByRole('button', { name: 'Добавить «Унитаз Roca Gap»' }));
    expect(within(results).getByRole('button', { name: 'Добавить «Унитаз Roca Gap»' })).toHaveTextContent(
      'Уже в перемещении',
    );

    const roca = screen.getByRole('textbox', { name: 'Перемещаем: Унитаз Roca Gap' });
    await retype(user, roca, '2');
    await user.click(screen.getByRole('button', { name: 'Провести' }));
    expectRefused(roca, 'Там только 1 шт.');
    await retype(user, roca, '1');
    await user.type(screen.getByRole('textbox', { name: 'Комментарий' }), 'Под самовывоз');
    await user.click(screen.getByRole('button', { name: 'Провести' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Перемещение № 4 проведено: товар перемещён');
    expect(screen.getByText('Откуда: Склад')).toBeInTheDocument();
    expect(screen.getByText('Куда: Магазин в Химках')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[0]).toHaveTextContent(/Товар.*Перемещено, шт\..*Сейчас: Склад.*Сейчас: Магазин в Химках/);
    expect(rows[2]).toHaveTextContent(/Унитаз Roca Gap · V-9\s*1\s*0\s*1/);
    expect(screen.getByText('Итого перемещено: 3 шт.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Печатная форма' })).toHaveAttribute(
      'href',
      '/dmn/stock-transfers/4/print',
    );
  });

  it('shows the stock of the location chosen, and the API’s refusal beside the field it names', async () => {
    const refused = {
      request: {
        query: UpdateStockTransferDocument,
        variables: {
          nid: 4,
          input: { comment: null, lines: [{ nid: 1, quantity: 2 }], locationNid: SHOP.nid, destinationNid: SHOP.nid },
        },
      },
      result: {
        errors: [
          new GraphQLError('Перемещение не сохранено: проверьте выделенные поля', {
            extensions: {
              code: 'BAD_USER_INPUT',
              fieldErrors: { destinationNid: 'Товар перемещают в другое место хранения' },
            },
          }),
        ],
      },
    };
    const { user } = renderAt('/dmn/stock-transfers/4', [
      loaded({ ...DRAFT, lines: [line(1, 1, 'Смеситель Grohe Eurosmart', 2, 5, 1)] }),
      stockLocationsAnswer(),
      refused,
    ]);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Смеситель Grohe Eurosmart · V-1\s*5/);
    const from = screen.getByRole('combobox', { name: 'Откуда перемещаем' });
    await within(from).findByRole('option', { name: 'Магазин в Химках' });
    await user.selectOptions(from, 'Магазин в Химках');
    expect(within(table).getAllByRole('row')[0]).toHaveTextContent('Есть: Магазин в Химках');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Смеситель Grohe Eurosmart · V-1\s*1/);
    await user.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Перемещение не сохранено: проверьте выделенные поля');
    expectRefused(
      screen.getByRole('combobox', { name: 'Куда перемещаем' }),
      'Товар перемещают в другое место хранения',
    );
  });

  it('cancels a posted transfer: the page says where the goods went back', async () => {
    const { user } = renderAt('/dmn/stock-transfers/4', [
      loaded(POSTED),
      apiAnswer(
        CancelStockTransferDocument,
        { nid: 4 },
        {
          cancelStockTransfer: {
            ...POSTED,
            status: 'CANCELLED',
            cancelledAt: '2026-03-03T08:15:00.000Z',
            cancelledByName: 'Иван Админов',
          },
        },
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Отменить проведение' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Проведение перемещения № 4 отменено: товар вернулся туда, откуда его перемещали',
    );
    expect(screen.queryByRole('button', { name: 'Отменить проведение' })).not.toBeInTheDocument();
  });

  it('prints the waybill: sender, receiver, the lines and room to sign', async () => {
    renderAt('/dmn/stock-transfers/4/print', [loaded(POSTED), shopRequisitesAnswer()]);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Накладная на внутреннее перемещение товаров № 4 от 02.03.2026',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Отправитель' })).toHaveTextContent('Склад');
    expect(screen.getByRole('region', { name: 'Получатель' })).toHaveTextContent('Магазин в Химках');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '1Смеситель Grohe EurosmartV-1шт.2',
      '2Унитаз Roca GapV-9шт.1',
    ]);
    expect(screen.getByText('Всего наименований 2, единиц товара 3.')).toBeInTheDocument();
    expect(screen.getByText('Примечание: Под самовывоз')).toBeInTheDocument();
    expect(screen.getByText(/Сдал/)).toBeInTheDocument();
  });
});
