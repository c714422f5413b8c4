import { act, screen } from '@testing-library/react';
import { shopStore } from '@shop/shared/store';
import { renderCart } from '../../__tests__/fixtures';

describe('CartRoutes (everything the shell mounts under /cart)', () => {
  beforeEach(() => {
    act(() => shopStore.setState({ cartItems: [] }));
    localStorage.clear();
    sessionStorage.clear();
  });

  it.each([
    ['/cart', 'Корзина пуста'],
    ['/cart/checkout', 'В корзине пусто'],
    ['/cart/order/10001', 'Заказ № 10001 оформлен'],
    ['/cart/whatever', 'Страница не найдена'],
    ['/cart/order', 'Страница не найдена'],
  ])('%s shows «%s»', (url, heading) => {
    renderCart(url);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
