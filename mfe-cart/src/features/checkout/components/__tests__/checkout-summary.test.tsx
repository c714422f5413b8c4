import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shopStore, type CartItem } from '@shop/shared/store';
import { availabilityAnswer, MIXER, mixer, renderCart, TOILET, toilet } from '../../../../__tests__/fixtures';

const summary = () => screen.getByRole('region', { name: 'Ваш заказ' });

/** The value beside a term of the summary («Доставка» -> «700 ₽»), spaces normalised. */
function summaryValue(term: RegExp | string): string {
  const dt = within(summary()).getByText(term, { selector: 'dt' });
  return (dt.nextElementSibling?.textContent ?? '').replace(/\s/g, ' ');
}

function openCheckout(items: CartItem[]) {
  act(() => shopStore.setState({ cartItems: items }));
  return renderCart('/cart/checkout');
}

const choose = (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(screen.getByRole('radio', { name }));

/** The summary's «Доставка» and «Итого» values. */
const deliveryAndTotal = () => [summaryValue('Доставка'), summaryValue('Итого')];

/** Opens the checkout with these lines and picks a delivery method; gives the user to go on with. */
async function checkoutBy(items: CartItem[], delivery: string) {
  const user = userEvent.setup();
  openCheckout(items);
  await choose(user, delivery);
  return user;
}

describe('Checkout summary', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('lists the goods at the prices the buyer pays, and asks for a delivery method', () => {
    openCheckout([mixer, { ...toilet, quantity: 2 }]);
    const lines = within(within(summary()).getByRole('list', { name: 'Товары в заказе' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent?.replace(/\s/g, ' '))).toEqual([
      `${MIXER}1 × 7 990 ₽`,
      `${TOILET}2 × 12 500 ₽`,
    ]);
    expect(summaryValue('Товары (3 товара)')).toBe('32 990 ₽');
    expect(summaryValue('Доставка')).toBe('выберите способ');
    expect(summaryValue('Итого без доставки')).toBe('32 990 ₽');
  });

  it('inside the ring road an order under 20 000 ₽ pays 700 ₽ for delivery', async () => {
    await checkoutBy([mixer], 'Доставка в пределах МКАД');
    expect(deliveryAndTotal()).toEqual(['700 ₽', '8 690 ₽']);
    expect(within(summary()).getByText('До бесплатной доставки по Москве не хватает 12 010 ₽.')).toBeInTheDocument();
  });

  it('inside the ring road an order of 20 000 ₽ or more is delivered free', async () => {
    await checkoutBy([mixer, toilet], 'Доставка в пределах МКАД');
    expect(deliveryAndTotal()).toEqual(['бесплатно', '20 490 ₽']);
  });

  it('beyond the ring road: «укажите расстояние» until a distance is typed, then the fee plus 40 ₽ a km', async () => {
    const user = await checkoutBy([mixer], 'Доставка за МКАД');
    expect(summaryValue('Доставка')).toBe('укажите расстояние');
    expect(summaryValue('Итого без доставки')).toBe('7 990 ₽');

    await user.type(screen.getByLabelText('Расстояние от МКАД, км'), '12');
    expect(deliveryAndTotal()).toEqual(['1 180 ₽', '9 170 ₽']); // 700 + 12 x 40

    await user.clear(screen.getByLabelText('Расстояние от МКАД, км'));
    await user.type(screen.getByLabelText('Расстояние от МКАД, км'), 'двенадцать');
    expect(summaryValue('Доставка')).toBe('укажите расстояние');
  });

  it('beyond the ring road an order of 20 000 ₽ or more pays only the kilometres', async () => {
    const user = await checkoutBy([mixer, toilet], 'Доставка за МКАД');
    await user.type(screen.getByLabelText('Расстояние от МКАД, км'), '12');
    expect(deliveryAndTotal()).toEqual(['480 ₽', '20 970 ₽']);
  });

  it('pickup is free; a transport company is paid to the carrier', async () => {
    const user = await checkoutBy([mixer], 'Самовывоз из магазина в Химках');
    expect(deliveryAndTotal()).toEqual(['бесплатно', '7 990 ₽']);

    await choose(user, 'Транспортной компанией за пределы Московской области');
    expect(deliveryAndTotal()).toEqual(['оплачивается перевозчику', '7 990 ₽']);
  });

  it('an empty cart at checkout says so and leads to the catalogue', () => {
    openCheckout([]);
    expect(screen.getByRole('heading', { level: 1, name: 'В корзине пусто' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('says before the order is placed which goods would wait, for the delivery chosen, and until when', async () => {
    const items = [mixer, { ...toilet, quantity: 3 }];
    act(() => shopStore.setState({ cartItems: items }));
    renderCart('/cart/checkout', [
      // As a delivery (every location serves it): the toilet's third unit waits.
      availabilityAnswer(items, 'RING_ROAD', { [toilet.nid]: { awaited: 1, expectedDate: '2026-12-12' } }),
      // Picked up in the shop, whose shelves have neither: both wait, the mixer with no day yet.
      availabilityAnswer(items, 'PICKUP', {
        [mixer.nid]: { awaited: 1 },
        [toilet.nid]: { awaited: 3, expectedDate: '2026-12-12' },
      }),
    ]);
    expect(
      await within(summary()).findByText('2 шт. в наличии, ещё 1 шт. — под заказ, ожидается 12 декабря'),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('radio', { name: /^Самовывоз/ }));
    expect(await within(summary()).findByText('Под заказ, срок сообщит менеджер')).toBeInTheDocument();
    expect(within(summary()).getByText('Под заказ, ожидается 12 декабря')).toBeInTheDocument();
  });
});
