import { useEffect } from 'react';

/** Set on <html> once the page's module has rendered in the browser: from then on its buttons answer. */
export const PAGE_READY_ATTRIBUTE = 'data-page-ready';

/**
 * Rendered beside the page's module inside its Suspense boundary, so its effect runs when that
 * boundary commits: after the browser rendered the page, or adopted the HTML the server sent.
 * Until then a server-rendered page reads and its links work, but its buttons do nothing.
 */
export function PageReadyMark() {
  useEffect(() => {
    document.documentElement.setAttribute(PAGE_READY_ATTRIBUTE, '');
  }, []);
  return null;
}
