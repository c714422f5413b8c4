import { sql } from 'drizzle-orm';
import { RESERVING_STATUSES } from '@shop/shared/checkout';
import { selectRows, type Db } from '../db/open-database';
import { AWAITED_STATUSES } from './order-receipts';
import { reservedOfLineSql, shippedOfLineSql } from '../documents/stock-reservations';

/** What the storefront tells of a product's stock beyond its free units (docs/requirements.md, «What shoppers see»). */
export interface StockOutlook {
  /** Whether a pickup location (the shop) has a free unit: «Самовывоз сегодня». */
  pickupToday: boolean;
  /**
   * The day the open supplier orders bring the units a new order waits for (YYYY-MM-DD; one unless
   * asked for more): the orders already waiting for the product are served first, then the new
   * order's units. Null when the open supplier orders with a date do not bring them.
   */
  expectedDate: string | null;
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * The outlook of these products, in one read: their supplier orders' outstanding units walked in
 * the order they are expected, against the units open buyer orders already wait for and then the
 * `wanted` units of a new order (one, unless given).
 */
export async function stockOutlooks(
  db: Db,
  products: readonly { nid: number; wanted?: number }[],
): Promise<Map<number, StockOutlook>> {
  const nids = `{${products.map(({ nid }) => nid).join(',')}}`;
  const wanted = `{${products.map((product) => Math.max(1, product.wanted ?? 1)).join(',')}}`;
  const rows = await selectRows<{ nid: number; pickupToday: boolean; expectedDate: string | null }>(
    db,
    sql`WITH awaited AS (
        SELECT buyer_order_lines.product_nid AS nid,
               sum(greatest(buyer_order_lines.quantity - ${shippedOfLineSql()} - ${reservedOfLineSql}, 0)) AS units
          FROM buyer_order_lines JOIN buyer_orders o ON o.nid = buyer_order_lines.order_nid
         WHERE buyer_order_lines.product_nid = ANY(${nids}::int[]) AND o.status IN (${list(RESERVING_STATUSES)})
         GROUP BY 1
      ), incoming AS (
        SELECT l.product_nid AS nid, o.expected_date AS day,
               sum(l.quantity - l.received) OVER (PARTITION BY l.product_nid ORDER BY o.expected_date, o.nid
                 ROWS UNBOUNDED PRECEDING) AS brought
          FROM supplier_order_lines l JOIN supplier_orders o ON o.nid = l.order_nid
         WHERE l.product_nid = ANY(${nids}::int[]) AND o.status IN (${list(AWAITED_STATUSES)})
           AND o.expected_date IS NOT NULL AND l.received < l.quantity
      )
      SELECT wanted.nid,
             EXISTS (SELECT 1 FROM product_stocks s JOIN stock_locations place ON place.nid = s.location_nid
                      WHERE s.product_nid = wanted.nid AND place.pickup AND s.on_hand > s.reserved) AS "pickupToday",
             (SELECT min(incoming.day) FROM incoming
               WHERE incoming.nid = wanted.nid AND incoming.brought >= coalesce(awaited.units, 0) + wanted.units)::text
               AS "expectedDate"
        FROM unnest(${nids}::int[], ${wanted}::int[]) AS wanted(nid, units)
        LEFT JOIN awaited ON awaited.nid = wanted.nid`,
  );
  return new Map(rows.map(({ nid, pickupToday, expectedDate }) => [nid, { pickupToday, expectedDate }]));
}
