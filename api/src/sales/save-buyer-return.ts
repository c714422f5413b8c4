import { eq } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { buyerReturnLines, buyerReturns } from '../db/returns-schema';
import { shipments } from '../db/sales-schema';
import { badUserInput } from '../core/errors';
import type { Tx } from '../core/transaction';
import { lockDocumentRow, insertDocumentRow } from '../documents/document-rows';
import { createdBy, type DocumentActor } from '../documents/document-actor';
import { postedToReturnAgainst, returnLinesFrom } from '../documents/draft-lines';
import { locationFor } from '../documents/stock-locations';
import { leftToTakeBack, returnableShipmentLines } from './buyer-return-goods';
import { BUYER_RETURN_NOT_SAVED, type BuyerReturnLineRequest, type BuyerReturnRequest } from './buyer-return-request';
import { refuseAfterReturnPeriod } from './buyer-return-window';

const postedShipment = (tx: Tx, nid: number) =>
  postedToReturnAgainst(tx, shipments, nid, {
    field: 'shipmentNid',
    missing: `Отгрузка № ${nid} не найдена`,
    draft: `Отгрузка № ${nid} ещё не проведена: вернуть можно только отгруженный товар`,
    cancelled: `Отгрузка № ${nid} отменена: товар по ней не числится отгруженным, возвращать нечего`,
  });

/**
 * The document's lines with product and price from the shipment. By default every shipped line
 * with something left to take back, at 0 units: the clerk types what came back (usually a unit
 * or two of one line), and an accidental «Провести» returns nothing.
 */
async function linesFor(tx: Tx, shipmentNid: number, request: BuyerReturnRequest) {
  const returnable = await returnableShipmentLines(tx, shipmentNid);
  const wanted: BuyerReturnLineRequest[] =
    request.lines ??
    [...returnable.values()]
      .filter((line) => leftToTakeBack(line) > 0)
      .map((line) => ({ shipmentLineNo: line.lineNo, quantity: 0, reason: null, note: null }));
  if (wanted.length === 0)
    throw badUserInput(`По отгрузке № ${shipmentNid} возвращать нечего: весь отгруженный товар уже возвращён`);
  return returnLinesFrom(wanted, returnable, {
    field: 'shipmentLineNo',
    missing: 'В отгрузке нет такой строки',
    leftOf: leftToTakeBack,
    broughtOf: (shipped) => `отгружено ${shipped.shipped}`,
    notSaved: BUYER_RETURN_NOT_SAVED,
  });
}

async function writeLines(tx: Tx, returnNid: number, lines: Awaited<ReturnType<typeof linesFor>>['lines']) {
  await tx.delete(buyerReturnLines).where(eq(buyerReturnLines.returnNid, returnNid));
  if (lines.length) await tx.insert(buyerReturnLines).values(lines.map((line) => ({ ...line, returnNid })));
}

/**
 * A new draft return against a posted shipment, to its buyer; refused once the return period is
 * over (nothing could be posted). Returns its nid.
 */
export async function createBuyerReturn(
  db: Db,
  shipmentNid: number,
  request: BuyerReturnRequest,
  actor: DocumentActor,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const shipment = await postedShipment(tx, shipmentNid);
    if (shipment.postedAt)
      refuseAfterReturnPeriod(shipment.postedAt, now, `Возврат по отгрузке № ${shipmentNid} не оформлен`);
    const { lines, total } = await linesFor(tx, shipmentNid, request);
    const nid = await insertDocumentRow(
      tx,
      buyerReturns,
      {
        shipmentNid,
        buyerOrderNid: shipment.buyerOrderNid,
        buyerNid: shipment.buyerNid,
        comment: request.comment,
        // The goods come back where they left from, unless staff take them in elsewhere.
        locationNid: await locationFor(tx, request.locationNid, shipment.locationNid, BUYER_RETURN_NOT_SAVED),
        total,
        ...createdBy(actor),
      },
      'buyer return',
    );
    await writeLines(tx, nid, lines);
    return nid;
  });
}

/** The return's row locked for a change. */
export async function lockBuyerReturn(tx: Tx, nid: number) {
  return lockDocumentRow(tx, buyerReturns, nid, `Возврат от покупателя № ${nid} не найден`);
}

async function lockDraft(tx: Tx, nid: number, what: string) {
  const row = await lockBuyerReturn(tx, nid);
  if (row.status !== 'DRAFT') {
    throw badUserInput(
      `Возврат от покупателя № ${nid} ${row.status === 'POSTED' ? 'уже проведён' : 'отменён'}: ${what} можно только черновик`,
    );
  }
  return row;
}

/** Replaces a draft's comment and lines (its shipment stays). */
export async function updateBuyerReturn(db: Db, nid: number, request: BuyerReturnRequest): Promise<void> {
  await db.transaction(async (tx) => {
    const draft = await lockDraft(tx, nid, 'изменить');
    await postedShipment(tx, draft.shipmentNid);
    const { lines, total } = await linesFor(tx, draft.shipmentNid, request);
    const locationNid = await locationFor(tx, request.locationNid, draft.locationNid, BUYER_RETURN_NOT_SAVED);
    await tx
      .update(buyerReturns)
      .set({ comment: request.comment, locationNid, total })
      .where(eq(buyerReturns.nid, nid));
    await writeLines(tx, nid, lines);
  });
}

export async function deleteBuyerReturn(db: Db, nid: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockDraft(tx, nid, 'удалить');
    await tx.delete(buyerReturns).where(eq(buyerReturns.nid, nid));
  });
}
