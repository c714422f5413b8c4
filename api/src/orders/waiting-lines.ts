import { inArray } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { buyerOrderLines, buyerOrders } from '../db/schema';
import type { Page } from '../core/paging';
import { waitingLines } from '../documents/stock-reservations';
import { incomingSupplies, leadTimeDays, type ProductSupply } from '../purchasing/stock-outlook';
import { loadBuyerOrder, withLines, type BuyerOrder } from './buyer-order-rows';

type Supply = ProductSupply['incoming'][number];

/** A line of an open order that waits for goods, and what will serve it (`Query.waitingOrderLines`). */
export interface WaitingOrderLine {
  order: BuyerOrder;
  lineNo: number;
  nid: number;
  name: string;
  vendorCode: string;
  awaited: number;
  /** The open supplier orders' units that will serve it, in the order they are expected. */
  servedBy: Supply[];
  /** Units no open supplier order brings. */
  unordered: number;
}

/** A waiting line with its order's nid in place of the order. */
type ServedLine = Omit<WaitingOrderLine, 'order'> & { orderNid: number };

/**
 * Every open order's line that waits (of these products and up to this order, or all), oldest order
 * first, with the open supplier orders' outstanding units walked against them in that order — the
 * rule by which arriving stock serves them (docs/requirements.md, «Reservations») — and what no
 * open supplier order brings. Newer orders' lines do not change what the older ones get.
 */
async function servedLines(
  db: Db,
  of?: { productNids: readonly number[]; upToOrderNid: number },
): Promise<ServedLine[]> {
  const lines = (await waitingLines(db, of)).map(({ productNid, wanted, deliveryMethod: _how, ...line }) => ({
    ...line,
    nid: productNid,
    awaited: wanted,
  }));
  const supplies = await incomingSupplies(db, [...new Set(lines.map((line) => line.nid))]);
  // What is left of each supplier order's units as the lines before take theirs.
  const left = new Map([...supplies].map(([nid, incoming]) => [nid, incoming.map((one) => ({ ...one }))]));
  return lines.map((line) => {
    let rest = line.awaited;
    const servedBy: Supply[] = [];
    for (const supply of left.get(line.nid) ?? []) {
      if (rest <= 0) break;
      const quantity = Math.min(rest, supply.quantity);
      if (quantity <= 0) continue;
      supply.quantity -= quantity;
      rest -= quantity;
      servedBy.push({ ...supply, quantity });
    }
    return { ...line, servedBy, unordered: rest };
  });
}

/**
 * The days these orders' waiting lines expect their units, by order and product: the last day of
 * the supplier orders serving the line when they bring all of it (and all name a day from `today`
 * on), else the lead time of the supplier the product was last ordered from (`leadTimeDays`).
 */
export async function expectedDaysOf(
  db: Db,
  orderNids: readonly number[],
  today: string,
): Promise<Map<number, Map<number, string | null>>> {
  const products = await db
    .selectDistinct({ nid: buyerOrderLines.productNid })
    .from(buyerOrderLines)
    .where(inArray(buyerOrderLines.orderNid, [...orderNids]));
  const productNids = products.map((product) => product.nid);
  const wanted = new Set(orderNids);
  const [supplies, leadDays] = await Promise.all([
    incomingSupplies(db, productNids),
    leadTimeDays(db, productNids, today),
  ]);
  const days = new Map<number, Map<number, string | null>>();
  const dayOf = (orderNid: number, productNid: number, day: string | null) => {
    const ofOrder = days.get(orderNid) ?? new Map<number, string | null>();
    ofOrder.set(productNid, day);
    days.set(orderNid, ofOrder);
  };
  // No supplier order brings any of them: every waiting line takes the lead time, no walk needed.
  if (![...supplies.values()].some((incoming) => incoming.length > 0)) {
    for (const nid of orderNids)
      for (const productNid of productNids) dayOf(nid, productNid, leadDays.get(productNid) ?? null);
    return days;
  }
  for (const line of await servedLines(db, { productNids, upToOrderNid: Math.max(...orderNids) })) {
    if (!wanted.has(line.orderNid)) continue;
    const dated = line.servedBy.every((supply) => supply.expectedDate && supply.expectedDate >= today);
    const last =
      line.servedBy
        .map((supply) => supply.expectedDate ?? '')
        .sort()
        .at(-1) ?? null;
    dayOf(line.orderNid, line.nid, line.unordered === 0 && dated ? last : (leadDays.get(line.nid) ?? null));
  }
  return days;
}

/**
 * The report of orders waiting for goods: every open order's line that waits, oldest order first,
 * with the supplier orders that will serve it and what no open supplier order brings (what
 * purchasing still has to order). A page of lines, with the total.
 */
export async function waitingOrderLines(db: Db, { skip, limit }: Page) {
  const served = await servedLines(db);
  const page = served.slice(skip, skip + limit);
  const orders = await withLines(
    db,
    page.length
      ? await db
          .select()
          .from(buyerOrders)
          .where(
            inArray(
              buyerOrders.nid,
              page.map((line) => line.orderNid),
            ),
          )
      : [],
  );
  const orderOf = new Map(orders.map((order) => [order.nid, order]));
  return {
    total: served.length,
    items: page.flatMap(({ orderNid, ...line }) => {
      const order = orderOf.get(orderNid);
      return order ? [{ ...line, order }] : [];
    }),
  };
}

/**
 * What an order's lines hold and wait for, by line number, with the day a waiting line expects its
 * units (as the order's page says it): the order e-mails' «под заказ» (mail/messages/order-for-mail.ts
 * takes it from where the API is put together).
 */
export async function orderLineOutlook(
  db: Db,
  orderNid: number,
  today: string,
): Promise<Map<number, { reserved: number; awaited: number; expectedDate: string | null }>> {
  const order = await loadBuyerOrder(db, orderNid);
  if (!order) return new Map();
  const days = order.lines.some((line) => line.awaited > 0)
    ? (await expectedDaysOf(db, [orderNid], today)).get(orderNid)
    : undefined;
  return new Map(
    order.lines.map((line) => [
      line.lineNo,
      {
        reserved: line.reserved,
        awaited: line.awaited,
        expectedDate: line.awaited > 0 ? (days?.get(line.nid) ?? null) : null,
      },
    ]),
  );
}
