import { eq } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { acceptances, supplierReturnLines, supplierReturns } from '../db/purchasing-schema';
import { badUserInput } from '../core/errors';
import type { Tx } from '../core/transaction';
import { lockDocumentRow, insertDocumentRow } from '../documents/document-rows';
import { createdBy, type DocumentActor } from '../documents/document-actor';
import { postedToReturnAgainst, returnLinesFrom } from '../documents/draft-lines';
import { locationFor } from '../documents/stock-locations';
import { leftToReturn, reasonFromDiscrepancy, returnableLines } from './returnable-goods';
import {
  SUPPLIER_RETURN_NOT_SAVED,
  type SupplierReturnLineRequest,
  type SupplierReturnRequest,
} from './supplier-return-request';

const postedAcceptance = (tx: Tx, nid: number) =>
  postedToReturnAgainst(tx, acceptances, nid, {
    field: 'acceptanceNid',
    missing: `Приёмка № ${nid} не найдена`,
    draft: `Приёмка № ${nid} ещё не проведена: вернуть поставщику можно только принятый товар`,
    cancelled: `Приёмка № ${nid} отменена: возвращать по ней нечего`,
  });

/**
 * The document's lines with product and price from the acceptance. By default every line with
 * something left to return, at 0 units: a storekeeper types what goes back (usually a few
 * units of one or two lines), and an accidental «Провести» returns nothing.
 */
async function linesFor(tx: Tx, acceptanceNid: number, request: SupplierReturnRequest) {
  const returnable = await returnableLines(tx, acceptanceNid);
  const wanted: SupplierReturnLineRequest[] =
    request.lines ??
    [...returnable.values()]
      .filter((line) => leftToReturn(line) > 0)
      .map((line) => ({
        acceptanceLineNo: line.lineNo,
        quantity: 0,
        reason: reasonFromDiscrepancy(line.discrepancy),
        note: null,
      }));
  if (wanted.length === 0)
    throw badUserInput(`По приёмке № ${acceptanceNid} возвращать нечего: весь принятый товар уже возвращён поставщику`);
  return returnLinesFrom(wanted, returnable, {
    field: 'acceptanceLineNo',
    missing: 'В приёмке нет такой строки',
    leftOf: leftToReturn,
    broughtOf: (accepted) => `принято ${accepted.accepted}`,
    notSaved: SUPPLIER_RETURN_NOT_SAVED,
  });
}

async function writeLines(tx: Tx, returnNid: number, lines: Awaited<ReturnType<typeof linesFor>>['lines']) {
  await tx.delete(supplierReturnLines).where(eq(supplierReturnLines.returnNid, returnNid));
  if (lines.length) await tx.insert(supplierReturnLines).values(lines.map((line) => ({ ...line, returnNid })));
}

/** A new draft return against a posted acceptance; returns its nid. */
export async function createSupplierReturn(
  db: Db,
  acceptanceNid: number,
  request: SupplierReturnRequest,
  actor: DocumentActor,
): Promise<number> {
  return db.transaction(async (tx) => {
    const acceptance = await postedAcceptance(tx, acceptanceNid);
    const { lines, total } = await linesFor(tx, acceptanceNid, request);
    const nid = await insertDocumentRow(
      tx,
      supplierReturns,
      {
        acceptanceNid,
        supplierNid: acceptance.supplierNid,
        comment: request.comment,
        // The goods go back from where they came in, unless staff say they are elsewhere now.
        locationNid: await locationFor(tx, request.locationNid, acceptance.locationNid, SUPPLIER_RETURN_NOT_SAVED),
        total,
        ...createdBy(actor),
      },
      'supplier return',
    );
    await writeLines(tx, nid, lines);
    return nid;
  });
}

/** The return's row locked for a change. */
export async function lockSupplierReturn(tx: Tx, nid: number) {
  return lockDocumentRow(tx, supplierReturns, nid, `Возврат поставщику № ${nid} не найден`);
}

async function lockDraft(tx: Tx, nid: number, what: string) {
  const row = await lockSupplierReturn(tx, nid);
  if (row.status !== 'DRAFT')
    throw badUserInput(`Возврат поставщику № ${nid} уже проведён: ${what} можно только черновик`);
  return row;
}

/** Replaces a draft's comment and lines (its acceptance stays). */
export async function updateSupplierReturn(db: Db, nid: number, request: SupplierReturnRequest): Promise<void> {
  await db.transaction(async (tx) => {
    const draft = await lockDraft(tx, nid, 'изменить');
    await postedAcceptance(tx, draft.acceptanceNid);
    const { lines, total } = await linesFor(tx, draft.acceptanceNid, request);
    const locationNid = await locationFor(tx, request.locationNid, draft.locationNid, SUPPLIER_RETURN_NOT_SAVED);
    await tx
      .update(supplierReturns)
      .set({ comment: request.comment, locationNid, total })
      .where(eq(supplierReturns.nid, nid));
    await writeLines(tx, nid, lines);
  });
}

export async function deleteSupplierReturn(db: Db, nid: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockDraft(tx, nid, 'удалить');
    await tx.delete(supplierReturns).where(eq(supplierReturns.nid, nid));
  });
}
