import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../core/transaction';
import type { Db } from '../db/open-database';
import { buyerReturnLines, buyerReturns } from '../db/returns-schema';
import { shipmentLines } from '../db/sales-schema';
import { returnedByLine } from '../documents/draft-lines';

/** What the ledgers call a buyer return's rows. */
export const BUYER_RETURN_DOCUMENT = 'BUYER_RETURN';

/** A shipment line as a return sees it: what went out, at what price, and what posted returns took back. */
export interface ReturnableShipmentLine {
  lineNo: number;
  productNid: number;
  name: string;
  vendorCode: string;
  price: number;
  shipped: number;
  returned: number;
}

/** How many units of the line may still come back. */
export const leftToTakeBack = (line: ReturnableShipmentLine) => Math.max(0, line.shipped - line.returned);

/**
 * The shipment's lines with what its posted returns already took back, by line number. The
 * caller holds the shipment's row when it must be sure no other return posts meanwhile.
 */
export async function returnableShipmentLines(
  tx: Tx | Db,
  shipmentNid: number,
): Promise<Map<number, ReturnableShipmentLine>> {
  const returned = returnedByLine(
    tx,
    {
      returns: buyerReturns,
      returnedFrom: buyerReturns.shipmentNid,
      lines: buyerReturnLines,
      returnedLineNo: buyerReturnLines.shipmentLineNo,
    },
    shipmentNid,
  );
  const rows = await tx
    .select({
      lineNo: shipmentLines.lineNo,
      productNid: shipmentLines.productNid,
      name: shipmentLines.name,
      vendorCode: shipmentLines.vendorCode,
      price: shipmentLines.price,
      shipped: shipmentLines.quantity,
      returned: sql<number>`coalesce(${returned.quantity}, 0)::integer`,
    })
    .from(shipmentLines)
    .leftJoin(returned, eq(returned.lineNo, shipmentLines.lineNo))
    .where(eq(shipmentLines.shipmentNid, shipmentNid))
    .orderBy(asc(shipmentLines.lineNo));
  return new Map(rows.map((row) => [row.lineNo, { ...row, returned: Number(row.returned) }]));
}
