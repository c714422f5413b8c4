import { act, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import {
  BuyerReturnDocument,
  BuyerReturnsDocument,
  CancelBuyerReturnDocument,
  DeleteBuyerReturnDocument,
  PostBuyerReturnDocument,
  UpdateBuyerReturnDocument,
} from '../../../../lib/graphql/operations.generated';
import { shopStore } from '@shop/shared/store';
import BuyerReturnsScreen from '../buyer-returns-screen';
import {
  apiAnswer,
  buyerReturnHeader,
  returnLine,
  type ReturnLineFixture,
  WAREHOUSE,
} from '../../../../testing/documents';
import { renderSection } from '../../../../testing/render-section';
import { expectRefused, retype, retypeLines } from '../../../../testing/fields';

const line = (fields: ReturnLineFixture & { shipped: number }) =>
  returnLine('BuyerReturnLine', 'shipmentLineNo', fields);
const MIXER = { lineNo: 1, nid: 1, name: 'Смеситель Grohe Eurosmart', shipped: 3, price: 10_000, returnedElsewhere: 1 };

/** Shipped a moment ago: the return period is open. */
const SHIPPED_AT = new Date().toISOString();

const DRAFT = {
  ...buyerReturnHeader(7, 'DRAFT', 0),
  shippedAt: SHIPPED_AT,
  lines: [line(MIXER), line({ lineNo: 2, nid: 9, name: 'Унитаз Roca Gap', shipped: 1, price: 9000 })],
};
const POSTED = {
  ...DRAFT,
  status: 'POSTED',
  total: 10_000,
  comment: 'Принят на кассе',
  postedAt: '2026-03-02T10:00:00.000Z',
  postedByName: 'Ольга Продавцова',
  lines: [line({ ...MIXER, quantity: 1, reason: 'DEFECT', note: 'Течёт из-под рычага' })],
};

const loaded = (buyerReturn: object): MockLink.MockedResponse => ({
  request: { query: BuyerReturnDocument, variables: { nid: 7 } },
  result: { data: { buyerReturn } },
});
const refused = (message: string) => ({
  errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } })],
});

const renderReturn = (mocks: MockLink.MockedResponse[]) =>
  renderSection('/dmn/buyer-returns/*', <BuyerReturnsScreen />, '/dmn/buyer-returns/7', mocks);

afterEach(() => shopStore.getState().signOut());

