import { and, asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { counterpartyMoves } from '../db/purchasing-schema';
import { stockMoves } from '../db/schema';
import { lockProducts, serveWaitingLines, stocksOf } from './stock-reservations';
import type { Tx } from '../core/transaction';
import type { DOCUMENT_STATUSES } from '../db/purchasing-schema';

/** How the ledgers name a document's rows: its type and its nid. */
export interface LedgerDocument {
  documentType: string;
  documentNid: number;
}

/** A document's product, locked, as it is now: its name and its stock at the document's location. */
export interface LockedProduct {
  nid: number;
  name: string;
  vendorCode: string;
  /** On hand at the location. */
  stock: number;
  /** Held there by open orders' reservations. */
  reserved: number;
  /** What may leave: on hand − reserved. */
  free: number;
}

/**
 * The products of a document's lines locked by nid (the lock order of stock-reservations.ts: two
 * postings never deadlock and a second one reads the stock the first one left), with their names as
 * they are now and their stock at the document's location. Every move and reservation of a product
 * is written under its row's lock, so what product_stocks says is read after the last one.
 */
export async function lockLineProducts(tx: Tx, lines: readonly { productNid: number }[], locationNid: number) {
  const locked = await lockProducts(
    tx,
    lines.map((line) => line.productNid),
  );
  const stocks = await stocksOf(
    tx,
    locked.map((row) => row.nid),
  );
  const stockOf = new Map(stocks.filter((row) => row.locationNid === locationNid).map((row) => [row.productNid, row]));
  return new Map<number, LockedProduct>(
    locked.map((row) => {
      const { onHand = 0, reserved = 0 } = stockOf.get(row.nid) ?? {};
      return [row.nid, { ...row, stock: onHand, reserved, free: onHand - reserved }];
    }),
  );
}

/**
 * The stock moves of a document's lines at its location, one per line with goods (lines at 0 move
 * nothing): `direction` +1 brings the goods in, −1 takes them out. Goods brought in serve the order
 * lines waiting for them (stock-reservations.ts) unless `serveWaiting` is false (a cancelled shipment
 * first takes back what it held).
 */
export async function writeStockMoves(
  tx: Tx,
  move: LedgerDocument & { reason: string; document: string; locationNid: number },
  lines: readonly { productNid: number; quantity: number }[],
  direction: number,
  serveWaiting = true,
): Promise<void> {
  const moves = lines
    .filter((line) => line.quantity > 0)
    .map((line) => ({ ...move, productNid: line.productNid, quantity: direction * line.quantity }));
  if (!moves.length) return;
  await tx.insert(stockMoves).values(moves);
  if (direction > 0 && serveWaiting)
    await serveWaitingLines(
      tx,
      moves.map((row) => row.productNid),
      { documentType: move.documentType, documentNid: move.documentNid },
    );
}

/** The settlements row of a document: positive, the shop owes the counterparty; negative, the counterparty owes the shop. */
export async function writeSettlement(
  tx: Tx,
  document: LedgerDocument,
  settlement: { counterpartyNid: number; amount: number; createdBy: string },
): Promise<void> {
  await tx.insert(counterpartyMoves).values({ ...settlement, ...document });
}

/** The first posted document (by nid) linked to the row `nid` through `link`: while it stands, that row's posting stays. */
export async function firstPostedNid(
  tx: Tx,
  table: PgTable & { nid: PgColumn; status: PgColumn },
  link: PgColumn,
  nid: number,
): Promise<number | undefined> {
  const [standing] = await tx
    .select({ nid: table.nid })
    .from(table)
    .where(and(eq(link, nid), eq(table.status, 'POSTED')))
    .orderBy(asc(table.nid))
    .limit(1);
  return standing?.nid as number | undefined;
}

export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
