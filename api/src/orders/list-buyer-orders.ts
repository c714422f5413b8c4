import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { BuyerOrderStatus } from '@shop/shared/graphql';
import type { Db } from '../db/open-database';
import { buyerOrders } from '../db/schema';
import { badUserInput } from '../graphql/errors';
import type { Page } from '../graphql/paging';
import { withLines, type BuyerOrder } from './buyer-order-rows';

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

/** Moscow keeps UTC+3 all year: a day of the shop starts at 00:00 there. */
const SHOP_UTC_OFFSET = '+03:00';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment a shop day (YYYY-MM-DD) starts; BAD_USER_INPUT for anything else. */
function dayStart(day: string, field: string): Date {
  // Date rolls 2026-02-31 over to March: a real day reads back as itself.
  const real = /^\d{4}-\d\d-\d\d$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);
  if (!real) throw badUserInput(`${field}: укажите дату в виде ГГГГ-ММ-ДД`);
  return new Date(`${day}T00:00:00${SHOP_UTC_OFFSET}`);
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
  const from = filter.createdFrom ? dayStart(filter.createdFrom, 'Дата с') : null;
  const to = filter.createdTo ? new Date(dayStart(filter.createdTo, 'Дата по').getTime() + DAY_MS) : null;
  if (from && to && from >= to) throw badUserInput('Дата «с» позже даты «по»');
  if (from) conditions.push(gte(buyerOrders.createdAt, from));
  if (to) conditions.push(lt(buyerOrders.createdAt, to));
  const search = filter.search?.trim();
  if (search) conditions.push(searchCondition(search));
  return conditions.length ? and(...conditions) : undefined;
}

/** A page of the storefront's orders for the back-office, newest first, with the count for the filter. */
export async function listBuyerOrders(db: Db, filter: BuyerOrderFilter, page: Page): Promise<{ total: number; items: BuyerOrder[] }> {
  const where = conditionsOf(filter);
  const [rows, [totals]] = await Promise.all([
    db.select().from(buyerOrders).where(where).orderBy(desc(buyerOrders.createdAt), desc(buyerOrders.nid)).offset(page.skip).limit(page.limit),
    db.select({ total: count() }).from(buyerOrders).where(where),
  ]);
  return { total: totals?.total ?? 0, items: await withLines(db, rows) };
}
