import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BuyerOrderFieldsFragment } from '@shop/shared/graphql';
import { BuyerOrdersDocument, type BuyerOrderFilter } from '../../../../lib/graphql/operations.generated';
import { buyerOrder, renderBuyerOrders } from './buyer-orders-kit';

/** What the shared client calls when the subscriptions' socket is back after a loss. */
const reconnected = new Set<() => void>();
jest.mock('@shop/shared/apollo', () => ({
  ...jest.requireActual('@shop/shared/apollo'),
  onSubscriptionsReconnected: (listener: () => void) => {
    reconnected.add(listener);
    return () => reconnected.delete(listener);
  },
}));

const listAnswer = (
  items: BuyerOrderFieldsFragment[],
  { filter = {}, skip = 0, total = items.length }: { filter?: BuyerOrderFilter; skip?: number; total?: number } = {},
) => ({
  request: { query: BuyerOrdersDocument, variables: { filter, skip, limit: 20 } },
  result: { data: { buyerOrders: { __typename: 'BuyerOrderPage', total, items } } },
});

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const rowTexts = () =>
  rows().map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
  );

describe('the buyer orders list', () => {
  it('shows the orders newest first: number linking to the card, Moscow time, buyer, delivery, total, status in Russian', async () => {
    const newer = buyerOrder(10002, {
      contactName: 'Борис Иванов',
      phone: '+79035556677',
      status: 'CONFIRMED',
      delivery: 'PICKUP',
      total: 9_000,
      createdAt: '2026-03-02T21:30:00.000Z',
    });
    renderBuyerOrders('/dmn/buyer-orders', [listAnswer([newer, buyerOrder(10001)])]);
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем заказы…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказы покупателей' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(rowTexts()).toEqual([
      [
        '№ 10002',
        '03.03.2026, 00:30',
        'Борис Иванов+79035556677',
        'Самовывоз из магазина в Химках',
        '9 000 ₽',
        'Подтверждён',
      ],
      ['№ 10001', '01.03.2026, 12:30', 'Ирина Петрова+79261234567', 'Доставка в пределах МКАД', '16 680 ₽', 'Новый'],
    ]);
    expect(screen.getByRole('link', { name: '№ 10002' })).toHaveAttribute('href', '/dmn/buyer-orders/10002');
    expect(screen.getByText('Всего: 2')).toBeInTheDocument();
    expect(screen.getByText('Показаны 1–2 из 2')).toBeInTheDocument();
    expect(document.title).toMatch(/^Заказы покупателей/);
  });

  it('says when there are no orders yet, and when none match the filter', async () => {
    renderBuyerOrders('/dmn/buyer-orders', [listAnswer([])]);
    expect(await screen.findByText('Заказов пока нет.')).toBeInTheDocument();
  });

  it('reads filters and page from the address and sends them', async () => {
    renderBuyerOrders('/dmn/buyer-orders?status=CANCELLED&from=2026-03-01&to=2026-03-31&q=Петрова&page=2', [
      listAnswer([], {
        filter: { status: 'CANCELLED', createdFrom: '2026-03-01', createdTo: '2026-03-31', search: 'Петрова' },
        skip: 20,
        total: 0,
      }),
    ]);
    expect(
      await screen.findByText('Заказов с такими условиями нет. Измените отбор или сбросьте его.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Статус' })).toHaveValue('CANCELLED');
    expect(screen.getByLabelText('Дата с')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('Дата по')).toHaveValue('2026-03-31');
    expect(screen.getByRole('searchbox', { name: 'Номер, имя, телефон или e-mail' })).toHaveValue('Петрова');
  });

  it('a status, a search and a page go into the address; a filter change returns to page 1', async () => {
    const user = userEvent.setup();
    const { router } = renderBuyerOrders('/dmn/buyer-orders', [
      listAnswer([buyerOrder(10001)], { total: 45 }),
      listAnswer([buyerOrder(9981)], { skip: 20, total: 45 }),
      listAnswer([buyerOrder(10001)], { filter: { status: 'NEW' }, total: 1 }),
      listAnswer([buyerOrder(10001)], { filter: { status: 'NEW', search: '926' }, total: 1 }),
      // Back to the unfiltered first page: shown from the cache, asked for again.
      listAnswer([buyerOrder(10001)], { total: 45 }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Вперёд →' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('link', { name: '№ 9981' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Статус' }), 'Новый');
    expect(router.state.location.search).toBe('?status=NEW');
    await user.type(screen.getByRole('searchbox', { name: 'Номер, имя, телефон или e-mail' }), ' 926 {Enter}');
    expect(router.state.location.search).toBe('?status=NEW&q=926');
    expect(await screen.findByText('Всего: 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сбросить' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Номер, имя, телефон или e-mail' })).toHaveValue('');
  });

  it('a failed request says so and tries again', async () => {
    const user = userEvent.setup();
    renderBuyerOrders('/dmn/buyer-orders', [
      {
        request: { query: BuyerOrdersDocument, variables: { filter: {}, skip: 0, limit: 20 } },
        error: new Error('Failed to fetch'),
      },
      listAnswer([buyerOrder(10001)]),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить заказы. Проверьте связь и попробуйте ещё раз.');
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('link', { name: '№ 10001' })).toBeInTheDocument();
  });

  it('on the first page without filters a new order appears at the top at once', async () => {
    const { pushOrder } = renderBuyerOrders('/dmn/buyer-orders', [listAnswer([buyerOrder(10001)])]);
    await screen.findByRole('link', { name: '№ 10001' });
    pushOrder(buyerOrder(10002, { contactName: 'Новый Покупатель' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rowTexts()[0]?.[0]).toBe('№ 10002');
    expect(screen.getByText('Всего: 2')).toBeInTheDocument();
    expect(screen.queryByText(/Новые заказы/)).not.toBeInTheDocument();
  });

  it('with a filter the list stays as it is: «Новые заказы: N» and «Обновить» reloads it', async () => {
    const user = userEvent.setup();
    const { pushOrder } = renderBuyerOrders('/dmn/buyer-orders?status=NEW', [
      listAnswer([buyerOrder(10001)], { filter: { status: 'NEW' } }),
      listAnswer([buyerOrder(10003), buyerOrder(10002), buyerOrder(10001)], { filter: { status: 'NEW' } }),
    ]);
    await screen.findByRole('link', { name: '№ 10001' });
    pushOrder(buyerOrder(10002));
    pushOrder(buyerOrder(10003));
    const notice = await screen.findByText(/Новые заказы: 2/);
    expect(rows()).toHaveLength(1);
    await user.click(within(notice).getByRole('button', { name: 'Обновить' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByText(/Новые заказы/)).not.toBeInTheDocument();
  });

  it('reloads the list when the live feed reconnects (orders placed meanwhile were missed)', async () => {
    renderBuyerOrders('/dmn/buyer-orders?status=NEW', [
      listAnswer([buyerOrder(10001)], { filter: { status: 'NEW' } }),
      listAnswer([buyerOrder(10002), buyerOrder(10001)], { filter: { status: 'NEW' } }),
    ]);
    await screen.findByRole('link', { name: '№ 10001' });
    expect(reconnected.size).toBe(1);
    act(() => reconnected.forEach((listener) => listener()));
    expect(await screen.findByRole('link', { name: '№ 10002' })).toBeInTheDocument();
  });
});
