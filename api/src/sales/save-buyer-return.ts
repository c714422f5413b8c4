import { eq } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { buyerReturnLines, buyerReturns } from '../db/returns-schema';
import { shipments } from '../db/sales-schema';
import { badUserInput } from '../core/errors';
import type { Tx } from '../core/transaction';
import { lockDocumentRow } from '../documents/document-lock';
import { createdBy, type DocumentActor } from '../documents/document-actor';
import { returnLinesFrom } from '../documents/draft-lines';
import { leftToTakeBack, returnableShipmentLines } from './buyer-return-goods';
import { BUYER_RETURN_NOT_SAVED, type BuyerReturnLineRequest, type BuyerReturnRequest } from './buyer-return-request';
import { refuseAfterReturnPeriod } from './buyer-return-window';

/** Why goods cannot come back against this shipment now, or null when they can. */
function shipmentProblem(nid: number, status: string | undefined): string | null {
  if (status === undefined) return `Отгрузка № ${nid} не найдена`;
  if (status === 'DRAFT') return `Отгрузка № ${nid} ещё не проведена: вернуть можно только отгруженный товар`;
  if (status === 'CANCELLED')
    return `Отгрузка № ${nid} отменена: товар по ней не числится отгруженным, возвращать нечего`;
  return null;
}

async function postedShipment(tx: Tx, nid: number) {
  const [shipment] = await tx.select().from(shipments).where(eq(shipments.nid, nid));
  const problem = shipmentProblem(nid, shipment?.status);
  if (problem || !shipment) throw badUserInput(problem ?? '', { fieldErrors: { shipmentNid: problem } });
  return shipment;
}

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
    const [row] = await tx
      .insert(buyerReturns)
      .values({
        shipmentNid,
        buyerOrderNid: shipment.buyerOrderNid,
        buyerNid: shipment.buyerNid,
        comment: request.comment,
        total,
        ...createdBy(actor),
      })
      .returning({ nid: buyerReturns.nid });
    if (!row) throw new Error('buyer return insert returned no row');
    await writeLines(tx, row.nid, lines);
    return row.nid;
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
    await tx.update(buyerReturns).set({ comment: request.comment, total }).where(eq(buyerReturns.nid, nid));
    await writeLines(tx, nid, lines);
  });
}

export async function deleteBuyerReturn(db: Db, nid: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockDraft(tx, nid, 'удалить');
    await tx.delete(buyerReturns).where(eq(buyerReturns.nid, nid));
  });
}
