import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { RESERVING_STATUSES } from '@shop/shared/checkout';
import type { Tx } from '../core/transaction';
import { selectRows, type Db } from '../db/open-database';
import { products, productStocks, stockLocations } from '../db/schema';
import { stockReservations } from '../db/stock-schema';

// Reservations (docs/requirements.md, «Reservations»; migration 0025). An open order's line holds units
// of its product at the locations that serve it; free stock (on hand − reserved) is what the next order,
// a transfer or a return to a supplier may take. The rules kept here:
// - a new order reserves what is free, at its serving locations in order (`servingLocations`);
// - a line never holds more than it has left to ship, and no line waits while a location that serves
//   it has free units: whatever frees or brings stock serves the waiting lines, oldest order first;
// - a shipment consumes the line's reservation where the goods leave; cancelling it restores that;
// - staff may move units one open order holds to another's waiting line (`moveReservation`);
// - a line whose quantity staff change lets go of what it no longer needs (`fitLinesToQuantities`).
//
// Lock order (every writer of stock or reservations): the document's row, then the order's row, then
// the products' rows in nid order (`lockProducts`). A product's moves and reservations are written only
// under its row's lock, so what is read of product_stocks after taking it is current.

/** Why a reservation row was written (the GraphQL enum ReservationReason, in capitals). */
export type ReservationReason =
  /** A new order reserved what was free. */
  | 'order'
  /** Staff changed the line's quantity: what it no longer needs let go (more wanted is served as any waiting line). */
  | 'order-edited'
  /** The order was cancelled: everything it held goes back to free. */
  | 'order-cancelled'
  /** A shipment took the goods (consumed at its location, anything beyond what is left to ship released). */
  | 'shipment'
  /** A shipment's posting was cancelled: what it consumed is held again. */
  | 'shipment-cancelled'
  /** Stock came in or was freed, and a waiting line took it. */
  | 'stock-arrived'
  /** A count found fewer units than were reserved: the newest orders' lines wait again. */
  | 'stock-short'
  /** Staff moved units from one order's line to another's: the giving line's row (its document: the other order). */
  | 'moved-out'
  /** The receiving line's row (its document: the order that gave them). */
  | 'moved-in';

/** The document type a move's rows name: the other order. */
export const MOVE_DOCUMENT = 'BUYER_ORDER';

/** What caused a reservation row: a document, a staff member, when there was one. */
export interface ReservationCause {
  documentType?: string;
  documentNid?: number;
  createdByUid?: string;
  createdByName?: string;
}

interface ReservationRow {
  orderNid: number;
  lineNo: number;
  productNid: number;
  locationNid: number;
  quantity: number;
}

const key = (productNid: number, locationNid: number) => `${productNid}:${locationNid}`;

/**
 * Units of an order line shipped by its posted shipments, leaving one shipment out when asked (a
 * cancelled shipment gives them back). Written with its table names: inside a subquery drizzle's
 * unqualified columns would name the shipment line's own.
 */
export const shippedOfLineSql = (exceptShipmentNid: number | null = null) => sql<number>`coalesce((
  SELECT sum(sl.quantity) FROM shipment_lines sl JOIN shipments s ON s.nid = sl.shipment_nid
   WHERE s.buyer_order_nid = buyer_order_lines.order_nid AND sl.order_line_no = buyer_order_lines.line_no
     AND s.status = 'POSTED' AND s.nid <> ${exceptShipmentNid ?? 0}
), 0)::integer`;

/** Units an order line holds now, at every location. */
export const reservedOfLineSql = sql<number>`coalesce((
  SELECT sum(r.quantity) FROM stock_reservations r
   WHERE r.order_nid = buyer_order_lines.order_nid AND r.line_no = buyer_order_lines.line_no
), 0)::integer`;

