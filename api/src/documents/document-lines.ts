import { and, asc, eq, type AnyColumn } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { products } from '../db/schema';

/** What every document line shows: its place in the document and its product. */
export interface DocumentLine {
  lineNo: number;
  nid: number;
  name: string;
  vendorCode: string;
}

/** A document line that moves goods at a price: how many, at what price, for how much. */
export interface GoodsLine extends DocumentLine {
  quantity: number;
  price: number;
  amount: number;
}

/**
 * A document line's product as it is now, for the lines' select: its number from the line, its
 * name and vendor code from `products` (joined on the same number).
 */
export const lineProduct = <TColumn extends AnyColumn>(productNid: TColumn) => ({
  nid: productNid,
  name: products.name,
  vendorCode: products.vendorCode,
});

/** A goods line's quantity, price and amount, for the lines' select. */
export const lineGoods = <Lines extends Record<'quantity' | 'price' | 'amount', AnyColumn>>(
  lines: Lines,
): Pick<Lines, 'quantity' | 'price' | 'amount'> => ({
  quantity: lines.quantity,
  price: lines.price,
  amount: lines.amount,
});

/** A kind of document line and the lines it comes from (an acceptance's and its order's, a return's and its shipment's). */
export interface SourcedLines {
  /** The line's document, its number, and the number of the line it comes from. */
  line: { document: PgColumn; lineNo: PgColumn; sourceLineNo: PgColumn };
  /** The lines they come from: their table, their document and their number. */
  source: { table: PgTable; document: PgColumn; lineNo: PgColumn };
}

/**
 * One document's lines in their order, each joined to the line it comes from: that line's document is the one the
 * document names (`sourceNid`), its number the one the line names. `query` is the lines' select, made dynamic.
 */
export const sourcedLinesOf = <Query extends PgSelect>(
  query: Query,
  { line, source }: SourcedLines,
  document: { nid: number; sourceNid: number },
) =>
  query
    .innerJoin(source.table, and(eq(source.document, document.sourceNid), eq(source.lineNo, line.sourceLineNo)))
    .where(eq(line.document, document.nid))
    .orderBy(asc(line.lineNo));
