import { sql, type SQL } from 'drizzle-orm';
import { products } from '../db/schema';
import type { CatalogMetadata } from './catalog-metadata';
import { filterCategoryNids, type ProductFilter } from './product-filter';

/** Product columns a range option may filter on (options.product_column). */
export const RANGE_COLUMNS = {
  sale_price: products.salePrice,
  length: products.length,
  width: products.width,
  heigth: products.heigth,
} as const;

/** An int[] literal as one parameter. */
export const intArray = (values: readonly number[]) => sql`${`{${values.map((value) => Math.trunc(value)).join(',')}}`}::int[]`;

export function rangeColumn(metadata: CatalogMetadata, optionNid: number) {
  const column = metadata.optionByNid.get(optionNid)?.productColumn;
  return column && column in RANGE_COLUMNS ? RANGE_COLUMNS[column as keyof typeof RANGE_COLUMNS] : null;
}

/**
 * The condition of one range: both bounds inclusive. The columns are integers, so a fractional
 * bound is rounded inwards (price >= 1000.5 is price >= 1001): PostgreSQL would refuse it as an int.
 */
export function rangeCondition(metadata: CatalogMetadata, optionNid: number, min: number | null, max: number | null): SQL {
  const column = rangeColumn(metadata, optionNid);
  if (!column) return sql`true`;
  const parts: SQL[] = [];
  if (min !== null) parts.push(sql`${column} >= ${Math.ceil(min)}`);
  if (max !== null) parts.push(sql`${column} <= ${Math.floor(max)}`);
  return parts.length ? sql.join(parts, sql` AND `) : sql`true`;
}

/** The condition of one option's selection: any of its values (OR within an option). */
export const selectionCondition = (valueNids: readonly number[]): SQL => sql`${products.valueNids} && ${intArray(valueNids)}`;

export interface ConditionOptions {
  /** Leave this option's selection or range out (facet counts of that option). */
  except?: number;
  /** Use these categories instead of the filter's. */
  categoryNids?: number[] | null;
}

/**
 * The WHERE of a product list: on sale, in the category and below, every selection and range
 * (AND across options), and the stock and discount flags.
 */
export function productConditions(metadata: CatalogMetadata, filter: ProductFilter, options: ConditionOptions = {}): SQL {
  const parts: SQL[] = [sql`${products.onSale}`];
  const categoryNids = options.categoryNids !== undefined ? options.categoryNids : filterCategoryNids(metadata, filter);
  if (categoryNids) parts.push(sql`${products.categoryNid} = ANY(${intArray(categoryNids)})`);
  for (const [optionNid, values] of filter.selections) {
    if (optionNid !== options.except) parts.push(selectionCondition(values));
  }
  for (const [optionNid, { min, max }] of filter.ranges) {
    if (optionNid !== options.except) parts.push(rangeCondition(metadata, optionNid, min, max));
  }
  if (filter.inStock) parts.push(sql`${products.stock} > 0`);
  if (filter.discounted) parts.push(sql`${products.priceWithAction} IS NOT NULL`);
  return sql.join(parts, sql` AND `);
}
