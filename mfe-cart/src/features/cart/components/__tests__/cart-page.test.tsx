import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { shopStore, type CartItem } from '@shop/shared/store';
import { availabilityAnswer, pricingAnswer, renderCart as renderCartRoutes } from '../../../../__tests__/fixtures';

const MIXER = 'Смеситель для раковины Grohe Eurosmart';
const TOILET = 'Унитаз подвесной Cersanit Carina';

const mixer: CartItem = { nid: 101, name: MIXER, price: 8900, priceWithAction: 7990, quantity: 1 };
const toilet: CartItem = { nid: 202, name: TOILET, price: 12_500, priceWithAction: null, quantity: 2 };

/** The cart total paragraph («Итого: …»). */
const totalLine = () => screen.getByText(/^Итого:/);

/** The price check's line, always on the page. */
const checkStatus = () => screen.getByRole('status');

/** Opens /cart with these lines; the shop's prices are the lines' own unless `pricing` says otherwise. */
async function renderCart(
  items: CartItem[] = [mixer, toilet],
  pricing: MockLink.MockedResponse = pricingAnswer(items),
  availability: MockLink.MockedResponse = availabilityAnswer(items, 'RING_ROAD'),
) {
  act(() => shopStore.setState({ cartItems: items }));
  const view = renderCartRoutes('/cart', [pricing, availability]);
  if (items.length > 0) await waitFor(() => expect(checkStatus()).not.toHaveTextContent('Проверяем цены…'));
  return view;
}

/** The quantity of the line of `nid` in the shop's store. */
const storedQuantity = (nid: number) => shopStore.getState().cartItems.find((item) => item.nid === nid)?.quantity;

/**
 * Opens the cart and types `typed` into a line's «Количество», cleared first; the field is left
 * (Tab) unless the typing ends with Enter. Gives the field.
 */
async function typeQuantity(name: string, typed: string) {
  const user = userEvent.setup();
  await renderCart();
  const quantity = screen.getByLabelText(`Количество: ${name}`);
  await user.clear(quantity);
  if (typed) await user.type(quantity, typed);
  if (!typed.endsWith('{Enter}')) await user.tab();
  return quantity;
}

