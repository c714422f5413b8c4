import {
  MAX_DOCUMENT_LINES,
  MAX_QUANTITY,
  optionalLocationNid,
  optionalText,
  refuseWhenInvalid,
  type FieldErrors,
} from './document-input';
import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { badUserInput } from '../core/errors';
import type { AnyPgColumn, PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open-database';
import type { Tx } from '../core/transaction';
import { sourcedLinesOf } from './document-lines';

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

/** A draft as saved: its comment, its location (null: the default) and its lines (null: the document's default lines). */
export interface DraftRequest<Line> {
  comment: string | null;
  locationNid: number | null;
  lines: Line[] | null;
}

/** How one kind of return is sent: the field naming the line goods go back against, and its words. */
export interface ReturnForm<Field extends string, Reason> {
  field: Field;
  /** The field error of a line named twice. */
  twice: string;
  /** The error of a return left without lines. */
  noLines: string;
  notSaved: string;
  /** A reason that needs words in the note («Другое»), when the kind has one. */
  reasonToDescribe?: Reason;
}

/**
 * A return checked as a whole: every problem at once, each beside its field. A line with units
 * to return needs a reason (and words for `reasonToDescribe`); a line left at 0 is kept in the
 * draft and dropped on posting.
 */
export function readReturnRequest<Field extends string, Reason>(
  input: {
    comment?: string | null;
    locationNid?: number | null;
    lines?: readonly (Record<Field, number> & ReturnLineInput<Reason>)[] | null;
  },
  form: ReturnForm<Field, Reason>,
): DraftRequest<Record<Field, number> & ReturnLineFields<Reason>> {
  const errors: FieldErrors = {};
  const comment = optionalText(input.comment, 'comment', errors);
  const locationNid = optionalLocationNid(input.locationNid, errors);
  const seen = new Set<number>();
  const lines = input.lines?.map((line, index) => {
    const { quantity } = line;
    const returnedLineNo = line[form.field];
    const reason = line.reason ?? null;
    const note = optionalText(line.note, `lines.${index}.note`, errors);
    if (!Number.isInteger(quantity) || quantity < 0) errors[`lines.${index}.quantity`] = 'Введите целое число от 0';
    else if (quantity > MAX_QUANTITY)
      errors[`lines.${index}.quantity`] = `Не больше ${MAX_QUANTITY.toLocaleString('ru-RU')} шт.`;
    else if (quantity > 0 && !reason) errors[`lines.${index}.reason`] = 'Укажите причину возврата';
    else if (quantity > 0 && reason === form.reasonToDescribe && !note)
      errors[`lines.${index}.note`] = 'Опишите причину возврата';
    if (seen.has(returnedLineNo)) errors[`lines.${index}.${form.field}`] = form.twice;
    seen.add(returnedLineNo);
    return { [form.field]: returnedLineNo, quantity, reason, note } as Record<Field, number> & ReturnLineFields<Reason>;
  });
  if (lines && lines.length === 0) errors.lines = form.noLines;
  if (lines && lines.length > MAX_DOCUMENT_LINES)
    errors.lines = `В одном возврате — не больше ${MAX_DOCUMENT_LINES} строк`;
  refuseWhenInvalid(form.notSaved, errors);
  return { comment, locationNid, lines: lines ?? null };
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

/** A whole-number column every row has (a line's number, its units). */
type WholeColumn = AnyPgColumn<{ data: number; notNull: true }>;

/**
 * A kind of return (to a supplier, from a buyer): its documents, their lines, which line of the returned-from
 * document (an acceptance, a shipment) each takes back, and that document's lines.
 */
export interface ReturnTables {
  returns: PgTable & { nid: PgColumn; status: PgColumn };
  /** The document a return takes goods back from (its acceptance, its shipment). */
  returnedFrom: PgColumn;
  lines: PgTable & { returnNid: PgColumn; lineNo: WholeColumn; quantity: PgColumn };
  /** The line of that document a return line takes back. */
  returnedLineNo: WholeColumn;
  /** The returned-from document's lines: their document, their number and the units each brought. */
  source: { table: PgTable; document: PgColumn; lineNo: WholeColumn; quantity: WholeColumn };
}

/**
 * Units the posted returns took back from one document, per its line: a subquery to join on `lineNo`. A return's
 * own lines leave out that return (`otherThan`): what the document's other returns took.
 */
function returnedByLine(tx: Tx | Db, kind: ReturnTables, documentNid: number, otherThan?: number) {
  return tx
    .select({
      lineNo: kind.returnedLineNo,
      quantity: sql<number>`sum(${kind.lines.quantity})::integer`.as('returned_quantity'),
    })
    .from(kind.lines)
    .innerJoin(kind.returns, eq(kind.returns.nid, kind.lines.returnNid))
    .where(
      and(
        eq(kind.returnedFrom, documentNid),
        eq(kind.returns.status, 'POSTED'),
        otherThan === undefined ? undefined : ne(kind.returns.nid, otherThan),
      ),
    )
    .groupBy(kind.returnedLineNo)
    .as('returned');
}

/** A returned-from line's own fields, for its select: its number, the units it brought and what returns took back. */
export interface ReturnableColumns {
  lineNo: WholeColumn;
  brought: WholeColumn;
  returned: SQL<number>;
}

/**
 * The lines of a document goods go back against, in their order, each with what its posted returns already took
 * back. `select` reads the kind's own fields of `kind.source.table` beside `columns` (a dynamic select).
 */
export function returnableLinesOf<Query extends PgSelect>(
  tx: Tx | Db,
  kind: ReturnTables,
  documentNid: number,
  select: (columns: ReturnableColumns) => Query,
) {
  const returned = returnedByLine(tx, kind, documentNid);
  const { source } = kind;
  return select({
    lineNo: source.lineNo,
    brought: source.quantity,
    returned: sql<number>`coalesce(${returned.quantity}, 0)::integer`.mapWith(Number),
  })
    .leftJoin(returned, eq(returned.lineNo, source.lineNo))
    .where(eq(source.document, documentNid))
    .orderBy(asc(source.lineNo));
}

/** A return line's own fields, for its select: its number, the line it takes back, and what that line brought. */
export interface ReturnLineColumns {
  lineNo: WholeColumn;
  returnedLineNo: WholeColumn;
  brought: WholeColumn;
  /** Units of the same line taken back by the document's other posted returns. */
  returnedElsewhere: SQL<number>;
}

/**
 * One return's lines in their order, each joined to the line it takes back. `select` reads the kind's own fields of
 * `kind.lines` beside `columns` (a dynamic select); `returnedFromNid` is the document the return names.
 */
export function returnLinesOf<Query extends PgSelect>(
  db: Db,
  kind: ReturnTables,
  document: { nid: number; returnedFromNid: number },
  select: (columns: ReturnLineColumns) => Query,
) {
  const elsewhere = returnedByLine(db, kind, document.returnedFromNid, document.nid);
  const { lines, source } = kind;
  const query = select({
    lineNo: lines.lineNo,
    returnedLineNo: kind.returnedLineNo,
    brought: source.quantity,
    returnedElsewhere: sql<number>`coalesce(${elsewhere.quantity}, 0)::integer`.mapWith(Number),
  }).leftJoin(elsewhere, eq(elsewhere.lineNo, kind.returnedLineNo));
  const returnLines = { document: lines.returnNid, lineNo: lines.lineNo, sourceLineNo: kind.returnedLineNo };
  return sourcedLinesOf(
    query,
    { line: returnLines, source },
    { nid: document.nid, sourceNid: document.returnedFromNid },
  );
}

/** What a return says of the document it goes back against when that one is not posted. */
export interface ReturnedFromWords {
  /** The return's field naming the document. */
  field: string;
  missing: string;
  draft: string;
  cancelled: string;
}

/**
 * The posted document goods go back against (an acceptance, a shipment): refused beside the
 * return's field when there is none, or it is a draft or cancelled.
 */
export async function postedToReturnAgainst<Table extends PgTable & { nid: PgColumn; status: PgColumn }>(
  tx: Tx,
  table: Table,
  nid: number,
  words: ReturnedFromWords,
): Promise<Table['$inferSelect']> {
  const [row] = (await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.nid, nid))) as Table['$inferSelect'][];
  const status = (row as { status?: string } | undefined)?.status;
  const problem = !row
    ? words.missing
    : status === 'DRAFT'
      ? words.draft
      : status === 'CANCELLED'
        ? words.cancelled
        : null;
  if (problem) throw badUserInput(problem, { fieldErrors: { [words.field]: problem } });
  return row as Table['$inferSelect'];
}
