import { screen, within } from '@testing-library/react';
import { BuyerOrderByLinkDocument, type BuyerOrderInput } from '../../../../lib/graphql/operations.generated';
import { MIXER, mixer, orderInput, placedOrder, renderCart, TOILET, toilet } from '../../../../__tests__/fixtures';

const order = (overrides?: Partial<BuyerOrderInput>) => placedOrder(orderInput(overrides), [mixer, toilet], '10042');

describe('OrderPage', () => {
  it('right after checkout: the number, the next steps for a card payment, the lines and totals', () => {
    renderCart('/cart/order/10042', [], { order: order() });
    expect(screen.getByRole('heading', { level: 1, name: 'Заказ № 10042 оформлен' })).toBeInTheDocument();
    expect(document.title).toBe('Заказ № 10042 оформлен — Сантехника');
    expect(
      screen.getByText(
        /Менеджер позвонит вам по номеру \+7 \(926\) 123-45-67, чтобы подтвердить заказ, — в рабочее время, ежедневно с 9:00 до 20:00/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('После подтверждения пришлём на irina@example.ru ссылку для оплаты картой.'),
    ).toBeInTheDocument();

    const lines = within(screen.getByRole('list', { name: 'Товары в заказе' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent?.replace(/\s/g, ' '))).toEqual([
      `${MIXER}2 × 7 990 ₽ 8 900 ₽15 980 ₽`,
      `${TOILET}1 × 12 500 ₽12 500 ₽`,
    ]);
    expect(screen.getByText('Итого', { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe(
      '28 480 ₽',
    );
    expect(screen.getByText('Доставка', { selector: 'dt' }).nextElementSibling).toHaveTextContent('бесплатно');
    expect(screen.getByRole('link', { name: 'Вернуться в каталог' })).toHaveAttribute('href', '/');
  });

  it('a line that waits for goods says how many, and until when', () => {
    const placed = order();
    const [first, second] = placed.lines;
    renderCart('/cart/order/10042', [], {
      order: {
        ...placed,
        lines: [
          { ...first!, reserved: 1, awaited: 1, expectedDate: '2026-12-12' },
          { ...second!, reserved: 0, awaited: 1, expectedDate: null },
        ],
      },
    });
    const lines = within(screen.getByRole('list', { name: 'Товары в заказе' })).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('1 шт. в наличии, ещё 1 шт. — под заказ, ожидается 12 декабря');
    expect(lines[1]).toHaveTextContent('Под заказ, срок сообщит менеджер');
  });

  it('an invoice is promised by e-mail', () => {
    renderCart('/cart/order/10042', [], { order: order({ payment: 'INVOICE' }) });
    expect(screen.getByText('После подтверждения пришлём счёт на оплату на irina@example.ru.')).toBeInTheDocument();
  });

  it('pickup says where to collect the order', () => {
    renderCart('/cart/order/10042', [], { order: order({ delivery: 'PICKUP', address: null, payment: 'CASH' }) });
    expect(
      screen.getByText(/забрать в магазине: Московская область, г\. Химки, Вашутинское шоссе/),
    ).toBeInTheDocument();
    expect(screen.getByText('Оплатите заказ наличными при получении.')).toBeInTheDocument();
  });

  it('after a reload (no router state): just the number and what happens next', () => {
    renderCart('/cart/order/10042');
    expect(screen.getByRole('heading', { level: 1, name: 'Заказ № 10042 оформлен' })).toBeInTheDocument();
    expect(screen.getByText(/Менеджер позвонит вам, чтобы подтвердить заказ/)).toBeInTheDocument();
    expect(screen.getByText(/если по счёту — счёт придёт на электронную почту/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Товары в заказе' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться в каталог' })).toHaveAttribute('href', '/');
  });

  it('ignores router state that holds another order', () => {
    renderCart('/cart/order/10042', [], { order: placedOrder(orderInput(), [mixer, toilet], '10041') });
    expect(screen.queryByRole('list', { name: 'Товары в заказе' })).not.toBeInTheDocument();
  });

  describe('opened from the e-mail’s link', () => {
    const KEY = 'k'.repeat(43);
    const answering = (buyerOrderByLink: unknown) => [
      {
        request: { query: BuyerOrderByLinkDocument, variables: { number: '10042', key: KEY } },
        result: { data: { buyerOrderByLink } },
      },
    ];

    it('shows the order, its status and lines without sign-in', async () => {
      renderCart(
        `/cart/order/10042?key=${KEY}`,
        answering({ ...order(), cardPayment: null, __typename: 'BuyerOrder' }),
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'Заказ № 10042' })).toBeInTheDocument();
      expect(document.title).toBe('Заказ № 10042 — Сантехника');
      expect(screen.getByText('Новый')).toBeInTheDocument();
      expect(screen.getByText(/Менеджер позвонит вам по номеру/)).toBeInTheDocument();
      expect(within(screen.getByRole('list', { name: 'Товары в заказе' })).getAllByRole('listitem')).toHaveLength(2);
    });

    /** The order confirmed, with the card payment link staff sent. */
    const confirmedWith = (url: string, amount: number) =>
      answering({
        ...order(),
        status: 'CONFIRMED',
        cardPayment: { __typename: 'CardPaymentLink', id: 1, url, amount, sentAt: '2026-03-01T12:00:00.000Z' },
        __typename: 'BuyerOrder',
      });

    it('a confirmed card order offers the bank’s payment page once staff sent its link', async () => {
      const link = 'https://yoomoney.ru/checkout/payments/v2/contract?orderId=2f9b';
      renderCart(`/cart/order/10042?key=${KEY}`, confirmedWith(link, 28_480));
      const pay = await screen.findByRole('link', { name: /Оплатить картой 28\s480\s₽/ });
      expect(pay).toHaveAttribute('href', link);
      expect(pay).toHaveAttribute('rel', 'noopener noreferrer');
      expect(screen.getByText(/Откроется защищённая страница оплаты банка/)).toBeInTheDocument();
    });

    it('a link of any other kind is not offered', async () => {
      renderCart(`/cart/order/10042?key=${KEY}`, confirmedWith('javascript:alert(1)', 1));
      expect(await screen.findByRole('heading', { level: 1, name: 'Заказ № 10042' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Оплатить картой/ })).not.toBeInTheDocument();
    });

    it('a key that opens no order (changed, another order’s, revoked) is a page not found', async () => {
      renderCart(`/cart/order/10042?key=${KEY}`, answering(null));
      expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
      expect(screen.queryByText(/10042/)).not.toBeInTheDocument();
    });

    it('a failed request offers another try, not a page not found', async () => {
      renderCart(`/cart/order/10042?key=${KEY}`, [
        {
          request: { query: BuyerOrderByLinkDocument, variables: { number: '10042', key: KEY } },
          error: new Error('offline'),
        },
      ]);
      expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить заказ');
      expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    });
  });
});
