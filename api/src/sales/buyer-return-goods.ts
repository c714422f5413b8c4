import type { Tx } from '../core/transaction';
import type { Db } from '../db/open-database';
import { buyerReturnLines, buyerReturns } from '../db/returns-schema';
import { shipmentLines } from '../db/sales-schema';
import { returnableLinesOf, type ReturnTables } from '../documents/draft-lines';

/** Buyer returns as a kind of return: each line takes back a line of the return's shipment. */
export const BUYER_RETURN_TABLES: ReturnTables = {
  returns: buyerReturns,
  returnedFrom: buyerReturns.shipmentNid,
  lines: buyerReturnLines,
  returnedLineNo: buyerReturnLines.shipmentLineNo,
  source: {
    table: shipmentLines,
    document: shipmentLines.shipmentNid,
    lineNo: shipmentLines.lineNo,
    quantity: shipmentLines.quantity,
  },
};

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
  const rows = await returnableLinesOf(tx, BUYER_RETURN_TABLES, shipmentNid, (line) =>
    tx
      .select({
        productNid: shipmentLines.productNid,
        name: shipmentLines.name,
        vendorCode: shipmentLines.vendorCode,
        price: shipmentLines.price,
        lineNo: line.lineNo,
        shipped: line.brought,
        returned: line.returned,
      })
      .from(shipmentLines)
      .$dynamic(),
  );
  return new Map(rows.map((row) => [row.lineNo, row]));
}
