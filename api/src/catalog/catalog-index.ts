// The catalogue engine's index of one catalogue version (docs/decisions/0008-catalogue-engine.md):
// the products on sale, each at a position, in the order of a walk of the category tree, so that
// a category and everything below it is one run of positions; a bitmap of positions per select
// value and for "in stock" and "discounted"; the range columns as arrays; and for each sort its
// order as the database gives it (its collation, its ties). Answers are counted from it in memory
// (./index-queries); the database is asked only for the rows of a page.
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../db/open-database';
import { loadCatalogMetadata, type CatalogMetadata } from './catalog-metadata';

export const RANGE_FIELDS = ['salePrice', 'length', 'width', 'heigth'] as const;
export type IndexedRangeField = (typeof RANGE_FIELDS)[number];

const RANGE_COLUMNS: Record<IndexedRangeField, string> = {
  salePrice: 'sale_price',
  length: 'length',
  width: 'width',
  heigth: 'heigth',
};

const SORT_FIELDS = { ORDER: '"order"', PRICE: 'sale_price', NEW: 'created_at', NAME: 'name' } as const;
export type IndexedSortField = keyof typeof SORT_FIELDS;
export type SortDirection = 'ASC' | 'DESC';

/** One sort's order: `rank[position]` and the position at each rank. */
interface SortOrder {
  rank: Int32Array;
  at: Int32Array;
}

export interface CatalogIndex {
  /** The catalogue version it was read at. */
  version: number;
  /** Products on sale. */
  size: number;
  /** position -> product nid. */
  nids: Int32Array;
  /** position -> category nid. */
  categoryOf: Int32Array;
  /** Category nid -> the run of positions of it and every category below it: [first, end). */
  scopes: Map<number, readonly [number, number]>;
  /** Select value nid -> bitmap of the positions with it. */
  values: Map<number, Uint32Array>;
  /** Value nid -> position -> how many more times than once the product lists it (rare; counted as SQL counts). */
  repeats: Map<number, Map<number, number>>;
  inStock: Uint32Array;
  discounted: Uint32Array;
  /** A range column's values and which positions have one. */
  ranges: Record<IndexedRangeField, { values: Int32Array; present: Uint32Array }>;
  /** `${field} ${direction}` -> its order. */
  sorts: Map<string, SortOrder>;
}

export const sortKey = (field: IndexedSortField, direction: SortDirection) => `${field} ${direction}`;

const wordsFor = (size: number) => Math.ceil(size / 32);

const set = (bits: Uint32Array, position: number) => {
  bits[position >>> 5]! |= 1 << (position & 31);
};

/** The categories in the order of a walk of the tree (a category, then each child's subtree), by position. */
function categoryWalk(metadata: CatalogMetadata): number[] {
  const order: number[] = [];
  const visit = (nid: number) => {
    order.push(nid);
    for (const child of metadata.childrenOf.get(nid) ?? []) visit(child.nid);
  };
  for (const category of metadata.categories) if (category.topCategoryNid === null) visit(category.nid);
  return order;
}

interface ProductRow {
  nid: number;
  category_nid: number;
  value_nids: number[] | string;
  in_stock: boolean;
  discounted: boolean;
  [column: string]: unknown;
}

/** A PostgreSQL int[] as a driver hands it: an array, or its text `{1,2,3}`. */
const intList = (value: number[] | string): number[] =>
  Array.isArray(value) ? value.map(Number) : value.length > 2 ? value.slice(1, -1).split(',').map(Number) : [];

/**
 * Reads the index of the catalogue as of now, and the catalogue's categories and options it is made with, in one
 * read-only snapshot (every query of it sees the same committed catalogue, whose version it carries).
 */
