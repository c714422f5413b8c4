import { sql, type SQL } from 'drizzle-orm';
import { readCatalogVersion } from '../catalog/catalog-index';
import { loadCatalogMetadata, type CatalogMetadata, type CategoryRow } from '../catalog/catalog-metadata';
import { selectRows, type Db } from '../db/open-database';

/**
 * Runs `work` in one read-only snapshot of the catalogue, as the catalogue engine reads its index: every query of it
 * sees the same committed catalogue, whose version and categories and options it is given.
 */
export function inCatalogSnapshot<T>(
  db: Db,
  work: (tx: Db, snapshot: { version: number; metadata: CatalogMetadata }) => Promise<T>,
): Promise<T> {
  return db.transaction(
    async (tx) => {
      const version = await readCatalogVersion(tx);
      const metadata = await loadCatalogMetadata(tx);
      return work(tx, { version, metadata });
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The categories in the order of a walk of the tree: a category, then each child's subtree (by position). */
export function categoryWalk(metadata: CatalogMetadata): CategoryRow[] {
  const walk: CategoryRow[] = [];
  const visit = (category: CategoryRow) => {
    walk.push(category);
    for (const child of metadata.childrenOf.get(category.nid) ?? []) visit(child);
  };
  for (const category of metadata.categories) if (category.topCategoryNid === null) visit(category);
  return walk;
}

/**
 * The products on sale in nid order, `size` at a time, each as the JSON array of `columns`: a batch is one text the
 * database builds (json_agg), which a driver hands over far faster than as many rows (50 000 products: 0.17 s
 * instead of 0.65 s on PGlite).
 */
export async function* productsOnSale<Row extends unknown[]>(
  tx: Db,
  columns: SQL,
  size: number,
): AsyncGenerator<Row[]> {
  for (let after = 0; ;) {
    const [batch] = await selectRows<{ rows: string | null; last: number | null }>(
      tx,
      sql`SELECT json_agg(json_build_array(${columns}) ORDER BY nid)::text AS rows, max(nid) AS last
          FROM (SELECT * FROM products WHERE on_sale AND nid > ${after} ORDER BY nid LIMIT ${size}) AS batch`,
    );
    const rows = JSON.parse(batch?.rows ?? '[]') as Row[];
    if (rows.length > 0) yield rows;
    if (rows.length < size || batch?.last === null || batch?.last === undefined) return;
    after = batch.last;
  }
}
