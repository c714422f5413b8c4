// The catalogue engine's index of one catalogue version (docs/decisions/0008-catalogue-engine.md):
// the products on sale, each at a position, in the order of a walk of the category tree, so that
// a category and everything below it is one run of positions; a bitmap of positions per select
// value and for "in stock" and "discounted"; the range columns as arrays; and for each sort its
// order as the database gives it (its collation, its ties). Answers are counted from it in memory
// (./index-queries); the database is asked only for the rows of a page.
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../db/open-database';
import { set, wordsFor } from './bitmaps';
import { loadCatalogMetadata, type CatalogMetadata } from './catalog-metadata';
import { RANGE_COLUMNS, type RangeField } from './product-conditions';
import { readSearchIndex, searchFits, searchIndexBytes, type SearchIndex } from './search-index';

export type IndexedSortField = 'ORDER' | 'PRICE' | 'NEW' | 'NAME';
export type SortDirection = 'ASC' | 'DESC';

/** One sort's order: `rank[position]` and the position at each rank. */
export interface SortOrder {
  rank: Int32Array;
  at: Int32Array;
}

/**
 * What the SQL of a sort of one field orders by, when the index sorts it itself: a number per product (ties by nid).
 * The name's order is the database's collation, read as an order.
 */
export const NUMERIC_SORT_KEYS = {
  ORDER: '"order"',
  PRICE: 'sale_price',
  NEW: '(extract(epoch FROM created_at) * 1000000)::bigint',
} as const;
export type NumericSortField = keyof typeof NUMERIC_SORT_KEYS;

/** A hash of what a patch cannot follow in place: the name (its sort) and the search vector (its words). */
export const FINGERPRINT = `hashtext(name || ' ' || search::text)`;

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
  ranges: Record<RangeField, { values: Int32Array; present: Uint32Array }>;
  /** `${field} ${direction}` -> its order. */
  sorts: Map<string, SortOrder>;
  /** A numeric sort's key per position. */
  keys: Record<NumericSortField, Float64Array>;
  /** Positions still on sale: every one when read; a patch clears a product taken off sale (its position stays). */
  alive: Uint32Array;
  /** The positions in nid order: a product's position by a binary search. */
  byNid: Int32Array;
  /** FINGERPRINT per position. */
  fingerprints: Int32Array;
  /** The products' search words; null when the database answers searches (see readSearchIndex). */
  search: SearchIndex | null;
}

export const sortKey = (field: IndexedSortField, direction: SortDirection) => `${field} ${direction}`;

/** The order of positions by a numeric key, as `ORDER BY key [DESC], nid` gives it. */
export const byKey =
  (keys: Float64Array, nids: Int32Array, direction: SortDirection) =>
  (a: number, b: number): number =>
    (direction === 'ASC' ? keys[a]! - keys[b]! : keys[b]! - keys[a]!) || nids[a]! - nids[b]!;

/** `rank` and `at` of every position, in order. */
export function orderOf(positions: ArrayLike<number>): SortOrder {
  const at = Int32Array.from(positions);
  const rank = new Int32Array(at.length);
  for (let index = 0; index < at.length; index += 1) rank[at[index]!] = index;
  return { rank, at };
}

/** The position of a product by nid; -1 when the index has none. */
export function positionOfNid(index: Pick<CatalogIndex, 'nids' | 'byNid'>, nid: number): number {
  let low = 0;
  let high = index.byNid.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (index.nids[index.byNid[middle]!]! < nid) low = middle + 1;
    else high = middle;
  }
  const position = index.byNid[low];
  return position !== undefined && index.nids[position] === nid ? position : -1;
}

/** The catalogue version, as the transaction `db` sees it. */
export async function readCatalogVersion(db: Db): Promise<number> {
  const [row] = await selectRows<{ version: string | number }>(
    db,
    sql`SELECT version FROM catalog_version WHERE id = 1`,
  );
  return Number(row?.version ?? 0);
}

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

/** The products on sale as columns, each one text aggregated in nid order (a driver hands one row of a few texts far faster than many rows). */
interface ProductColumns {
  size: number;
  nids: string | null;
  categories: string | null;
  values: string | null;
  in_stock: string | null;
  discounted: string | null;
  fingerprints: string | null;
  by_name: string | null;
  by_name_desc: string | null;
  [range: string]: string | number | null;
}

/** A comma-separated list of whole numbers; an empty item is null (NaN). */
const numbers = (text: string | null, size: number): Float64Array => {
  const list = new Float64Array(size);
  if (!text) return list;
  let index = 0;
  for (const item of text.split(',')) list[index++] = item === '' ? NaN : Number(item);
  return list;
};

/**
 * Reads the index of the catalogue as of now, and the catalogue's categories and options it is made with, in one
 * read-only snapshot (every query of it sees the same committed catalogue, whose version it carries).
 */
