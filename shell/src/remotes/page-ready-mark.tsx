import { useEffect } from 'react';
import { PAGE_READY_ATTRIBUTE } from '@shop/shared/page-data';

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
