/**
 * Set on <html> once the page is the browser's: its module has rendered, adopted the HTML the
 * server sent, or failed and shows its fallback. From then on its buttons answer; before, a
 * server-rendered page reads and its links work, and the page holds what is pressed or typed.
 * The shell sets it; the early-input script the shell's server writes, and the journeys, read it.
 */
export const PAGE_READY_ATTRIBUTE = 'data-page-ready';
