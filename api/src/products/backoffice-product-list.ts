import { and, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import { categoryWithDescendants, type CatalogMetadata } from '../catalog/catalog-metadata';
import { PRODUCT_COLUMNS, type ProductRow } from '../catalog/list-products';
import { categoryCondition } from '../catalog/product-conditions';
import type { Db } from '../db/open-database';
import { products } from '../db/schema';
import { badUserInput } from '../core/errors';
import type { Page } from '../core/paging';

export interface BackofficeProductFilter {
  /** Part of the name or of the vendor code, any case. */
  search?: string | null;
  /** The category and its sub-categories. */
  categoryNid?: number | null;
}

/** `%text%` with LIKE's own characters taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** What the back-office list's filter selects (its price list export too); undefined for every product. */
export function backofficeProductCondition(
  metadata: CatalogMetadata,
  { search, categoryNid }: BackofficeProductFilter,
): SQL | undefined {
  const parts: SQL[] = [];
  const text = search?.trim() ?? '';
  if (text.length > 100) throw badUserInput('Слишком длинный запрос: не больше 100 символов');
  if (text) {
    const pattern = containing(text);
    parts.push(or(ilike(products.name, pattern), ilike(products.vendorCode, pattern)) as SQL);
  }
  if (categoryNid !== null && categoryNid !== undefined) {
    const category = metadata.categoryByNid.get(categoryNid);
    parts.push(category ? categoryCondition(categoryWithDescendants(metadata, category)) : sql`false`);
  }
  return parts.length ? and(...parts) : undefined;
}

/**
 * One page of the back-office product list: every product, discontinued too, newest first.
 * Not cached: staff must see their own changes, and the list is read far less than the storefront.
 */
export async function listBackofficeProducts(
  db: Db,
  metadata: CatalogMetadata,
  filter: BackofficeProductFilter,
  { skip, limit }: Page,
): Promise<{ total: number; items: ProductRow[] }> {
  const where = backofficeProductCondition(metadata, filter);
  const [items, [counted]] = await Promise.all([
    db.select(PRODUCT_COLUMNS).from(products).where(where).orderBy(desc(products.nid)).limit(limit).offset(skip),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  return { total: counted?.total ?? 0, items };
}
