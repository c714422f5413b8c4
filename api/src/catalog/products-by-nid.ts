import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../db/open-database';
import { PRODUCT_COLUMNS, type ProductRow } from './list-products';

// Each row as one JSON object the database builds: a driver parses one field a row far faster than thirty (a page of
// rows in about half the time, on PGlite and on PostgreSQL alike). The keys are the rows' own, the dates made again.
const ROW_OBJECT = sql.raw(
  `json_build_object(${Object.entries(PRODUCT_COLUMNS)
    .map(([key, column]) => `'${key}', "${column.name}"`)
    .join(', ')})`,
);
const DATE_KEYS = Object.entries(PRODUCT_COLUMNS).flatMap(([key, column]) => (column.dataType === 'date' ? [key] : []));

function productRow(object: Record<string, unknown>): ProductRow {
  for (const key of DATE_KEYS) object[key] = new Date(object[key] as string);
  return object as unknown as ProductRow;
}

/**
 * Products by nid, as `Query.product` gives them (discontinued ones too); an unknown nid is
 * simply absent. `update` locks the rows in nid order until the transaction ends (the lock order
 * of every writer of stock, documents/stock-reservations.ts): their prices cannot change under an
 * order being placed, and its reservations read the stock the last writer left.
 */
export async function productsByNid(
  db: Db,
  nids: readonly number[],
  lock?: 'update',
): Promise<Map<number, ProductRow>> {
  const wanted = [...new Set(nids)];
  if (wanted.length === 0) return new Map();
  const rows = await selectRows<{ row: Record<string, unknown> }>(
    db,
    sql`SELECT ${ROW_OBJECT} AS row FROM products WHERE nid = ANY(${`{${wanted.join(',')}}`}::int[])${lock ? sql` ORDER BY nid FOR NO KEY UPDATE` : sql``}`,
  );
  return new Map(rows.map(({ row }) => [row.nid as number, productRow(row)]));
}
