import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import {
  acceptanceLines,
  acceptances,
  counterpartyMoves,
  supplierOrders,
  supplierReturns,
} from '../db/purchasing-schema';
import { products, stockMoves } from '../db/schema';
import { badUserInput } from '../core/errors';
import type { Tx } from '../core/transaction';
import type { DocumentActor } from './document-actor';
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
  const [order] = await tx
    .select({ status: supplierOrders.status })
    .from(supplierOrders)
    .where(eq(supplierOrders.nid, acceptance.supplierOrderNid))
    .for('update');
  const lines = await tx
    .select()
    .from(acceptanceLines)
    .where(eq(acceptanceLines.acceptanceNid, nid))
    .orderBy(asc(acceptanceLines.lineNo));
  const nids = [...new Set(lines.map((line) => line.productNid))];
  const locked = nids.length
    ? await tx
        .select({ nid: products.nid, stock: products.stock, name: products.name, vendorCode: products.vendorCode })
        .from(products)
        .where(inArray(products.nid, nids))
        .orderBy(asc(products.nid))
        .for('update')
    : [];
  return { acceptance, orderStatus: order?.status, lines, productOf: new Map(locked.map((row) => [row.nid, row])) };
}

/** Writes the stock moves and the settlement row of the document, signed (+1 posting, −1 reversing). */
async function writeLedgers(
  tx: Tx,
  document: Awaited<ReturnType<typeof lockDocument>>,
  sign: 1 | -1,
  actor: DocumentActor,
) {
  const { acceptance, lines } = document;
  const moves = lines
    .filter((line) => line.quantity > 0)
    .map((line) => ({
      productNid: line.productNid,
      quantity: sign * line.quantity,
      reason: sign > 0 ? 'acceptance' : 'acceptance-cancelled',
      document: `Приёмка № ${acceptance.nid}`,
      documentType: ACCEPTANCE_DOCUMENT,
      documentNid: acceptance.nid,
    }));
  if (moves.length) await tx.insert(stockMoves).values(moves);
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  await tx.insert(counterpartyMoves).values({
    counterpartyNid: acceptance.supplierNid,
    amount: sign * total,
    documentType: ACCEPTANCE_DOCUMENT,
    documentNid: acceptance.nid,
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
    await tx
      .update(acceptances)
      .set({ status: 'POSTED', total, postedAt: new Date(), postedBy: actor.uid, postedByName: actor.name })
      .where(eq(acceptances.nid, nid));
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
    const [standing] = await tx
      .select({ nid: supplierReturns.nid })
      .from(supplierReturns)
      .where(and(eq(supplierReturns.acceptanceNid, nid), eq(supplierReturns.status, 'POSTED')))
      .orderBy(asc(supplierReturns.nid))
      .limit(1);
    if (standing) {
      throw badUserInput(
        `Нельзя отменить проведение приёмки № ${nid}: по ней проведён возврат поставщику № ${standing.nid}. Сначала отмените проведение возврата`,
        { supplierReturnNid: standing.nid },
      );
    }
    for (const line of document.lines) {
      const product = document.productOf.get(line.productNid);
      if (product && product.stock < line.quantity) {
        throw badUserInput(
          `Нельзя отменить проведение приёмки № ${nid}: товара «${product.name}» (арт. ${product.vendorCode}) на складе ${product.stock} шт., а приёмка добавила ${line.quantity} шт. — часть уже продана или списана`,
          { productNid: product.nid },
        );
      }
    }
    await writeLedgers(tx, document, -1, actor);
    await tx
      .update(acceptances)
      .set({ status: 'CANCELLED', cancelledAt: new Date(), cancelledBy: actor.uid, cancelledByName: actor.name })
      .where(eq(acceptances.nid, nid));
  });
}
