import { asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { notFound } from '../core/errors';
import type { Tx } from '../core/transaction';
import type { Db } from '../db/open-database';

/**
 * Writes a new document's row (its number, the nid, comes from the table's sequence) and returns
 * that number; `what` names the document in the error of an insert that returns nothing.
 */
export async function insertDocumentRow<Table extends PgTable & { nid: PgColumn }>(
  tx: Tx | Db,
  table: Table,
  values: Table['$inferInsert'],
  what: string,
): Promise<number> {
  const [row] = await tx
    .insert(table as PgTable)
    .values(values as never)
    .returning({ nid: table.nid });
  if (!row) throw new Error(`${what} insert returned no row`);
  return row.nid as number;
}

/** Changes a document's row: its status and who posted or cancelled it, its totals. */
export async function updateDocumentRow<Table extends PgTable & { nid: PgColumn }>(
  tx: Tx,
  table: Table,
  nid: number,
  changes: Partial<Table['$inferInsert']>,
): Promise<void> {
  await tx
    .update(table as PgTable)
    .set(changes as never)
    .where(eq(table.nid, nid));
}

/** The row of `table` with this nid locked for a change (`FOR UPDATE`); undefined when there is none. */
export async function lockRow<Table extends PgTable & { nid: PgColumn }>(
  tx: Tx,
  table: Table,
  nid: number,
): Promise<Table['$inferSelect'] | undefined> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.nid, nid))
    .for('update');
  return row as Table['$inferSelect'] | undefined;
}

/** A document's row locked for a change; NOT_FOUND with `missing` when there is none. */
export async function lockDocumentRow<Table extends PgTable & { nid: PgColumn }>(
  tx: Tx,
  table: Table,
  nid: number,
  missing: string,
): Promise<Table['$inferSelect']> {
  const row = await lockRow(tx, table, nid);
  if (!row) throw notFound(missing);
  return row;
}

/** A document's lines, by line number: the rows of `table` whose `link` column names the document. */
export async function linesOf<Table extends PgTable & { lineNo: PgColumn }>(
  tx: Tx,
  table: Table,
  link: PgColumn,
  nid: number,
): Promise<Table['$inferSelect'][]> {
  const lines = await tx
    .select()
    .from(table as PgTable)
    .where(eq(link, nid))
    .orderBy(asc(table.lineNo));
  return lines as Table['$inferSelect'][];
}
