import { asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { notFound } from './errors';
import type { Tx } from './transaction';

/** A document's row locked for a change (`FOR UPDATE`); NOT_FOUND with `missing` when there is none. */
export async function lockDocumentRow<Table extends PgTable & { nid: PgColumn }>(
  tx: Tx,
  table: Table,
  nid: number,
  missing: string,
): Promise<Table['$inferSelect']> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.nid, nid))
    .for('update');
  if (!row) throw notFound(missing);
  return row as Table['$inferSelect'];
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