/**
 * Locks the products' rows in nid order: the one order every writer of stock takes them in, so two
 * never deadlock. Returns the rows locked (an unknown nid is absent). `FOR NO KEY UPDATE`, which
 * excludes every other writer of stock but not the key-share lock a row referring to the product
 * takes: a transaction that has written an order line, a move or a reservation of a product, and
 * locks it only then, does not deadlock with one that locked it first and writes such rows after.
 */
export async function lockProducts(tx: Tx, productNids: Iterable<number>) {
  const nids = [...new Set(productNids)];
  if (!nids.length) return [];
  return tx
    .select({ nid: products.nid, name: products.name, vendorCode: products.vendorCode })
    .from(products)
    .where(inArray(products.nid, nids))
    .orderBy(asc(products.nid))
    .for('no key update');
}

/** Stock of products at every location, on hand and reserved (read under their locks). */
export async function stocksOf(tx: Tx, productNids: readonly number[]) {
  if (!productNids.length) return [];
  return tx
    .select({
      productNid: productStocks.productNid,
      locationNid: productStocks.locationNid,
      onHand: productStocks.onHand,
      reserved: productStocks.reserved,
    })
    .from(productStocks)
    .where(inArray(productStocks.productNid, [...new Set(productNids)]));
}

/** Free units by product and location. */
async function freeOf(tx: Tx, productNids: readonly number[]): Promise<Map<string, number>> {
  const rows = await stocksOf(tx, productNids);
  return new Map(rows.map((row) => [key(row.productNid, row.locationNid), row.onHand - row.reserved]));
}

type Location = Pick<typeof stockLocations.$inferSelect, 'nid' | 'pickup' | 'position'>;

/**
 * The locations that serve an order, in the order they are drawn on: a pickup order only the pickup
 * locations (the shop, where it is handed over); a delivered one the others first (the warehouse),
 * then the pickup ones. Within each group by position.
 */
function servingLocations(locations: readonly Location[], deliveryMethod: string): number[] {
  return locations
    .filter((location) => deliveryMethod !== 'PICKUP' || location.pickup)
    .sort((a, b) => Number(a.pickup) - Number(b.pickup) || a.position - b.position || a.nid - b.nid)
    .map((location) => location.nid);
}

const allLocations = (tx: Tx): Promise<Location[]> =>
  tx
    .select({ nid: stockLocations.nid, pickup: stockLocations.pickup, position: stockLocations.position })
    .from(stockLocations);

/** Draws `wanted` units of a product from `free` at the locations given, in order; takes them out of `free`. */
function draw(free: Map<string, number>, productNid: number, wanted: number, locations: readonly number[]) {
  const drawn: { locationNid: number; quantity: number }[] = [];
  let rest = wanted;
  for (const locationNid of locations) {
    if (rest <= 0) break;
    const available = free.get(key(productNid, locationNid)) ?? 0;
    const quantity = Math.min(rest, available);
    if (quantity <= 0) continue;
    free.set(key(productNid, locationNid), available - quantity);
    drawn.push({ locationNid, quantity });
    rest -= quantity;
  }
  return drawn;
}

async function writeReservations(
  tx: Tx,
  rows: readonly ReservationRow[],
  reason: ReservationReason,
  cause: ReservationCause = {},
) {
  const written = rows.filter((row) => row.quantity !== 0).map((row) => ({ ...row, ...cause, reason }));
  if (written.length) await tx.insert(stockReservations).values(written);
}

/** What each of an order's lines would reserve where, drawn from free stock by the order's rules. */
async function drawForOrder(
  db: Db,
  deliveryMethod: string,
  lines: readonly { lineNo: number; productNid: number; quantity: number }[],
) {
  // The locations and the products' stock at them in one read: for an order it is done under the products' locks.
  const stocks = await selectRows<Location & { productNid: number | null; free: number | null }>(
    db,
    sql`SELECT l.nid, l.pickup, l.position, s.product_nid AS "productNid", s.on_hand - s.reserved AS free
      FROM ${stockLocations} l
      LEFT JOIN ${productStocks} s ON s.location_nid = l.nid
        AND s.product_nid = ANY(${`{${[...new Set(lines.map((line) => line.productNid))].join(',')}}`}::int[])`,
  );
  const locations = new Map(stocks.map(({ nid, pickup, position }) => [nid, { nid, pickup, position }]));
  const free = new Map(
    stocks.flatMap((row) => (row.productNid === null ? [] : [[key(row.productNid, row.nid), Number(row.free)]])),
  );
  const serving = servingLocations([...locations.values()], deliveryMethod);
  return lines.map((line) => ({ ...line, drawn: draw(free, line.productNid, line.quantity, serving) }));
}

