import { MockedProvider } from '@apollo/client/testing/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderAtRoute } from '../../../../../../testing/render';
import { BackofficeApp } from '../../../../app/backoffice-app';
import { staffSignIn } from '../../../../testing/staff';
import { CATALOG_LIVE, OTHERS_NONE, V15 } from './module-answers';

const signInAs = staffSignIn({ uid: 'u1', displayName: 'Анна', email: 'anna@shop.test' });

const openAt = (url: string, mocks: readonly MockLink.MockedResponse[] = []) =>
  renderAtRoute(
    <MockedProvider mocks={mocks}>
      <BackofficeApp />
    </MockedProvider>,
    { path: '/dmn/*', url },
  );

describe('section «Модули» in the back-office', () => {
  it('is in an administrator’s menu and on the home page, and opens the front-ends’ releases', async () => {
    signInAs({ isAdmin: true });
    openAt('/dmn', [...OTHERS_NONE, ...CATALOG_LIVE]);
    const menu = screen.getByRole('navigation', { name: 'Разделы управления' });
    const link = within(menu).getByRole('link', { name: 'Модули' });
    expect(link).toHaveAttribute('href', '/dmn/modules');
    expect(
      screen.getByText('— Выпуски частей сайта: что работает у посетителей, выкладка другой версии и откат.', {
        exact: false,
      }),
    ).toBeInTheDocument();
    await userEvent.setup().click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Модули' })).toBeInTheDocument();
    expect(await screen.findByText(V15)).toBeInTheDocument();
  });

  it('is not in a seller’s menu, and refuses a seller who opens its address', () => {
    signInAs({ isSeller: true });
    openAt('/dmn/modules/catalog');
    expect(screen.getByRole('heading', { name: 'Нет доступа к разделу «Модули»' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Разделы управления' });
    expect(within(menu).queryByRole('link', { name: 'Модули' })).not.toBeInTheDocument();
  });

  it('refuses staff with every role but the administrator’s', () => {
    signInAs({ isSeller: true, isPurchaser: true, isContent: true, isDriver: true });
    openAt('/dmn/modules');
    expect(screen.getByRole('heading', { name: 'Нет доступа к разделу «Модули»' })).toBeInTheDocument();
  });
});
