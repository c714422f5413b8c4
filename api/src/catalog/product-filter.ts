import type { ProductFilter as ProductFilterInput } from '../core/schema-types.generated';
import { MAX_INT4 } from '../db/schema';
import { badUserInput, notFound } from '../core/errors';
import { categoryWithDescendants, type CatalogMetadata, type CategoryRow } from './catalog-metadata';

export interface NumberRange {
  min: number | null;
  max: number | null;
}

/** What a product list is narrowed to. Values of one option are OR-ed, options AND-ed. */
export interface ProductFilter {
  /** The category the list is about; null for the whole catalogue. */
  category: CategoryRow | null;
  /** Selected value nids per select option. */
  selections: Map<number, number[]>;
  /** Bounds per range option. */
  ranges: Map<number, NumberRange>;
  inStock: boolean;
  discounted: boolean;
}

export const emptyFilter = (): ProductFilter => ({
  category: null,
  selections: new Map(),
  ranges: new Map(),
  inStock: false,
  discounted: false,
});

/** The categories a filter covers: its category and every category below it. */
export function filterCategoryNids(metadata: CatalogMetadata, filter: ProductFilter): number[] | null {
  return filter.category ? categoryWithDescendants(metadata, filter.category) : null;
}

/** Checks the typed `filter` argument (GraphQL input ProductFilter) against the catalogue and turns it into a ProductFilter. */
export function filterFromInput(
  metadata: CatalogMetadata,
  input: ProductFilterInput | null | undefined,
): ProductFilter {
  const filter = emptyFilter();
  if (!input) return filter;
  if (input.categoryNid !== null && input.categoryNid !== undefined) {
    filter.category = metadata.categoryByNid.get(input.categoryNid) ?? null;
    if (!filter.category) throw notFound(`Категория ${input.categoryNid} не найдена`);
  }
  for (const { optionNid, valueNids } of input.options ?? []) {
    const option = metadata.optionByNid.get(optionNid);
    if (!option || option.valType !== 'select') throw badUserInput(`Фильтра по значениям ${optionNid} нет`);
    for (const valueNid of valueNids) {
      if (metadata.valueByNid.get(valueNid)?.optionNid !== optionNid) {
        throw badUserInput(`У фильтра «${option.rusName}» нет значения ${valueNid}`);
      }
    }
    if (valueNids.length > 0) filter.selections.set(optionNid, [...new Set(valueNids)]);
  }
  for (const { optionNid, min = null, max = null } of input.ranges ?? []) {
    const option = metadata.optionByNid.get(optionNid);
    if (!option || option.valType !== 'range') throw badUserInput(`Фильтра-диапазона ${optionNid} нет`);
    filter.ranges.set(optionNid, checkedRange(option.rusName, min, max));
  }
  filter.inStock = input.inStock === true;
  filter.discounted = input.discounted === true;
  return filter;
}

/** A range's bounds, checked: not negative, within an integer column (MAX_INT4), min not above max. */
export function checkedRange(rusName: string, min: number | null, max: number | null): NumberRange {
  for (const bound of [min, max]) {
    if (bound !== null && (!Number.isFinite(bound) || bound < 0)) {
      throw badUserInput(`Границы фильтра «${rusName}» должны быть неотрицательными числами`);
    }
    if (bound !== null && bound > MAX_INT4) {
      throw badUserInput(`Границы фильтра «${rusName}» не могут быть больше ${MAX_INT4}`);
    }
  }
  if (min !== null && max !== null && min > max) {
    throw badUserInput(`В фильтре «${rusName}» нижняя граница больше верхней`);
  }
  return { min, max };
}

/** Both filters at once (a product must satisfy each): selections and ranges intersect. */
export function intersectFilters(a: ProductFilter, b: ProductFilter): ProductFilter {
  if (a.category && b.category && a.category.nid !== b.category.nid) {
    throw badUserInput('Категория в url и в filter различается');
  }
  const selections = new Map(a.selections);
  for (const [option, values] of b.selections) {
    const current = selections.get(option);
    selections.set(option, current ? values.filter((value) => current.includes(value)) : values);
  }
  const ranges = new Map(a.ranges);
  for (const [option, range] of b.ranges) {
    const current = ranges.get(option) ?? { min: null, max: null };
    ranges.set(option, {
      min: current.min === null ? range.min : range.min === null ? current.min : Math.max(current.min, range.min),
      max: current.max === null ? range.max : range.max === null ? current.max : Math.min(current.max, range.max),
    });
  }
  return {
    category: a.category ?? b.category,
    selections,
    ranges,
    inStock: a.inStock || b.inStock,
    discounted: a.discounted || b.discounted,
  };
}

/** The same filter always gives the same key, whatever order its parts came in (cache keys). */
export function filterKey(filter: ProductFilter): string {
  const sorted = <T>(entries: [number, T][]) => entries.sort(([a], [b]) => a - b);
  return JSON.stringify([
    filter.category?.nid ?? null,
    sorted([...filter.selections].map(([option, values]) => [option, [...values].sort((a, b) => a - b)])),
    sorted([...filter.ranges].map(([option, range]) => [option, [range.min, range.max]])),
    filter.inStock,
    filter.discounted,
  ]);
}
