import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shopStore, type CartItem } from '@shop/shared/store';
import { renderAtRoute } from '../../../../../../testing/render';
import { CartPage } from '../cart-page';

const MIXER = 'Смеситель для раковины Grohe Eurosmart';
const TOILET = 'Унитаз подвесной Cersanit Carina';

const mixer: CartItem = { nid: 101, name: MIXER, price: 8900, priceWithAction: 7990, quantity: 1 };
const toilet: CartItem = { nid: 202, name: TOILET, price: 12_500, priceWithAction: null, quantity: 2 };

/** The cart total paragraph («Итого: …»). */
const totalLine = () => screen.getByText(/^Итого:/);

function renderCart(items: CartItem[] = [mixer, toilet]) {
  act(() => shopStore.setState({ cartItems: items }));
  return renderAtRoute(<CartPage />, { path: '/cart', url: '/cart' });
}

describe('CartPage', () => {
  beforeEach(() => {
    shopStore.setState({ cartItems: [] });
    localStorage.clear();
  });

  it('shows the empty state with a link to the catalogue when the cart is empty', () => {
    renderCart([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Корзина пуста' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('list', { name: 'Товары в корзине' })).not.toBeInTheDocument();
    expect(document.title).toBe('Корзина — Сантехника');
  });

  it('lists one row per line, each with a link to its product, unit price and line total', () => {
    renderCart();
    expect(screen.getByRole('heading', { level: 1, name: 'Корзина' })).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Товары в корзине' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: MIXER })).toHaveAttribute('href', '/product/101');
    expect(within(rows[1]!).getByRole('link', { name: TOILET })).toHaveAttribute('href', '/product/202');

    // The mixer is on sale: the old price is struck out, the sale price is charged.
    // (Queries match normalised text: no-break spaces read as plain spaces.)
    const oldPrice = within(rows[0]!).getByText('8 900 ₽');
    expect(oldPrice.tagName).toBe('DEL');
    expect(oldPrice.textContent).toBe('8\u00a0900\u00a0₽');
    expect(within(rows[1]!).queryByRole('deletion')).not.toBeInTheDocument();
    expect(screen.getByLabelText(`Сумма: ${MIXER}`).textContent).toBe('7\u00a0990\u00a0₽');
    expect(screen.getByLabelText(`Сумма: ${TOILET}`).textContent).toBe('25\u00a0000\u00a0₽');
    expect(screen.getByLabelText(`Количество: ${MIXER}`)).toHaveValue(1);
    expect(screen.getByLabelText(`Количество: ${TOILET}`)).toHaveValue(2);
    expect(totalLine().textContent).toBe('Итого: 3 товара на сумму 32\u00a0990\u00a0₽');
  });

  it('«Увеличить количество» raises the quantity, the line total and «Итого»', async () => {
    const user = userEvent.setup();
    renderCart();
    await user.click(screen.getByRole('button', { name: `Увеличить количество: ${MIXER}` }));

    expect(screen.getByLabelText(`Количество: ${MIXER}`)).toHaveValue(2);
    expect(screen.getByLabelText(`Сумма: ${MIXER}`).textContent).toBe('15\u00a0980\u00a0₽');
    expect(totalLine().textContent).toBe('Итого: 4 товара на сумму 40\u00a0980\u00a0₽');
    expect(shopStore.getState().cartItems.find((item) => item.nid === 101)?.quantity).toBe(2);
  });

  it('«Уменьшить количество» is disabled at 1 and lowers a larger quantity', async () => {
    const user = userEvent.setup();
    renderCart();
    expect(screen.getByRole('button', { name: `Уменьшить количество: ${MIXER}` })).toBeDisabled();

    const decreaseToilet = screen.getByRole('button', { name: `Уменьшить количество: ${TOILET}` });
    expect(decreaseToilet).toBeEnabled();
    await user.click(decreaseToilet);
    expect(screen.getByLabelText(`Количество: ${TOILET}`)).toHaveValue(1);
    expect(screen.getByLabelText(`Сумма: ${TOILET}`).textContent).toBe('12\u00a0500\u00a0₽');
    expect(decreaseToilet).toBeDisabled();
    expect(totalLine().textContent).toBe('Итого: 2 товара на сумму 20\u00a0490\u00a0₽');
  });

  it('applies a valid number typed into «Количество» on blur', async () => {
    const user = userEvent.setup();
    renderCart();
    const quantity = screen.getByLabelText(`Количество: ${MIXER}`);
    await user.clear(quantity);
    await user.type(quantity, '5');
    await user.tab();

    expect(shopStore.getState().cartItems.find((item) => item.nid === 101)?.quantity).toBe(5);
    expect(quantity).toHaveValue(5);
    expect(screen.getByLabelText(`Сумма: ${MIXER}`).textContent).toBe('39\u00a0950\u00a0₽');
    expect(totalLine().textContent).toBe('Итого: 7 товаров на сумму 64\u00a0950\u00a0₽');
  });

  it('applies a typed number on Enter too', async () => {
    const user = userEvent.setup();
    renderCart();
    const quantity = screen.getByLabelText(`Количество: ${TOILET}`);
    await user.clear(quantity);
    await user.type(quantity, '3{Enter}');
    expect(shopStore.getState().cartItems.find((item) => item.nid === 202)?.quantity).toBe(3);
  });

  it('caps a typed number above 999 at 999', async () => {
    const user = userEvent.setup();
    renderCart();
    const quantity = screen.getByLabelText(`Количество: ${MIXER}`);
    await user.clear(quantity);
    await user.type(quantity, '5000');
    await user.tab();
    expect(shopStore.getState().cartItems.find((item) => item.nid === 101)?.quantity).toBe(999);
    expect(quantity).toHaveValue(999);
    expect(screen.getByRole('button', { name: `Увеличить количество: ${MIXER}` })).toBeDisabled();
  });

  it.each([
    ['0', '0'],
    ['a negative number', '-4'],
    ['a fraction', '2.5'],
    ['nothing', ''],
  ])('reverts the field to the current quantity when %s is typed and the field is left', async (_case, typed) => {
    const user = userEvent.setup();
    renderCart();
    const quantity = screen.getByLabelText(`Количество: ${TOILET}`);
    await user.clear(quantity);
    if (typed) await user.type(quantity, typed);
    await user.tab();

    expect(quantity).toHaveValue(2);
    expect(shopStore.getState().cartItems.find((item) => item.nid === 202)?.quantity).toBe(2);
    expect(totalLine().textContent).toBe('Итого: 3 товара на сумму 32\u00a0990\u00a0₽');
  });

  it('«Удалить из корзины» removes only that line', async () => {
    const user = userEvent.setup();
    renderCart();
    await user.click(screen.getByRole('button', { name: `Удалить из корзины: ${MIXER}` }));

    const rows = within(screen.getByRole('list', { name: 'Товары в корзине' })).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByRole('link', { name: TOILET })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: MIXER })).not.toBeInTheDocument();
    expect(shopStore.getState().cartItems.map((item) => item.nid)).toEqual([202]);
    expect(totalLine().textContent).toBe('Итого: 2 товара на сумму 25\u00a0000\u00a0₽');
  });

  it('shows the empty state after the last line is removed', async () => {
    const user = userEvent.setup();
    renderCart([mixer]);
    await user.click(screen.getByRole('button', { name: `Удалить из корзины: ${MIXER}` }));
    expect(screen.getByRole('heading', { level: 1, name: 'Корзина пуста' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('cartItems') ?? 'null')).toEqual([]);
  });
});
