import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@shop/shared/router';

/** Where the positions outlive a reload of the tab (as the browser's own restoration would). */
export const SCROLL_POSITIONS_KEY = 'shop-scroll-positions';

/** The most positions kept: a long session does not grow the tab's storage without end. */
const MAX_POSITIONS = 100;

/** The positions stored by this tab, keyed by history entry; anything malformed is dropped. */
function readPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return new Map();
    return new Map(
      Object.entries(stored).filter((entry): entry is [string, number] => Number.isFinite(entry[1]) && entry[1] >= 0),
    );
  } catch {
    return new Map();
  }
}

/** The element a `#anchor` names, if any: a malformed escape in the address names none. */
function anchorOf(hash: string): HTMLElement | null {
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** Whether the browser opened this document again (a reload, Back or Forward), not as a new visit. */
function openedAgain(): boolean {
  const [entry] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

function writePositions(positions: Map<string, number>): void {
  try {
    const kept = [...positions].slice(-MAX_POSITIONS);
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or refused (private mode): positions then last only for this page view.
  }
}

/**
 * What a shopper expects of scrolling between pages: a new page opens at its top (or at its
 * `#anchor`), and Back or Forward returns to where they were on that page, also after a reload.
 * The router's data mode has this built in; the shop uses its declarative mode (ADR 0011), where
 * it is these few lines. The position of each history entry is recorded as the page scrolls and
 * restored when the router comes back to that entry; the browser's own restoration is turned off
 * meanwhile, as it would jump before a page's content is there.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const currentKey = useRef(location.key);
  const handledKey = useRef<string | null>(null);

  useEffect(() => {
    const stored = (positions.current ??= readPositions());
    const previous = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    let frame = 0;
    const record = () => {
      frame = 0;
      stored.delete(currentKey.current);
      stored.set(currentKey.current, window.scrollY);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(record);
    };
    const save = () => {
      record();
      writePositions(stored);
    };
    addEventListener('scroll', onScroll, { passive: true });
    addEventListener('pagehide', save);
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener('scroll', onScroll);
      removeEventListener('pagehide', save);
      history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    // Each history entry once (React runs effects twice in development).
    if (handledKey.current === location.key) return;
    // The first render adopts the page as the browser opened it (at its anchor), unless the
    // browser opened it again (a reload) and a position was kept for this entry. A new visit
    // opens at the top: its first entry's key ('default') is every first entry's.
    const first = handledKey.current === null;
    handledKey.current = location.key;
    // Read once, by whichever effect runs first (this one, on the first render).
    const saved = (positions.current ??= readPositions()).get(location.key);
    if (navigationType === 'POP' && saved !== undefined && (!first || openedAgain())) {
      window.scrollTo(0, saved);
      return;
    }
    if (first) return;
    const target = anchorOf(location.hash);
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
