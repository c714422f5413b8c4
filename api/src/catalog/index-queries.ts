// Answers from the catalogue engine's index (./catalog-index), exactly as the SQL path gives them
// (docs/decisions/0008-catalogue-engine.md): the same conditions (on sale, the category and below,
// values OR-ed within an option and options AND-ed, ranges with their bounds rounded inwards, stock
// and discount), counted over bitmaps of positions restricted to the run of the category in question.
import { LRUCache } from 'lru-cache';
import type { ProductSort } from '../core/schema-types.generated';
import type { CatalogMetadata } from './catalog-metadata';
import { sortKey, type CatalogIndex, type IndexedSortField } from './catalog-index';
import type { FacetCounter, RangeStats } from './facet-counts';
import type { ProductRow } from './list-products';
import { rangeField, type RangeField } from './product-conditions';
import { searchPositions } from './search-index';
import type { ProductFilter } from './product-filter';

/** Set bits of a 32-bit word. */
function bitCount(word: number): number {
  let value = word - ((word >>> 1) & 0x55555555);
  value = (value & 0x33333333) + ((value >>> 2) & 0x33333333);
  return (((value + (value >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** A run of positions [first, end) and the words that hold it. */
interface Scope {
  first: number;
  end: number;
  /** The first word. */
  low: number;
  /** Past the last word. */
  high: number;
}

const scopeOf = (first: number, end: number): Scope => ({
  first,
  end,
  low: first >>> 5,
  high: end === first ? first >>> 5 : ((end - 1) >>> 5) + 1,
});

/** A mask over a scope's words with the bits of [from, to) set. */
function runMask(scope: Scope, from: number, to: number): Uint32Array {
  const mask = new Uint32Array(scope.high - scope.low);
  for (let position = from; position < to;) {
    const word = position >>> 5;
    const bit = position & 31;
    if (bit === 0 && to - position >= 32) {
      mask[word - scope.low] = 0xffffffff;
      position += 32;
    } else {
      mask[word - scope.low]! |= 1 << bit;
      position += 1;
    }
  }
  return mask;
}

const slice = (bits: Uint32Array, scope: Scope) => bits.subarray(scope.low, scope.high);

function andInto(target: Uint32Array, other: Uint32Array): void {
  for (let index = 0; index < target.length; index += 1) target[index]! &= other[index]!;
}

function countAnd(mask: Uint32Array, bits: Uint32Array): number {
  let count = 0;
  for (let index = 0; index < mask.length; index += 1) {
    const word = mask[index]! & bits[index]!;
    if (word !== 0) count += bitCount(word);
  }
  return count;
}

/** Every set position of a mask over a scope, in order. */
function* positions(mask: Uint32Array, scope: Scope): Generator<number> {
  for (let index = 0; index < mask.length; index += 1) {
    let word = mask[index]!;
    while (word !== 0) {
      const bit = 31 - Math.clz32(word & -word);
      yield ((scope.low + index) << 5) + bit;
      word &= word - 1;
    }
  }
}

/** The masks a filter is made of, over one scope: each option's, the flags', the category's. */
interface FilterMasks {
  scope: Scope;
  /** Option nid -> its selection's or its range's mask. */
  options: Map<number, Uint32Array>;
  /** Within the scope, the filter's categories, stock and discount flags. */
  base: Uint32Array;
}

/** How many bytes of rows one version keeps for the pages after the first that show them (an estimate per row). */
const MAX_ROW_BYTES = 32_000_000;

/** A row's bytes, roughly: its texts (two bytes a character) and what an object of its numbers and dates takes. */
const rowBytes = (row: ProductRow) =>
  400 + 2 * Object.values(row).reduce<number>((sum, value) => sum + (typeof value === 'string' ? value.length : 0), 0);

export class IndexQueries {
  /**
   * The rows of this version's products as pages read them: a row cannot change while the version stands (any
   * change moves it, and a new version has new queries), so a row read once answers every later page showing it.
   */
  readonly rows = new LRUCache<number, ProductRow>({ maxSize: MAX_ROW_BYTES, sizeCalculation: rowBytes });

  constructor(
    private readonly index: CatalogIndex,
    private readonly metadata: CatalogMetadata,
  ) {}

  /** The run of a category and below; the whole catalogue for none. */
  private scopeFor(categoryNid: number | null): Scope {
    if (categoryNid === null) return scopeOf(0, this.index.size);
    const [first, end] = this.index.scopes.get(categoryNid) ?? [0, 0];
    return scopeOf(first, end);
  }

  private rangeFieldOf(optionNid: number): RangeField | null {
    return rangeField(this.metadata.optionByNid.get(optionNid)?.productColumn);
  }

  /** A range's mask: a value present and within the bounds, rounded inwards as the SQL does; all for a column no range may filter. */
  private rangeMask(scope: Scope, optionNid: number, min: number | null, max: number | null): Uint32Array {
    const field = this.rangeFieldOf(optionNid);
    if (!field) return runMask(scope, scope.first, scope.end);
    const low = min === null ? -Infinity : Math.ceil(min);
    const high = max === null ? Infinity : Math.floor(max);
    const { values, present } = this.index.ranges[field];
    const mask = slice(present, scope).slice();
    for (const position of positions(mask, scope)) {
      const value = values[position]!;
      if (value < low || value > high) mask[(position >>> 5) - scope.low]! &= ~(1 << (position & 31));
    }
    return mask;
  }

  /**
   * `filter`'s masks over the run of `scopeCategory` and everything below it (the whole catalogue for null): the
   * categories of a filter are always such a run (a category and its descendants), so the run is the category
   * condition.
   */
  private masks(filter: ProductFilter, scopeCategory: number | null): FilterMasks {
    const scope = this.scopeFor(scopeCategory);
    const base = slice(this.index.alive, scope).slice();
    andInto(base, runMask(scope, scope.first, scope.end));
    if (filter.inStock) andInto(base, slice(this.index.inStock, scope));
    if (filter.discounted) andInto(base, slice(this.index.discounted, scope));
    const options = new Map<number, Uint32Array>();
    for (const [optionNid, valueNids] of filter.selections) {
      const mask = new Uint32Array(scope.high - scope.low);
      for (const valueNid of valueNids) {
        const bits = this.index.values.get(valueNid);
        if (!bits) continue;
        const part = slice(bits, scope);
        for (let index = 0; index < mask.length; index += 1) mask[index]! |= part[index]!;
      }
      options.set(optionNid, mask);
    }
    for (const [optionNid, { min, max }] of filter.ranges) {
      const mask = this.rangeMask(scope, optionNid, min, max);
      const selected = options.get(optionNid);
      if (selected) andInto(selected, mask);
      else options.set(optionNid, mask);
    }
    return { scope, options, base };
  }

  /** The products matching every mask but option `except`'s. */
  private combined({ base, options }: FilterMasks, except?: number): Uint32Array {
    const result = base.slice();
    for (const [optionNid, mask] of options) if (optionNid !== except) andInto(result, mask);
    return result;
  }

  private filterMasks(filter: ProductFilter): FilterMasks {
    return this.masks(filter, filter.category?.nid ?? null);
  }

  count(filter: ProductFilter): number {
    const masks = this.filterMasks(filter);
    const all = this.combined(masks);
    return countAnd(all, all);
  }

  /**
   * One page of the filtered list, as product nids, in `sort`'s order (ties by nid); null for a sort the index
   * does not keep (more than one field), which the database answers.
   */
  page(filter: ProductFilter, sort: readonly ProductSort[] | null | undefined, skip: number, limit: number) {
    const entries = sort?.length ? sort : [{ field: 'ORDER' as const, direction: 'ASC' as const }];
    if (entries.length !== 1) return null;
    const [{ field, direction = 'ASC' }] = entries as [{ field: IndexedSortField; direction?: 'ASC' | 'DESC' }];
    const order = this.index.sorts.get(sortKey(field, direction ?? 'ASC'));
    if (!order) return null;
    const masks = this.filterMasks(filter);
    const all = this.combined(masks);
    const ranks: number[] = [];
    for (const position of positions(all, masks.scope)) ranks.push(order.rank[position]!);
    const sorted = Int32Array.from(ranks).sort();
    return Array.from(sorted.subarray(skip, skip + limit), (rank) => this.index.nids[order.at[rank]!]!);
  }

  /**
   * A page of the products on sale having every one of `words` (the query's, as the database made them), ranked as
   * the SQL search ranks them, and how many there are; null when the index keeps no search (the database answers).
   */
  search(words: readonly string[], skip: number, limit: number): { nids: number[]; total: number } | null {
    const ties = this.index.sorts.get(sortKey('ORDER', 'ASC'));
    if (!this.index.search || !ties) return null;
    const { positions, total } = searchPositions(this.index.search, words, ties, this.index.alive, skip, limit);
    return { nids: positions.map((position) => this.index.nids[position]!), total };
  }

  /** Keeps the rows `previous` (the index of the version before) read, but those of `changed` products. */
  keepRows(previous: IndexQueries, changed: readonly number[]): void {
    const gone = new Set(changed);
    for (const [nid, row] of [...previous.rows.entries()].reverse()) if (!gone.has(nid)) this.rows.set(nid, row);
  }

  /** The rows of a page's nids, in order: those a page of this version read already, the rest by `read`. */
  async pageRows(nids: readonly number[], read: (nids: number[]) => Promise<Map<number, ProductRow>>) {
    const found = new Map<number, ProductRow>();
    for (const nid of nids) {
      const row = this.rows.get(nid);
      if (row) found.set(nid, row);
    }
    const missing = nids.filter((nid) => !found.has(nid));
    if (missing.length > 0)
      for (const [nid, row] of await read(missing)) {
        this.rows.set(nid, row);
        found.set(nid, row);
      }
    return nids.flatMap((nid) => found.get(nid) ?? []);
  }

  /** The panel's counts (FacetCounter), from the index. */
  facetCounter(): FacetCounter {
    return {
      valueCounts: async (filter, except, onlyValues) => {
        const masks = this.filterMasks(filter);
        const mask = this.combined(masks, except);
        const counts = new Map<number, number>();
        const wanted = onlyValues ?? [...this.index.values.keys()];
        for (const valueNid of wanted) {
          const bits = this.index.values.get(valueNid);
          if (!bits) continue;
          let count = countAnd(mask, slice(bits, masks.scope));
          for (const [position, extra] of this.index.repeats.get(valueNid) ?? []) {
            const word = (position >>> 5) - masks.scope.low;
            if (word >= 0 && word < mask.length && (mask[word]! & (1 << (position & 31))) !== 0) count += extra;
          }
          if (count > 0) counts.set(valueNid, count);
        }
        return counts;
      },
      rangeStats: async (filter, optionNids) => {
        const masks = this.filterMasks(filter);
        return optionNids.map((optionNid): RangeStats => {
          const field = this.rangeFieldOf(optionNid);
          if (!field) return { min: null, max: null, count: 0 };
          const mask = this.combined(masks, optionNid);
          const { values, present } = this.index.ranges[field];
          andInto(mask, slice(present, masks.scope));
          let min = Infinity;
          let max = -Infinity;
          let count = 0;
          for (const position of positions(mask, masks.scope)) {
            const value = values[position]!;
            if (value < min) min = value;
            if (value > max) max = value;
            count += 1;
          }
          return count === 0 ? { min: null, max: null, count } : { min, max, count };
        });
      },
      // The categories asked about are the filter's top category and below (the panel's sub-category counts).
      categoryCounts: async (filter) => {
        const top = filter.category?.topCategoryNid ?? filter.category?.nid ?? null;
        const masks = this.masks(filter, top);
        const mask = this.combined(masks);
        const counts = new Map<number, number>();
        for (const position of positions(mask, masks.scope)) {
          const category = this.index.categoryOf[position]!;
          counts.set(category, (counts.get(category) ?? 0) + 1);
        }
        return counts;
      },
    };
  }
}
