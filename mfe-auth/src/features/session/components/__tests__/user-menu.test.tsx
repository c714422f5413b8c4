import { screen, within } from '@testing-library/react';
import { shopStore } from '@shop/shared/store';
import { renderAtRoute } from '../../../../../../testing/render';
import { UserMenu } from '../user-menu';

afterEach(() => shopStore.setState({ authLoading: true }));

const user = { uid: 'u1', displayName: 'Анна Петрова', email: 'anna@shop.test' };

describe('UserMenu', () => {
  it('shows nothing to click until the first auth report', () => {
    shopStore.setState({ authLoading: true, user: null });
    renderAtRoute(<UserMenu />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers a guest the sign-in page', () => {
    shopStore.getState().signOut();
    renderAtRoute(<UserMenu />);
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/auth');
  });

  it('shows a buyer their name, their orders and sign-out, but no back-office', () => {
    shopStore.getState().signIn(user, {});
    renderAtRoute(<UserMenu />);
    const menu = screen.getByRole('navigation', { name: 'Личный кабинет' });
    expect(within(menu).getByRole('link', { name: 'Анна Петрова' })).toHaveAttribute('href', '/auth');
    expect(within(menu).getByRole('link', { name: 'Мои заказы' })).toHaveAttribute('href', '/cart/orders');
    expect(within(menu).getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Управление' })).not.toBeInTheDocument();
  });

  it.each(['isAdmin', 'isSeller'])('links %s to the back-office', (flag) => {
    shopStore.getState().signIn(user, { [flag]: true });
    renderAtRoute(<UserMenu />);
    expect(screen.getByRole('link', { name: 'Управление' })).toHaveAttribute('href', '/dmn');
  });

  it('does not link a purchaser without the gate roles to the back-office', () => {
    shopStore.getState().signIn(user, { isPurchaser: true });
    renderAtRoute(<UserMenu />);
    expect(screen.queryByRole('link', { name: 'Управление' })).not.toBeInTheDocument();
  });
});
