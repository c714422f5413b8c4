import type { Tx } from '../core/transaction';
import type { Db } from '../db/open-database';
import { acceptanceLines, supplierReturnLines, supplierReturns, type DISCREPANCIES } from '../db/purchasing-schema';
import type { SupplierReturnReason } from './supplier-return-request';
import { returnableLinesOf, type ReturnTables } from '../documents/draft-lines';

/** Supplier returns as a kind of return: each line sends back a line of the return's acceptance. */
export const SUPPLIER_RETURN_TABLES: ReturnTables = {
  returns: supplierReturns,
  returnedFrom: supplierReturns.acceptanceNid,
  lines: supplierReturnLines,
  returnedLineNo: supplierReturnLines.acceptanceLineNo,
  source: {
    table: acceptanceLines,
    document: acceptanceLines.acceptanceNid,
    lineNo: acceptanceLines.lineNo,
    quantity: acceptanceLines.quantity,
  },
};

/** An acceptance line as a return sees it: what came in, at what price, and what posted returns took back. */
export interface ReturnableLine {
  lineNo: number;
  productNid: number;
  price: number;
  accepted: number;
  returned: number;
  discrepancy: (typeof DISCREPANCIES)[number] | null;
}

/** How many units of the line may still go back. */
export const leftToReturn = (line: ReturnableLine) => Math.max(0, line.accepted - line.returned);

/**
 * The acceptance's lines with what its posted returns already took back, by line number. The
 * caller holds the acceptance's row when it must be sure no other return posts meanwhile.
 */
export async function returnableLines(tx: Tx | Db, acceptanceNid: number): Promise<Map<number, ReturnableLine>> {
  const rows = await returnableLinesOf(tx, SUPPLIER_RETURN_TABLES, acceptanceNid, (line) =>
    tx
      .select({
        productNid: acceptanceLines.productNid,
        price: acceptanceLines.price,
        discrepancy: acceptanceLines.discrepancy,
        lineNo: line.lineNo,
        accepted: line.brought,
        returned: line.returned,
      })
      .from(acceptanceLines)
      .$dynamic(),
  );
  return new Map(rows.map((row) => [row.lineNo, row]));
}

/** A storekeeper's likely reason, from what the acceptance noted about the line. */
export const reasonFromDiscrepancy = (discrepancy: ReturnableLine['discrepancy']): SupplierReturnReason | null =>
  discrepancy === 'DAMAGED' ? 'DEFECT' : discrepancy === 'SURPLUS' ? 'SURPLUS' : null;
