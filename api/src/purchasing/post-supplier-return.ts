import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { acceptances, supplierReturnLines, supplierReturns } from '../db/purchasing-schema';
import { lockLineProducts, writeSettlement, writeStockMoves } from '../documents/document-posting';
import { locationOf, stockAt } from '../documents/stock-locations';
import { badUserInput } from '../core/errors';
import type { Tx } from '../core/transaction';
import { linesOf, lockRow, updateDocumentRow } from '../documents/document-rows';
import { cancelledBy, postedBy, type DocumentActor } from '../documents/document-actor';
import { leftToReturn, returnableLines } from './returnable-goods';
import { lockSupplierReturn } from './save-supplier-return';

/** What the ledgers call a supplier return's rows. */
const SUPPLIER_RETURN_DOCUMENT = 'SUPPLIER_RETURN';

/**
 * The return, its acceptance and its products locked in that order (products by nid, so two
 * postings never deadlock): returns of one acceptance post one after another, and every
 * posting that touches a product waits for the others that do.
 */
async function lockDocument(tx: Tx, nid: number) {
  const supplierReturn = await lockSupplierReturn(tx, nid);
  const acceptance = await lockRow(tx, acceptances, supplierReturn.acceptanceNid);
  const lines = await linesOf(tx, supplierReturnLines, supplierReturnLines.returnNid, nid);
  return {
    supplierReturn,
    acceptanceStatus: acceptance?.status,
    lines,
    productOf: await lockLineProducts(tx, lines, supplierReturn.locationNid),
    location: await locationOf(tx, supplierReturn.locationNid),
  };
}

type LockedDocument = Awaited<ReturnType<typeof lockDocument>>;

/** Writes the stock moves and the settlement row, signed (+1 posting: goods out, debt down; −1 reversing). */
async function writeLedgers(tx: Tx, { supplierReturn, lines }: LockedDocument, sign: 1 | -1, actor: DocumentActor) {
  const ledger = { documentType: SUPPLIER_RETURN_DOCUMENT, documentNid: supplierReturn.nid };
  const move = {
    ...ledger,
    reason: sign > 0 ? 'supplier-return' : 'supplier-return-cancelled',
    document: `${sign > 0 ? 'Возврат' : 'Отмена проведения: возврат'} поставщику № ${supplierReturn.nid}`,
    locationNid: supplierReturn.locationNid,
  };
  await writeStockMoves(tx, move, lines, -sign);
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const settlement = { counterpartyNid: supplierReturn.supplierNid, amount: -sign * total, createdBy: actor.uid };
  await writeSettlement(tx, ledger, settlement);
  return total;
}

/** Refuses, naming the product, a line beyond what the acceptance has left to give back or beyond the stock. */
async function checkLines(tx: Tx, document: LockedDocument) {
  const { supplierReturn } = document;
  const returnable = await returnableLines(tx, supplierReturn.acceptanceNid);
  const refused = `Возврат поставщику № ${supplierReturn.nid} не проведён`;
  for (const line of document.lines) {
    const product = document.productOf.get(line.productNid);
    const accepted = returnable.get(line.acceptanceLineNo);
    if (!product || !accepted)
      throw new Error(`supplier return ${supplierReturn.nid} line ${line.lineNo} lost its product or acceptance line`);
    const named = `«${product.name}» (арт. ${product.vendorCode})`;
    if (line.quantity > leftToReturn(accepted)) {
      throw badUserInput(
        `${refused}: товара ${named} по приёмке № ${supplierReturn.acceptanceNid} принято ${accepted.accepted} шт., другими возвратами уже возвращено ${accepted.returned} шт. — вернуть можно не больше ${leftToReturn(accepted)} шт., а в возврате ${line.quantity} шт.`,
        { productNid: product.nid },
      );
    }
    if (product.free < line.quantity) {
      throw badUserInput(
        `${refused}: товара ${named} ${stockAt(document.location, product.free, product.reserved)}, а к возврату ${line.quantity} шт. — остаток не может стать отрицательным`,
        { productNid: product.nid },
      );
    }
  }
}

/**
 * Posts a draft return in one transaction: lines left at 0 are dropped, the goods leave stock
 * (never below zero), and the shop owes the supplier less by the lines at the acceptance's
 * prices. The supplier order's received figures stay as they are: they record what arrived.
 */
export async function postSupplierReturn(db: Db, nid: number, actor: DocumentActor): Promise<void> {
  await db.transaction(async (tx) => {
    const document = await lockDocument(tx, nid);
    if (document.supplierReturn.status !== 'DRAFT') throw badUserInput(`Возврат поставщику № ${nid} уже проведён`);
    if (document.acceptanceStatus !== 'POSTED') {
      throw badUserInput(
        `Возврат поставщику № ${nid} не проведён: приёмка № ${document.supplierReturn.acceptanceNid} отменена, товар по ней не числится принятым`,
      );
    }
    document.lines = document.lines.filter((line) => line.quantity > 0);
    if (document.lines.length === 0)
      throw badUserInput(`В возврате поставщику № ${nid} нет товара: укажите количество хотя бы в одной строке`);
    await checkLines(tx, document);
    await tx
      .delete(supplierReturnLines)
      .where(and(eq(supplierReturnLines.returnNid, nid), eq(supplierReturnLines.quantity, 0)));
    const total = await writeLedgers(tx, document, 1, actor);
    await updateDocumentRow(tx, supplierReturns, nid, { ...postedBy(actor), total });
  });
}

/** Cancels a posted return with reversing rows: the goods come back into stock, the debt back up. */
export async function cancelSupplierReturn(db: Db, nid: number, actor: DocumentActor): Promise<void> {
  await db.transaction(async (tx) => {
    const document = await lockDocument(tx, nid);
    if (document.supplierReturn.status !== 'POSTED')
      throw badUserInput(`Возврат поставщику № ${nid} не проведён: отменять нечего`);
    await writeLedgers(tx, document, -1, actor);
    await updateDocumentRow(tx, supplierReturns, nid, cancelledBy(actor));
  });
}
