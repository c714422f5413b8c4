import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { counterparties, supplierOrderLines, supplierOrders } from '../db/purchasing-schema';
import { products } from '../db/schema';
import { badUserInput } from '../core/errors';
import type { Tx } from '../core/transaction';
import { lockDocumentRow, insertDocumentRow } from '../documents/document-rows';
import { createdBy, type DocumentActor } from '../documents/document-actor';
import { refuseWhenInvalid, type FieldErrors } from '../documents/document-input';
import { ORDER_NOT_SAVED, type SupplierOrderRequest } from './supplier-order-request';

/** Refuses an unknown supplier or product, beside its field. */
async function checkReferences(tx: Tx, request: SupplierOrderRequest) {
  const errors: FieldErrors = {};
  const [supplier] = await tx
    .select({ nid: counterparties.nid })
    .from(counterparties)
    .where(and(eq(counterparties.nid, request.supplierNid), eq(counterparties.kind, 'SUPPLIER')));
  if (!supplier) errors.supplierNid = 'Выберите поставщика из списка';
  const nids = request.lines.map((line) => line.nid);
  const known = new Set(
    nids.length
      ? (await tx.select({ nid: products.nid }).from(products).where(inArray(products.nid, nids))).map((row) => row.nid)
      : [],
  );
  request.lines.forEach(({ nid }, index) => {
    if (!known.has(nid)) errors[`lines.${index}.nid`] = 'Такого товара нет в каталоге';
  });
  refuseWhenInvalid(ORDER_NOT_SAVED, errors);
}

const totalOf = (request: SupplierOrderRequest) =>
  request.lines.reduce((sum, line) => sum + line.quantity * line.price, 0);

async function writeLines(tx: Tx, orderNid: number, request: SupplierOrderRequest) {
  await tx.delete(supplierOrderLines).where(eq(supplierOrderLines.orderNid, orderNid));
  if (request.lines.length === 0) return;
  await tx.insert(supplierOrderLines).values(
    request.lines.map(({ nid, quantity, price }, index) => ({
      orderNid,
      lineNo: index + 1,
      productNid: nid,
      quantity,
      price,
    })),
  );
}

/** A new draft order; returns its nid. */
export async function createSupplierOrder(
  db: Db,
  request: SupplierOrderRequest,
  actor: DocumentActor,
): Promise<number> {
  return db.transaction(async (tx) => {
    await checkReferences(tx, request);
    const orderNid = await insertDocumentRow(
      tx,
      supplierOrders,
      {
        supplierNid: request.supplierNid,
        expectedDate: request.expectedDate,
        comment: request.comment,
        total: totalOf(request),
        ...createdBy(actor),
      },
      'supplier order',
    );
    await writeLines(tx, orderNid, request);
    return orderNid;
  });
}

/** The order locked for a change, refused unless it is a draft. */
async function lockDraft(tx: Tx, nid: number, what: string) {
  const order = await lockDocumentRow(tx, supplierOrders, nid, `Заказ поставщику № ${nid} не найден`);
  if (order.status !== 'DRAFT')
    throw badUserInput(`Заказ поставщику № ${nid} уже размещён: ${what} можно только черновик`);
}

/** Replaces a draft's supplier, date, comment and lines. */
export async function updateSupplierOrder(db: Db, nid: number, request: SupplierOrderRequest): Promise<void> {
  await db.transaction(async (tx) => {
    await lockDraft(tx, nid, 'изменить');
    await checkReferences(tx, request);
    await tx
      .update(supplierOrders)
      .set({
        supplierNid: request.supplierNid,
        expectedDate: request.expectedDate,
        comment: request.comment,
        total: totalOf(request),
      })
      .where(eq(supplierOrders.nid, nid));
    await writeLines(tx, nid, request);
  });
}

/** Deletes a draft with its lines. */
export async function deleteSupplierOrder(db: Db, nid: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockDraft(tx, nid, 'удалить');
    await tx.delete(supplierOrders).where(eq(supplierOrders.nid, nid));
  });
}