/**
 * A new order's lines reserve what is free at the locations that serve it; the rest waits («под
 * заказ»). The caller holds the products' locks (taken in nid order).
 */
export async function reserveNewOrder(
  tx: Tx,
  order: { nid: number; deliveryMethod: string },
  lines: readonly { lineNo: number; productNid: number; quantity: number }[],
): Promise<void> {
  const drawn = await drawForOrder(tx, order.deliveryMethod, lines);
  const rows = drawn.flatMap((line) =>
    line.drawn.map((units) => ({ orderNid: order.nid, lineNo: line.lineNo, productNid: line.productNid, ...units })),
  );
  await writeReservations(tx, rows, 'order');
}

/**
 * What an order of these lines would reserve if placed now (the cart's and the checkout's «под
 * заказ» before the order is placed): per line, the units it would hold and the units it would wait
 * for. Read without locks: another order may take the units first.
 */
export async function previewReservation(
  db: Db,
  deliveryMethod: string,
  lines: readonly { productNid: number; quantity: number }[],
): Promise<{ productNid: number; quantity: number; reserved: number; awaited: number }[]> {
  const drawn = await drawForOrder(
    db,
    deliveryMethod,
    lines.map((line, index) => ({ ...line, lineNo: index + 1 })),
  );
  return drawn.map(({ productNid, quantity, drawn: units }) => {
    const reserved = units.reduce((sum, unit) => sum + unit.quantity, 0);
    return { productNid, quantity, reserved, awaited: quantity - reserved };
  });
}

/**
 * The reservation rows' sums per line and location, for one order, some products or one document's
 * rows; only the positive ones (what the lines hold now) unless `all`.
 */
async function heldBy(tx: Tx, where: SQL | undefined, all = false) {
  const rows = await tx
    .select({
      orderNid: stockReservations.orderNid,
      lineNo: stockReservations.lineNo,
      productNid: stockReservations.productNid,
      locationNid: stockReservations.locationNid,
      quantity: sql<number>`sum(${stockReservations.quantity})::integer`,
    })
    .from(stockReservations)
    .where(where)
    .groupBy(
      stockReservations.orderNid,
      stockReservations.lineNo,
      stockReservations.productNid,
      stockReservations.locationNid,
    )
    .having(all ? undefined : sql`sum(${stockReservations.quantity}) > 0`);
  return rows.map((row) => ({ ...row, quantity: Number(row.quantity) }));
}

/**
 * The lines of open orders that wait for units (ordered − shipped − held > 0), oldest order first,
 * with how their orders are delivered: of these products and up to this order when asked, else all.
 */