export async function buildCatalogIndex(db: Db): Promise<{ index: CatalogIndex; metadata: CatalogMetadata }> {
  return db.transaction(
    async (tx) => {
      const version = await readCatalogVersion(tx);
      const metadata = await loadCatalogMetadata(tx);
      const agg = (expression: string, order = 'nid') => `string_agg(${expression}, ',' ORDER BY ${order})`;
      const [columns] = await selectRows<ProductColumns>(
        tx,
        sql.raw(
          `SELECT count(*)::int AS size, ${agg('nid::text')} AS nids, ${agg('category_nid::text')} AS categories,
            ${agg(`array_to_string(value_nids, ' ')`)} AS values,
            ${agg(`CASE WHEN free_stock > 0 THEN '1' ELSE '' END`)} AS in_stock,
            ${agg(`CASE WHEN price_with_action IS NOT NULL THEN '1' ELSE '' END`)} AS discounted,
            ${RANGE_COLUMNS.map(({ column }) => `${agg(`coalesce(${column}::text, '')`)} AS ${column}`).join(', ')},
            ${Object.entries(NUMERIC_SORT_KEYS)
              .map(([field, key]) => `${agg(`(${key})::text`)} AS "key_${field}"`)
              .join(', ')},
            ${agg(`(${FINGERPRINT})::text`)} AS fingerprints,
            ${agg('nid::text', 'name, nid')} AS by_name, ${agg('nid::text', 'name DESC, nid')} AS by_name_desc
          FROM products WHERE on_sale`,
        ),
      );
      const size = Number(columns?.size ?? 0);
      const nidList = numbers(columns?.nids ?? null, size);
      const categoryList = numbers(columns?.categories ?? null, size);
      const walk = categoryWalk(metadata);
      const walkIndex = new Map(walk.map((nid, index) => [nid, index]));
      const place = (nid: number) => walkIndex.get(nid) ?? walk.length;
      // Positions: the products in the order of the walk of the categories, by nid within one.
      const byPosition = Array.from({ length: size }, (_, row) => row).sort(
        (a, b) => place(categoryList[a]!) - place(categoryList[b]!) || nidList[a]! - nidList[b]!,
      );
      const words = wordsFor(size);
      const nids = new Int32Array(size);
      const categoryOf = new Int32Array(size);
      const values = new Map<number, Uint32Array>();
      const repeats = new Map<number, Map<number, number>>();
      const inStock = new Uint32Array(words);
      const discounted = new Uint32Array(words);
      const ranges = Object.fromEntries(
        RANGE_COLUMNS.map(({ field }) => [field, { values: new Int32Array(size), present: new Uint32Array(words) }]),
      ) as CatalogIndex['ranges'];
      const rangeLists = RANGE_COLUMNS.map(({ column }) => numbers(columns?.[column] as string | null, size));
      const valueLists = (columns?.values ?? '').split(',');
      const stockFlags = (columns?.in_stock ?? '').split(',');
      const discountFlags = (columns?.discounted ?? '').split(',');
      byPosition.forEach((row, position) => {
        nids[position] = nidList[row]!;
        categoryOf[position] = categoryList[row]!;
        if (stockFlags[row]) set(inStock, position);
        if (discountFlags[row]) set(discounted, position);
        RANGE_COLUMNS.forEach(({ field }, index) => {
          const value = rangeLists[index]![row]!;
          if (Number.isNaN(value)) return;
          ranges[field].values[position] = value;
          set(ranges[field].present, position);
        });
        const seen = new Set<number>();
        for (const item of valueLists[row] ? valueLists[row].split(' ') : []) {
          const valueNid = Number(item);
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
      // Each sort's order as the database's: numbers (popularity, price, time) sorted here with ties by nid, names in the
      // database's collation.
      const sorts = new Map<string, SortOrder>();
      const atPosition = (list: Float64Array) => Float64Array.from(byPosition, (row) => list[row]!);
      const keys = Object.fromEntries(
        Object.keys(NUMERIC_SORT_KEYS).map((field) => [
          field,
          atPosition(numbers(columns?.[`key_${field}`] as string | null, size)),
        ]),
      ) as CatalogIndex['keys'];
      const positions = Int32Array.from({ length: size }, (_, position) => position);
      const byNid = positions.slice().sort((a, b) => nids[a]! - nids[b]!);
      for (const field of Object.keys(NUMERIC_SORT_KEYS) as NumericSortField[])
        for (const direction of ['ASC', 'DESC'] as const)
          sorts.set(sortKey(field, direction), orderOf(positions.slice().sort(byKey(keys[field], nids, direction))));
      for (const [direction, text] of [
        ['ASC', columns?.by_name ?? null],
        ['DESC', columns?.by_name_desc ?? null],
      ] as const)
        sorts.set(
          sortKey('NAME', direction),
          orderOf(Array.from(numbers(text, size), (nid) => positionOfNid({ nids, byNid }, nid))),
        );
      const alive = new Uint32Array(words);
      for (let position = 0; position < size; position += 1) set(alive, position);
      const fingerprints = Int32Array.from(atPosition(numbers(columns?.fingerprints ?? null, size)));
      const search = searchFits(size) ? await readSearchIndex(tx, (nid) => positionOfNid({ nids, byNid }, nid)) : null;
      const index: CatalogIndex = {
        version,
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
        keys,
        alive,
        byNid,
        fingerprints,
        search,
      };
      return { index, metadata };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The bytes of an index's arrays (its bitmaps, columns and orders): what it holds in memory, but for small maps. */
export function indexBytes(index: CatalogIndex): number {
  let bytes =
    index.nids.byteLength + index.categoryOf.byteLength + index.inStock.byteLength + index.discounted.byteLength;
  for (const bits of index.values.values()) bytes += bits.byteLength;
  for (const { values, present } of Object.values(index.ranges)) bytes += values.byteLength + present.byteLength;
  for (const { rank, at } of index.sorts.values()) bytes += rank.byteLength + at.byteLength;
  for (const keys of Object.values(index.keys)) bytes += keys.byteLength;
  bytes += index.alive.byteLength + index.byNid.byteLength + index.fingerprints.byteLength;
  if (index.search) bytes += searchIndexBytes(index.search);
  return bytes;
}
