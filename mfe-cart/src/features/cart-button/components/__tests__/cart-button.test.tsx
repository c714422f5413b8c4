import { act, screen } from '@testing-library/react';
import { shopStore, type CartItem } from '@shop/shared/store';
import { renderAtRoute } from '../../../../../../testing/render';
import { CartButton } from '../cart-button';

const basin: CartItem = { nid: 1, name: 'Раковина Jacob Delafon', price: 5000, quantity: 2 };
const siphon: CartItem = { nid: 2, name: 'Сифон McAlpine', price: 3000, priceWithAction: 2500, quantity: 1 };

const cartLink = () => screen.getByRole('link');

describe('CartButton', () => {
  beforeEach(() => {
    shopStore.setState({ cartItems: [] });
    localStorage.clear();
  });

  it('is a link to /cart named «Корзина пуста» when the cart is empty', () => {
    renderAtRoute(<CartButton />);
    expect(cartLink()).toHaveAccessibleName('Корзина пуста');
    expect(cartLink()).toHaveAttribute('href', '/cart');
  });

  it('names the number of goods and their cost (sale prices applied) when the cart has items', () => {
    act(() => shopStore.setState({ cartItems: [basin, siphon] }));
    renderAtRoute(<CartButton />);
    // 2 x 5000 + 1 x 2500; Intl separates with no-break spaces.
    expect(cartLink()).toHaveAccessibleName('Корзина: 3 товара на 12\u00a0500\u00a0₽');
    expect(cartLink()).toHaveTextContent('12 500 ₽');
  });

  it('follows the store: adding, changing and clearing update the name', () => {
    renderAtRoute(<CartButton />);

    act(() => shopStore.getState().addItem({ nid: 3, name: 'Унитаз', price: 20_000 }));
    expect(cartLink()).toHaveAccessibleName('Корзина: 1 товар на 20\u00a0000\u00a0₽');

    act(() => shopStore.getState().setQuantity(3, 5));
    expect(cartLink()).toHaveAccessibleName('Корзина: 5 товаров на 100\u00a0000\u00a0₽');

    act(() => shopStore.getState().addItem({ nid: 4, name: 'Ёршик', price: 350 }));
    expect(cartLink()).toHaveAccessibleName('Корзина: 6 товаров на 100\u00a0350\u00a0₽');

    act(() => shopStore.getState().clear());
    expect(cartLink()).toHaveAccessibleName('Корзина пуста');
  });
});
