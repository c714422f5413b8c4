import { and, ilike, or, type SQL } from 'drizzle-orm';
import type { BuyerOrderStatus } from '../core/schema-types.generated';
import type { Db } from '../db/open-database';
import { buyerOrders } from '../db/schema';
import type { Page } from '../core/paging';
import { equalFields, type ListPage, madeWithinDays, newestDocumentsPage } from '../documents/document-list';
import type { MadeOnDaysFilter } from '../core/shop-days';
import { likePattern } from '../documents/document-list';
import { withLines, type BuyerOrder } from './buyer-order-rows';

/** What the back-office list narrows the orders by; every field is optional. */
export interface BuyerOrderFilter extends MadeOnDaysFilter {
  status?: BuyerOrderStatus | null;
  /** Part of the order number, the buyer's name, phone or e-mail. */
  search?: string | null;
}

/** The search as conditions: any of number, name, e-mail, phone (a phone typed as 8 (926) ... too). */
function searchCondition(text: string | null | undefined): SQL | undefined {
  const search = text?.trim();
  if (!search) return undefined;
  const pattern = likePattern(search);
  const matches: (SQL | undefined)[] = [
    ilike(buyerOrders.number, pattern),
    ilike(buyerOrders.contactName, pattern),
    ilike(buyerOrders.email, pattern),
    ilike(buyerOrders.phone, pattern),
  ];
  const digits = search.replace(/\D/g, '');
  if (/^[\d\s()+-]+$/.test(search) && digits.length >= 3) {
    // Phones are stored as +7XXXXXXXXXX: a full number typed with 8 in front means +7.
    const phoneDigits = digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
    matches.push(ilike(buyerOrders.phone, likePattern(phoneDigits)));
  }
  return or(...matches);
}

const conditionsOf = (filter: BuyerOrderFilter) =>
  and(
    ...equalFields(buyerOrders, filter, ['status']),
    ...madeWithinDays(buyerOrders.createdAt, filter.createdFrom, filter.createdTo, 'refuse'),
    searchCondition(filter.search),
  );

/** A page of the storefront's orders for the back-office, newest first, with the count for the filter. */
export async function listBuyerOrders(db: Db, filter: BuyerOrderFilter, page: Page): Promise<ListPage<BuyerOrder>> {
  const where = conditionsOf(filter);
  const orders = await newestDocumentsPage(db, buyerOrders, db.select().from(buyerOrders).where(where), where, page);
  return { ...orders, items: await withLines(db, orders.items) };
}
