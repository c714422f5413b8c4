import { refuseWhenInvalid, type FieldErrors } from './document-input';
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open-database';
import type { Tx } from '../core/transaction';

/** What a draft line takes from the line it comes from (an order's, an acceptance's, a shipment's line). */
interface SourceLine {
  productNid: number;
  price: number;
}

/** The draft's lines numbered from 1, each with the product and price of the line it comes from; and their total. */
export function numberedLines<Wanted extends { quantity: number }>(
  wanted: readonly Wanted[],
  sourceOf: (line: Wanted) => SourceLine,
) {
  const lines = wanted.map((line, index) => {
    const { productNid, price } = sourceOf(line);
    return { ...line, lineNo: index + 1, productNid, price };
  });
  return { lines, total: lines.reduce((sum, line) => sum + line.quantity * line.price, 0) };
}

/** A return line's own fields: how many units go back, why, and a note. */
export interface ReturnLineFields<Reason> {
  quantity: number;
  reason: Reason | null;
  note: string | null;
}

/** A return line as the form sends it: reason and note may be left out. */
export type ReturnLineInput<Reason> = Partial<Omit<ReturnLineFields<Reason>, 'quantity'>> & { quantity: number };

/** A draft as saved: its comment, and its lines (null: the document's default lines). */
export interface DraftRequest<Line> {
  comment: string | null;
  lines: Line[] | null;
}

/** A line of the document goods go back against (an acceptance, a shipment), with what is already returned. */
interface ReturnableLine extends SourceLine {
  returned: number;
}

/**
 * A return's lines checked against the document the goods go back against: each names one of its
 * lines (`field`) and returns no more than is left there — refused with every problem beside its
 * field; else numbered, with product and price from there.
 */
export function returnLinesFrom<
  Field extends string,
  Wanted extends { quantity: number } & Record<Field, number>,
  Source extends ReturnableLine,
>(
  wanted: readonly Wanted[],
  returnable: ReadonlyMap<number, Source>,
  check: {
    field: Field;
    /** The field error of a line the document does not have. */
    missing: string;
    leftOf: (line: Source) => number;
    /** What the line brought, as the message says it: «принято 5». */
    broughtOf: (line: Source) => string;
    notSaved: string;
  },
) {
  const errors: FieldErrors = {};
  wanted.forEach((line, index) => {
    const source = returnable.get(line[check.field]);
    if (!source) errors[`lines.${index}.${check.field}`] = check.missing;
    else if (line.quantity > check.leftOf(source)) {
      errors[`lines.${index}.quantity`] =
        `Можно вернуть не больше ${check.leftOf(source)} шт.: ${check.broughtOf(source)}` +
        (source.returned ? `, уже возвращено ${source.returned}` : '');
    }
  });
  refuseWhenInvalid(check.notSaved, errors);
  return numberedLines(wanted, (line) => returnable.get(line[check.field]) as Source);
}

/** A kind of return: its documents, their lines, and which line of the returned-from document each takes back. */
export interface ReturnTables {
  returns: PgTable & { nid: PgColumn; status: PgColumn };
  /** The document a return takes goods back from (its acceptance, its shipment). */
  returnedFrom: PgColumn;
  lines: PgTable & { returnNid: PgColumn; quantity: PgColumn };
  /** The line of that document a return line takes back. */
  returnedLineNo: PgColumn;
}

/** Units the posted returns took back from one document, per its line: a subquery to join on `lineNo`. */
export function returnedByLine(tx: Tx | Db, kind: ReturnTables, documentNid: number) {
  return tx
    .select({
      lineNo: kind.returnedLineNo,
      quantity: sql<number>`sum(${kind.lines.quantity})::integer`.as('returned_quantity'),
    })
    .from(kind.lines)
    .innerJoin(kind.returns, eq(kind.returns.nid, kind.lines.returnNid))
    .where(and(eq(kind.returnedFrom, documentNid), eq(kind.returns.status, 'POSTED')))
    .groupBy(kind.returnedLineNo)
    .as('returned');
}
