import { and, asc, eq, gt, ne } from 'drizzle-orm';
import { shippedOfLineSql } from '../documents/stock-reservations';
import type { Tx } from '../core/transaction';
import type { Db } from '../db/open-database';
import { shipments } from '../db/sales-schema';
import { buyerOrderLines } from '../db/schema';

/** What the ledgers call a shipment's rows. */
export const SHIPMENT_DOCUMENT = 'SHIPMENT';

/** The only status goods leave in: confirmed (a partly shipped order stays confirmed until the rest goes). */
export const SHIPPING_STATUS = 'CONFIRMED';

export interface OrderLineToShip {
  lineNo: number;
  productNid: number;
  name: string;
  vendorCode: string;
  price: number;
  /** Ordered, and shipped so far by posted shipments (other than the one being written). */
  quantity: number;
  shipped: number;
}

/** The order's lines with what its posted shipments took, leaving one shipment out when asked. */
export async function orderLinesToShip(
  db: Db | Tx,
  orderNid: number,
  exceptShipmentNid: number | null = null,
): Promise<OrderLineToShip[]> {
  const rows = await db
    .select({
      lineNo: buyerOrderLines.lineNo,
      productNid: buyerOrderLines.productNid,
      name: buyerOrderLines.name,
      vendorCode: buyerOrderLines.vendorCode,
      price: buyerOrderLines.price,
      quantity: buyerOrderLines.quantity,
      shipped: shippedOfLineSql(exceptShipmentNid),
    })
    .from(buyerOrderLines)
    .where(eq(buyerOrderLines.orderNid, orderNid))
    .orderBy(asc(buyerOrderLines.lineNo));
  return rows.map((row) => ({ ...row, shipped: Number(row.shipped) }));
}

/** Posted shipments of the order (other than one), oldest first. */
export async function postedShipmentsOf(db: Db | Tx, orderNid: number, exceptShipmentNid: number | null = null) {
  return db
    .select({ nid: shipments.nid, deliveryCost: shipments.deliveryCost })
    .from(shipments)
    .where(
      and(
        eq(shipments.buyerOrderNid, orderNid),
        eq(shipments.status, 'POSTED'),
        ne(shipments.nid, exceptShipmentNid ?? 0),
      ),
    )
    .orderBy(asc(shipments.nid));
}

/**
 * What a shipment of this order charges for delivery: the order's delivery cost when no other
 * posted shipment of it carries it already, else nothing — the buyer pays for delivery once.
 */
export async function deliveryChargeOf(
  tx: Tx,
  order: { nid: number; deliveryCost: number },
  shipmentNid: number,
): Promise<number> {
  if (order.deliveryCost === 0) return 0;
  const [carrier] = await tx
    .select({ nid: shipments.nid })
    .from(shipments)
    .where(
      and(
        eq(shipments.buyerOrderNid, order.nid),
        eq(shipments.status, 'POSTED'),
        gt(shipments.deliveryCost, 0),
        ne(shipments.nid, shipmentNid),
      ),
    )
    .limit(1);
  return carrier ? 0 : order.deliveryCost;
}
