import { asc, desc, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { ProductSort, ProductSortField } from '../core/schema-types.generated';
import type { Db } from '../db/open-database';
import { products } from '../db/schema';
import type { Page } from '../core/paging';
import type { CatalogMetadata } from './catalog-metadata';
import { productConditions } from './product-conditions';
import type { ProductFilter } from './product-filter';

// Every column but the search vector, which only the database reads.
const { search: _search, ...productColumns } = getTableColumns(products);
export const PRODUCT_COLUMNS = productColumns;
export type ProductRow = Omit<typeof products.$inferSelect, 'search'>;

const SORT_COLUMNS = {
  ORDER: products.order,
  PRICE: products.salePrice,
  NEW: products.createdAt,
  NAME: products.name,
} as const satisfies Record<ProductSortField, unknown>;

/** ORDER BY for the sort entries; the product nid breaks ties so pages never overlap. */
function orderBy(sort: readonly ProductSort[] | null | undefined): SQL[] {
  const entries = sort?.length ? sort : [{ field: 'ORDER' as const, direction: 'ASC' as const }];
  const clauses = entries.map(({ field, direction }) => {
    const column = SORT_COLUMNS[field];
    return direction === 'DESC' ? desc(column) : asc(column);
  });
  return [...clauses, asc(products.nid)];
}

/** One page of the filtered list (the page as pageOf checked and capped it). */
export async function listProducts(
  db: Db,
  metadata: CatalogMetadata,
  filter: ProductFilter,
  { sort, skip, limit }: { sort?: readonly ProductSort[] | null } & Page,
): Promise<ProductRow[]> {
  return db
    .select(PRODUCT_COLUMNS)
    .from(products)
    .where(productConditions(metadata, filter))
    .orderBy(...orderBy(sort))
    .limit(limit)
    .offset(skip);
}

export async function countProducts(db: Db, metadata: CatalogMetadata, filter: ProductFilter): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(productConditions(metadata, filter));
  return row?.count ?? 0;
}
