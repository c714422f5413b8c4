/**
 * Set on <html> once the page is the browser's: its module has rendered, adopted the HTML the
 * server sent, or failed and shows its fallback. From then on its buttons answer; before, a
 * server-rendered page reads and its links work, and the page holds what is pressed or typed.
 * The shell sets it; the early-input script the shell's server writes, and the journeys, read it.
 */
export const PAGE_READY_ATTRIBUTE = 'data-page-ready';

/**
 * The user-timing mark made when a page first becomes ready (the attribute above): how long a
 * visitor waits before the page answers input, read by `npm run bench:web` and by any real-user
 * monitoring through `performance.getEntriesByName`.
 */
export const PAGE_READY_MARK = 'shop:page-ready';