export async function waitingLines(db: Db | Tx, of: { productNids?: readonly number[]; upToOrderNid?: number } = {}) {
  const rows = await selectRows<{
    orderNid: number;
    lineNo: number;
    productNid: number;
    name: string;
    vendorCode: string;
    deliveryMethod: string;
    wanted: number;
  }>(
    db,
    sql`SELECT * FROM (
      SELECT buyer_order_lines.order_nid AS "orderNid", buyer_order_lines.line_no AS "lineNo",
             buyer_order_lines.product_nid AS "productNid", buyer_order_lines.name,
             buyer_order_lines.vendor_code AS "vendorCode", o.delivery_method AS "deliveryMethod",
             buyer_order_lines.quantity - ${shippedOfLineSql()} - ${reservedOfLineSql} AS wanted
        FROM buyer_order_lines JOIN buyer_orders o ON o.nid = buyer_order_lines.order_nid
       WHERE o.status IN (${sql.join(
         RESERVING_STATUSES.map((status) => sql`${status}`),
         sql`, `,
       )})
         ${of.productNids ? sql`AND buyer_order_lines.product_nid = ANY(${`{${of.productNids.join(',')}}`}::int[])` : sql``}
         ${of.upToOrderNid === undefined ? sql`` : sql`AND buyer_order_lines.order_nid <= ${of.upToOrderNid}`}
    ) waiting WHERE wanted > 0 ORDER BY "orderNid", "lineNo"`,
  );
  return rows.map((row) => ({ ...row, wanted: Number(row.wanted) }));
}

/**
 * Free units of these products go to the lines waiting for them, oldest order first, each at the
 * locations that serve its order. Called wherever stock comes in or is freed, under the products' locks.
 */
export async function serveWaitingLines(
  tx: Tx,
  productNids: Iterable<number>,
  cause: ReservationCause = {},
): Promise<void> {
  const nids = [...new Set(productNids)];
  if (!nids.length) return;
  const free = await freeOf(tx, nids);
  if (![...free.values()].some((units) => units > 0)) return;
  const waiting = await waitingLines(tx, { productNids: nids });
  if (!waiting.length) return;
  const locations = await allLocations(tx);
  const rows = waiting.flatMap((line) =>
    draw(free, line.productNid, line.wanted, servingLocations(locations, line.deliveryMethod)).map((drawn) => ({
      orderNid: line.orderNid,
      lineNo: line.lineNo,
      productNid: line.productNid,
      ...drawn,
    })),
  );
  await writeReservations(tx, rows, 'stock-arrived', cause);
}

const releasing = (rows: readonly ReservationRow[]) => rows.map((row) => ({ ...row, quantity: -row.quantity }));

/**
 * A cancelled order lets go of everything its lines hold; the units then serve other orders' waiting
 * lines. The caller holds the order's row; the products are locked here.
 */
export async function releaseOrder(tx: Tx, orderNid: number, cause: ReservationCause = {}): Promise<void> {
  const held = await heldBy(tx, eq(stockReservations.orderNid, orderNid));
  if (!held.length) return;
  const nids = held.map((row) => row.productNid);
  await lockProducts(tx, nids);
  // Read again under the products' locks: a line may have taken arrived stock meanwhile.
  const current = await heldBy(tx, eq(stockReservations.orderNid, orderNid));
  await writeReservations(tx, releasing(current), 'order-cancelled', cause);
  await serveWaitingLines(tx, nids, cause);
}

/**
 * A shipment's lines consume their reservations at its location, up to what each ships; what a line
 * would then hold beyond what it has left to ship is released elsewhere. Returns the units consumed per
 * product (they are the shipment's own: free stock there need cover only the rest). Under the order's
 * and the products' locks; `leftToShip` is per order line before this shipment.
 */
export async function consumeForShipment(
  tx: Tx,
  shipment: { nid: number; orderNid: number; locationNid: number },
  lines: readonly { orderLineNo: number; productNid: number; quantity: number }[],
  leftToShip: ReadonlyMap<number, number>,
  documentType: string,
): Promise<Map<number, number>> {
  const held = await heldBy(tx, eq(stockReservations.orderNid, shipment.orderNid));
  const consumed = new Map<number, number>();
  const rows: ReservationRow[] = [];
  for (const line of lines) {
    const ofLine = held.filter((row) => row.lineNo === line.orderLineNo);
    const here = ofLine.find((row) => row.locationNid === shipment.locationNid)?.quantity ?? 0;
    const taken = Math.min(here, line.quantity);
    const base = { orderNid: shipment.orderNid, lineNo: line.orderLineNo, productNid: line.productNid };
    if (taken > 0) rows.push({ ...base, locationNid: shipment.locationNid, quantity: -taken });
    consumed.set(line.productNid, (consumed.get(line.productNid) ?? 0) + taken);
    let excess =
      ofLine.reduce((sum, row) => sum + row.quantity, 0) -
      taken -
      ((leftToShip.get(line.orderLineNo) ?? 0) - line.quantity);
    for (const other of ofLine) {
      if (excess <= 0) break;
      if (other.locationNid === shipment.locationNid) continue;
      const released = Math.min(excess, other.quantity);
      rows.push({ ...base, locationNid: other.locationNid, quantity: -released });
      excess -= released;
    }
  }
  await writeReservations(tx, rows, 'shipment', { documentType, documentNid: shipment.nid });
  return consumed;
}

