import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { BuyerOrderStatus } from '../core/schema-types.generated';
import type { Db } from '../db/open-database';
import { buyerOrders } from '../db/schema';
import { badUserInput } from '../core/errors';
import type { Page } from '../core/paging';
import { withLines, type BuyerOrder } from './buyer-order-rows';
import { shopDayRange } from '../core/shop-days';

/** What the back-office list narrows the orders by; every field is optional. */
export interface BuyerOrderFilter {
  status?: BuyerOrderStatus | null;
  /** The first day, YYYY-MM-DD, in the shop's time (Moscow). */
  createdFrom?: string | null;
  /** The last day, YYYY-MM-DD, inclusive, in the shop's time (Moscow). */
  createdTo?: string | null;
  /** Part of the order number, the buyer's name, phone or e-mail. */
  search?: string | null;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The search as conditions: any of number, name, e-mail, phone (a phone typed as 8 (926) ... too). */
function searchCondition(search: string): SQL | undefined {
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

function conditionsOf(filter: BuyerOrderFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(eq(buyerOrders.status, filter.status));
  const { from, to } = shopDayRange(filter.createdFrom, filter.createdTo);
  if (from && to && from >= to) throw badUserInput('Дата «с» позже даты «по»');
  if (from) conditions.push(gte(buyerOrders.createdAt, from));
  if (to) conditions.push(lt(buyerOrders.createdAt, to));
  const search = filter.search?.trim();
  if (search) conditions.push(searchCondition(search));
  return conditions.length ? and(...conditions) : undefined;
}

/** A page of the storefront's orders for the back-office, newest first, with the count for the filter. */
export async function listBuyerOrders(
  db: Db,
  filter: BuyerOrderFilter,
  page: Page,
): Promise<{ total: number; items: BuyerOrder[] }> {
  const where = conditionsOf(filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(buyerOrders)
      .where(where)
      .orderBy(desc(buyerOrders.createdAt), desc(buyerOrders.nid))
      .offset(page.skip)
      .limit(page.limit),
    db.select({ total: count() }).from(buyerOrders).where(where),
  ]);
  return { total: totals?.total ?? 0, items: await withLines(db, rows) };
}
