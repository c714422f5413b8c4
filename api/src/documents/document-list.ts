import { count, desc, eq, gte, lt, sql, type AnyColumn, type Column, type GetColumnData, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open-database';
import { badUserInput } from '../core/errors';
import type { Page } from '../core/paging';
import { shopDayRange } from '../core/shop-days';

/** A page of a list with how many rows its filter finds in all. */
export interface ListPage<Item> {
  total: number;
  items: Item[];
}

/** A list's query, filtered and ordered, still to be cut to a page. */
interface OrderedRows<Row> {
  offset(skip: number): { limit(limit: number): PromiseLike<Row[]> };
}

/**
 * One page of a list and the count for the same filter, asked for at once; `itemsOf` turns the
 * page's rows into what the list gives (it may read more, e.g. the lines or the payments).
 */
export async function listPage<Row>(
  rows: OrderedRows<Row>,
  counted: PromiseLike<{ total: number }[]>,
  page: Page,
): Promise<ListPage<Row>>;
export async function listPage<Row, Item>(
  rows: OrderedRows<Row>,
  counted: PromiseLike<{ total: number }[]>,
  page: Page,
  itemsOf: (rows: Row[]) => Item[] | PromiseLike<Item[]>,
): Promise<ListPage<Item>>;
export async function listPage<Row, Item>(
  rows: OrderedRows<Row>,
  counted: PromiseLike<{ total: number }[]>,
  page: Page,
  itemsOf?: (rows: Row[]) => Item[] | PromiseLike<Item[]>,
): Promise<ListPage<Row | Item>> {
  const [pageRows, [totals]] = await Promise.all([rows.offset(page.skip).limit(page.limit), counted]);
  return { total: totals?.total ?? 0, items: itemsOf ? await itemsOf(pageRows) : pageRows };
}

/** How many rows of one table the filter finds (a filter over joined tables counts over the join itself). */
export const countRows = (db: Db, table: PgTable, where: SQL | undefined) =>
  db.select({ total: count() }).from(table).where(where);

/** A document list's order: the newest first, the later number first among those made at the same moment. */
export const newestFirst = (document: { createdAt: AnyColumn; nid: AnyColumn }) => [
  desc(document.createdAt),
  desc(document.nid),
];

/** A document table: every document has its number and the moment it was made. */
type DocumentTable = PgTable & { nid: AnyColumn; createdAt: AnyColumn };

/** A document list's select, filtered, still to be ordered. */
interface FilteredRows<Row> {
  orderBy(...order: SQL[]): OrderedRows<Row>;
}

/**
 * A page of documents, newest first, with how many the filter finds: in the document's table, or
 * by `counted` when the filter looks at joined tables.
 */
export function newestDocumentsPage<Row>(
  db: Db,
  document: DocumentTable,
  rows: FilteredRows<Row>,
  where: SQL | undefined,
  page: Page,
  counted: PromiseLike<{ total: number }[]> = countRows(db, document, where),
): Promise<ListPage<Row>> {
  return listPage(rows.orderBy(...newestFirst(document)), counted, page);
}

/** The column equals the filter's value; no condition when the filter leaves it out. */
export const equalsIfGiven = <TColumn extends Column>(
  column: TColumn,
  value: GetColumnData<TColumn, 'raw'> | null | undefined,
): SQL | undefined => (value ? eq(column, value) : undefined);

/**
 * The filter's fields named like the document's columns (status, the supplier, the order...):
 * each one given must equal its column.
 */
export const equalFields = <Filter, Field extends keyof Filter & string>(
  document: Record<Field, Column>,
  filter: Filter,
  fields: readonly Field[],
): SQL[] => fields.flatMap((field) => (filter[field] ? [eq(document[field], filter[field])] : []));

/**
 * A list filter's Moscow days (see shopDayRange) as conditions on a moment column. `reversed`
 * says what a «from» day after the «to» day does: refused, or simply nothing is found.
 */
export function madeWithinDays(
  column: AnyColumn,
  from: string | null | undefined,
  to: string | null | undefined,
  reversed: 'refuse' | 'find nothing',
): SQL[] {
  const days = shopDayRange(from, to);
  if (reversed === 'refuse' && days.from && days.to && days.from >= days.to)
    throw badUserInput('Дата «с» позже даты «по»');
  const conditions: SQL[] = [];
  if (days.from) conditions.push(gte(column, days.from));
  if (days.to) conditions.push(lt(column, days.to));
  return conditions;
}

/** A search by part of a document's number: its digits; a search without any finds nothing. */
export function numberContains(nid: AnyColumn, search: string | null | undefined): SQL | undefined {
  if (!search?.trim()) return undefined;
  const digits = search.replace(/\D/g, '');
  return digits ? sql`${nid}::text LIKE ${`%${digits}%`}` : sql`false`;
}

/** Escapes LIKE wildcards, for a «contains» search. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