describe('CartPage', () => {
  beforeEach(() => {
    shopStore.setState({ cartItems: [] });
    localStorage.clear();
  });

  it('shows the empty state with a link to the catalogue when the cart is empty', async () => {
    await renderCart([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Корзина пуста' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('list', { name: 'Товары в корзине' })).not.toBeInTheDocument();
    expect(document.title).toBe('Корзина — Сантехника');
  });

  it('tells under a line how much of it would wait if ordered now, and until when', async () => {
    const items = [mixer, toilet];
    await renderCart(
      items,
      pricingAnswer(items),
      availabilityAnswer(items, 'RING_ROAD', { [toilet.nid]: { awaited: 2, expectedDate: '2026-12-12' } }),
    );
    const rows = within(screen.getByRole('list', { name: 'Товары в корзине' })).getAllByRole('listitem');
    expect(await within(rows[1]!).findByText('Под заказ, ожидается 12 декабря')).toBeInTheDocument();
    expect(within(rows[0]!).queryByText(/под заказ/i)).not.toBeInTheDocument();
  });

  it('lists one row per line, each with a link to its product, unit price and line total', async () => {
    await renderCart();
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
    await renderCart();
    await user.click(screen.getByRole('button', { name: `Увеличить количество: ${MIXER}` }));

    expect(screen.getByLabelText(`Количество: ${MIXER}`)).toHaveValue(2);
    expect(screen.getByLabelText(`Сумма: ${MIXER}`).textContent).toBe('15\u00a0980\u00a0₽');
    expect(totalLine().textContent).toBe('Итого: 4 товара на сумму 40\u00a0980\u00a0₽');
    expect(storedQuantity(101)).toBe(2);
  });

  it('«Уменьшить количество» is disabled at 1 and lowers a larger quantity', async () => {
    const user = userEvent.setup();
    await renderCart();
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
    const quantity = await typeQuantity(MIXER, '5');

    expect(storedQuantity(101)).toBe(5);
    expect(quantity).toHaveValue(5);
    expect(screen.getByLabelText(`Сумма: ${MIXER}`).textContent).toBe('39\u00a0950\u00a0₽');
    expect(totalLine().textContent).toBe('Итого: 7 товаров на сумму 64\u00a0950\u00a0₽');
  });

  it('applies a typed number on Enter too', async () => {
    await typeQuantity(TOILET, '3{Enter}');
    expect(storedQuantity(202)).toBe(3);
  });

  it('caps a typed number above 999 at 999', async () => {
    const quantity = await typeQuantity(MIXER, '5000');
    expect(storedQuantity(101)).toBe(999);
    expect(quantity).toHaveValue(999);
    expect(screen.getByRole('button', { name: `Увеличить количество: ${MIXER}` })).toBeDisabled();
  });

  it.each([
    ['0', '0'],
    ['a negative number', '-4'],
    ['a fraction', '2.5'],
    ['nothing', ''],
  ])('reverts the field to the current quantity when %s is typed and the field is left', async (_case, typed) => {
    const quantity = await typeQuantity(TOILET, typed);

    expect(quantity).toHaveValue(2);
    expect(storedQuantity(202)).toBe(2);
    expect(totalLine().textContent).toBe('Итого: 3 товара на сумму 32\u00a0990\u00a0₽');
  });

  it('«Удалить из корзины» removes only that line', async () => {
    const user = userEvent.setup();
    await renderCart();
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
    await renderCart([mixer]);
    await user.click(screen.getByRole('button', { name: `Удалить из корзины: ${MIXER}` }));
    expect(screen.getByRole('heading', { level: 1, name: 'Корзина пуста' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('cartItems') ?? 'null')).toEqual([]);
  });

  it('«Оформить заказ» leads to /cart/checkout', async () => {
    await renderCart();
    expect(screen.getByRole('link', { name: 'Оформить заказ' })).toHaveAttribute('href', '/cart/checkout');
  });
});

describe('CartPage price check', () => {
  beforeEach(() => {
    shopStore.setState({ cartItems: [] });
    localStorage.clear();
  });

  it('says «Проверяем цены…» quietly while the prices are on their way, and the cart works meanwhile', async () => {
    const user = userEvent.setup();
    act(() => shopStore.setState({ cartItems: [mixer, toilet] }));
    renderCartRoutes('/cart', [{ ...pricingAnswer([mixer, toilet]), delay: Infinity }]);
    expect(checkStatus()).toHaveTextContent('Проверяем цены…');
    await user.click(screen.getByRole('button', { name: `Увеличить количество: ${MIXER}` }));
    expect(totalLine().textContent).toBe('Итого: 4 товара на сумму 40\u00a0980\u00a0₽');
    expect(screen.getByRole('link', { name: 'Оформить заказ' })).toBeInTheDocument();
  });

  it("asks for the current prices of the cart's products and says nothing when none changed", async () => {
    await renderCart();
    expect(checkStatus()).toHaveTextContent(/^$/);
    expect(screen.queryByText(/Цена изменилась/)).not.toBeInTheDocument();
    expect(shopStore.getState().cartItems).toEqual([mixer, toilet]);
  });

  it('a changed price is told plainly on its line, and the cart takes the new price', async () => {
    await renderCart([mixer, toilet], pricingAnswer([mixer, toilet], { 101: { price: 9100, priceWithAction: 8200 } }));
    const row = screen.getByRole('link', { name: MIXER }).closest('li') as HTMLElement;
    expect(within(row).getByText('Цена изменилась: было 7 990 ₽, стало 8 200 ₽')).toBeInTheDocument();
    expect(within(row).getByText('9 100 ₽').tagName).toBe('DEL');
    expect(screen.getByLabelText(`Сумма: ${MIXER}`).textContent).toBe('8\u00a0200\u00a0₽');
    expect(totalLine().textContent).toBe('Итого: 3 товара на сумму 33\u00a0200\u00a0₽');
    expect(checkStatus()).toHaveTextContent('Цены некоторых товаров изменились — в корзине уже новые.');
    expect(shopStore.getState().cartItems[0]).toEqual({ ...mixer, price: 9100, priceWithAction: 8200 });
    expect(JSON.parse(localStorage.getItem('cartItems') ?? '[]')[0]).toMatchObject({
      nid: 101,
      price: 9100,
      priceWithAction: 8200,
    });
    // The toilet's price did not change: no notice on its line.
    const toiletRow = screen.getByRole('link', { name: TOILET }).closest('li') as HTMLElement;
    expect(within(toiletRow).queryByText(/Цена изменилась/)).not.toBeInTheDocument();
  });

  it('a sale that ended is a price change too', async () => {
    await renderCart([mixer], pricingAnswer([mixer], { 101: { priceWithAction: null } }));
    expect(screen.getByText('Цена изменилась: было 7 990 ₽, стало 8 900 ₽')).toBeInTheDocument();
    expect(screen.queryByRole('deletion')).not.toBeInTheDocument();
  });

  it.each([
    ['taken off sale', { onSale: false }],
    ['unknown to the shop', null],
  ])('a product %s is marked «Больше не продаётся» and blocks checkout until it is removed', async (_case, change) => {
    const user = userEvent.setup();
    await renderCart([mixer, toilet], pricingAnswer([mixer, toilet], { 202: change }));
    const row = screen.getByRole('link', { name: TOILET }).closest('li') as HTMLElement;
    expect(within(row).getByText('Больше не продаётся')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Оформить заказ' })).not.toBeInTheDocument();
    const checkout = screen.getByRole('button', { name: 'Оформить заказ' });
    expect(checkout).toBeDisabled();
    expect(checkout).toHaveAccessibleDescription(
      'Некоторые товары больше не продаются. Удалите их из корзины, чтобы оформить заказ.',
    );

    await user.click(within(row).getByRole('button', { name: `Удалить из корзины: ${TOILET}` }));
    expect(screen.queryByText('Больше не продаётся')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Оформить заказ' })).toHaveAttribute('href', '/cart/checkout');
    expect(shopStore.getState().cartItems.map((item) => item.nid)).toEqual([101]);
  });

  it('when the check fails, the cart still works and says the prices will be checked at checkout', async () => {
    const user = userEvent.setup();
    await renderCart([mixer, toilet], {
      request: pricingAnswer([mixer, toilet]).request,
      error: new Error('Failed to fetch'),
    });
    expect(checkStatus()).toHaveTextContent(
      'Не удалось проверить актуальные цены — мы проверим их при оформлении заказа.',
    );
    expect(screen.getByRole('link', { name: 'Оформить заказ' })).toHaveAttribute('href', '/cart/checkout');
    await user.click(screen.getByRole('button', { name: `Удалить из корзины: ${MIXER}` }));
    expect(totalLine().textContent).toBe('Итого: 2 товара на сумму 25\u00a0000\u00a0₽');
  });
});
