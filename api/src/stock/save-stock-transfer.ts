import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { products, WAREHOUSE_NID } from '../db/schema';
import { stockTransferLines, stockTransfers } from '../db/stock-schema';
import { badUserInput } from '../core/errors';
import type { Tx } from '../core/transaction';
import { insertDocumentRow, lockDocumentRow } from '../documents/document-rows';
import { createdBy, type DocumentActor } from '../documents/document-actor';
import { refuseWhenInvalid, type FieldErrors } from '../documents/document-input';
import { listStockLocations } from '../documents/stock-locations';
import { STOCK_TRANSFER_NOT_SAVED, type StockTransferRequest } from './stock-transfer-request';

/** «Перемещение № 5 не найдено». */
export const transferMissing = (nid: number) => `Перемещение № ${nid} не найдено`;

/**
 * Where a transfer's goods leave and arrive: the ones chosen (checked to exist and to differ),
 * else those it had; a new transfer leaves the warehouse by default (where goods arrive from
 * suppliers) for the first other location in the list (the shop, where pickup orders are
 * handed over).
 */
async function routeOf(
  tx: Tx,
  request: StockTransferRequest,
  saved: { locationNid: number; destinationNid: number } | null,
) {
  const locations = await listStockLocations(tx);
  const errors: FieldErrors = {};
  const known = (nid: number | null, field: string) => {
    if (nid !== null && !locations.some((location) => location.nid === nid))
      errors[field] = 'Такого места хранения нет';
    return nid;
  };
  const locationNid = known(request.locationNid, 'locationNid') ?? saved?.locationNid ?? WAREHOUSE_NID;
  const destinationNid =
    known(request.destinationNid, 'destinationNid') ??
    (saved && saved.destinationNid !== locationNid ? saved.destinationNid : undefined) ??
    locations.find((location) => location.nid !== locationNid)?.nid;
  if (destinationNid === undefined) throw new Error('a transfer needs two stock locations');
  if (destinationNid === locationNid) errors.destinationNid = 'Товар перемещают в другое место хранения';
  refuseWhenInvalid(STOCK_TRANSFER_NOT_SAVED, errors);
  return { locationNid, destinationNid };
}

/** Replaces a draft's lines, each product checked to be in the catalogue (refused beside its line). */
async function writeLines(tx: Tx, transferNid: number, lines: StockTransferRequest['lines'] & object) {
  const nids = lines.map((line) => line.nid);
  const known = nids.length
    ? new Set(
        (await tx.select({ nid: products.nid }).from(products).where(inArray(products.nid, nids))).map(
          (row) => row.nid,
        ),
      )
    : new Set<number>();
  const errors: FieldErrors = {};
  lines.forEach((line, index) => {
    if (!known.has(line.nid)) errors[`lines.${index}.nid`] = 'Такого товара нет в каталоге';
  });
  refuseWhenInvalid(STOCK_TRANSFER_NOT_SAVED, errors);
  await tx.delete(stockTransferLines).where(eq(stockTransferLines.transferNid, transferNid));
  if (lines.length)
    await tx
      .insert(stockTransferLines)
      .values(
        lines.map((line, index) => ({ transferNid, lineNo: index + 1, productNid: line.nid, quantity: line.quantity })),
      );
}

/** A new draft transfer (without lines unless given); returns its nid. */
export async function createStockTransfer(
  db: Db,
  request: StockTransferRequest,
  actor: DocumentActor,
): Promise<number> {
  return db.transaction(async (tx) => {
    const nid = await insertDocumentRow(
      tx,
      stockTransfers,
      { ...(await routeOf(tx, request, null)), comment: request.comment, ...createdBy(actor) },
      'stock transfer',
    );
    await writeLines(tx, nid, request.lines ?? []);
    return nid;
  });
}

/** The transfer's row locked for a change. */
export const lockStockTransfer = (tx: Tx, nid: number) =>
  lockDocumentRow(tx, stockTransfers, nid, transferMissing(nid));

async function lockDraft(tx: Tx, nid: number, what: string) {
  const row = await lockStockTransfer(tx, nid);
  if (row.status !== 'DRAFT') throw badUserInput(`Перемещение № ${nid} уже проведено: ${what} можно только черновик`);
  return row;
}

/** Changes a draft: where from and where to, the comment, and its lines (left out: unchanged). */
export async function updateStockTransfer(db: Db, nid: number, request: StockTransferRequest): Promise<void> {
  await db.transaction(async (tx) => {
    const draft = await lockDraft(tx, nid, 'изменить');
    const route = await routeOf(tx, request, draft);
    await tx
      .update(stockTransfers)
      .set({ ...route, comment: request.comment })
      .where(eq(stockTransfers.nid, nid));
    if (request.lines) await writeLines(tx, nid, request.lines);
  });
}

export async function deleteStockTransfer(db: Db, nid: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockDraft(tx, nid, 'удалить');
    await tx.delete(stockTransfers).where(eq(stockTransfers.nid, nid));
  });
}
