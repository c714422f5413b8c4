import { act, screen } from '@testing-library/react';
import { shopStore } from '@shop/shared/store';
import { renderAtRoute } from '../../../../../testing/render';
import { BackofficeGate } from '../backoffice-gate';

const employee = { uid: 'u-7', displayName: 'Олег Смирнов', email: 'oleg@example.ru' };

function renderGate() {
  return renderAtRoute(
    <BackofficeGate>
      <h1>Управление магазином</h1>
    </BackofficeGate>,
    { path: '/dmn/*', url: '/dmn/buyer-orders' },
  );
}

const backoffice = () => screen.queryByRole('heading', { name: 'Управление магазином' });

describe('BackofficeGate', () => {
  beforeEach(() => {
    localStorage.clear();
    shopStore.setState({ cartItems: [], authLoading: true });
    shopStore.setState({
      user: null,
      isAdmin: false,
      isSeller: false,
      isPurchaser: false,
      isContent: false,
      isDriver: false,
    });
  });

  it('shows «Проверяем доступ…» until the first auth report, without the back office', () => {
    renderGate();
    expect(screen.getByRole('status')).toHaveTextContent('Проверяем доступ…');
    expect(backoffice()).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Раздел только для сотрудников' })).not.toBeInTheDocument();
  });

  it('asks an anonymous visitor to sign in, with a link back to /dmn', () => {
    act(() => shopStore.getState().signOut());
    renderGate();
    expect(screen.getByRole('heading', { level: 1, name: 'Раздел только для сотрудников' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/auth?next=%2Fdmn');
    expect(screen.getByRole('link', { name: 'Вернуться в магазин' })).toHaveAttribute('href', '/');
    expect(backoffice()).not.toBeInTheDocument();
    expect(document.title).toBe('Нет доступа — Сантехника');
  });

  it('tells a signed-in buyer without roles there is no access, and offers no «Войти»', () => {
    act(() => shopStore.getState().signIn(employee));
    renderGate();
    expect(screen.getByRole('heading', { level: 1, name: 'Раздел только для сотрудников' })).toBeInTheDocument();
    expect(screen.getByText(/У вашей учётной записи нет доступа к управлению магазином/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Войти' })).not.toBeInTheDocument();
    expect(backoffice()).not.toBeInTheDocument();
  });

  it.each(['isPurchaser', 'isContent', 'isDriver'] as const)(
    'refuses a user with only %s: the outer gate is isAdmin or isSeller',
    (flag) => {
      act(() => shopStore.getState().signIn(employee, { [flag]: true }));
      renderGate();
      expect(screen.getByRole('heading', { name: 'Раздел только для сотрудников' })).toBeInTheDocument();
      expect(backoffice()).not.toBeInTheDocument();
    },
  );

  it.each(['isSeller', 'isAdmin'] as const)('renders the back office for a user with %s', (flag) => {
    act(() => shopStore.getState().signIn(employee, { [flag]: true }));
    renderGate();
    expect(backoffice()).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Раздел только для сотрудников' })).not.toBeInTheDocument();
  });

  it('opens once the auth report arrives for a seller, and closes again on sign-out', () => {
    renderGate();
    expect(backoffice()).not.toBeInTheDocument();

    act(() => shopStore.getState().signIn(employee, { isSeller: true }));
    expect(backoffice()).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => shopStore.getState().signOut());
    expect(backoffice()).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Войти' })).toBeInTheDocument();
  });
});
