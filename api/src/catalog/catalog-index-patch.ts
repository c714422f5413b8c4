// Following a change without reading the whole index again (docs/decisions/0008-catalogue-engine.md): the products
// the versions since the index's changed (catalog_changes, migration 0016) are read, and a new index is made from the
// old one with only what they touch copied and changed — stock and discount flags, select values, range columns, the
// numeric sorts, a product taken off sale or back on. The old index is never written to: requests still answered
// from it see it whole. What a patch cannot follow in place says so (null), and the index is read whole: a new
// product (it has no position), a product moved to another category, a new name or search words, a category's or an
// option's change, a truncate, a statement over many products, versions the log no longer keeps.
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../db/open-database';
import { clear, has, set } from './bitmaps';
import {
  byKey,
  FINGERPRINT,
  NUMERIC_SORT_KEYS,
  orderOf,
  positionOfNid,
  readCatalogVersion,
  sortKey,
  type CatalogIndex,
  type NumericSortField,
  type SortOrder,
} from './catalog-index';
import { RANGE_COLUMNS } from './product-conditions';

/** How many versions catalog_changes keeps (migration 0016). */
const LOGGED_VERSIONS = 10_000;
/** Beyond this share of the products changed, reading the index whole is as quick. */
const MOST_CHANGED = 0.05;

interface ChangedProduct {
  nid: number;
  category_nid: number;
  on_sale: boolean;
  value_nids: number[];
  in_stock: boolean;
  discounted: boolean;
  fingerprint: number;
  [column: string]: unknown;
}

/** Copies of the old index's arrays, each made on its first write. */
class Copies {
  private readonly made = new Map<object, Uint32Array | Int32Array | Float64Array>();
  own<T extends Uint32Array | Int32Array | Float64Array>(array: T): T {
    let copy = this.made.get(array);
    if (!copy) this.made.set(array, (copy = array.slice()));
    return copy as T;
  }
  /** The array as the new index has it: its copy, or the old one when nothing wrote to it. */
  now<T extends Uint32Array | Int32Array | Float64Array>(array: T): T {
    return (this.made.get(array) as T | undefined) ?? array;
  }
}

/**
 * The order with the positions `moved` (whose keys changed) taken out and put back where their new keys go: one pass
 * over the order, the moved ones merged in.
 */
function reordered(order: SortOrder, moved: Set<number>, compare: (a: number, b: number) => number): SortOrder {
  const kept = order.at.filter((position) => !moved.has(position));
  const placed = Int32Array.from(moved).sort(compare);
  const at = new Int32Array(order.at.length);
  let from = 0;
  let next = 0;
  for (let index = 0; index < at.length; index += 1)
    at[index] =
      next < placed.length && (from >= kept.length || compare(placed[next]!, kept[from]!) < 0)
        ? placed[next++]!
        : kept[from++]!;
  return orderOf(at);
}

/**
 * The index of the catalogue as of now made from `old` and the products changed since, in one read-only snapshot;
 * null when a change needs the index read whole. `changed` lists the nids whose rows may differ from the old index's.
 */
