import type { Db } from '../db/open-database';
import { acceptanceLines, acceptances, supplierOrders, supplierReturns } from '../db/purchasing-schema';
import { firstPostedNid, lockLineProducts, writeSettlement, writeStockMoves } from '../documents/document-posting';
import { locationOf, stockAt } from '../documents/stock-locations';
import { badUserInput } from '../core/errors';
import type { Tx } from '../core/transaction';
import { linesOf, lockRow, updateDocumentRow } from '../documents/document-rows';
import { cancelledBy, postedBy, type DocumentActor } from '../documents/document-actor';
import { applyReceipts, RECEIVING_STATUSES } from './order-receipts';
import { lockAcceptance } from './save-acceptance';

/** What the ledgers call an acceptance's rows. */
const ACCEPTANCE_DOCUMENT = 'ACCEPTANCE';

/**
 * The acceptance, its order and its products locked in that order (products by nid, so two
 * postings never deadlock), with the products' stock and names as they are now.
 */
async function lockDocument(tx: Tx, nid: number) {
  const acceptance = await lockAcceptance(tx, nid);
  const order = await lockRow(tx, supplierOrders, acceptance.supplierOrderNid);
  const lines = await linesOf(tx, acceptanceLines, acceptanceLines.acceptanceNid, nid);
  return {
    acceptance,
    orderStatus: order?.status,
    lines,
    productOf: await lockLineProducts(tx, lines, acceptance.locationNid),
    location: await locationOf(tx, acceptance.locationNid),
  };
}

/** Writes the stock moves and the settlement row of the document, signed (+1 posting, −1 reversing). */
async function writeLedgers(
  tx: Tx,
  document: Awaited<ReturnType<typeof lockDocument>>,
  sign: 1 | -1,
  actor: DocumentActor,
) {
  const { acceptance, lines } = document;
  const ledger = { documentType: ACCEPTANCE_DOCUMENT, documentNid: acceptance.nid };
  const reason = sign > 0 ? 'acceptance' : 'acceptance-cancelled';
  const move = { ...ledger, reason, document: `Приёмка № ${acceptance.nid}`, locationNid: acceptance.locationNid };
  await writeStockMoves(tx, move, lines, sign);
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  await writeSettlement(tx, ledger, {
    counterpartyNid: acceptance.supplierNid,
    amount: sign * total,
    createdBy: actor.uid,
  });
  await applyReceipts(tx, acceptance.supplierOrderNid, lines, sign);
  return total;
}

/**
 * Posts a draft acceptance in one transaction: the goods come into stock (products.stock and the
 * catalogue version follow by trigger), the shop owes the supplier the accepted amount, and the
 * order's received quantities and status follow.
 */
export async function postAcceptance(db: Db, nid: number, actor: DocumentActor): Promise<void> {
  await db.transaction(async (tx) => {
    const document = await lockDocument(tx, nid);
    if (document.acceptance.status !== 'DRAFT') throw badUserInput(`Приёмка № ${nid} уже проведена`);
    if (!(RECEIVING_STATUSES as readonly string[]).includes(document.orderStatus ?? '')) {
      throw badUserInput(
        `Заказ поставщику № ${document.acceptance.supplierOrderNid} закрыт или отменён: приёмку по нему провести нельзя`,
      );
    }
    if (!document.lines.some((line) => line.quantity > 0))
      throw badUserInput('В приёмке нет принятого товара: укажите количество хотя бы в одной строке');
    const total = await writeLedgers(tx, document, 1, actor);
    await updateDocumentRow(tx, acceptances, nid, { ...postedBy(actor), total });
  });
}

/**
 * Cancels a posted acceptance with reversing rows; refused, naming the product, when its stock
 * would fall below zero — the goods have already left (sold or written off).
 */
export async function cancelAcceptance(db: Db, nid: number, actor: DocumentActor): Promise<void> {
  await db.transaction(async (tx) => {
    const document = await lockDocument(tx, nid);
    if (document.acceptance.status !== 'POSTED') throw badUserInput(`Приёмка № ${nid} не проведена: отменять нечего`);
    if (!(RECEIVING_STATUSES as readonly string[]).includes(document.orderStatus ?? '')) {
      throw badUserInput(
        `Заказ поставщику № ${document.acceptance.supplierOrderNid} закрыт: приёмки по закрытому заказу не отменяются`,
      );
    }
    // A posted return locks the acceptance before it posts, so none can slip in after this look.
    const standing = await firstPostedNid(tx, supplierReturns, supplierReturns.acceptanceNid, nid);
    if (standing) {
      throw badUserInput(
        `Нельзя отменить проведение приёмки № ${nid}: по ней проведён возврат поставщику № ${standing}. Сначала отмените проведение возврата`,
        { supplierReturnNid: standing },
      );
    }
    for (const line of document.lines) {
      const product = document.productOf.get(line.productNid);
      if (product && product.free < line.quantity) {
        throw badUserInput(
          `Нельзя отменить проведение приёмки № ${nid}: товара «${product.name}» (арт. ${product.vendorCode}) ${stockAt(document.location, product.free, product.reserved)}, а приёмка добавила ${line.quantity} шт. — часть уже продана или списана`,
          { productNid: product.nid },
        );
      }
    }
    await writeLedgers(tx, document, -1, actor);
    await updateDocumentRow(tx, acceptances, nid, cancelledBy(actor));
  });
}
