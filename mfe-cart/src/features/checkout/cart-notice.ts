import { unitPrice, type CartItem, type CartPrices } from '@shop/shared/store';
import type { CartProblem } from '@shop/shared/checkout';

/** What the server found wrong with the cart, told in the buyer's terms. */
export interface CartNotice {
  changed: { nid: number; name: string; was: number; now: number }[];
  unsold: { nid: number; name: string }[];
}

/** Names the lines behind the server's cart problems, from the lines that were sent. */
export function cartNotice(problems: readonly CartProblem[], sent: readonly CartItem[]): CartNotice {
  const bySentNid = new Map(sent.map((item) => [item.nid, item]));
  const notice: CartNotice = { changed: [], unsold: [] };
  for (const { nid, problem, price } of problems) {
    const item = bySentNid.get(nid);
    if (!item) continue;
    if (problem === 'PRICE_CHANGED' && price !== null)
      notice.changed.push({ nid, name: item.name, was: unitPrice(item), now: price });
    else if (problem !== 'PRICE_CHANGED') notice.unsold.push({ nid, name: item.name });
  }
  return notice;
}

/**
 * New prices for the store. The server names only the unit price now charged, so the line
 * takes it as its plain price: no sale is shown that the shop did not announce (the cart's
 * next price check restores a real sale's crossed-out price).
 */
export const noticePrices = ({ changed }: CartNotice): CartPrices[] =>
  changed.map(({ nid, now }) => ({ nid, price: now, priceWithAction: null }));
