import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { buyerReturnLines, buyerReturns } from '../db/returns-schema';
import { shipments } from '../db/sales-schema';
import { lockLineProducts, writeSettlement, writeStockMoves } from '../documents/document-posting';
import { locationOf, stockAt } from '../documents/stock-locations';
import { badUserInput } from '../core/errors';
import type { Tx } from '../core/transaction';
import { linesOf, lockRow, updateDocumentRow } from '../documents/document-rows';
import { cancelledBy, postedBy, type DocumentActor } from '../documents/document-actor';
import { BUYER_RETURN_DOCUMENT, leftToTakeBack, returnableShipmentLines } from './buyer-return-goods';
import { refuseAfterReturnPeriod } from './buyer-return-window';
import { lockBuyerReturn } from './save-buyer-return';
import { queueBuyerMail } from '../mail/buyer-mail';

/**
 * The return, its shipment and its products locked in that order (products by nid, so two
 * postings never deadlock): returns of one shipment post one after another, and a shipment's
 * cancellation waits for a return of it being posted (and then sees it).
 */
async function lockDocument(tx: Tx, nid: number) {
  const buyerReturn = await lockBuyerReturn(tx, nid);
  const shipment = await lockRow(tx, shipments, buyerReturn.shipmentNid);
  const lines = await linesOf(tx, buyerReturnLines, buyerReturnLines.returnNid, nid);
  return {
    buyerReturn,
    shipment,
    lines,
    productOf: await lockLineProducts(tx, lines, buyerReturn.locationNid),
    location: await locationOf(tx, buyerReturn.locationNid),
  };
}

type LockedDocument = Awaited<ReturnType<typeof lockDocument>>;

const named = (product: { name: string; vendorCode: string }) => `«${product.name}» (арт. ${product.vendorCode})`;

/** Writes the stock moves and the settlement row, signed (+1 posting: goods in, the shop owes the buyer; −1 reversing). */
async function writeLedgers(tx: Tx, { buyerReturn, lines }: LockedDocument, sign: 1 | -1, actor: DocumentActor) {
  const ledger = { documentType: BUYER_RETURN_DOCUMENT, documentNid: buyerReturn.nid };
  const move = {
    ...ledger,
    reason: sign > 0 ? 'buyer-return' : 'buyer-return-cancelled',
    document: `${sign > 0 ? 'Возврат' : 'Отмена проведения: возврат'} от покупателя № ${buyerReturn.nid}`,
    locationNid: buyerReturn.locationNid,
  };
  await writeStockMoves(tx, move, lines, sign);
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  // Positive: the shop owes the buyer the money for the goods that came back (a refund pays it off).
  if (total !== 0)
    await writeSettlement(tx, ledger, {
      counterpartyNid: buyerReturn.buyerNid,
      amount: sign * total,
      createdBy: actor.uid,
    });
  return total;
}

/** Refuses, naming the product, a line beyond what the shipment took out less what posted returns took back. */
async function checkLeftToTakeBack(tx: Tx, { buyerReturn, lines, productOf }: LockedDocument) {
  const returnable = await returnableShipmentLines(tx, buyerReturn.shipmentNid);
  for (const line of lines) {
    const shipped = returnable.get(line.shipmentLineNo);
    const product = productOf.get(line.productNid);
    if (!shipped || !product)
      throw new Error(`buyer return ${buyerReturn.nid} line ${line.lineNo} lost its product or shipment line`);
    if (line.quantity > leftToTakeBack(shipped)) {
      throw badUserInput(
        `Возврат от покупателя № ${buyerReturn.nid} не проведён: товара ${named(product)} по отгрузке № ${buyerReturn.shipmentNid} отгружено ${shipped.shipped} шт., ` +
          `другими возвратами уже возвращено ${shipped.returned} шт. — вернуть можно не больше ${leftToTakeBack(shipped)} шт., а в возврате ${line.quantity} шт.`,
        { productNid: product.nid },
      );
    }
  }
}

/**
 * Posts a draft return in one transaction: refused for a shipment no longer posted and after the
 * return period; lines left at 0 are dropped; the goods come back into stock and the shop owes
 * the buyer the lines at the shipment's prices (the buyer is told: «Возврат принят»). The order's status stays as it is.
 */
export async function postBuyerReturn(db: Db, nid: number, actor: DocumentActor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const document = await lockDocument(tx, nid);
    const { buyerReturn, shipment } = document;
    const refused = `Возврат от покупателя № ${nid} не проведён`;
    if (buyerReturn.status !== 'DRAFT')
      throw badUserInput(
        `Возврат от покупателя № ${nid} ${buyerReturn.status === 'POSTED' ? 'уже проведён' : 'отменён: провести его нельзя'}`,
      );
    if (shipment?.status !== 'POSTED' || !shipment.postedAt) {
      throw badUserInput(
        `${refused}: отгрузка № ${buyerReturn.shipmentNid} отменена, товар по ней не числится отгруженным`,
      );
    }
    refuseAfterReturnPeriod(shipment.postedAt, now, refused);
    document.lines = document.lines.filter((line) => line.quantity > 0);
    if (document.lines.length === 0)
      throw badUserInput(`В возврате от покупателя № ${nid} нет товара: укажите количество хотя бы в одной строке`);
    await checkLeftToTakeBack(tx, document);
    await tx.delete(buyerReturnLines).where(and(eq(buyerReturnLines.returnNid, nid), eq(buyerReturnLines.quantity, 0)));
    const total = await writeLedgers(tx, document, 1, actor);
    await updateDocumentRow(tx, buyerReturns, nid, { ...postedBy(actor, now), total });
    // Once per return: posted again after a cancellation, it is not told of twice.
    await queueBuyerMail(tx, {
      key: `return-accepted:${nid}`,
      kind: 'RETURN_ACCEPTED',
      orderNid: buyerReturn.buyerOrderNid,
      documentNid: nid,
    });
  });
}

/** Refuses, naming the product, a cancellation that would take stock below zero (the goods have gone again). */
function checkStockToTakeOut({ buyerReturn, lines, productOf, location }: LockedDocument) {
  const taken = new Map<number, number>();
  for (const line of lines) taken.set(line.productNid, (taken.get(line.productNid) ?? 0) + line.quantity);
  for (const [productNid, quantity] of taken) {
    const product = productOf.get(productNid);
    if (product && product.free < quantity) {
      throw badUserInput(
        `Нельзя отменить проведение возврата от покупателя № ${buyerReturn.nid}: товара ${named(product)} ${stockAt(location, product.free, product.reserved)}, ` +
          `а возврат добавил ${quantity} шт. — часть уже продана или списана`,
        { productNid },
      );
    }
  }
}

/** Cancels a posted return with reversing rows: the goods leave stock again (never below zero), the debt to the buyer goes. */
export async function cancelBuyerReturn(db: Db, nid: number, actor: DocumentActor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const document = await lockDocument(tx, nid);
    if (document.buyerReturn.status !== 'POSTED')
      throw badUserInput(`Возврат от покупателя № ${nid} не проведён: отменять нечего`);
    checkStockToTakeOut(document);
    await writeLedgers(tx, document, -1, actor);
    await updateDocumentRow(tx, buyerReturns, nid, cancelledBy(actor, now));
  });
}
