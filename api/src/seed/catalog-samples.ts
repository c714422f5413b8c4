// Catalogue addresses and searches drawn at random from the catalogue itself, the same for the same
// seed: a crawler's or a shopper's own combinations of filters, not the one URL a cache has seen.
// The bench asks the API for each once (npm run bench -w api, unique URLs); a test compares what the
// catalogue answers for them with the plain SQL answer.
import { sql } from 'drizzle-orm';
import { SORT_OPTIONS, catalogChoiceUrl, withPage, withSort, type UrlRange } from '@shop/shared/catalog-url';
import { selectRows, type Db } from '../db/open-database';
import { Random } from './random';
import { categoryWithDescendants, type CatalogMetadata, type CategoryRow } from '../catalog/catalog-metadata';
import { catalogUrlRules } from '../catalog/catalog-url-rules';
import { RANGE_COLUMNS, rangeField, type RangeField } from '../catalog/product-conditions';

/** What draws are made from: the catalogue, and what its products on sale carry. */
export interface SampleSource {
  metadata: CatalogMetadata;
  /** Each category's value nids that products on sale in it (or below it) carry. */
  valuesIn: Map<number, Set<number>>;
  /** Each category's bounds of every range column over its products on sale (and below). */
  boundsIn: Map<number, Map<RangeField, UrlRange>>;
  /** The words of product names (search_words), in order. */
  words: string[];
}

/** Reads what draws are made from: three queries over products on sale and the search words. */
export async function loadSampleSource(db: Db, metadata: CatalogMetadata): Promise<SampleSource> {
  const [valueRows, boundRows, wordRows] = await Promise.all([
    selectRows<{ category_nid: number; value_nid: number }>(
      db,
      sql`SELECT DISTINCT category_nid, v AS value_nid FROM products, unnest(value_nids) AS v WHERE on_sale`,
    ),
    selectRows<Record<string, number | null>>(
      db,
      sql.raw(
        `SELECT category_nid, ${RANGE_COLUMNS.map(({ column }) => `min(${column}) AS "min_${column}", max(${column}) AS "max_${column}"`).join(', ')} FROM products WHERE on_sale GROUP BY category_nid`,
      ),
    ),
    selectRows<{ word: string }>(db, sql`SELECT word FROM search_words ORDER BY word`),
  ]);
  const ownValues = new Map<number, number[]>();
  for (const row of valueRows)
    ownValues.set(Number(row.category_nid), [
      ...(ownValues.get(Number(row.category_nid)) ?? []),
      Number(row.value_nid),
    ]);
  const ownBounds = new Map(boundRows.map((row) => [Number(row.category_nid), row]));
  const valuesIn = new Map<number, Set<number>>();
  const boundsIn = new Map<number, Map<RangeField, UrlRange>>();
  for (const category of metadata.categories) {
    const below = categoryWithDescendants(metadata, category);
    valuesIn.set(category.nid, new Set(below.flatMap((nid) => ownValues.get(nid) ?? [])));
    const bounds = new Map<RangeField, UrlRange>();
    for (const { field, column } of RANGE_COLUMNS) {
      const mins = below.flatMap((nid) => ownBounds.get(nid)?.[`min_${column}`] ?? []).map(Number);
      const maxes = below.flatMap((nid) => ownBounds.get(nid)?.[`max_${column}`] ?? []).map(Number);
      if (mins.length > 0) bounds.set(field, { min: Math.min(...mins), max: Math.max(...maxes) });
    }
    boundsIn.set(category.nid, bounds);
  }
  return { metadata, valuesIn, boundsIn, words: wordRows.map((row) => row.word) };
}

/** One drawn catalogue page: its filter URL (the API's `url`), its sort and page, and its address. */
export interface CatalogueSample {
  /** The canonical filter URL: category path, path filters, query filters; no page, no sort. */
  url: string;
  sort: (typeof SORT_OPTIONS)[number];
  page: number;
  /** The page's address as a shopper or a crawler opens it. */
  address: string;
}

/** Pages 1 to 5, the first ones far more often, as shoppers and crawlers page. */
const drawPage = (random: Random) => {
  const roll = random.next();
  return roll < 0.6 ? 1 : roll < 0.8 ? 2 : roll < 0.9 ? 3 : random.int(4, 5);
};