export async function patchCatalogIndex(
  db: Db,
  old: CatalogIndex,
): Promise<{ index: CatalogIndex; changed: number[] } | null> {
  return db.transaction(
    async (tx) => {
      const version = await readCatalogVersion(tx);
      if (version === old.version) return { index: old, changed: [] };
      if (version < old.version || version - old.version >= LOGGED_VERSIONS) return null;
      const logged = await selectRows<{ product_nid: number | null }>(
        tx,
        sql`SELECT DISTINCT product_nid FROM catalog_changes WHERE version > ${old.version} AND version <= ${version}`,
      );
      if (logged.some((row) => row.product_nid === null)) return null;
      const changed = logged.map((row) => Number(row.product_nid));
      if (changed.length > Math.max(1_000, old.size * MOST_CHANGED)) return null;
      const rows =
        changed.length === 0
          ? []
          : await selectRows<ChangedProduct>(
              tx,
              sql.raw(
                `SELECT nid, category_nid, on_sale, value_nids, free_stock > 0 AS in_stock, price_with_action IS NOT NULL AS discounted,
                  ${RANGE_COLUMNS.map(({ column }) => column).join(', ')},
                  ${Object.entries(NUMERIC_SORT_KEYS)
                    .map(([field, key]) => `(${key})::float8 AS "key_${field}"`)
                    .join(', ')},
                  ${FINGERPRINT} AS fingerprint
                FROM products WHERE nid IN (${changed.join(', ')})`,
              ),
            );
      const index = patched(old, version, changed, new Map(rows.map((row) => [Number(row.nid), row])));
      return index && { index, changed };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The new index, or null when a change cannot be followed in place. */
function patched(
  old: CatalogIndex,
  version: number,
  changed: readonly number[],
  rows: Map<number, ChangedProduct>,
): CatalogIndex | null {
  const copies = new Copies();
  const values = new Map(old.values);
  const words = old.alive.length;
  const moved = new Map<NumericSortField, Set<number>>();
  for (const nid of changed) {
    const position = positionOfNid(old, nid);
    const row = rows.get(nid);
    if (position === -1) {
      if (row?.on_sale) return null; // a new product, or one on sale again that was off when the index was read
      continue;
    }
    if (!row?.on_sale) {
      clear(copies.own(old.alive), position);
      continue;
    }
    if (Number(row.category_nid) !== old.categoryOf[position] || Number(row.fingerprint) !== old.fingerprints[position])
      return null;
    const valueNids = (row.value_nids ?? []).map(Number);
    if (new Set(valueNids).size !== valueNids.length) return null; // a value listed twice: counted as SQL counts, on reading
    for (const repeats of old.repeats.values()) if (repeats.has(position)) return null;
    set(copies.own(old.alive), position);
    (row.in_stock ? set : clear)(copies.own(old.inStock), position);
    (row.discounted ? set : clear)(copies.own(old.discounted), position);
    const wanted = new Set(valueNids);
    for (const [valueNid, bits] of values)
      if (has(bits, position) !== wanted.has(valueNid)) {
        // A value's bitmap from the old index is copied once; one this patch made is its own already.
        const own = old.values.has(valueNid) ? copies.own(old.values.get(valueNid)!) : bits;
        (wanted.has(valueNid) ? set : clear)(own, position);
        values.set(valueNid, own);
      }
    for (const valueNid of wanted)
      if (!values.has(valueNid)) {
        const bits = new Uint32Array(words);
        set(bits, position);
        values.set(valueNid, bits);
      }
    for (const { field, column } of RANGE_COLUMNS) {
      const value = row[column];
      const { values: columnValues, present } = old.ranges[field];
      if (value === null || value === undefined) clear(copies.own(present), position);
      else {
        copies.own(columnValues)[position] = Number(value);
        set(copies.own(present), position);
      }
    }
    for (const field of Object.keys(NUMERIC_SORT_KEYS) as NumericSortField[]) {
      const key = Number(row[`key_${field}`]);
      if (key === old.keys[field][position]) continue;
      copies.own(old.keys[field])[position] = key;
      moved.set(field, (moved.get(field) ?? new Set<number>()).add(position));
    }
  }
  const sorts = new Map(old.sorts);
  const keys = { ...old.keys };
  for (const [field, positions] of moved) {
    keys[field] = copies.now(old.keys[field]);
    for (const direction of ['ASC', 'DESC'] as const) {
      const key = sortKey(field, direction);
      sorts.set(key, reordered(old.sorts.get(key)!, positions, byKey(keys[field], old.nids, direction)));
    }
  }
  const ranges = Object.fromEntries(
    Object.entries(old.ranges).map(([field, { values: columnValues, present }]) => [
      field,
      { values: copies.now(columnValues), present: copies.now(present) },
    ]),
  ) as CatalogIndex['ranges'];
  return {
    ...old,
    version,
    values,
    inStock: copies.now(old.inStock),
    discounted: copies.now(old.discounted),
    ranges,
    sorts,
    keys,
    alive: copies.now(old.alive),
  };
}