export async function buildCatalogIndex(db: Db): Promise<{ index: CatalogIndex; metadata: CatalogMetadata }> {
  return db.transaction(
    async (tx) => {
      const [versionRow] = await selectRows<{ version: string | number }>(
        tx,
        sql`SELECT version FROM catalog_version WHERE id = 1`,
      );
      const metadata = await loadCatalogMetadata(tx);
      const rows = await selectRows<ProductRow>(
        tx,
        sql.raw(
          `SELECT nid, category_nid, value_nids, stock > 0 AS in_stock, price_with_action IS NOT NULL AS discounted, ${RANGE_FIELDS.map((field) => RANGE_COLUMNS[field]).join(', ')} FROM products WHERE on_sale`,
        ),
      );
      const walk = categoryWalk(metadata);
      const walkIndex = new Map(walk.map((nid, index) => [nid, index]));
      const place = (nid: number) => walkIndex.get(nid) ?? walk.length;
      rows.sort((a, b) => place(a.category_nid) - place(b.category_nid) || a.nid - b.nid);
      const size = rows.length;
      const words = wordsFor(size);
      const nids = new Int32Array(size);
      const categoryOf = new Int32Array(size);
      const positionOf = new Map<number, number>();
      const values = new Map<number, Uint32Array>();
      const repeats = new Map<number, Map<number, number>>();
      const inStock = new Uint32Array(words);
      const discounted = new Uint32Array(words);
      const ranges = Object.fromEntries(
        RANGE_FIELDS.map((field) => [field, { values: new Int32Array(size), present: new Uint32Array(words) }]),
      ) as CatalogIndex['ranges'];
      rows.forEach((row, position) => {
        nids[position] = row.nid;
        categoryOf[position] = row.category_nid;
        positionOf.set(row.nid, position);
        if (row.in_stock) set(inStock, position);
        if (row.discounted) set(discounted, position);
        for (const field of RANGE_FIELDS) {
          const value = row[RANGE_COLUMNS[field]];
          if (value === null || value === undefined) continue;
          ranges[field].values[position] = Number(value);
          set(ranges[field].present, position);
        }
        const seen = new Set<number>();
        for (const valueNid of intList(row.value_nids)) {
          if (seen.has(valueNid)) {
            const extra = repeats.get(valueNid) ?? new Map<number, number>();
            extra.set(position, (extra.get(position) ?? 0) + 1);
            repeats.set(valueNid, extra);
            continue;
          }
          seen.add(valueNid);
          let bits = values.get(valueNid);
          if (!bits) values.set(valueNid, (bits = new Uint32Array(words)));
          set(bits, position);
        }
      });
      // Each category's run: from its first product to the end of its last descendant's.
      const scopes = new Map<number, readonly [number, number]>();
      const firstAt = (walkPosition: number) => {
        let low = 0;
        let high = size;
        while (low < high) {
          const middle = (low + high) >>> 1;
          if (place(categoryOf[middle]!) < walkPosition) low = middle + 1;
          else high = middle;
        }
        return low;
      };
      const subtreeEnd = (nid: number): number => {
        const children = metadata.childrenOf.get(nid) ?? [];
        return children.length > 0 ? subtreeEnd(children[children.length - 1]!.nid) : place(nid) + 1;
      };
      for (const nid of walk) scopes.set(nid, [firstAt(place(nid)), firstAt(subtreeEnd(nid))]);
      // Each sort's order as the database sorts (its collation, its ties broken by nid).
      const sorts = new Map<string, SortOrder>();
      for (const [field, column] of Object.entries(SORT_FIELDS) as [IndexedSortField, string][]) {
        for (const direction of ['ASC', 'DESC'] as const) {
          const ordered = await selectRows<{ nid: number }>(
            tx,
            sql.raw(`SELECT nid FROM products WHERE on_sale ORDER BY ${column} ${direction}, nid`),
          );
          const rank = new Int32Array(size);
          const at = new Int32Array(size);
          ordered.forEach((row, index) => {
            const position = positionOf.get(Number(row.nid))!;
            rank[position] = index;
            at[index] = position;
          });
          sorts.set(sortKey(field, direction), { rank, at });
        }
      }
      const index: CatalogIndex = {
        version: Number(versionRow?.version ?? 0),
        size,
        nids,
        categoryOf,
        scopes,
        values,
        repeats,
        inStock,
        discounted,
        ranges,
        sorts,
      };
      return { index, metadata };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
