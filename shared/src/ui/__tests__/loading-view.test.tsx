import { render, screen } from '@testing-library/react';
import { LoadingView } from '../loading-view';

describe('LoadingView', () => {
  it('is a polite live status that reads «Загрузка…» by default', () => {
    render(<LoadingView />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Загрузка…');
  });

  it('reads the given label', () => {
    render(<LoadingView label="Проверяем доступ…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Проверяем доступ…');
    expect(screen.getByRole('status')).not.toHaveTextContent('Загрузка…');
  });

  it('shows the product picture it is given, as decoration only', () => {
    const { container } = render(<LoadingView imageSrc="/images/grohe-eurosmart.jpg" />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/images/grohe-eurosmart.jpg');
    expect(image).toHaveAttribute('alt', '');
  });

  it('shows no picture without imageSrc', () => {
    const { container } = render(<LoadingView imageSrc={null} />);
    expect(container.querySelector('img')).toBeNull();
  });
});