/**
 * A cancelled shipment's goods are back at its location: the order's lines hold again what the shipment
 * consumed there, and what it released elsewhere as far as it is still free; then waiting lines are
 * served. Under the shipment's, the order's and the products' locks, after the reversing moves.
 */
export async function restoreShipmentReservations(
  tx: Tx,
  shipment: { nid: number; documentType: string },
  productNids: readonly number[],
): Promise<void> {
  const cause = { documentType: shipment.documentType, documentNid: shipment.nid };
  const rows = await heldBy(
    tx,
    and(eq(stockReservations.documentType, shipment.documentType), eq(stockReservations.documentNid, shipment.nid)),
    true,
  );
  const free = await freeOf(tx, productNids);
  const restored = rows.flatMap((row) => {
    const given = -Number(row.quantity);
    const available = free.get(key(row.productNid, row.locationNid)) ?? 0;
    const quantity = Math.min(given, available);
    if (quantity <= 0) return [];
    free.set(key(row.productNid, row.locationNid), available - quantity);
    return [{ ...row, quantity }];
  });
  await writeReservations(tx, restored, 'shipment-cancelled', cause);
  await serveWaitingLines(tx, productNids, cause);
}

/**
 * A count is about to set a product's stock at a location to `onHand`: reservations there beyond it are
 * released, newest order first (those lines wait again). Under the product's lock, before the moves.
 */
export async function fitReservationsToStock(
  tx: Tx,
  productNid: number,
  locationNid: number,
  onHand: number,
  cause: ReservationCause,
): Promise<void> {
  const held = await heldBy(
    tx,
    and(eq(stockReservations.productNid, productNid), eq(stockReservations.locationNid, locationNid)),
  );
  let excess = held.reduce((sum, row) => sum + row.quantity, 0) - onHand;
  if (excess <= 0) return;
  const rows: ReservationRow[] = [];
  for (const row of [...held].sort((a, b) => b.orderNid - a.orderNid || b.lineNo - a.lineNo)) {
    if (excess <= 0) break;
    const released = Math.min(excess, row.quantity);
    rows.push({ ...row, quantity: -released });
    excess -= released;
  }
  await writeReservations(tx, rows, 'stock-short', cause);
}

/**
 * Staff changed an order's line quantities: a line now holding more than it has left to ship lets the
 * excess go, from the location drawn on last first (a delivered order keeps the warehouse's units and
 * gives the shop's back for pickup); then the products' waiting lines, oldest order first and this
 * order's among them, take what is free. Under the order's row and the products' locks.
 */
