import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { counterpartyMoves } from '../db/purchasing-schema';
import { products, productStocks, stockMoves } from '../db/schema';
import type { Tx } from '../core/transaction';
import type { DOCUMENT_STATUSES } from '../db/purchasing-schema';

/** How the ledgers name a document's rows: its type and its nid. */
export interface LedgerDocument {
  documentType: string;
  documentNid: number;
}

/**
 * The products of a document's lines locked by nid (so two postings never deadlock and a second
 * one reads the stock the first one left), with their names as they are now and their stock at
 * the document's location. Every move of a product is written under its row's lock, so its stock
 * at each location (product_stocks, kept by the moves' trigger) is read after the last one.
 */
export async function lockLineProducts(tx: Tx, lines: readonly { productNid: number }[], locationNid: number) {
  const nids = [...new Set(lines.map((line) => line.productNid))];
  if (!nids.length) return new Map<number, { nid: number; name: string; vendorCode: string; stock: number }>();
  const locked = await tx
    .select({ nid: products.nid, name: products.name, vendorCode: products.vendorCode })
    .from(products)
    .where(inArray(products.nid, nids))
    .orderBy(asc(products.nid))
    .for('update');
  const stocks = await tx
    .select({ productNid: productStocks.productNid, onHand: productStocks.onHand })
    .from(productStocks)
    .where(and(inArray(productStocks.productNid, nids), eq(productStocks.locationNid, locationNid)));
  const stockOf = new Map(stocks.map((row) => [row.productNid, row.onHand]));
  return new Map(locked.map((row) => [row.nid, { ...row, stock: stockOf.get(row.nid) ?? 0 }]));
}

/**
 * The stock moves of a document's lines at its location, one per line with goods (lines at 0 move
 * nothing): `direction` +1 brings the goods in, −1 takes them out.
 */
export async function writeStockMoves(
  tx: Tx,
  move: LedgerDocument & { reason: string; document: string; locationNid: number },
  lines: readonly { productNid: number; quantity: number }[],
  direction: number,
): Promise<void> {
  const moves = lines
    .filter((line) => line.quantity > 0)
    .map((line) => ({ ...move, productNid: line.productNid, quantity: direction * line.quantity }));
  if (moves.length) await tx.insert(stockMoves).values(moves);
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
