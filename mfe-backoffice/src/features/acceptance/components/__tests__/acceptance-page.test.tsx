import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import {
  AcceptanceDocument,
  CancelAcceptanceDocument,
  CreateSupplierReturnDocument,
  PostAcceptanceDocument,
  SupplierReturnsDocument,
  UpdateAcceptanceDocument,
} from '../../../../lib/graphql/operations.generated';
import AcceptanceScreen from '../acceptance-screen';
import {
  apiAnswer,
  documentLine,
  listAnswer,
  SHOP,
  stockLocationsAnswer,
  supplierReturnHeader,
  WAREHOUSE,
} from '../../../../testing/documents';
import { renderRoutes } from '../../../../testing/render-section';
import { expectRefused, retype } from '../../../../testing/fields';

const line = (lineNo: number, nid: number, name: string, ordered: number, quantity: number, orderReceived = 0) => ({
  ...documentLine('AcceptanceLine', 'orderLineNo', lineNo, nid, name, quantity, 1000),
  ordered,
  orderReceived,
  discrepancy: null,
  note: null,
});

const DRAFT = {
  __typename: 'Acceptance',
  _id: 'acceptance-5',
  nid: 5,
  location: WAREHOUSE,
  supplierOrderNid: 12,
  supplierNid: 3,
  supplierName: 'ООО «Аквамир»',
  status: 'DRAFT',
  comment: null,
  total: 12_000,
  createdAt: '2026-03-01T09:00:00.000Z',
  createdByName: 'Анна Кладовщикова',
  postedAt: null,
  postedByName: null,
  cancelledAt: null,
  cancelledByName: null,
  lines: [line(1, 1, 'Смеситель Grohe Eurosmart', 10, 10), line(2, 9, 'Унитаз Roca Gap', 2, 2)],
};
const POSTED = {
  ...DRAFT,
  status: 'POSTED',
  total: 8000,
  postedAt: '2026-03-01T10:00:00.000Z',
  postedByName: 'Анна Кладовщикова',
  lines: [
    { ...line(1, 1, 'Смеситель Grohe Eurosmart', 10, 6, 6), discrepancy: 'SHORTAGE', note: 'Пришло 6 из 10' },
    line(2, 9, 'Унитаз Roca Gap', 2, 2, 2),
  ],
};

const loaded = (acceptance: object): MockLink.MockedResponse => ({
  request: { query: AcceptanceDocument, variables: { nid: 5 } },
  result: { data: { acceptance } },
});

const supplierReturn = (nid: number, status: string, total: number) => ({
  ...supplierReturnHeader(nid, status, total),
  ...(status === 'POSTED' && { postedAt: '2026-03-02T10:00:00.000Z', postedByName: 'Анна Кладовщикова' }),
});
/** The returns written against acceptance 5. */
const returnsOf = (items: object[]): MockLink.MockedResponse => ({
  ...listAnswer(
    SupplierReturnsDocument,
    { filter: { acceptanceNid: 5 }, skip: 0, limit: 100 },
    { field: 'supplierReturns', typename: 'SupplierReturnPage' },
    items,
  ),
  maxUsageCount: 5,
});

const renderAcceptance = (mocks: MockLink.MockedResponse[]) =>
  renderRoutes(
    [
      { path: '/dmn/acceptance/*', element: <AcceptanceScreen /> },
      { path: '/dmn/supplier-returns/:nid', element: <h1>Экран возврата поставщику</h1> },
    ],
    '/dmn/acceptance/5',
    mocks,
  ).user;

