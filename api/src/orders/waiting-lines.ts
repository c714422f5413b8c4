import { inArray, sql } from 'drizzle-orm';
import { RESERVING_STATUSES } from '@shop/shared/checkout';
import { selectRows, type Db } from '../db/open-database';
import { buyerOrders } from '../db/schema';
import type { Page } from '../core/paging';
import { reservedOfLineSql, shippedOfLineSql } from '../documents/stock-reservations';
import { productSupplies, type ProductSupply } from '../purchasing/stock-outlook';
import { withLines, type BuyerOrder } from './buyer-order-rows';

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

/**
 * The report of orders waiting for goods: every open order's line that waits, oldest order first,
 * with the supplier orders' outstanding units walked against the waiting lines in that order — the
 * rule by which arriving stock serves them (docs/requirements.md, «Reservations») — and what no
 * open supplier order brings (what purchasing still has to order). A page of lines, with the total.
 */
export async function waitingOrderLines(db: Db, { skip, limit }: Page) {
  const lines = await selectRows<{
    orderNid: number;
    lineNo: number;
    nid: number;
    name: string;
    vendorCode: string;
    awaited: number;
  }>(
    db,
    sql`SELECT * FROM (
      SELECT buyer_order_lines.order_nid AS "orderNid", buyer_order_lines.line_no AS "lineNo",
             buyer_order_lines.product_nid AS nid, buyer_order_lines.name, buyer_order_lines.vendor_code AS "vendorCode",
             (buyer_order_lines.quantity - ${shippedOfLineSql()} - ${reservedOfLineSql})::integer AS awaited
        FROM buyer_order_lines JOIN buyer_orders o ON o.nid = buyer_order_lines.order_nid
       WHERE o.status IN (${sql.join(
         RESERVING_STATUSES.map((status) => sql`${status}`),
         sql`, `,
       )})
    ) waiting WHERE awaited > 0 ORDER BY "orderNid", "lineNo"`,
  );
  const supplies = await productSupplies(db, [...new Set(lines.map((line) => line.nid))]);
  // What is left of each supplier order's units as the lines before take theirs.
  const left = new Map([...supplies].map(([nid, supply]) => [nid, supply.incoming.map((one) => ({ ...one }))]));
  const served = lines.map((line) => {
    let rest = Number(line.awaited);
    const servedBy: Supply[] = [];
    for (const supply of left.get(line.nid) ?? []) {
      if (rest <= 0) break;
      const quantity = Math.min(rest, supply.quantity);
      if (quantity <= 0) continue;
      supply.quantity -= quantity;
      rest -= quantity;
      servedBy.push({ ...supply, quantity });
    }
    return { ...line, awaited: Number(line.awaited), servedBy, unordered: rest };
  });
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
