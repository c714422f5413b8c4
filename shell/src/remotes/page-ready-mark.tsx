import { useEffect } from 'react';
import { PAGE_READY_ATTRIBUTE, PAGE_READY_MARK } from '@shop/shared/page-data';

/** Marks the page ready; the first time also as a user-timing mark (the time to answer input). */
export function markPageReady(): void {
  const root = document.documentElement;
  if (!root.hasAttribute(PAGE_READY_ATTRIBUTE)) performance.mark(PAGE_READY_MARK);
  root.setAttribute(PAGE_READY_ATTRIBUTE, '');
}

/**
 * Rendered beside the page's module inside its Suspense boundary, so its effect runs when that
 * boundary commits: after the browser rendered the page, or adopted the server's HTML of it.
 */
export function PageReadyMark() {
  useEffect(markPageReady, []);
  return null;
}
