import { eq } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { acceptanceLines, acceptances, supplierOrderLines, supplierOrders } from '../db/purchasing-schema';
import { badUserInput } from '../core/errors';
import type { Tx } from '../core/transaction';
import { lockDocumentRow, insertDocumentRow } from '../documents/document-rows';
import { createdBy, type DocumentActor } from '../documents/document-actor';
import { refuseWhenInvalid, type FieldErrors } from '../documents/document-input';
import { locationFor } from '../documents/stock-locations';
import { WAREHOUSE_NID } from '../db/schema';
import { numberedLines } from '../documents/draft-lines';
import { ACCEPTANCE_NOT_SAVED, type AcceptanceLineRequest, type AcceptanceRequest } from './acceptance-request';
import { RECEIVING_STATUSES } from './order-receipts';

/** The order's lines, refused unless goods may be received against it now. */
async function receivingOrder(tx: Tx, nid: number) {
  const [order] = await tx.select().from(supplierOrders).where(eq(supplierOrders.nid, nid));
  if (!order)
    throw badUserInput(ACCEPTANCE_NOT_SAVED, { fieldErrors: { supplierOrderNid: 'Такого заказа поставщику нет' } });
  if (!(RECEIVING_STATUSES as readonly string[]).includes(order.status)) {
    throw badUserInput(ACCEPTANCE_NOT_SAVED, {
      fieldErrors: {
        supplierOrderNid: `Заказ поставщику № ${nid} не размещён или уже закрыт: принимать по нему нельзя`,
      },
    });
  }
  const lines = await tx
    .select()
    .from(supplierOrderLines)
    .where(eq(supplierOrderLines.orderNid, nid))
    .orderBy(supplierOrderLines.lineNo);
  return { order, lines };
}

/** The document's lines with product and price from the order (by default, everything still to come). */
async function linesFor(tx: Tx, request: AcceptanceRequest) {
  const { order, lines: orderLines } = await receivingOrder(tx, request.supplierOrderNid);
  const byNo = new Map(orderLines.map((line) => [line.lineNo, line]));
  const wanted: AcceptanceLineRequest[] =
    request.lines ??
    orderLines.map((line) => ({
      orderLineNo: line.lineNo,
      quantity: Math.max(0, line.quantity - line.received),
      discrepancy: null,
      note: null,
    }));
  const errors: FieldErrors = {};
  wanted.forEach((line, index) => {
    if (!byNo.has(line.orderLineNo)) errors[`lines.${index}.orderLineNo`] = 'В заказе нет такой строки';
  });
  refuseWhenInvalid(ACCEPTANCE_NOT_SAVED, errors);
  return { order, ...numberedLines(wanted, (line) => byNo.get(line.orderLineNo) as (typeof orderLines)[number]) };
}

async function writeLines(tx: Tx, acceptanceNid: number, lines: Awaited<ReturnType<typeof linesFor>>['lines']) {
  await tx.delete(acceptanceLines).where(eq(acceptanceLines.acceptanceNid, acceptanceNid));
  if (lines.length) await tx.insert(acceptanceLines).values(lines.map((line) => ({ ...line, acceptanceNid })));
}

/** A new draft acceptance against a placed order; returns its nid. */
export async function createAcceptance(db: Db, request: AcceptanceRequest, actor: DocumentActor): Promise<number> {
  return db.transaction(async (tx) => {
    const { order, lines, total } = await linesFor(tx, request);
    const nid = await insertDocumentRow(
      tx,
      acceptances,
      {
        supplierOrderNid: order.nid,
        supplierNid: order.supplierNid,
        comment: request.comment,
        locationNid: await locationFor(tx, request.locationNid, WAREHOUSE_NID, ACCEPTANCE_NOT_SAVED),
        total,
        ...createdBy(actor),
      },
      'acceptance',
    );
    await writeLines(tx, nid, lines);
    return nid;
  });
}

/** The acceptance locked for a change, refused unless it is a draft. */
export async function lockAcceptance(tx: Tx, nid: number) {
  return lockDocumentRow(tx, acceptances, nid, `Приёмка № ${nid} не найдена`);
}

async function lockDraft(tx: Tx, nid: number, what: string) {
  const row = await lockAcceptance(tx, nid);
  if (row.status !== 'DRAFT') throw badUserInput(`Приёмка № ${nid} уже проведена: ${what} можно только черновик`);
  return row;
}

/** Replaces a draft's comment, location (when one is sent) and lines (its order stays). */
export async function updateAcceptance(db: Db, nid: number, request: AcceptanceRequest): Promise<void> {
  await db.transaction(async (tx) => {
    const draft = await lockDraft(tx, nid, 'изменить');
    const { lines, total } = await linesFor(tx, { ...request, supplierOrderNid: draft.supplierOrderNid });
    const locationNid = await locationFor(tx, request.locationNid, draft.locationNid, ACCEPTANCE_NOT_SAVED);
    await tx.update(acceptances).set({ comment: request.comment, locationNid, total }).where(eq(acceptances.nid, nid));
    await writeLines(tx, nid, lines);
  });
}

export async function deleteAcceptance(db: Db, nid: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockDraft(tx, nid, 'удалить');
    await tx.delete(acceptances).where(eq(acceptances.nid, nid));
  });
}
