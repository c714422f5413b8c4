import { sql, type SQL } from 'drizzle-orm';
import { products } from '../db/schema';
import type { CatalogMetadata } from './catalog-metadata';
import { filterCategoryNids, type ProductFilter } from './product-filter';

/** The product fields a range option may filter on, by their column (options.product_column). */
const RANGE_FIELDS = {
  sale_price: 'salePrice',
  length: 'length',
  width: 'width',
  heigth: 'heigth',
} as const satisfies Record<string, keyof typeof products.$inferSelect>;

/** A product field a range option may filter on. */
export type RangeField = (typeof RANGE_FIELDS)[keyof typeof RANGE_FIELDS];

/** Each range field with its column (the products table's name of it). */
export const RANGE_COLUMNS = Object.entries(RANGE_FIELDS).map(([column, field]) => ({ column, field })) as readonly {
  column: string;
  field: RangeField;
}[];

/** The product field a range option's column names; null for a column no range may filter on. */
export function rangeField(productColumn: string | null | undefined) {
  return productColumn && Object.hasOwn(RANGE_FIELDS, productColumn)
    ? RANGE_FIELDS[productColumn as keyof typeof RANGE_FIELDS]
    : null;
}

/** An int[] literal as one parameter. */
export const intArray = (values: readonly number[]) =>
  sql`${`{${values.map((value) => Math.trunc(value)).join(',')}}`}::int[]`;

/** The product column a range option filters on, or null. */
export function rangeColumn(metadata: CatalogMetadata, optionNid: number) {
  const field = rangeField(metadata.optionByNid.get(optionNid)?.productColumn);
  return field ? products[field] : null;
}

/**
 * The condition of one range: both bounds inclusive. The columns are integers, so a fractional
 * bound is rounded inwards (price >= 1000.5 is price >= 1001): PostgreSQL would refuse it as an int.
 */
function rangeCondition(metadata: CatalogMetadata, optionNid: number, min: number | null, max: number | null): SQL {
  const column = rangeColumn(metadata, optionNid);
  if (!column) return sql`true`;
  const parts: SQL[] = [];
  if (min !== null) parts.push(sql`${column} >= ${Math.ceil(min)}`);
  if (max !== null) parts.push(sql`${column} <= ${Math.floor(max)}`);
  return parts.length ? sql.join(parts, sql` AND `) : sql`true`;
}

/** In one of these categories. */
export const categoryCondition = (categoryNids: readonly number[]): SQL =>
  sql`${products.categoryNid} = ANY(${intArray(categoryNids)})`;

/** The condition of one option's selection: any of its values (OR within an option). */
const selectionCondition = (valueNids: readonly number[]): SQL => sql`${products.valueNids} && ${intArray(valueNids)}`;

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
export function productConditions(
  metadata: CatalogMetadata,
  filter: ProductFilter,
  options: ConditionOptions = {},
): SQL {
  const parts: SQL[] = [sql`${products.onSale}`];
  const categoryNids = options.categoryNids !== undefined ? options.categoryNids : filterCategoryNids(metadata, filter);
  if (categoryNids) parts.push(categoryCondition(categoryNids));
  for (const [optionNid, values] of filter.selections) {
    if (optionNid !== options.except) parts.push(selectionCondition(values));
  }
  for (const [optionNid, { min, max }] of filter.ranges) {
    if (optionNid !== options.except) parts.push(rangeCondition(metadata, optionNid, min, max));
  }
  if (filter.inStock) parts.push(sql`${products.freeStock} > 0`);
  if (filter.discounted) parts.push(sql`${products.priceWithAction} IS NOT NULL`);
  return sql.join(parts, sql` AND `);
}
