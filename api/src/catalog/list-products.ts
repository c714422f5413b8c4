import { asc, desc, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { products } from '../db/schema';
import { badUserInput } from '../graphql/errors';
import type { CatalogMetadata } from './catalog-metadata';
import { productConditions } from './product-conditions';
import type { ProductFilter } from './product-filter';

// Every column but the search vector, which only the database reads.
const { search: _search, ...productColumns } = getTableColumns(products);
export const PRODUCT_COLUMNS = productColumns;
export type ProductRow = Omit<typeof products.$inferSelect, 'search'>;

export type SortField = 'ORDER' | 'PRICE' | 'NEW' | 'NAME';
export type SortDirection = 'ASC' | 'DESC';
export interface SortEntry {
  field: SortField;
  direction?: SortDirection | null;
}

/** The most products one request may ask for. */
export const MAX_LIMIT = 100;
/** The farthest a list may be paged: beyond it the database would sort for nothing. */
export const MAX_SKIP = 100_000;

const SORT_COLUMNS = {
  ORDER: products.order,
  PRICE: products.salePrice,
  NEW: products.createdAt,
  NAME: products.name,
} as const;

/** ORDER BY for the sort entries; the product nid breaks ties so pages never overlap. */
export function orderBy(sort: readonly SortEntry[] | null | undefined): SQL[] {
  const entries = sort?.length ? sort : [{ field: 'ORDER' as const, direction: 'ASC' as const }];
  const clauses = entries.map(({ field, direction }) => {
    const column = SORT_COLUMNS[field];
    if (!column) throw badUserInput(`Сортировки «${String(field)}» нет`);
    return direction === 'DESC' ? desc(column) : asc(column);
  });
  return [...clauses, asc(products.nid)];
}

export function checkPaging(skip: number, limit: number): void {
  if (!Number.isInteger(skip) || skip < 0) throw badUserInput('skip должен быть целым числом от 0');
  if (skip > MAX_SKIP) throw badUserInput(`skip не может быть больше ${MAX_SKIP}`);
  if (!Number.isInteger(limit) || limit < 1) throw badUserInput('limit должен быть целым числом от 1');
}

export async function listProducts(
  db: Db,
  metadata: CatalogMetadata,
  filter: ProductFilter,
  { sort, skip, limit }: { sort?: readonly SortEntry[] | null; skip: number; limit: number },
): Promise<ProductRow[]> {
  checkPaging(skip, limit);
  return db
    .select(PRODUCT_COLUMNS)
    .from(products)
    .where(productConditions(metadata, filter))
    .orderBy(...orderBy(sort))
    .limit(Math.min(limit, MAX_LIMIT))
    .offset(skip);
}

export async function countProducts(db: Db, metadata: CatalogMetadata, filter: ProductFilter): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(productConditions(metadata, filter));
  return row?.count ?? 0;
}
