import { screen } from '@testing-library/react';
import { shopStore } from '@shop/shared/store';
import { renderAtRoute } from '../../../../../../testing/render';
import { firebaseSession } from '../../api/session';
import { AuthPage } from '../auth-page';

// The Firebase SDK itself is the journeys' (e2e/sign-in.spec.ts); here: when the page asks for it.
jest.mock('../../api/session', () => ({ firebaseSession: jest.fn(() => new Promise(() => {})) }));

afterEach(() => shopStore.setState({ authLoading: true }));

const user = { uid: 'u1', displayName: 'Анна Петрова', email: 'anna@shop.test' };

describe('AuthPage', () => {
  it('waits for the first auth report', () => {
    shopStore.setState({ authLoading: true, user: null });
    renderAtRoute(<AuthPage />, { path: '/auth', url: '/auth' });
    expect(screen.getByText('Проверяем вход…')).toBeInTheDocument();
  });

  it('offers a guest the Google sign-in', () => {
    shopStore.getState().signOut();
    renderAtRoute(<AuthPage />, { path: '/auth', url: '/auth' });
    expect(screen.getByRole('heading', { level: 1, name: 'Вход' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Войти через Google' })).toBeEnabled();
  });

  it('loads the sign-in SDK as it opens, so the popup opens at once on the click', () => {
    shopStore.getState().signOut();
    jest.mocked(firebaseSession).mockClear();
    renderAtRoute(<AuthPage />, { path: '/auth', url: '/auth' });
    expect(firebaseSession).toHaveBeenCalledTimes(1);
  });

  it('shows who is signed in, their orders, the back-office for staff, and sign-out', () => {
    shopStore.getState().signIn(user, { isSeller: true });
    renderAtRoute(<AuthPage />, { path: '/auth', url: '/auth' });
    expect(screen.getByRole('heading', { level: 1, name: 'Вы вошли' })).toBeInTheDocument();
    expect(screen.getByText('Анна Петрова (anna@shop.test)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Мои заказы' })).toHaveAttribute('href', '/cart/orders');
    expect(screen.getByRole('link', { name: 'Управление магазином' })).toHaveAttribute('href', '/dmn');
    expect(screen.getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
  });

  it('goes on to `next` once signed in', async () => {
    shopStore.getState().signIn(user, { isAdmin: true });
    const { router } = renderAtRoute(<AuthPage />, { path: '/auth', url: '/auth?next=%2Fdmn%2Fusers' });
    await screen.findByText('другая страница');
    expect(router.state.location.pathname).toBe('/dmn/users');
  });

  it.each(['//evil.example/path', 'https://evil.example/', '/\\evil.example'])(
    'never follows a `next` to another site (%s)',
    (next) => {
      shopStore.getState().signIn(user, {});
      const { router } = renderAtRoute(<AuthPage />, { path: '/auth', url: `/auth?next=${encodeURIComponent(next)}` });
      expect(router.state.location.pathname).toBe('/auth');
      expect(screen.getByRole('heading', { level: 1, name: 'Вы вошли' })).toBeInTheDocument();
    },
  );
});
