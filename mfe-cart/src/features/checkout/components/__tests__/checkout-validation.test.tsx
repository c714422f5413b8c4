import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shopStore } from '@shop/shared/store';
import { mixer, renderCart, toilet } from '../../../../__tests__/fixtures';

const field = (label: string) => screen.getByLabelText(label);
const deliveryGroup = () => screen.getByRole('radiogroup', { name: 'Способ доставки' });
const paymentGroup = () => screen.getByRole('radiogroup', { name: 'Способ оплаты' });
const confirm = () => screen.getByRole('button', { name: 'Подтвердить заказ' });

function openCheckout() {
  act(() => shopStore.setState({ cartItems: [mixer, toilet] }));
  return renderCart('/cart/checkout');
}

describe('Checkout form: validation', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('is a labelled form with every field the order needs', () => {
    openCheckout();
    expect(screen.getByRole('heading', { level: 1, name: 'Оформление заказа' })).toBeInTheDocument();
    expect(document.title).toBe('Оформление заказа — Сантехника');
    expect(screen.getByRole('form', { name: 'Оформление заказа' })).toBeInTheDocument();
    expect(field('Имя')).toHaveAttribute('autocomplete', 'name');
    expect(field('Телефон')).toHaveAttribute('type', 'tel');
    expect(field('Телефон')).toHaveAttribute('autocomplete', 'tel');
    expect(field('Электронная почта')).toHaveAttribute('type', 'email');
    expect(
      within(deliveryGroup())
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['PICKUP', 'RING_ROAD', 'BEYOND_RING_ROAD', 'TRANSPORT_COMPANY']);
    expect(
      within(paymentGroup())
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['CASH', 'INVOICE', 'CARD']);
    expect(field('Комментарий к заказу').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('link', { name: 'Вернуться в корзину' })).toHaveAttribute('href', '/cart');
  });

  it('flags nothing before the first submit', async () => {
    const user = userEvent.setup();
    openCheckout();
    await user.type(field('Телефон'), '123');
    await user.tab();
    expect(field('Телефон')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Телефон в формате +7 (999) 123-45-67')).not.toBeInTheDocument();
  });

  it("an empty submit shows every required field's message beside it and focuses the first", async () => {
    const user = userEvent.setup();
    openCheckout();
    await user.click(confirm());

    expect(field('Имя')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Имя')).toHaveAccessibleDescription('Укажите, как к вам обращаться');
    expect(field('Телефон')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Телефон')).toHaveAccessibleDescription(expect.stringContaining('Укажите телефон для связи'));
    expect(field('Электронная почта')).toHaveAccessibleDescription(
      'Укажите электронную почту — пришлём подтверждение заказа',
    );
    expect(deliveryGroup()).toHaveAttribute('aria-invalid', 'true');
    expect(deliveryGroup()).toHaveAccessibleDescription('Выберите способ доставки');
    expect(paymentGroup()).toHaveAttribute('aria-invalid', 'true');
    expect(paymentGroup()).toHaveAccessibleDescription('Выберите способ оплаты');
    // No delivery chosen yet: the address is not required yet; the comment never is.
    expect(field('Адрес доставки')).not.toHaveAttribute('aria-invalid');
    expect(field('Комментарий к заказу')).not.toHaveAttribute('aria-invalid');
    expect(field('Имя')).toHaveFocus();
  });

  it("after the first submit, messages follow the buyer's corrections and the focus goes to the first field still wrong", async () => {
    const user = userEvent.setup();
    openCheckout();
    await user.click(confirm());
    await user.type(field('Имя'), 'Ирина');
    expect(field('Имя')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Укажите, как к вам обращаться')).not.toBeInTheDocument();

    await user.type(field('Телефон'), '12345');
    expect(field('Телефон')).toHaveAccessibleDescription(
      expect.stringContaining('Телефон в формате +7 (999) 123-45-67'),
    );
    await user.clear(field('Телефон'));
    await user.type(field('Телефон'), '8 926 123-45-67');
    expect(field('Телефон')).not.toHaveAttribute('aria-invalid');

    await user.click(confirm());
    expect(field('Электронная почта')).toHaveFocus();
  });

  it('an e-mail without a domain is refused', async () => {
    const user = userEvent.setup();
    openCheckout();
    await user.type(field('Электронная почта'), 'irina@');
    await user.click(confirm());
    expect(field('Электронная почта')).toHaveAccessibleDescription('Проверьте адрес почты: например, ivan@mail.ru');
  });

  it('shows the phone normalised when the buyer leaves the field', async () => {
    const user = userEvent.setup();
    openCheckout();
    await user.type(field('Телефон'), '8 926 1234567');
    await user.tab();
    expect(field('Телефон')).toHaveValue('+7 (926) 123-45-67');
  });

  it('a delivery inside the ring road needs an address', async () => {
    const user = userEvent.setup();
    openCheckout();
    await user.click(screen.getByRole('radio', { name: 'Доставка в пределах МКАД' }));
    await user.click(confirm());
    expect(field('Адрес доставки')).toHaveAccessibleDescription('Укажите адрес доставки');
  });

  it('pickup hides the address and shows where the shop is', async () => {
    const user = userEvent.setup();
    openCheckout();
    await user.click(screen.getByRole('radio', { name: 'Самовывоз из магазина в Химках' }));
    expect(screen.queryByLabelText('Адрес доставки')).not.toBeInTheDocument();
    expect(
      screen.getByText(/Заберите заказ в нашем магазине: Московская область, г\. Химки, Вашутинское шоссе/),
    ).toBeInTheDocument();
    await user.click(confirm());
    expect(screen.queryByText('Укажите адрес доставки')).not.toBeInTheDocument();
  });

  it.each([
    ['nothing', '', 'Укажите расстояние от МКАД в километрах'],
    ['not a number', 'далеко', 'Расстояние должно быть числом'],
    ['too far', '350', 'Мы возим не дальше 300 км от МКАД — выберите транспортную компанию'],
  ])('beyond the ring road, a distance that is %s is refused', async (_case, typed, message) => {
    const user = userEvent.setup();
    openCheckout();
    expect(screen.queryByLabelText('Расстояние от МКАД, км')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Доставка за МКАД' }));
    if (typed) await user.type(field('Расстояние от МКАД, км'), typed);
    await user.click(confirm());
    expect(field('Расстояние от МКАД, км')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Расстояние от МКАД, км')).toHaveAccessibleDescription(message);
  });

  it('a transport company needs its name and the city and address', async () => {
    const user = userEvent.setup();
    openCheckout();
    expect(screen.queryByLabelText('Транспортная компания')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Транспортной компанией за пределы Московской области' }));
    await user.click(confirm());
    expect(field('Транспортная компания')).toHaveAccessibleDescription(
      expect.stringContaining('Укажите транспортную компанию, например «СДЭК» или «Деловые линии»'),
    );
    expect(field('Город и адрес получения')).toHaveAccessibleDescription('Укажите город и адрес получения');
  });
});
