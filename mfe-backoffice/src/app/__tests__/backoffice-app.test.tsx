import { MockedProvider } from '@apollo/client/testing/react';
import { screen, within } from '@testing-library/react';
import { renderAtRoute } from '../../../../testing/render';
import { BackofficeApp } from '../backoffice-app';
import { staffSignIn } from '../../testing/staff';
import { textsByRole } from '../../testing/texts';

const signInAs = staffSignIn({ uid: 'u1', displayName: 'Анна', email: 'anna@shop.test' });

const openAt = (url: string) =>
  renderAtRoute(
    <MockedProvider mocks={[]}>
      <BackofficeApp />
    </MockedProvider>,
    { path: '/dmn/*', url },
  );

describe('BackofficeApp', () => {
  it('shows an administrator the menu of all 16 sections', () => {
    signInAs({ isAdmin: true });
    openAt('/dmn');
    const menu = screen.getByRole('navigation', { name: 'Разделы управления' });
    expect(within(menu).getAllByRole('link')).toHaveLength(16);
    expect(within(menu).getByRole('link', { name: 'Заказы поставщикам' })).toBeInTheDocument();
  });

  it('shows a seller only the sections a seller opens', () => {
    signInAs({ isSeller: true });
    openAt('/dmn');
    const menu = screen.getByRole('navigation', { name: 'Разделы управления' });
    expect(textsByRole(menu, 'link')).toEqual([
      'Заказы покупателей',
      'Счета покупателям',
      'Отгрузки',
      'Возвраты покупателей',
      'Товары',
      'Остатки',
      'Доставка',
      'Пользователи',
    ]);
  });

  it('refuses a buyer with a way to sign in', () => {
    signInAs({});
    openAt('/dmn/buyer-orders');
    expect(screen.getByRole('heading', { name: 'Раздел только для сотрудников' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Разделы управления' })).not.toBeInTheDocument();
  });

  it('tells a seller that a purchasing section is not theirs', () => {
    signInAs({ isSeller: true });
    openAt('/dmn/supplier-orders');
    expect(screen.getByRole('heading', { name: 'Нет доступа к разделу «Заказы поставщикам»' })).toBeInTheDocument();
  });

  it('opens a section’s own screen at its path', async () => {
    signInAs({ isAdmin: true });
    openAt('/dmn/reconciliation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Акты сверки' })).toBeInTheDocument();
  });
});
