import { asc } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { categories, optionValues, options } from '../db/schema';

export type CategoryRow = typeof categories.$inferSelect;
export type OptionRow = typeof options.$inferSelect;
export type OptionValueRow = typeof optionValues.$inferSelect;

/** Categories, options and values, indexed the ways URL parsing and facet counts need. */
export interface CatalogMetadata {
  categories: CategoryRow[];
  categoryByPath: Map<string, CategoryRow>;
  categoryByNid: Map<number, CategoryRow>;
  /** Direct sub-categories by parent nid. */
  childrenOf: Map<number, CategoryRow[]>;
  options: OptionRow[];
  optionByNid: Map<number, OptionRow>;
  optionByName: Map<string, OptionRow>;
  values: OptionValueRow[];
  valueByNid: Map<number, OptionValueRow>;
  /** Values of an option, in order. */
  valuesOf: Map<number, OptionValueRow[]>;
}

/**
 * Reads the metadata, one query after another: `db` may be a transaction's one connection (the catalogue engine
 * reads it in its snapshot), which runs one query at a time. Read once per catalogue version.
 */
export async function loadCatalogMetadata(db: Db): Promise<CatalogMetadata> {
  const categoryList = await db.select().from(categories).orderBy(asc(categories.position));
  const optionList = await db.select().from(options).orderBy(asc(options.nid));
  const valueList = await db.select().from(optionValues).orderBy(asc(optionValues.optionNid), asc(optionValues.order));
  return buildCatalogMetadata(categoryList, optionList, valueList);
}

/** Indexes rows already read (categories by position, values by option and order). */
export function buildCatalogMetadata(
  categoryList: CategoryRow[],
  optionList: OptionRow[],
  valueList: OptionValueRow[],
): CatalogMetadata {
  const childrenOf = new Map<number, CategoryRow[]>();
  for (const category of categoryList) {
    if (category.topCategoryNid === null) continue;
    childrenOf.set(category.topCategoryNid, [...(childrenOf.get(category.topCategoryNid) ?? []), category]);
  }
  const valuesOf = new Map<number, OptionValueRow[]>();
  for (const value of valueList) valuesOf.set(value.optionNid, [...(valuesOf.get(value.optionNid) ?? []), value]);
  return {
    categories: categoryList,
    categoryByPath: new Map(categoryList.map((category) => [category.path, category])),
    categoryByNid: new Map(categoryList.map((category) => [category.nid, category])),
    childrenOf,
    options: optionList,
    optionByNid: new Map(optionList.map((option) => [option.nid, option])),
    optionByName: new Map(optionList.map((option) => [option.name, option])),
    values: valueList,
    valueByNid: new Map(valueList.map((value) => [value.nid, value])),
    valuesOf,
  };
}

/** A category and every category below it. */
export function categoryWithDescendants(metadata: CatalogMetadata, category: CategoryRow): number[] {
  const nids = [category.nid];
  for (const child of metadata.childrenOf.get(category.nid) ?? []) {
    nids.push(...categoryWithDescendants(metadata, child));
  }
  return nids;
}