describe('the acceptance screen', () => {
  it('takes what came per line with a discrepancy note, where it came, and posts it', async () => {
    const input = {
      supplierOrderNid: 12,
      comment: null,
      lines: [
        { orderLineNo: 1, quantity: 6, discrepancy: 'SHORTAGE', note: 'Пришло 6 из 10' },
        { orderLineNo: 2, quantity: 2, discrepancy: null, note: null },
      ],
      locationNid: SHOP.nid,
    };
    const user = renderAcceptance([
      loaded(DRAFT),
      stockLocationsAnswer(),
      apiAnswer(UpdateAcceptanceDocument, { nid: 5, input }, { updateAcceptance: { ...DRAFT, total: 8000 } }),
      apiAnswer(PostAcceptanceDocument, { nid: 5 }, { postAcceptance: POSTED }),
      returnsOf([]),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Приёмка № 5' })).toBeInTheDocument();
    expect(await screen.findByText('Черновик')).toBeInTheDocument();
    const quantity = screen.getByRole('textbox', { name: 'Принимаем: Смеситель Grohe Eurosmart' });
    await retype(user, quantity, '6');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Расхождение: Смеситель Grohe Eurosmart' }),
      'Недостача',
    );
    await user.type(screen.getByRole('textbox', { name: 'Примечание: Смеситель Grohe Eurosmart' }), 'Пришло 6 из 10');
    const where = screen.getByRole('combobox', { name: 'Куда принят товар' });
    expect(where).toHaveDisplayValue('Склад');
    await screen.findByRole('option', { name: 'Магазин в Химках' });
    await user.selectOptions(where, 'Магазин в Химках');
    expect(screen.getByText(/Итого к оплате поставщику/)).toHaveTextContent(/8\s000\s₽/);
    await user.click(screen.getByRole('button', { name: 'Провести' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Приёмка № 5 проведена: товар на складе');
    expect(screen.getByText('Проведён')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/Смеситель Grohe Eurosmart.*Недостача.*Пришло 6 из 10/);
    expect(screen.queryByRole('textbox', { name: /Принимаем/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отменить проведение' })).toBeInTheDocument();
  });

  it('refuses a broken figure beside its line and sends nothing', async () => {
    const user = renderAcceptance([loaded(DRAFT)]);
    const quantity = await screen.findByRole('textbox', { name: 'Принимаем: Унитаз Roca Gap' });
    await retype(user, quantity, 'два');
    await user.click(screen.getByRole('button', { name: 'Провести' }));
    expectRefused(quantity, 'Введите целое число от 0');
  });

  it('shows why cancelling a posted acceptance was refused, naming the product', async () => {
    const refusal =
      'Нельзя отменить проведение приёмки № 5: товара «Унитаз Roca Gap» (арт. V-9) на складе 1 шт., а приёмка добавила 2 шт. — часть уже продана или списана';
    const user = renderAcceptance([
      loaded(POSTED),
      returnsOf([]),
      {
        request: { query: CancelAcceptanceDocument, variables: { nid: 5 } },
        result: { errors: [new GraphQLError(refusal, { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
    ]);
    expect(await screen.findByText(/провёл\(а\) Анна Кладовщикова/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отменить проведение' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByText('Проведён')).toBeInTheDocument();
  });

  it('lists the returns against a posted acceptance and starts a new one from it', async () => {
    const user = renderAcceptance([
      loaded(POSTED),
      returnsOf([supplierReturn(9, 'POSTED', 2000), supplierReturn(11, 'DRAFT', 0)]),
      {
        request: { query: CreateSupplierReturnDocument, variables: { input: { acceptanceNid: 5 } } },
        result: {
          data: {
            createSupplierReturn: {
              ...supplierReturn(14, 'DRAFT', 0),
              supplierInn: null,
              supplierKpp: null,
              supplierAddress: null,
              lines: [],
            },
          },
        },
      },
    ]);
    const returns = await screen.findByRole('region', { name: 'Возвраты поставщику по приёмке' });
    expect(await within(returns).findByRole('link', { name: 'Возврат поставщику № 9' })).toHaveAttribute(
      'href',
      '/dmn/supplier-returns/9',
    );
    expect(within(returns).getAllByRole('row')[2]).toHaveTextContent(/Возврат поставщику № 11.*Черновик/);
    await user.click(screen.getByRole('button', { name: 'Оформить возврат поставщику' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Экран возврата поставщику' })).toBeInTheDocument();
  });

  it('says why a return cannot start, e.g. everything already went back', async () => {
    const refusal = 'По приёмке № 5 возвращать нечего: весь принятый товар уже возвращён поставщику';
    const user = renderAcceptance([
      loaded(POSTED),
      returnsOf([]),
      {
        request: { query: CreateSupplierReturnDocument, variables: { input: { acceptanceNid: 5 } } },
        result: { errors: [new GraphQLError(refusal, { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
    ]);
    expect(await screen.findByText('Возвратов по этой приёмке нет.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Оформить возврат поставщику' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });
});
