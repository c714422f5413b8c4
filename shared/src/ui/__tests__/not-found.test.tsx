import { screen } from '@testing-library/react';
import { renderAtRoute } from '../../../../testing/render';
import { NotFound } from '../not-found';

describe('NotFound', () => {
  beforeEach(() => {
    document.title = '';
  });

  it('shows the «Страница не найдена» heading and names the tab', () => {
    renderAtRoute(<NotFound />, { url: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
    expect(document.title).toBe('Страница не найдена — Сантехника');
  });

  it('links to the home page and the contacts page', () => {
    renderAtRoute(<NotFound />, { url: '/no-such-page' });
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Контакты магазина' })).toHaveAttribute('href', '/contacts');
  });
});