describe('the buyer return screen', () => {
  it('shows the return period, takes what came back per line with its reason, and posts it', async () => {
    const input = {
      comment: 'Принят на кассе',
      lines: [
        { shipmentLineNo: 1, quantity: 1, reason: 'DEFECT', note: 'Течёт из-под рычага' },
        { shipmentLineNo: 2, quantity: 0, reason: null, note: null },
      ],
      locationNid: WAREHOUSE.nid,
    };
    const { user } = renderReturn([
      loaded(DRAFT),
      apiAnswer(UpdateBuyerReturnDocument, { nid: 7, input }, { updateBuyerReturn: { ...DRAFT, total: 10_000 } }),
      apiAnswer(PostBuyerReturnDocument, { nid: 7 }, { postBuyerReturn: POSTED }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Возврат от покупателя № 7' })).toBeInTheDocument();
    expect(await screen.findByText('Черновик')).toBeInTheDocument();
    expect(screen.getByText('Возврат принимается до 15.03.2026 включительно')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'отгрузке № 31' })).toHaveAttribute('href', '/dmn/shipments/31');
    expect(screen.getByRole('link', { name: 'заказ № 10015' })).toHaveAttribute('href', '/dmn/buyer-orders/10015');
    expect(screen.getByRole('list', { name: 'История документа' })).toHaveTextContent('Создал(а) Ольга Продавцова');
    const mixer = within(screen.getByRole('table')).getAllByRole('row')[1] as HTMLElement;
    // Shipped 3, another posted return took 1: 2 may still come back.
    expect(mixer).toHaveTextContent(/Смеситель Grohe Eurosmart.*3\s*2/);
    const quantity = screen.getByRole('textbox', { name: 'Возвращают: Смеситель Grohe Eurosmart' });
    await retype(user, quantity, '1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Причина: Смеситель Grohe Eurosmart' }), 'Брак');
    await user.type(
      screen.getByRole('textbox', { name: 'Комментарий: Смеситель Grohe Eurosmart' }),
      'Течёт из-под рычага',
    );
    await user.type(screen.getByRole('textbox', { name: 'Комментарий к возврату' }), 'Принят на кассе');
    expect(screen.getByText(/Итого к возврату покупателю/)).toHaveTextContent(/10\s000\s₽/);
    await user.click(screen.getByRole('button', { name: 'Провести' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Возврат от покупателя № 7 проведён');
    expect(screen.getByText('Проведён')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent(/Смеситель Grohe Eurosmart.*Брак.*Течёт из-под рычага/);
    expect(screen.queryByRole('textbox', { name: /Возвращают/ })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'История документа' })).toHaveTextContent('Провёл(а) Ольга Продавцова');
    expect(screen.getByRole('button', { name: 'Отменить проведение' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Удалить черновик' })).not.toBeInTheDocument();
  });

  it('refuses beside each field: more than may come back, no reason, «Другое» without words; and sends nothing', async () => {
    const { user } = renderReturn([loaded(DRAFT)]);
    const [mixer] = await retypeLines(user, 'Возвращают', { 'Смеситель Grohe Eurosmart': '3', 'Унитаз Roca Gap': '1' });
    await user.click(screen.getByRole('button', { name: 'Провести' }));
    expectRefused(mixer, 'Можно вернуть не больше 2 шт.');
    const toiletReason = screen.getByRole('combobox', { name: 'Причина: Унитаз Roca Gap' });
    expect(toiletReason).toHaveAccessibleDescription('Укажите причину возврата');
    await user.selectOptions(toiletReason, 'Другое');
    await user.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    expect(screen.getByRole('textbox', { name: 'Комментарий: Унитаз Roca Gap' })).toHaveAccessibleDescription(
      'Опишите причину возврата',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says why posting was refused once the return period is over, and keeps the draft', async () => {
    const reason =
      'Возврат от покупателя № 7 не проведён. Срок возврата истёк: товар отгружен 01.03.2026, возврат принимается в течение 14 дней — до 15.03.2026 включительно';
    const input = {
      comment: null,
      lines: [
        { shipmentLineNo: 1, quantity: 1, reason: 'NOT_SUITABLE', note: null },
        { shipmentLineNo: 2, quantity: 0, reason: null, note: null },
      ],
      locationNid: WAREHOUSE.nid,
    };
    const { user } = renderReturn([
      loaded(DRAFT),
      apiAnswer(UpdateBuyerReturnDocument, { nid: 7, input }, { updateBuyerReturn: DRAFT }),
      { request: { query: PostBuyerReturnDocument, variables: { nid: 7 } }, result: refused(reason) },
    ]);
    const quantity = await screen.findByRole('textbox', { name: 'Возвращают: Смеситель Grohe Eurosmart' });
    await retype(user, quantity, '1');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Причина: Смеситель Grohe Eurosmart' }),
      'Не подошёл',
    );
    await user.click(screen.getByRole('button', { name: 'Провести' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(screen.getByText('Черновик')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Удалить черновик' })).toBeEnabled();
  });

  it('flags a draft whose return period is over', async () => {
    renderReturn([loaded({ ...DRAFT, shippedAt: '2020-01-10T09:00:00.000Z', returnDeadline: '2020-01-24' })]);
    expect(await screen.findByText('Возврат принимается до 24.01.2020 включительно')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Срок возврата истёк: этот черновик провести нельзя — удалите его.',
    );
  });

  it('shows why cancelling a posted return was refused, naming the product', async () => {
    const refusal =
      'Нельзя отменить проведение возврата от покупателя № 7: товара «Смеситель Grohe Eurosmart» (арт. V-1) на складе 0 шт., а возврат добавил 1 шт. — часть уже продана или списана';
    const { user } = renderReturn([
      loaded(POSTED),
      { request: { query: CancelBuyerReturnDocument, variables: { nid: 7 } }, result: refused(refusal) },
    ]);
    expect(
      await screen.findByText('Итого к возврату покупателю: 10 000 ₽', {
        normalizer: (text) => text.replace(/\s+/g, ' '),
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Комментарий: Принят на кассе')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отменить проведение' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByText('Проведён')).toBeInTheDocument();
  });

  it('offers the refund payment to staff who open payments, not to a seller', async () => {
    shopStore.getState().signIn({ uid: 'u1', displayName: 'Анна', email: 'anna@shop.test' }, { isSeller: true });
    renderReturn([loaded(POSTED)]);
    expect(await screen.findByRole('button', { name: 'Отменить проведение' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Вернуть деньги покупателю' })).not.toBeInTheDocument();
    act(() =>
      shopStore.getState().signIn({ uid: 'u2', displayName: 'Админ', email: 'admin@shop.test' }, { isAdmin: true }),
    );
    expect(await screen.findByRole('link', { name: 'Вернуть деньги покупателю' })).toHaveAttribute(
      'href',
      '/dmn/payments/new?direction=OUT&refund=1&counterparty=4&amount=10000',
    );
  });

  it('deletes a draft and goes back to the list', async () => {
    const { user, router } = renderReturn([
      loaded(DRAFT),
      apiAnswer(DeleteBuyerReturnDocument, { nid: 7 }, { deleteBuyerReturn: true }),
      apiAnswer(
        BuyerReturnsDocument,
        { filter: {}, skip: 0, limit: 20 },
        { buyerReturns: { __typename: 'BuyerReturnPage', total: 0, items: [] } },
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Удалить черновик' }));
    expect(await screen.findByText('Возвратов от покупателей пока нет.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dmn/buyer-returns');
  });
});
