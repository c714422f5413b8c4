import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteBoundary } from '../remote-boundary';

const chunkLoadError = () => Object.assign(new Error('Loading chunk 512 timed out'), { name: 'ChunkLoadError' });
const runtimeError = () => new Error('[ Federation Runtime ]: Failed to get remoteEntry exports. #RUNTIME-008');
const renderError = () => new TypeError("Cannot read properties of undefined (reading 'map')");

/**
 * A remote slot's content that fails while `failure.error` is set (from `error` at first), and a
 * retry that cures it, as a remote loaded again would be.
 */
function makeRemote(error: Error | null = null) {
  const failure = { error };
  function Remote() {
    if (failure.error) throw failure.error;
    return <p>Каталог загружен</p>;
  }
  const onRetry = jest.fn(() => {
    failure.error = null;
  });
  return { failure, Remote, onRetry };
}

describe('RemoteBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React and the boundary both report caught errors on the console.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('renders its children when nothing fails', () => {
    const { Remote } = makeRemote();
    render(
      <RemoteBoundary title="Каталог">
        <Remote />
      </RemoteBoundary>,
    );
    expect(screen.getByText('Каталог загружен')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['a ChunkLoadError', chunkLoadError],
    ['a Module Federation #RUNTIME-008 error', runtimeError],
  ])(
    'shows «Раздел «…» не загрузился» with a retry for %s, and the retry renders the module again',
    async (_case, makeError) => {
      const user = userEvent.setup();
      const { failure, Remote, onRetry } = makeRemote(makeError());
      render(
        <>
          <RemoteBoundary title="Каталог" onRetry={onRetry}>
            <Remote />
          </RemoteBoundary>
          <footer>Остальной сайт</footer>
        </>,
      );

      const alert = screen.getByRole('alert');
      expect(alert).toContainElement(screen.getByRole('heading', { name: 'Раздел «Каталог» не загрузился' }));
      expect(screen.queryByText('Каталог загружен')).not.toBeInTheDocument();
      expect(screen.getByText('Остальной сайт')).toBeInTheDocument();
      expect(consoleError).toHaveBeenCalledWith('Remote slot "Каталог" failed', failure.error, expect.anything());

      await user.click(screen.getByRole('button', { name: 'Повторить' }));

      expect(onRetry).toHaveBeenCalledTimes(1);
      expect(screen.getByText('Каталог загружен')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('shows the fallback again when the retried module still fails', async () => {
    const user = userEvent.setup();
    const { Remote } = makeRemote(chunkLoadError());
    const onRetry = jest.fn();
    render(
      <RemoteBoundary title="Корзина" onRetry={onRetry}>
        <Remote />
      </RemoteBoundary>,
    );
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Раздел «Корзина» не загрузился' })).toBeInTheDocument();
  });

  it('shows the «произошла ошибка» variant for an ordinary render error', () => {
    const { Remote } = makeRemote(renderError());
    render(
      <RemoteBoundary title="Каталог">
        <Remote />
      </RemoteBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'В разделе «Каталог» произошла ошибка' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /не загрузился/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });

  it('shows a compact inline fallback with a retry for a header slot', async () => {
    const user = userEvent.setup();
    const { Remote, onRetry } = makeRemote(chunkLoadError());
    render(
      <RemoteBoundary title="Корзина" compact onRetry={onRetry}>
        <Remote />
      </RemoteBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Корзина: недоступно');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Каталог загружен')).toBeInTheDocument();
  });

  it('quiet: renders nothing in place of the failed module and tells onError', () => {
    const { failure, Remote } = makeRemote();
    const error = chunkLoadError();
    failure.error = error;
    const onError = jest.fn();
    const { container } = render(
      <RemoteBoundary title="Аналитика" quiet onError={onError}>
        <Remote />
      </RemoteBoundary>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('calls onError for a non-quiet boundary too', () => {
    const { failure, Remote } = makeRemote(renderError());
    const onError = jest.fn();
    render(
      <RemoteBoundary title="Каталог" onError={onError}>
        <Remote />
      </RemoteBoundary>,
    );
    expect(onError).toHaveBeenCalledWith(failure.error);
  });

  it('forgets a caught error when resetKey changes, and keeps it while resetKey stays the same', () => {
    const { failure, Remote } = makeRemote(renderError());
    const { rerender } = render(
      <RemoteBoundary title="Каталог" resetKey="/smesiteli">
        <Remote />
      </RemoteBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();

    failure.error = null;
    rerender(
      <RemoteBoundary title="Каталог" resetKey="/smesiteli">
        <Remote />
      </RemoteBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();

    rerender(
      <RemoteBoundary title="Каталог" resetKey="/vanni">
        <Remote />
      </RemoteBoundary>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Каталог загружен')).toBeInTheDocument();
  });
});
