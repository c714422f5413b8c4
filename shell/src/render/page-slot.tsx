/**
 * Where the page's own HTML goes in the shell's server render: the module that owns the page
 * renders it (its page fragment), the shell puts it in place of this text.
 */
export const PAGE_SLOT_MARKER = '\u2063shop-page-slot\u2063';

/** Stands for every remote module in the shell's server render (see remote-loader.render). */
export function PageSlot() {
  return PAGE_SLOT_MARKER;
}
