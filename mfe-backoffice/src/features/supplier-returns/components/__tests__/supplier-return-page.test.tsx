import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import {
  CancelSupplierReturnDocument,
  PostSupplierReturnDocument,
  SupplierReturnDocument,
  UpdateSupplierReturnDocument,
} from '../../../../lib/graphql/operations.generated';
import SupplierReturnsScreen from '../supplier-returns-screen';
import { renderSection } from '../../../../testing/render-section';
import {
  apiAnswer,
  returnLine,
  shopRequisitesAnswer,
  supplierReturnHeader,
  type ReturnLineFixture,
  WAREHOUSE,
} from '../../../../testing/documents';
import { expectRefused, retype, retypeLines } from '../../../../testing/fields';
import { textsByRole } from '../../../../testing/texts';

const line = (fields: ReturnLineFixture & { accepted: number; stock: number }) =>
  returnLine('SupplierReturnLine', 'acceptanceLineNo', fields);
const GROHE = {
  lineNo: 1,
  nid: 1,
  name: 'Смеситель Grohe Eurosmart',
  accepted: 10,
  returnedElsewhere: 3,
  stock: 8,
  price: 5000,
};
const ROCA = { lineNo: 2, nid: 9, name: 'Унитаз Roca Gap', accepted: 2, stock: 2, price: 7000 };

const DRAFT = {
  ...supplierReturnHeader(7, 'DRAFT', 0),
  supplierInn: '7707083893',
  supplierKpp: '773601001',
  supplierAddress: 'Москва, ул. Складская, 1',
  lines: [line({ ...GROHE, reason: 'DEFECT' }), line(ROCA)],
};
const POSTED = {
  ...DRAFT,
  status: 'POSTED',
  total: 15_000,
  postedAt: '2026-03-02T10:00:00.000Z',
  postedByName: 'Пётр Закупщиков',
  lines: [line({ ...GROHE, stock: 5, quantity: 3, reason: 'DEFECT', note: 'Сколы на корпусе' })],
};
const CANCELLED = {
  ...POSTED,
  status: 'CANCELLED',
  cancelledAt: '2026-03-03T08:15:00.000Z',
  cancelledByName: 'Иван Админов',
};

const loaded = (supplierReturn: object): MockLink.MockedResponse => ({
  request: { query: SupplierReturnDocument, variables: { nid: 7 } },
  result: { data: { supplierReturn } },
});

const renderAt = (path: string, mocks: MockLink.MockedResponse[]) =>
  renderSection('/dmn/supplier-returns/*', <SupplierReturnsScreen />, path, mocks).user;

