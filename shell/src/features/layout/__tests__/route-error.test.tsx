import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { PageErrorBoundary } from '../route-error';

function Broken(): never {
  throw new Error('the page broke');
}

function Header() {
  const navigate = useNavigate();
  return (
    <header>
      <button type="button" onClick={() => navigate('/contacts')}>
        Контакты
      </button>
    </header>
  );
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Header />
      <main>
        <PageErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/contacts" element={<h1>Контакты</h1>} />
          </Routes>
        </PageErrorBoundary>
      </main>
    </MemoryRouter>,
  );
}

describe('PageErrorBoundary', () => {
  beforeEach(() => {
    // React and RouteError both report the failure; the test reads the page instead.
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the shop’s error page in place of a page that throws, with the header still there', () => {
    renderAt('/broken');
    expect(screen.getByRole('alert')).toHaveTextContent('Что-то пошло не так');
    expect(screen.getByRole('button', { name: 'Обновить страницу' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(document.title).toContain('Ошибка');
    expect(console.error).toHaveBeenCalledWith(
      'A page failed to render',
      expect.objectContaining({ message: 'the page broke' }),
    );
  });

  it('lets the next navigation show its page again', () => {
    renderAt('/broken');
    fireEvent.click(screen.getByRole('button', { name: 'Контакты' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Контакты' })).toBeInTheDocument();
  });
});
