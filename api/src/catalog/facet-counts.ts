import { sql } from 'drizzle-orm';
import { catalogChoiceUrl, rangeRemovedUrl, toggledValue, type CatalogChoice } from '@shop/shared/catalog-url';
import { selectRows, type Db } from '../db/open-database';
import { products } from '../db/schema';
import { badUserInput } from '../core/errors';
import { categoryWithDescendants, type CatalogMetadata, type CategoryRow } from './catalog-metadata';
import { catalogUrlRules, choiceOfFilter } from './catalog-url-rules';
import { categoryCondition, intArray, productConditions, rangeColumn } from './product-conditions';
import { filterCategoryNids, type ProductFilter } from './product-filter';

/** One entry of filterCountAll (requirements §3: filter count entry). */
export interface FilterCount {
  _id: string;
  optionColName: string;
  optionColNid: number;
  count: number;
  minVal: number | null;
  maxVal: number | null;
  selectedMin: number | null;
  selectedMax: number | null;
  rusNameCat: string;
  valTypeCat: 'select' | 'range' | 'category';
  name: string | null;
  rusName: string | null;
  /** The URL that applies this value (for a range: the URL to add `name=min-max` to). */
  urlOptionsToFilter: string;
  /**
   * The option's selected value nids. The category entry's: the panel's options in order (the
   * order of a catalogue URL's query), so the page can make filter URLs from what it shows.
   */
  optionsToFilter: number[];
  /** Whether this value (or range) is selected now. */
  dilemma: boolean;
  /** The URL that removes it, when selected. */
  dilemmaRemoveOption: string | null;
  internalCat: { nid: number; path: string; rusName: string; url: string; count: number }[] | null;
}

/** A range option's bounds and how many products have a value of it. */
export interface RangeStats {
  min: number | null;
  max: number | null;
  count: number;
}

/**
 * What the panel's counts are made of, under a filter: the catalogue engine answers them from its
 * index (./catalog-index), the database by SQL (`sqlFacetCounter`); the panel is assembled from
 * either the same way (`filterCounts`), so the two agree on every field but the counts, which the
 * property test compares.
 */
export interface FacetCounter {
  /**
   * Value nid -> how many products have it, under the filter without the selection of option `except`
   * (all of it when undefined); only the values `onlyValues` when given.
   */
  valueCounts(filter: ProductFilter, except?: number, onlyValues?: readonly number[]): Promise<Map<number, number>>;
  /** Each range option's bounds and count, under the filter without that option's own range. */
  rangeStats(filter: ProductFilter, optionNids: readonly number[]): Promise<RangeStats[]>;
  /** Category nid -> how many products, under the filter's selections and ranges, in `categoryNids`. */
  categoryCounts(filter: ProductFilter, categoryNids: readonly number[]): Promise<Map<number, number>>;
}

/** The counts by SQL over the products table. */
export function sqlFacetCounter(db: Db, metadata: CatalogMetadata): FacetCounter {
  return {
    async valueCounts(filter, except, onlyValues) {
      const where = productConditions(metadata, filter, except === undefined ? {} : { except });
      const rows = await selectRows<{ nid: number; count: number }>(
        db,
        sql`
        SELECT v.nid, count(*)::int AS count
        FROM ${products} CROSS JOIN LATERAL unnest(${products.valueNids}) AS v(nid)
        WHERE ${where} ${onlyValues ? sql`AND v.nid = ANY(${intArray(onlyValues)})` : sql``}
        GROUP BY v.nid`,
      );
      return new Map(rows.map((row) => [Number(row.nid), Number(row.count)]));
    },
    async rangeStats(filter, optionNids) {
      if (optionNids.length === 0) return [];
      const columns = optionNids.map((nid, index) => {
        const column = rangeColumn(metadata, nid);
        const where = productConditions(metadata, filter, { except: nid });
        return sql`min(${column}) FILTER (WHERE ${where}) AS ${sql.raw(`min_${index}`)},
          max(${column}) FILTER (WHERE ${where}) AS ${sql.raw(`max_${index}`)},
          (count(${column}) FILTER (WHERE ${where}))::int AS ${sql.raw(`count_${index}`)}`;
      });
      const categoryNids = filterCategoryNids(metadata, filter);
      const [first] = await selectRows<Record<string, unknown>>(
        db,
        sql`
        SELECT ${sql.join(columns, sql`, `)} FROM ${products}
        WHERE ${categoryNids ? categoryCondition(categoryNids) : sql`true`}`,
      );
      const row = first ?? {};
      const bound = (value: unknown) => (value === null || value === undefined ? null : Number(value));
      return optionNids.map((_, index) => ({
        min: bound(row[`min_${index}`]),
        max: bound(row[`max_${index}`]),
        count: Number(row[`count_${index}`] ?? 0),
      }));
    },
    async categoryCounts(filter, categoryNids) {
      const where = productConditions(metadata, filter, { categoryNids: [...categoryNids] });
      const rows = await selectRows<{ category_nid: number; count: number }>(
        db,
        sql`
        SELECT ${products.categoryNid} AS category_nid, count(*)::int AS count FROM ${products} WHERE ${where} GROUP BY 1`,
      );
      return new Map(rows.map((row) => [Number(row.category_nid), Number(row.count)]));
    },
  };
}

/**
 * The filter panel's counts (requirements §7 filterCountAll). Disjunctive: values of one option are
 * OR-ed, options AND-ed, and each option's counts ignore that option's own selection, so a
 * shopper sees what choosing another value of it would give.
 */
