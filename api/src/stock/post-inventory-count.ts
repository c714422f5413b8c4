import type { Db } from '../db/open-database';
import { inventoryCountLines, inventoryCounts, stockMoves, WAREHOUSE_NID } from '../db/schema';
import { lockLineProducts } from '../documents/document-posting';
import { locationFor } from '../documents/stock-locations';
import { fitReservationsToStock, serveWaitingLines } from '../documents/stock-reservations';
import { COUNT_NOT_POSTED, refuseCount, type FieldErrors, type InventoryCountRequest } from './inventory-count-request';

/** What a stock move written by a count is called. */
const INVENTORY_COUNT_REASON = 'inventory-count';

/** Who posts a count: their uid, and the name the document keeps. */
export interface CountPoster {
  uid: string;
  name: string;
}

/**
 * Posts a checked count in one transaction: locks the counted products (in nid order, so two
 * postings never deadlock), reads their stock at the count's location (the warehouse unless
 * another is named) as the expected figures, writes the document and its lines, and one stock
 * move per product whose count differs — counted − expected — so the remains there become the
 * counted figures. A second posting of the same products waits for the first and counts against
 * what it left. A shortage below what orders had reserved there releases the newest orders' units;
 * a surplus serves the lines waiting for the product. The moves' trigger moves the catalogue
 * version too, so the storefront's cached «В наличии» follows. Returns the new count's id.
 */
export async function postInventoryCount(db: Db, request: InventoryCountRequest, poster: CountPoster): Promise<number> {
  return db.transaction(async (tx) => {
    const locationNid = await locationFor(tx, request.locationNid, WAREHOUSE_NID, COUNT_NOT_POSTED);
    const productOf = await lockLineProducts(
      tx,
      request.lines.map((line) => ({ productNid: line.nid })),
      locationNid,
    );
    const unknown: FieldErrors = {};
    request.lines.forEach(({ nid }, index) => {
      if (!productOf.has(nid)) unknown[`lines.${index}.nid`] = 'Такого товара нет в каталоге';
    });
    if (Object.keys(unknown).length > 0) refuseCount(unknown);

    const [count] = await tx
      .insert(inventoryCounts)
      .values({ postedBy: poster.uid, postedByName: poster.name, comment: request.comment, locationNid })
      .returning({ id: inventoryCounts.id });
    if (!count) throw new Error('inventory count insert returned no row');
    const lines = request.lines.map(({ nid, counted }, index) => ({
      countId: count.id,
      lineNo: index + 1,
      productNid: nid,
      expected: productOf.get(nid)?.stock ?? 0,
      counted,
    }));
    await tx.insert(inventoryCountLines).values(lines);
    const moves = lines
      .filter((line) => line.counted !== line.expected)
      .map((line) => ({
        productNid: line.productNid,
        locationNid,
        quantity: line.counted - line.expected,
        reason: INVENTORY_COUNT_REASON,
        document: `Инвентаризация № ${count.id}`,
        inventoryCountId: count.id,
        documentType: 'INVENTORY_COUNT',
        documentNid: count.id,
      }));
    const cause = { documentType: 'INVENTORY_COUNT', documentNid: count.id };
    // Fewer units than were reserved: the newest orders' lines let go first, so free stock stays ≥ 0.
    for (const line of lines)
      if (line.counted < line.expected)
        await fitReservationsToStock(tx, line.productNid, locationNid, line.counted, cause);
    if (moves.length > 0) await tx.insert(stockMoves).values(moves);
    // A surplus serves waiting lines; so does free stock elsewhere for the lines a shortage released.
    await serveWaitingLines(
      tx,
      lines.filter((line) => line.counted !== line.expected).map((line) => line.productNid),
      cause,
    );
    return count.id;
  });
}
