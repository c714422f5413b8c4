import { sql, type SQL } from 'drizzle-orm';
import { RESERVING_STATUSES } from '@shop/shared/checkout';
import { selectRows, type Db } from '../db/open-database';
import { AWAITED_STATUSES, RECEIVING_STATUSES } from './order-receipts';
import { reservedOfLineSql, shippedOfLineSql } from '../documents/stock-reservations';

/** What the storefront tells of a product's stock beyond its free units (docs/requirements.md, «What shoppers see»). */
export interface StockOutlook {
  /** Whether a pickup location (the shop) has a free unit: «Самовывоз сегодня» (or tomorrow, late in the day). */
  pickupReady: boolean;
  /**
   * The day the units a new order waits for come (YYYY-MM-DD; one unless asked for more): the day
   * the open supplier orders bring them (those with a day from today on; the orders already waiting
   * for the product are served first, then the new order's units), else today plus the lead time of
   * the supplier the product was last ordered from. Null when neither tells.
   */
  expectedDate: string | null;
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** Units open buyer orders wait for, per product of `nids` (an int[] literal): ordered − shipped − reserved over their lines. */
const awaitedUnitsSql = (nids: string) => sql`SELECT buyer_order_lines.product_nid AS nid,
         sum(greatest(buyer_order_lines.quantity - ${shippedOfLineSql()} - ${reservedOfLineSql}, 0))::integer AS units
    FROM buyer_order_lines JOIN buyer_orders o ON o.nid = buyer_order_lines.order_nid
   WHERE buyer_order_lines.product_nid = ANY(${nids}::int[]) AND o.status IN (${list(RESERVING_STATUSES)})
   GROUP BY 1`;

/** Today plus the lead time of the supplier the product (an SQL expression) was last ordered from; null when it names none. */
const leadTimeDaySql = (productNid: SQL, today: string) => sql`(SELECT ${today}::date + c.lead_days
    FROM supplier_order_lines l JOIN supplier_orders o ON o.nid = l.order_nid
    JOIN counterparties c ON c.nid = o.supplier_nid
   WHERE l.product_nid = ${productNid} AND o.status IN (${list(RECEIVING_STATUSES)})
   ORDER BY o.created_at DESC, o.nid DESC LIMIT 1)`;

/** The day units ordered now would come by the lead time of each product's last supplier (YYYY-MM-DD, or absent). */
export async function leadTimeDays(db: Db, nids: readonly number[], today: string): Promise<Map<number, string>> {
  if (!nids.length) return new Map();
  const rows = await selectRows<{ nid: number; day: string | null }>(
    db,
    sql`SELECT product.nid, ${leadTimeDaySql(sql`product.nid`, today)}::text AS day
      FROM unnest(${`{${nids.join(',')}}`}::int[]) AS product(nid)`,
  );
  return new Map(rows.flatMap((row) => (row.day ? [[row.nid, row.day] as const] : [])));
}

/**
 * The outlook of these products on the shop's day `today` (YYYY-MM-DD), in one read: their supplier
 * orders' outstanding units walked in the order they are expected, against the units open buyer
 * orders already wait for and then the `wanted` units of a new order (one, unless given); past that,
 * the last supplier's lead time.
 */
export async function stockOutlooks(
  db: Db,
  products: readonly { nid: number; wanted?: number }[],
  today: string,
): Promise<Map<number, StockOutlook>> {
  const nids = `{${products.map(({ nid }) => nid).join(',')}}`;
  const wanted = `{${products.map((product) => Math.max(1, product.wanted ?? 1)).join(',')}}`;
  const rows = await selectRows<{ nid: number; pickupReady: boolean; expectedDate: string | null }>(
    db,
    sql`WITH awaited AS (${awaitedUnitsSql(nids)}), incoming AS (
        SELECT l.product_nid AS nid, o.expected_date AS day,
               sum(l.quantity - l.received) OVER (PARTITION BY l.product_nid ORDER BY o.expected_date, o.nid
                 ROWS UNBOUNDED PRECEDING) AS brought
          FROM supplier_order_lines l JOIN supplier_orders o ON o.nid = l.order_nid
         WHERE l.product_nid = ANY(${nids}::int[]) AND o.status IN (${list(AWAITED_STATUSES)})
           AND o.expected_date >= ${today}::date AND l.received < l.quantity
      )
      SELECT wanted.nid,
             EXISTS (SELECT 1 FROM product_stocks s JOIN stock_locations place ON place.nid = s.location_nid
                      WHERE s.product_nid = wanted.nid AND place.pickup AND s.on_hand > s.reserved) AS "pickupReady",
             coalesce(
               (SELECT min(incoming.day) FROM incoming
                 WHERE incoming.nid = wanted.nid AND incoming.brought >= coalesce(awaited.units, 0) + wanted.units),
               ${leadTimeDaySql(sql`wanted.nid`, today)}
             )::text AS "expectedDate"
        FROM unnest(${nids}::int[], ${wanted}::int[]) AS wanted(nid, units)
        LEFT JOIN awaited ON awaited.nid = wanted.nid`,
  );
  return new Map(rows.map(({ nid, pickupReady, expectedDate }) => [nid, { pickupReady, expectedDate }]));
}

/** What the back-office tells of a product's supply beyond its stock («Остатки»). */
export interface ProductSupply {
  /** Units open buyer orders wait for («под заказ»): ordered − shipped − reserved, over their lines. */
  awaited: number;
  /** The open supplier orders bringing it, soonest first (those without a date last): their outstanding units. */
  incoming: { supplierOrderNid: number; supplierName: string; expectedDate: string | null; quantity: number }[];
}

type Incoming = ProductSupply['incoming'];

/** The open supplier orders bringing these products, soonest first (those without a day last). */
export async function incomingSupplies(db: Db, nids: readonly number[]): Promise<Map<number, Incoming>> {
  const rows = await selectRows<Incoming[number] & { nid: number }>(
    db,
    sql`SELECT l.product_nid AS nid, o.nid AS "supplierOrderNid", c.name AS "supplierName",
               o.expected_date::text AS "expectedDate", sum(l.quantity - l.received)::integer AS quantity
          FROM supplier_order_lines l JOIN supplier_orders o ON o.nid = l.order_nid
          JOIN counterparties c ON c.nid = o.supplier_nid
         WHERE l.product_nid = ANY(${`{${nids.join(',')}}`}::int[]) AND o.status IN (${list(AWAITED_STATUSES)})
           AND l.received < l.quantity
         GROUP BY 1, 2, 3, 4
         ORDER BY o.expected_date NULLS LAST, o.nid`,
  );
  const incoming = new Map<number, Incoming>(nids.map((nid) => [nid, []]));
  for (const { nid, quantity, ...order } of rows) incoming.get(nid)?.push({ ...order, quantity: Number(quantity) });
  return incoming;
}

/** The supply of these products, in two reads. */
export async function productSupplies(db: Db, nids: readonly number[]): Promise<Map<number, ProductSupply>> {
  const [awaited, incoming] = await Promise.all([
    selectRows<{ nid: number; units: number }>(db, awaitedUnitsSql(`{${nids.join(',')}}`)),
    incomingSupplies(db, nids),
  ]);
  const units = new Map(awaited.map((row) => [row.nid, Number(row.units)]));
  return new Map(nids.map((nid) => [nid, { awaited: units.get(nid) ?? 0, incoming: incoming.get(nid) ?? [] }]));
}