describe('the supplier return screen', () => {
  it('takes how many go back per line with a reason and a comment, and posts it', async () => {
    const input = {
      comment: null,
      lines: [
        { acceptanceLineNo: 1, quantity: 3, reason: 'DEFECT', note: 'Сколы на корпусе' },
        { acceptanceLineNo: 2, quantity: 0, reason: null, note: null },
      ],
      locationNid: WAREHOUSE.nid,
    };
    const user = renderAt('/dmn/supplier-returns/7', [
      loaded(DRAFT),
      apiAnswer(UpdateSupplierReturnDocument, { nid: 7, input }, { updateSupplierReturn: { ...DRAFT, total: 15_000 } }),
      apiAnswer(PostSupplierReturnDocument, { nid: 7 }, { postSupplierReturn: POSTED }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Возврат поставщику № 7' })).toBeInTheDocument();
    expect(await screen.findByText('Черновик')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'приёмке № 5' })).toHaveAttribute('href', '/dmn/acceptance/5');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Смеситель Grohe Eurosmart · V-1\s*10\s*7\s*8/);
    expect(screen.getByRole('combobox', { name: 'Причина: Смеситель Grohe Eurosmart' })).toHaveDisplayValue('Брак');
    const quantity = screen.getByRole('textbox', { name: 'Возвращаем: Смеситель Grohe Eurosmart' });
    expect(quantity).toHaveValue('0');
    await retype(user, quantity, '3');
    await user.type(
      screen.getByRole('textbox', { name: 'Комментарий: Смеситель Grohe Eurosmart' }),
      'Сколы на корпусе',
    );
    expect(screen.getByText(/Итого к возврату/)).toHaveTextContent(/15\s000\s₽/);
    await user.click(screen.getByRole('button', { name: 'Провести' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Возврат поставщику № 7 проведён: товар списан со склада',
    );
    expect(screen.getByText('Проведён')).toBeInTheDocument();
    expect(screen.getByText(/Провёл\(а\) Пётр Закупщиков/)).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent(
      /Смеситель Grohe Eurosmart.*3.*Брак.*Сколы на корпусе.*15\s000\s₽/,
    );
    expect(screen.queryByRole('textbox', { name: /Возвращаем/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Печатная форма' })).toHaveAttribute(
      'href',
      '/dmn/supplier-returns/7/print',
    );
    expect(screen.getByRole('button', { name: 'Отменить проведение' })).toBeInTheDocument();
  });

  it('refuses more than may go back and a line without a reason beside their fields, and sends nothing', async () => {
    const user = renderAt('/dmn/supplier-returns/7', [loaded(DRAFT)]);
    const [grohe, roca] = await retypeLines(user, 'Возвращаем', {
      'Смеситель Grohe Eurosmart': '8',
      'Унитаз Roca Gap': '1',
    });
    await user.click(screen.getByRole('button', { name: 'Провести' }));
    expectRefused(grohe, 'Можно вернуть не больше 7 шт.');
    const reason = screen.getByRole('combobox', { name: 'Причина: Унитаз Roca Gap' });
    expect(reason).toHaveAccessibleDescription('Укажите причину возврата');
    expect(screen.getByText('Черновик')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Вернуть всё, что можно' }));
    expect(grohe).toHaveValue('7');
    expect(roca).toHaveValue('2');
  });

  it('shows why posting was refused, naming the product, and keeps the draft', async () => {
    const refusal =
      'Возврат поставщику № 7 не проведён: товара «Унитаз Roca Gap» (арт. V-9) на складе 1 шт., а к возврату 2 шт. — остаток не может стать отрицательным';
    const input = {
      comment: 'Забирает экспедитор',
      lines: [
        { acceptanceLineNo: 1, quantity: 0, reason: 'DEFECT', note: null },
        { acceptanceLineNo: 2, quantity: 2, reason: 'SURPLUS', note: null },
      ],
      locationNid: WAREHOUSE.nid,
    };
    const user = renderAt('/dmn/supplier-returns/7', [
      loaded(DRAFT),
      apiAnswer(UpdateSupplierReturnDocument, { nid: 7, input }, { updateSupplierReturn: DRAFT }),
      {
        request: { query: PostSupplierReturnDocument, variables: { nid: 7 } },
        result: { errors: [new GraphQLError(refusal, { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
    ]);
    const roca = await screen.findByRole('textbox', { name: 'Возвращаем: Унитаз Roca Gap' });
    await retype(user, roca, '2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Причина: Унитаз Roca Gap' }), 'Излишки');
    await user.type(screen.getByRole('textbox', { name: 'Комментарий' }), 'Забирает экспедитор');
    await user.click(screen.getByRole('button', { name: 'Провести' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByText('Черновик')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Провести' })).toBeEnabled();
  });

  it('cancels a posted return, and then tells who created, posted and cancelled it', async () => {
    const user = renderAt('/dmn/supplier-returns/7', [
      loaded(POSTED),
      apiAnswer(CancelSupplierReturnDocument, { nid: 7 }, { cancelSupplierReturn: CANCELLED }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Отменить проведение' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Проведение возврата поставщику № 7 отменено: товар снова на складе',
    );
    expect(screen.getByText('Отменён')).toBeInTheDocument();
    expect(textsByRole(screen.getByRole('list', { name: 'История документа' }), 'listitem')).toEqual([
      expect.stringMatching(/^Создал\(а\) Анна Кладовщикова 02\.03\.2026, 12:00$/),
      expect.stringMatching(/^Провёл\(а\) Пётр Закупщиков 02\.03\.2026, 13:00$/),
      expect.stringMatching(/^Проведение отменил\(а\) Иван Админов 03\.03\.2026, 11:15$/),
    ]);
    expect(screen.queryByRole('button', { name: 'Отменить проведение' })).not.toBeInTheDocument();
  });

  it('prints the waybill with the supplier, the returned lines and their reasons', async () => {
    renderAt('/dmn/supplier-returns/7/print', [
      loaded({ ...POSTED, lines: [...POSTED.lines, line(ROCA)] }),
      shopRequisitesAnswer(),
    ]);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Накладная на возврат товара поставщику № 7 от 02.03.2026',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Грузополучатель (поставщик)' })).toHaveTextContent(
      /ООО «Аквамир».*ИНН 7707083893, КПП 773601001.*Складская/,
    );
    expect(screen.getByText('Основание: приёмка товара № 5 по заказу поставщику № 12')).toBeInTheDocument();
    expect(await screen.findByText('ИНН 5047123455, КПП 504701001')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent(
      /1Смеситель Grohe EurosmartV-1шт\.3.*5\s000\s₽.*15\s000\s₽Брак: Сколы на корпусе/,
    );
    expect(screen.getByText(/Всего наименований 1, на сумму 15\s000\s₽/)).toBeInTheDocument();
    expect(screen.queryByText(/не проведён/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Печать' })).toBeInTheDocument();
  });

  it('marks a draft waybill as not posted', async () => {
    renderAt('/dmn/supplier-returns/7/print', [loaded(DRAFT)]);
    expect(await screen.findByText('Черновик: документ не проведён')).toBeInTheDocument();
  });

  it('answers an unknown return with «not found»', async () => {
    renderAt('/dmn/supplier-returns/7', [loaded(null as unknown as object)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
  });

  it.each(['1e1', '0x7', '7.0', '0'])(
    'answers /dmn/supplier-returns/%s with «not found», asking the API nothing',
    async (segment) => {
      renderAt(`/dmn/supplier-returns/${segment}`, []);
      expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('offers a retry when the return cannot be loaded', async () => {
    renderAt('/dmn/supplier-returns/7', [
      { request: { query: SupplierReturnDocument, variables: { nid: 7 } }, error: new Error('сеть недоступна') },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить возврат поставщику');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});
