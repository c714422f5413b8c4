import type { Db } from '../db/open-database';
import { stockTransferLines, stockTransfers } from '../db/stock-schema';
import { lockLineProducts, writeStockMoves } from '../documents/document-posting';
import { locationOf, stockAt } from '../documents/stock-locations';
import { badUserInput } from '../core/errors';
import type { Tx } from '../core/transaction';
import { linesOf, updateDocumentRow } from '../documents/document-rows';
import { cancelledBy, postedBy, type DocumentActor } from '../documents/document-actor';
import { lockStockTransfer } from './save-stock-transfer';

/** What the ledgers call a transfer's rows. */
const STOCK_TRANSFER_DOCUMENT = 'STOCK_TRANSFER';

/**
 * The transfer, then its products (by nid, as every posting locks them: two postings never
 * deadlock), with their stock where the goods now are — where they leave when posting, at the
 * destination when a posting is cancelled (the goods go back from there).
 */
async function lockDocument(tx: Tx, nid: number, stockAtDestination: boolean) {
  const transfer = await lockStockTransfer(tx, nid);
  const lines = await linesOf(tx, stockTransferLines, stockTransferLines.transferNid, nid);
  const leaving = stockAtDestination ? transfer.destinationNid : transfer.locationNid;
  return {
    transfer,
    lines,
    productOf: await lockLineProducts(tx, lines, leaving),
    leaving: await locationOf(tx, leaving),
  };
}

type LockedDocument = Awaited<ReturnType<typeof lockDocument>>;

/** Refuses, naming the product, a line beyond the stock where its goods leave: stock never goes below zero. */
function checkStock({ lines, productOf, leaving }: LockedDocument, refused: string, moving: string) {
  for (const line of lines) {
    const product = productOf.get(line.productNid);
    if (!product) throw new Error(`stock transfer line ${line.lineNo} lost its product`);
    if (product.free < line.quantity) {
      throw badUserInput(
        `${refused}: товара «${product.name}» (арт. ${product.vendorCode}) ${stockAt(leaving, product.free, product.reserved)}, а ${moving} ${line.quantity} шт. — остаток не может стать отрицательным`,
        { productNid: product.nid },
      );
    }
  }
}

/** The two moves of every line: out where the goods leave, in where they arrive (`sign` −1 reverses them). */
async function writeMoves(tx: Tx, { transfer, lines }: LockedDocument, sign: 1 | -1) {
  const ledger = { documentType: STOCK_TRANSFER_DOCUMENT, documentNid: transfer.nid };
  const document = `${sign > 0 ? 'Перемещение' : 'Отмена проведения: перемещение'} № ${transfer.nid}`;
  const reason = sign > 0 ? 'transfer' : 'transfer-cancelled';
  await writeStockMoves(tx, { ...ledger, reason, document, locationNid: transfer.locationNid }, lines, -sign);
  await writeStockMoves(tx, { ...ledger, reason, document, locationNid: transfer.destinationNid }, lines, sign);
}

/**
 * Posts a draft transfer in one transaction: every line's goods leave its location (never below
 * zero there) and arrive at its destination; the stock in all stays as it was.
 */
export async function postStockTransfer(db: Db, nid: number, actor: DocumentActor): Promise<void> {
  await db.transaction(async (tx) => {
    const document = await lockDocument(tx, nid, false);
    if (document.transfer.status !== 'DRAFT') throw badUserInput(`Перемещение № ${nid} уже проведено`);
    if (document.lines.length === 0)
      throw badUserInput(`В перемещении № ${nid} нет товара: добавьте хотя бы одну строку`);
    checkStock(document, `Перемещение № ${nid} не проведено`, 'к перемещению');
    await writeMoves(tx, document, 1);
    await updateDocumentRow(tx, stockTransfers, nid, postedBy(actor));
  });
}

/**
 * Cancels a posted transfer with reversing moves: the goods go back from the destination (which
 * must still have them) to where they left.
 */
export async function cancelStockTransfer(db: Db, nid: number, actor: DocumentActor): Promise<void> {
  await db.transaction(async (tx) => {
    const document = await lockDocument(tx, nid, true);
    if (document.transfer.status !== 'POSTED') throw badUserInput(`Перемещение № ${nid} не проведено: отменять нечего`);
    checkStock(document, `Проведение перемещения № ${nid} не отменено`, 'вернуть нужно');
    await writeMoves(tx, document, -1);
    await updateDocumentRow(tx, stockTransfers, nid, cancelledBy(actor));
  });
}
