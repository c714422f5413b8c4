import { StrictMode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { SCROLL_POSITIONS_KEY, ScrollRestoration } from '../scroll-restoration';

/** Where the window is; jsdom does not scroll, so scrollTo moves this. */
let scrollY = 0;
const scrollTo = jest.fn((_x: number, y: number) => {
  scrollY = y;
});

function scrollBy(y: number) {
  scrollY = y;
  fireEvent.scroll(window);
  // The position is recorded once a frame.
  act(() => {
    jest.runOnlyPendingTimers();
  });
}

function Nav() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate('/product/1')}>
        товар
      </button>
      <button type="button" onClick={() => navigate('/contacts#map')}>
        карта
      </button>
      <button type="button" onClick={() => navigate('/contacts#%E0%A4%A')}>
        испорченный якорь
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        назад
      </button>
      <div id="map" />
    </>
  );
}

function renderAt(entries: (string | { pathname: string; key: string })[] = ['/smesiteli']) {
  return render(
    <MemoryRouter initialEntries={entries}>
      <Nav />
      <ScrollRestoration />
    </MemoryRouter>,
  );
}

/** How the browser opened the document (jsdom has no navigation entry). */
function openedBy(type: NavigationTimingType) {
  Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => [{ type }] });
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(() => {
  jest.useFakeTimers();
  scrollY = 0;
  scrollTo.mockClear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  // jsdom has no scrollIntoView.
  Element.prototype.scrollIntoView = jest.fn();
  sessionStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('ScrollRestoration', () => {
  it('opens a new page at its top and returns to where the shopper was on Back', () => {
    renderAt();
    expect(scrollTo).not.toHaveBeenCalled();
    scrollBy(1800);
    click('товар');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollBy(300);
    click('назад');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1800);
  });

  it('opens a page at the anchor its address names, and at the top for a malformed one', () => {
    renderAt();
    const map = document.getElementById('map') as HTMLElement;
    click('карта');
    expect(map.scrollIntoView).toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(() => click('испорченный якорь')).not.toThrow();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('keeps the positions over a reload of the tab, and restores the reloaded page', () => {
    openedBy('reload');
    const first = renderAt([{ pathname: '/smesiteli', key: 'a1' }]);
    scrollBy(950);
    fireEvent(window, new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '')).toEqual({ a1: 950 });
    first.unmount();
    scrollY = 0;
    renderAt([{ pathname: '/smesiteli', key: 'a1' }]);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 950);
  });

  it('opens a new visit at the top, whatever was kept for the first entry of an earlier one', () => {
    openedBy('navigate');
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ default: 2400 }));
    renderAt([{ pathname: '/smesiteli', key: 'default' }]);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it.each([['not json'], ['[1,2]'], ['{"a1":"950"}'], ['{"a1":-5}'], ['{"a1":null}']])(
    'ignores stored positions it cannot trust: %s',
    (stored) => {
      openedBy('reload');
      sessionStorage.setItem(SCROLL_POSITIONS_KEY, stored);
      expect(() => renderAt([{ pathname: '/smesiteli', key: 'a1' }])).not.toThrow();
      expect(scrollTo).not.toHaveBeenCalled();
    },
  );

  it('handles each history entry once, also when React runs its effects twice (development)', () => {
    render(
      <StrictMode>
        <MemoryRouter initialEntries={['/smesiteli#map']}>
          <Nav />
          <ScrollRestoration />
        </MemoryRouter>
      </StrictMode>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });

  it('hands scrolling back to the browser when it goes', () => {
    history.scrollRestoration = 'auto';
    const { unmount } = renderAt();
    expect(history.scrollRestoration).toBe('manual');
    unmount();
    expect(history.scrollRestoration).toBe('auto');
  });
});
