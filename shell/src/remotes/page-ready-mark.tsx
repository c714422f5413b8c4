import { useEffect } from 'react';

/**
 * Set on <html> once the page is the browser's: its module has rendered, adopted the HTML the
 * server sent, or failed and shows its fallback. From then on its buttons answer; before, a
 * server-rendered page reads and its links work, and the page holds what is pressed or typed.
 */
export const PAGE_READY_ATTRIBUTE = 'data-page-ready';

export function markPageReady(): void {
  document.documentElement.setAttribute(PAGE_READY_ATTRIBUTE, '');
}

/**
 * Rendered beside the page's module inside its Suspense boundary, so its effect runs when that
 * boundary commits: after the browser rendered the page, or adopted the server's HTML of it.
 */
export function PageReadyMark() {
  useEffect(markPageReady, []);
  return null;
}
