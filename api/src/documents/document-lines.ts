import { and, eq, type AnyColumn } from 'drizzle-orm';
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

/**
 * The join of a document line to the line it comes from (an acceptance's to its order's, a
 * return's to its shipment's): that line's document is the one the line's document names, and
 * its number the one the line names.
 */
export const sourceLineOf = (
  source: { document: AnyColumn; lineNo: AnyColumn },
  line: { document: AnyColumn; lineNo: AnyColumn },
) => and(eq(source.document, line.document), eq(source.lineNo, line.lineNo));