export async function fitLinesToQuantities(
  tx: Tx,
  order: { nid: number; deliveryMethod: string },
  lines: readonly { lineNo: number; productNid: number; leftToShip: number }[],
  cause: Pick<ReservationCause, 'createdByUid' | 'createdByName'>,
): Promise<void> {
  if (!lines.length) return;
  const held = await heldBy(tx, eq(stockReservations.orderNid, order.nid));
  const serving = servingLocations(await allLocations(tx), order.deliveryMethod);
  // Last drawn first; a location that does not serve the order (none today) before all.
  const rank = (locationNid: number) => {
    const at = serving.indexOf(locationNid);
    return at === -1 ? Number.MAX_SAFE_INTEGER : at;
  };
  const rows: ReservationRow[] = [];
  for (const line of lines) {
    const ofLine = held
      .filter((row) => row.lineNo === line.lineNo)
      .sort((a, b) => rank(b.locationNid) - rank(a.locationNid));
    let excess = ofLine.reduce((sum, row) => sum + row.quantity, 0) - line.leftToShip;
    for (const row of ofLine) {
      if (excess <= 0) break;
      const released = Math.min(excess, row.quantity);
      rows.push({ ...row, quantity: -released });
      excess -= released;
    }
  }
  await writeReservations(tx, rows, 'order-edited', cause);
  await serveWaitingLines(
    tx,
    lines.map((line) => line.productNid),
    cause,
  );
}

/** Where an order holds most of its reserved units (the lowest nid of equals), or null when it holds none. */
export async function reservedLocationOf(tx: Tx, orderNid: number): Promise<number | null> {
  const held = await heldBy(tx, eq(stockReservations.orderNid, orderNid));
  const byLocation = new Map<number, number>();
  for (const row of held) byLocation.set(row.locationNid, (byLocation.get(row.locationNid) ?? 0) + row.quantity);
  const [most] = [...byLocation].sort(([a, unitsA], [b, unitsB]) => unitsB - unitsA || a - b);
  return most ? most[0] : null;
}

/** What moving units between orders found: what the giving line holds, in all and where the receiver is served. */
export interface MoveOutcome {
  moved: boolean;
  held: number;
  heldServing: number;
  /** The receiving order's serving locations, in the order they were drawn on. */
  serving: number[];
}

/**
 * Staff give `quantity` units one open order's line holds to another open order's line of the same
 * product (e.g. the last unit to the order that paid first). They are taken from what the giving
 * line holds at the locations that serve the receiving order, in their order; nothing is written
 * when those hold fewer. Each side gets its row, naming the other order; then the giving line, which
 * now waits, takes free stock if a location serving it has some. The caller has checked that the
 * receiving line waits for as many, and holds both orders' rows (nid order) and the product's.
 */
export async function moveReservation(
  tx: Tx,
  move: {
    productNid: number;
    quantity: number;
    from: { orderNid: number; lineNo: number };
    to: { orderNid: number; lineNo: number; deliveryMethod: string };
  },
  cause: Pick<ReservationCause, 'createdByUid' | 'createdByName'>,
): Promise<MoveOutcome> {
  const held = await heldBy(
    tx,
    and(eq(stockReservations.orderNid, move.from.orderNid), eq(stockReservations.lineNo, move.from.lineNo)),
  );
  const serving = servingLocations(await allLocations(tx), move.to.deliveryMethod);
  const at = new Map(held.map((row) => [key(row.productNid, row.locationNid), row.quantity]));
  const outcome = {
    held: held.reduce((sum, row) => sum + row.quantity, 0),
    heldServing: serving.reduce((sum, locationNid) => sum + (at.get(key(move.productNid, locationNid)) ?? 0), 0),
    serving,
  };
  if (outcome.heldServing < move.quantity) return { moved: false, ...outcome };
  const drawn = draw(at, move.productNid, move.quantity, serving);
  const side = (line: { orderNid: number; lineNo: number }, sign: number) =>
    drawn.map((units) => ({ ...line, productNid: move.productNid, ...units, quantity: sign * units.quantity }));
  await writeReservations(tx, side(move.from, -1), 'moved-out', {
    ...cause,
    documentType: MOVE_DOCUMENT,
    documentNid: move.to.orderNid,
  });
  await writeReservations(tx, side(move.to, 1), 'moved-in', {
    ...cause,
    documentType: MOVE_DOCUMENT,
    documentNid: move.from.orderNid,
  });
  await serveWaitingLines(tx, [move.productNid], cause);
  return { moved: true, ...outcome };
}