/** Up to `count` items of `items`, distinct, in a random order. */
function drawDistinct<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const drawn: T[] = [];
  while (drawn.length < count && pool.length > 0) drawn.push(pool.splice(random.int(0, pool.length - 1), 1)[0] as T);
  return drawn;
}

/** A filter a category's page may carry, with what its products offer: select values, or range bounds. */
type SampleFilter =
  { kind: 'select'; name: string; values: string[] } | { kind: 'range'; name: string; min: number; max: number };

/** The filters a category's page may carry. */
function filtersOf(source: SampleSource, category: CategoryRow): SampleFilter[] {
  const { metadata } = source;
  const present = source.valuesIn.get(category.nid) ?? new Set<number>();
  const bounds = source.boundsIn.get(category.nid) ?? new Map<RangeField, UrlRange>();
  const nids = [...new Set([...category.urlOptionsToFilter, ...category.optionsToFilter])];
  return nids.flatMap((nid): SampleFilter[] => {
    const option = metadata.optionByNid.get(nid);
    if (!option) return [];
    if (option.valType === 'range') {
      const field = rangeField(option.productColumn);
      const range = field ? bounds.get(field) : undefined;
      return range && range.min !== null && range.max !== null && range.min < range.max
        ? [{ kind: 'range', name: option.name, min: range.min, max: range.max }]
        : [];
    }
    const values = (metadata.valuesOf.get(nid) ?? [])
      .filter((value) => present.has(value.nid))
      .map((value) => value.name);
    return values.length > 0 ? [{ kind: 'select', name: option.name, values }] : [];
  });
}

/**
 * `count` catalogue pages drawn with `seed`: a category or sub-category with filters to choose from, one to four
 * of them (one or two values of a select option; bounds of a range within what its products span, one side open
 * now and then), a sort and a page. Values are drawn among those the category's products carry, so most pages
 * list something; some find nothing, as real combinations do.
 */
export function drawCatalogueSamples(source: SampleSource, count: number, seed: number): CatalogueSample[] {
  const random = new Random(seed);
  const categories = source.metadata.categories
    .map((category) => ({ category, filters: filtersOf(source, category) }))
    .filter(({ filters }) => filters.length > 0);
  if (categories.length === 0) throw new Error('The catalogue has no category with filters to draw from');
  const samples: CatalogueSample[] = [];
  for (let index = 0; index < count; index += 1) {
    const { category, filters } = random.pick(categories);
    const values = new Map<string, string[]>();
    const ranges = new Map<string, UrlRange>();
    for (const filter of drawDistinct(random, filters, random.int(1, Math.min(4, filters.length)))) {
      if (filter.kind === 'select') {
        values.set(filter.name, drawDistinct(random, filter.values, random.chance(0.3) ? 2 : 1));
      } else {
        const low = random.int(filter.min, filter.max);
        const high = random.int(low, filter.max);
        const side = random.next();
        ranges.set(filter.name, { min: side < 0.15 ? null : low, max: side > 0.85 ? null : high });
      }
    }
    const url = catalogChoiceUrl(catalogUrlRules(source.metadata, category), { values, ranges });
    const sort = random.pick(SORT_OPTIONS);
    const page = drawPage(random);
    const [pathname = '', search = ''] = url.split('?');
    const sorted = withSort(pathname, search, sort.value);
    const [sortedPath = '', sortedSearch = ''] = sorted.split('?');
    samples.push({ url, sort, page, address: withPage(sortedPath, sortedSearch, page) });
  }
  return samples;
}

/** A word with two neighbouring letters swapped, as a hurried hand types it. */
function mistyped(random: Random, word: string): string {
  if (word.length < 4) return word;
  const at = random.int(1, word.length - 3);
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

/** `count` searches drawn with `seed`: one or two words of product names, now and then one mistyped. */
export function drawSearches(source: SampleSource, count: number, seed: number): string[] {
  if (source.words.length === 0) throw new Error('The catalogue has no words to search for');
  const random = new Random(seed);
  return Array.from({ length: count }, () => {
    const words = drawDistinct(random, source.words, random.chance(0.4) ? 2 : 1);
    if (random.chance(0.15)) words[0] = mistyped(random, words[0] as string);
    return words.join(' ');
  });
}
