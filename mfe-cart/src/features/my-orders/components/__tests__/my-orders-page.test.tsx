import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BuyerOrderFieldsFragment } from '@shop/shared/graphql';
import { MyBuyerOrdersDocument } from '../../../../lib/graphql/operations.generated';
import { shopStore } from '@shop/shared/store';
import { MIXER, mixer, orderInput, placedOrder, renderCart, TOILET, toilet } from '../../../../__tests__/fixtures';
import { linesSummary } from '../my-order-item';

const input = orderInput();

const order = (number: string, overrides: Partial<BuyerOrderFieldsFragment> = {}) => ({
  ...placedOrder(input, [mixer, toilet], number),
  ...overrides,
});

const myOrders = (orders: BuyerOrderFieldsFragment[], skip = 0) => ({
  request: { query: MyBuyerOrdersDocument, variables: { skip, limit: 20 } },
  result: { data: { myBuyerOrders: orders } },
});

const signIn = () => shopStore.getState().signIn({ uid: 'buyer-1', displayName: 'Ирина', email: 'irina@example.ru' });

afterEach(() => shopStore.getState().signOut());

describe('«Мои заказы»', () => {
  it('lists the buyer’s orders: number and day, status in Russian, what is in it, the total', async () => {
    signIn();
    renderCart('/cart/orders', [
      myOrders([
        order('10042', { status: 'SHIPPED', createdAt: '2026-03-01T21:30:00.000Z' }),
        order('10007', { status: 'CANCELLED' }),
      ]),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Мои заказы' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем заказы…');
    const items = within(await screen.findByRole('list', { name: 'Заказы' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    expect(first.getByRole('heading', { name: 'Заказ № 10042 от 2 марта 2026 г.' })).toBeInTheDocument();
    expect(first.getByText('Отгружен')).toBeInTheDocument();
    expect(first.getByText(`${MIXER} × 2, ${TOILET} × 1`)).toBeInTheDocument();
    expect(first.getByText(/^Итого:/).textContent?.replace(/\s/g, ' ')).toBe('Итого: 28 480 ₽');
    expect(within(items[1] as HTMLElement).getByText('Отменён')).toBeInTheDocument();
    expect(document.title).toMatch(/^Мои заказы/);
  });

  it('a confirmed card order whose payment link staff sent offers it', async () => {
    signIn();
    const link = 'https://yoomoney.ru/checkout/payments/v2/contract?orderId=2f9b';
    renderCart('/cart/orders', [
      myOrders([
        order('10042', {
          status: 'CONFIRMED',
          payment: 'CARD',
          cardPayment: { __typename: 'CardPaymentLink', id: 1, url: link, amount: 28_480 },
        } as Partial<BuyerOrderFieldsFragment>),
        order('10007', { cardPayment: null } as Partial<BuyerOrderFieldsFragment>),
      ]),
    ]);
    const items = within(await screen.findByRole('list', { name: 'Заказы' })).getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByRole('link', { name: /Оплатить картой 28\s480\s₽/ })).toHaveAttribute(
      'href',
      link,
    );
    expect(within(items[1] as HTMLElement).queryByRole('link', { name: /Оплатить картой/ })).not.toBeInTheDocument();
  });

  it('a visitor who is not signed in is asked to sign in and comes back here', () => {
    shopStore.getState().signOut();
    renderCart('/cart/orders');
    expect(screen.getByRole('link', { name: 'Войдите, чтобы увидеть свои заказы' })).toHaveAttribute(
      'href',
      '/auth?next=%2Fcart%2Forders',
    );
  });

  it('waits while the sign-in is being checked', () => {
    shopStore.setState({ authLoading: true, user: null });
    renderCart('/cart/orders');
    expect(screen.getByRole('status')).toHaveTextContent('Проверяем вход…');
    expect(screen.queryByRole('link', { name: /Войдите/ })).not.toBeInTheDocument();
  });

  it('says when the buyer has ordered nothing yet', async () => {
    signIn();
    renderCart('/cart/orders', [myOrders([])]);
    expect(await screen.findByText(/Вы ещё ничего не заказывали/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/');
  });

  it('a failed request says so and tries again', async () => {
    signIn();
    const user = userEvent.setup();
    renderCart('/cart/orders', [
      {
        request: { query: MyBuyerOrdersDocument, variables: { skip: 0, limit: 20 } },
        error: new Error('Failed to fetch'),
      },
      myOrders([order('10042')]),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить заказы. Проверьте связь и попробуйте ещё раз.');
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { name: /Заказ № 10042/ })).toBeInTheDocument();
  });

  it('a full page offers older orders, page by page in the address', async () => {
    signIn();
    const user = userEvent.setup();
    const page = Array.from({ length: 20 }, (_, index) => order(String(10100 - index)));
    const { router } = renderCart('/cart/orders', [myOrders(page), myOrders([order('10001')], 20)]);
    await user.click(await screen.findByRole('button', { name: 'Старше →' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('heading', { name: /Заказ № 10001/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Старше →' })).toBeDisabled();
  });
});

describe('linesSummary', () => {
  it('names three lines and counts the rest', () => {
    const line = (name: string) =>
      ({ ...placedOrder(input, [mixer]).lines[0], name }) as BuyerOrderFieldsFragment['lines'][number];
    expect(linesSummary([line('А'), line('Б'), line('В'), line('Г'), line('Д')])).toBe(
      'А × 2, Б × 2, В × 2 и ещё 2 товара',
    );
    expect(linesSummary([line('А'), line('Б'), line('В'), line('Г')])).toBe('А × 2, Б × 2, В × 2 и ещё 1 товар');
  });
});
