import { randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { CatalogMetadata } from '../catalog/catalog-metadata';
import { PRODUCT_COLUMNS, type ProductRow } from '../catalog/list-products';
import { refreshSearchWords } from '../catalog/search-products';
import type { ProductInput } from '../core/schema-types.generated';
import { selectRows, type Db } from '../db/open-database';
import { products } from '../db/schema';
import { badUserInput, notFound } from '../core/errors';
import { checkNamedPhotos } from '../media/photos';
import { slugify } from '../seed/transliterate';
import { editVersionOf, productFieldProblems, readProductInput, type ProductWrite } from './product-input';

/**
 * Product writes wait for one another (a transaction-scoped advisory lock): a new product's
 * nid is the next free one, and a vendor code checked free stays free until the write commits.
 */
const PRODUCT_WRITE_LOCK = 7_300_001;

export async function lockProductWrites(tx: Db): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${PRODUCT_WRITE_LOCK})`);
}

async function checkVendorCodeFree(tx: Db, vendorCode: string, exceptNid: number | null): Promise<void> {
  const same = eq(products.vendorCode, vendorCode);
  const [taken] = await tx
    .select({ nid: products.nid })
    .from(products)
    .where(exceptNid === null ? same : and(same, ne(products.nid, exceptNid)))
    .limit(1);
  if (taken) throw productFieldProblems({ vendorCode: `Этот артикул уже у товара № ${taken.nid}` });
}

/** The uploaded photos the product names must be ready (their rows held until the save commits). */
async function checkPhotos(tx: Db, write: ProductWrite): Promise<void> {
  const problem = await checkNamedPhotos(tx, write.columns.images ?? []);
  if (problem) throw productFieldProblems({ images: problem });
}

/** The pictures' alternative texts: as sent, or (none sent) each picture's own from before, by its address. */
function imageAltsOf(write: ProductWrite, previous?: { images: readonly string[]; imageAlts: readonly string[] }) {
  if (write.imageAlts) return write.imageAlts;
  const before = new Map(previous?.images.map((image, index) => [image, previous.imageAlts[index] ?? '']));
  return (write.columns.images ?? []).map((image) => before.get(image) ?? '');
}

/** The old values of options the form does not edit, and the chosen ones. */
function mergedValueNids(metadata: CatalogMetadata, previous: readonly number[], write: ProductWrite): number[] {
  const kept = previous.filter((nid) => {
    const optionNid = metadata.valueByNid.get(nid)?.optionNid;
    return optionNid === undefined || !write.editedOptionNids.has(optionNid);
  });
  return [...new Set([...kept, ...write.chosenValueNids])];
}

/** What an update of a product writes: the input's columns, each picture's alt (kept by address), the values merged. */
export function updatedColumns(
  metadata: CatalogMetadata,
  write: ProductWrite,
  current: { valueNids: readonly number[]; images: readonly string[]; imageAlts: readonly string[] },
) {
  return {
    ...write.columns,
    imageAlts: imageAltsOf(write, current),
    valueNids: mergedValueNids(metadata, current.valueNids, write),
  };
}

/** A new product's row at `nid`, last in the popularity order (`order`) until it sells. */
export function newProductRow(write: ProductWrite, nid: number, order: number): typeof products.$inferInsert {
  return {
    ...write.columns,
    brand: write.columns.brand ?? '',
    country: write.columns.country ?? '',
    nid,
    id: randomBytes(12).toString('hex'),
    url: `${slugify(write.columns.name) || 'tovar'}-${nid}`,
    order,
    imageAlts: imageAltsOf(write),
    valueNids: write.chosenValueNids,
  };
}

/** The nid and popularity rank the next new product takes (under the product write lock). */
export async function nextProductPlace(tx: Db): Promise<{ nid: number; order: number }> {
  const [next] = await selectRows<{ nid: number; order: number }>(
    tx,
    sql`SELECT coalesce(max(nid), 0)::int + 1 AS nid, coalesce(max("order"), 0)::int + 1 AS "order" FROM products`,
  );
  return { nid: Number(next?.nid ?? 1), order: Number(next?.order ?? 1) };
}

/**
 * Adds a product in one transaction. The catalogue version moves with it (a trigger on
 * products), so the storefront's cached answers give way at once; the words typo correction
 * draws on are rebuilt in the same transaction.
 */
export async function createProduct(db: Db, metadata: CatalogMetadata, input: ProductInput): Promise<ProductRow> {
  const write = readProductInput(metadata, input);
  return db.transaction(async (tx) => {
    await lockProductWrites(tx);
    await checkVendorCodeFree(tx, write.columns.vendorCode, null);
    await checkPhotos(tx, write);
    const { nid, order } = await nextProductPlace(tx);
    const [row] = await tx
      .insert(products)
      .values(newProductRow(write, nid, order))
      .returning(PRODUCT_COLUMNS);
    await refreshSearchWords(tx);
    return row as ProductRow;
  });
}

/** What a clerk reads when the product changed after their form was loaded: nothing of theirs is written over it. */
export const PRODUCT_CHANGED =
  'Товар изменили, пока вы его редактировали (другой сотрудник или прайс-лист): ваши правки не сохранены. ' +
  'Обновите страницу, чтобы увидеть товар как он есть, и внесите их снова';

/**
 * Saves a product's changes in one transaction, as createProduct does; NOT_FOUND for an unknown nid. An input with
 * the `editVersion` its form was loaded at is refused (BAD_USER_INPUT) when the product has another one now.
 */
export async function updateProduct(
  db: Db,
  metadata: CatalogMetadata,
  nid: number,
  input: ProductInput,
): Promise<ProductRow> {
  const write = readProductInput(metadata, input);
  return db.transaction(async (tx) => {
    await lockProductWrites(tx);
    const [current] = await tx.select(PRODUCT_COLUMNS).from(products).where(eq(products.nid, nid)).for('update');
    if (!current) throw notFound('Товар не найден: возможно, его номер изменился');
    if (input.editVersion && input.editVersion !== editVersionOf(metadata, current))
      throw badUserInput(PRODUCT_CHANGED);
    await checkVendorCodeFree(tx, write.columns.vendorCode, nid);
    await checkPhotos(tx, write);
    // The url keeps its slug: links to the product stay valid when its name changes.
    const [row] = await tx
      .update(products)
      .set(updatedColumns(metadata, write, current))
      .where(eq(products.nid, nid))
      .returning(PRODUCT_COLUMNS);
    await refreshSearchWords(tx);
    return row as ProductRow;
  });
}