export async function filterCounts(
  counter: FacetCounter,
  metadata: CatalogMetadata,
  filter: ProductFilter,
): Promise<FilterCount[]> {
  const category = filter.category;
  if (!category) throw badUserInput('Для счётчиков фильтров нужна категория');
  const panel = category.optionsToFilter
    .map((nid) => metadata.optionByNid.get(nid))
    .filter((option) => option !== undefined);
  const selects = panel.filter((option) => option.valType === 'select');
  const ranges = panel.filter((option) => option.valType === 'range' && rangeColumn(metadata, option.nid));
  // Every link of the panel comes from the shared URL rules, by names.
  const rules = catalogUrlRules(metadata, category);
  const choice = choiceOfFilter(metadata, filter);
  const here = catalogChoiceUrl(rules, choice);

  // The queries are independent: on PostgreSQL they run side by side on the pool's connections.
  const selectedOptions = selects.filter((item) => filter.selections.has(item.nid));
  const [unselected, subCategories, rangeCounts, ...own] = await Promise.all([
    counter.valueCounts(filter),
    subCategoryEntry(counter, metadata, filter, choice, here),
    rangeEntries(counter, filter, ranges, (option) => rangeRemovedUrl(rules, choice, option)),
    ...selectedOptions.map((option) =>
      counter.valueCounts(
        filter,
        option.nid,
        (metadata.valuesOf.get(option.nid) ?? []).map((value) => value.nid),
      ),
    ),
  ]);
  const ownCounts = new Map(selectedOptions.map((option, index) => [option.nid, own[index] as Map<number, number>]));
  const entries: FilterCount[] = [subCategories];
  for (const option of selects) {
    const counts = ownCounts.get(option.nid) ?? unselected;
    const selected = filter.selections.get(option.nid) ?? [];
    for (const value of metadata.valuesOf.get(option.nid) ?? []) {
      const count = counts.get(value.nid) ?? 0;
      const isSelected = selected.includes(value.nid);
      if (count === 0 && !isSelected) continue;
      const toggled = catalogChoiceUrl(rules, toggledValue(choice, option.name, value.name));
      entries.push({
        _id: `${option.nid}:${value.nid}`,
        optionColName: option.name,
        optionColNid: option.nid,
        count,
        minVal: null,
        maxVal: null,
        selectedMin: null,
        selectedMax: null,
        rusNameCat: option.rusName,
        valTypeCat: 'select',
        name: value.name,
        rusName: value.rusName,
        urlOptionsToFilter: isSelected ? here : toggled,
        optionsToFilter: selected,
        dilemma: isSelected,
        dilemmaRemoveOption: isSelected ? toggled : null,
        internalCat: null,
      });
    }
  }
  entries.push(...rangeCounts);
  return entries;
}

async function rangeEntries(
  counter: FacetCounter,
  filter: ProductFilter,
  options: { nid: number; name: string; rusName: string; unit: string | null }[],
  /** The URL without an option's range. */
  withoutRange: (option: string) => string,
): Promise<FilterCount[]> {
  const stats = await counter.rangeStats(
    filter,
    options.map((option) => option.nid),
  );
  return options.flatMap((option, index) => {
    const { min, max, count } = stats[index] as RangeStats;
    const range = filter.ranges.get(option.nid);
    if (count === 0 && !range) return [];
    const without = withoutRange(option.name);
    return [
      {
        _id: String(option.nid),
        optionColName: option.name,
        optionColNid: option.nid,
        count,
        minVal: min,
        maxVal: max,
        selectedMin: range?.min ?? null,
        selectedMax: range?.max ?? null,
        rusNameCat: option.rusName,
        valTypeCat: 'range' as const,
        name: null,
        rusName: option.unit,
        urlOptionsToFilter: without,
        optionsToFilter: [],
        dilemma: range !== undefined,
        dilemmaRemoveOption: range ? without : null,
        internalCat: null,
      },
    ];
  });
}

/**
 * Counts of the sub-categories of the page's top category, under the current selection (links
 * keep it); `here` is the filter's URL.
 */
async function subCategoryEntry(
  counter: FacetCounter,
  metadata: CatalogMetadata,
  filter: ProductFilter,
  choice: CatalogChoice,
  here: string,
): Promise<FilterCount> {
  const category = filter.category as CategoryRow;
  const urlIn = (other: CategoryRow) => catalogChoiceUrl(catalogUrlRules(metadata, other), choice);
  const top =
    category.topCategoryNid === null ? category : (metadata.categoryByNid.get(category.topCategoryNid) ?? category);
  const children = metadata.childrenOf.get(top.nid) ?? [];
  const byCategory = await counter.categoryCounts(filter, categoryWithDescendants(metadata, top));
  const countOf = (nid: number) =>
    categoryWithDescendants(metadata, metadata.categoryByNid.get(nid) as CategoryRow).reduce(
      (sum, item) => sum + (byCategory.get(item) ?? 0),
      0,
    );
  return {
    _id: 'internalCat',
    optionColName: 'category',
    optionColNid: 0,
    count: countOf(category.nid),
    minVal: null,
    maxVal: null,
    selectedMin: null,
    selectedMax: null,
    rusNameCat: 'Категория',
    valTypeCat: 'category',
    name: category.path,
    rusName: category.rusName,
    urlOptionsToFilter: here,
    optionsToFilter: category.optionsToFilter,
    dilemma: category.nid !== top.nid,
    dilemmaRemoveOption: category.nid !== top.nid ? urlIn(top) : null,
    internalCat: children.map((child) => ({
      nid: child.nid,
      path: child.path,
      rusName: child.rusName,
      url: urlIn(child),
      count: countOf(child.nid),
    })),
  };
}
