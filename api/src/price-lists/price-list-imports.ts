import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { CatalogMetadata } from '../catalog/catalog-metadata';
import { refreshSearchWords } from '../catalog/search-products';
import { badUserInput, notFound } from '../core/errors';
import type { Page } from '../core/paging';
import type { ProductInput } from '../core/schema-types.generated';
import type { Db } from '../db/open-database';
import {
  priceListImportRows,
  priceListImports,
  type PriceListFormat,
  type PriceListRowStatus,
} from '../db/price-list-schema';
import { products } from '../db/schema';
import { checkNamedPhotos } from '../media/photos';
import { logger } from '../observability/logger';
import { editVersionOf, readProductInput } from '../products/product-input';
import { lockProductWrites, newProductRow, nextProductPlace, updatedColumns } from '../products/save-product';
import { priceListTerms, type PriceListTerms } from './price-list-columns';
import { PriceListFileError, type PriceListRow, type PriceListSheet } from './price-list-file';
import { compareRow, readHeader, stockDiffers, type PriceListHeader, type RowOutcome } from './price-list-rows';
import { PRICE_LIST_PRODUCT_COLUMNS, productsByVendorCode, stockLocationList } from './price-list-products';

/**
 * Price list imports (api/README.md, «Price lists»): a file is read row by row into a preview kept in the
 * database (the rows that add, change or are refused; unchanged ones counted), then applied in one
 * transaction by a clerk who has seen it. Products are matched by vendor code.
 */

export interface ImportActor {
  uid: string;
  name: string;
}

/** Rows compared and written at once while reading (one query for their products, one insert). */
const READ_BATCH = 500;
/** Rows applied at once (one UPDATE, one INSERT). */
const APPLY_BATCH = 500;
/** A READING import whose process has not moved it for this long lost it (the process stopped). */
const LOST_AFTER_MS = 2 * 60_000;
/** Previews never applied are removed after this long (the file is uploaded again to apply it). */
const PREVIEW_KEPT_MS = 7 * 24 * 60 * 60_000;

const PRICE_LIST_REFUSALS = {
  lost: 'Проверка файла прервалась (сервер перезапускался): загрузите файл снова',
  noRows: 'В файле нет ни одной строки с товарами',
  unreadable: 'Файл не удалось прочитать: загрузите его снова или сохраните в Excel как XLSX',
} as const;

/** The file's record, before its rows are read. */
export async function createImport(
  db: Db,
  file: { fileName: string; format: PriceListFormat; bytes: number },
  actor: ImportActor,
): Promise<number> {
  const [created] = await db
    .insert(priceListImports)
    .values({ ...file, uploadedByUid: actor.uid, uploadedByName: actor.name })
    .returning({ id: priceListImports.id });
  // Old previews nobody applied go (their rows with them); applied imports stay: they are the record.
  await db
    .delete(priceListImports)
    .where(
      and(
        inArray(priceListImports.status, ['READY', 'FAILED']),
        lt(priceListImports.uploadedAt, new Date(Date.now() - PREVIEW_KEPT_MS)),
      ),
    );
  return (created as { id: number }).id;
}

/** Counts of what the rows do. */
type Counts = Record<'newRows' | 'changedRows' | 'unchangedRows' | 'refusedRows', number>;
const COUNTED = { NEW: 'newRows', CHANGED: 'changedRows', UNCHANGED: 'unchangedRows', REFUSED: 'refusedRows' } as const;

/**
 * Where the first row of each vendor code is, what it does, and whether a second row of the code came (it refuses
 * both). Kept for every row of the file, so as one number: rowNo × 8 + the status's place × 2 + duplicated.
 */
type FirstRow = number;
const FIRST_STATUSES = ['NEW', 'CHANGED', 'UNCHANGED', 'REFUSED'] as const;
const firstRow = (rowNo: number, status: (typeof FIRST_STATUSES)[number], duplicated: boolean): FirstRow =>
  rowNo * 8 + FIRST_STATUSES.indexOf(status) * 2 + (duplicated ? 1 : 0);
const readFirstRow = (first: FirstRow) => ({
  rowNo: Math.floor(first / 8),
  status: FIRST_STATUSES[Math.floor(first / 2) % 4] as (typeof FIRST_STATUSES)[number],
  duplicated: first % 2 === 1,
});

/** The reading of one file: its header, counts, the vendor codes seen. */
class ImportReading {
  header: PriceListHeader | null = null;
  readonly counts: Counts = { newRows: 0, changedRows: 0, unchangedRows: 0, refusedRows: 0 };
  rowsRead = 0;
  stockDiffRows = 0;
  private readonly firstRows = new Map<string, FirstRow>();

  constructor(
    private readonly db: Db,
    private readonly terms: PriceListTerms,
    private readonly id: number,
  ) {}

  /** Compares a batch of rows with their products and writes what they do. */
  async compare(batch: readonly PriceListRow[]): Promise<void> {
    const header = this.header as PriceListHeader;
    const codeOf = (row: PriceListRow) => {
      const cell = row.cells[header.vendorCodeIndex] ?? null;
      return typeof cell === 'string' || typeof cell === 'number' ? String(cell).trim() : '';
    };
    const current = await productsByVendorCode(this.db, this.terms.metadata, batch.map(codeOf).filter(Boolean));
    const written: (typeof priceListImportRows.$inferInsert)[] = [];
    const refusedEarlier: { rowNo: number; vendorCode: string; name: string; reason: string; wasStored: boolean }[] =
      [];
    for (const row of batch) {
      const product = current.get(codeOf(row));
      let outcome: RowOutcome = compareRow(this.terms, header, row.cells, product);
      if (outcome.status === 'BLANK') continue;
      this.rowsRead += 1;
      if (stockDiffers(header, row.cells, product)) this.stockDiffRows += 1;
      const code = outcome.vendorCode;
      const seen = code ? this.firstRows.get(code) : undefined;
      if (seen !== undefined) {
        const first = readFirstRow(seen);
        outcome = {
          status: 'REFUSED',
          vendorCode: code,
          name: 'name' in outcome ? outcome.name : (product?.input.name ?? ''),
          reason: `Артикул «${code}» уже есть в строке ${first.rowNo}: какая из строк верна, неизвестно`,
        };
        if (!first.duplicated) {
          this.firstRows.set(code, firstRow(first.rowNo, 'REFUSED', true));
          if (first.status !== 'REFUSED') {
            this.counts[COUNTED[first.status]] -= 1;
            this.counts.refusedRows += 1;
            refusedEarlier.push({
              rowNo: first.rowNo,
              vendorCode: code,
              // Only an unchanged row is not stored yet: its name is its product's, the product of this code.
              name: product?.input.name ?? '',
              reason: `Артикул «${code}» повторяется в строке ${row.rowNo}: какая из строк верна, неизвестно`,
              wasStored: first.status !== 'UNCHANGED',
            });
          }
        }
      } else if (code) {
        this.firstRows.set(code, firstRow(row.rowNo, outcome.status, false));
      }
      this.counts[COUNTED[outcome.status]] += 1;
      if (outcome.status === 'UNCHANGED') continue;
      written.push({
        importId: this.id,
        rowNo: row.rowNo,
        status: outcome.status,
        vendorCode: outcome.vendorCode,
        name: outcome.name.slice(0, 300),
        ...(outcome.status === 'REFUSED'
          ? { reason: outcome.reason }
          : outcome.status === 'NEW'
            ? { changes: outcome.changes, input: outcome.input }
            : {
                productNid: outcome.productNid,
                changes: outcome.changes,
                editVersion: outcome.editVersion,
                input: outcome.input,
              }),
      } as typeof priceListImportRows.$inferInsert);
    }
    await this.db.transaction(async (tx) => {
      for (const earlier of refusedEarlier) {
        const refused = {
          status: 'REFUSED' as const,
          reason: earlier.reason,
          changes: [],
          editVersion: null,
          input: null,
        };
        if (earlier.wasStored) {
          await tx
            .update(priceListImportRows)
            .set(refused)
            .where(and(eq(priceListImportRows.importId, this.id), eq(priceListImportRows.rowNo, earlier.rowNo)));
        } else {
          await tx.insert(priceListImportRows).values({
            importId: this.id,
            rowNo: earlier.rowNo,
            vendorCode: earlier.vendorCode,
            name: earlier.name.slice(0, 300),
            ...refused,
          });
        }
      }
      if (written.length) await tx.insert(priceListImportRows).values(written);
    });
  }
}

/**
 * Reads an uploaded file's rows into the import's preview, moving its progress as it goes: READY at the end,
 * or FAILED with the Russian reason (a damaged file, no vendor code column, too many rows), its rows removed.
 */
export async function readImport(db: Db, metadata: CatalogMetadata, id: number, sheet: PriceListSheet): Promise<void> {
  let reading: ImportReading | null = null;
  const progress = () => ({
    bytesRead: sheet.bytesRead(),
    rowsRead: reading?.rowsRead ?? 0,
    ...reading?.counts,
    touchedAt: new Date(),
  });
  try {
    const terms = priceListTerms(metadata, await stockLocationList(db));
    reading = new ImportReading(db, terms, id);
    let batch: PriceListRow[] = [];
    for await (const row of sheet.rows) {
      if (!reading.header) {
        if (row.cells.some((cell) => cell !== null && cell !== '')) reading.header = readHeader(terms, row.cells);
        continue;
      }
      batch.push(row);
      if (batch.length >= READ_BATCH) {
        await reading.compare(batch);
        batch = [];
        await db.update(priceListImports).set(progress()).where(eq(priceListImports.id, id));
      }
    }
    if (batch.length) await reading.compare(batch);
    const { header, stockDiffRows } = reading;
    if (!header || reading.rowsRead === 0) throw new PriceListFileError(PRICE_LIST_REFUSALS.noRows);
    const notices = [...header.notices];
    if (stockDiffRows > 0)
      notices.push(
        `Остатки в файле отличаются от учёта в ${stockDiffRows} ${stockDiffRows % 10 === 1 && stockDiffRows % 100 !== 11 ? 'строке' : 'строках'}: они не загружены`,
      );
    await db
      .update(priceListImports)
      .set({ ...progress(), status: 'READY', notices })
      .where(eq(priceListImports.id, id));
  } catch (error) {
    const failure = error instanceof PriceListFileError ? error.message : PRICE_LIST_REFUSALS.unreadable;
    if (!(error instanceof PriceListFileError))
      logger.error({ err: error, import: id }, 'a price list could not be read');
    await db.delete(priceListImportRows).where(eq(priceListImportRows.importId, id));
    await db
      .update(priceListImports)
      .set({ ...progress(), status: 'FAILED', failure })
      .where(eq(priceListImports.id, id));
  }
}

export type PriceListImportRecord = typeof priceListImports.$inferSelect;

/** An import as it stands: a READING one its process lost is FAILED. */
function asItStands(row: PriceListImportRecord): PriceListImportRecord {
  if (row.status === 'READING' && Date.now() - row.touchedAt.getTime() > LOST_AFTER_MS)
    return { ...row, status: 'FAILED', failure: PRICE_LIST_REFUSALS.lost };
  return row;
}

/**
 * An import as it stands. One this process is applying is answered from memory: on PGlite the apply's transaction
 * holds the one connection, and the clerk's screen asks after its progress meanwhile.
 */
export async function priceListImport(db: Db, id: number): Promise<PriceListImportRecord | null> {
  const held = applying.get(id)?.record;
  if (held) return held;
  const [row] = await db.select().from(priceListImports).where(eq(priceListImports.id, id));
  return row ? asItStands(row) : null;
}

/** The latest imports, newest first. */
export async function recentPriceListImports(db: Db, limit: number): Promise<PriceListImportRecord[]> {
  const rows = await db.select().from(priceListImports).orderBy(desc(priceListImports.id)).limit(limit);
  return rows.map(asItStands);
}

/** A page of an import's rows of one status (all when null), in file order. */
export async function priceListImportRowPage(
  db: Db,
  id: number,
  status: PriceListRowStatus | null,
  { skip, limit }: Page,
) {
  const where = status
    ? and(eq(priceListImportRows.importId, id), eq(priceListImportRows.status, status))
    : eq(priceListImportRows.importId, id);
  const [items, [counted]] = await Promise.all([
    db
      .select({
        rowNo: priceListImportRows.rowNo,
        status: priceListImportRows.status,
        vendorCode: priceListImportRows.vendorCode,
        name: priceListImportRows.name,
        productNid: priceListImportRows.productNid,
        reason: priceListImportRows.reason,
        changes: priceListImportRows.changes,
      })
      .from(priceListImportRows)
      .where(where)
      .orderBy(asc(priceListImportRows.rowNo))
      .limit(limit)
      .offset(skip),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(priceListImportRows)
      .where(where),
  ]);
  return { total: counted?.total ?? 0, items };
}

/** The applies running in this process: rows written of rows to write, and the import as it was, by import id. */
const applying = new Map<number, { done: number; total: number; record?: PriceListImportRecord }>();

/** How far an import's apply is in this process (0..1), or null when none runs here. */
export const applyProgress = (id: number): number | null => {
  const state = applying.get(id);
  return state ? (state.total ? state.done / state.total : 0) : null;
};

/** The row numbers a refusal lists at most. */
const ROWS_LISTED = 10;
const listed = (rowNos: readonly number[]) =>
  rowNos.slice(0, ROWS_LISTED).join(', ') +
  (rowNos.length > ROWS_LISTED ? ` и ещё ${rowNos.length - ROWS_LISTED}` : '');

/** The columns an update writes: every one a price list row may change, whole. */
const UPDATE_RECORD = sql.raw(
  `r(nid int, name text, vendor_code text, category_nid int, price int, price_total int, price_with_action int,
     description text, warranty text, on_sale boolean, images text[], image_url text, image_alts text[], value_nids int[],
     brand text, country text, brand_collection text, material text, color text, mounting text,
     length int, width int, heigth int)`,
);

type StoredRow = typeof priceListImportRows.$inferSelect;

/** One batch of accepted rows written; the rows whose product changed since the preview are returned, not written. */
async function applyBatch(
  tx: Db,
  metadata: CatalogMetadata,
  rows: readonly StoredRow[],
  place: { nid: number; order: number },
): Promise<number[]> {
  const stale: number[] = [];
  const changed = rows.filter((row) => row.status === 'CHANGED');
  const currentRows = changed.length
    ? await tx
        .select(PRICE_LIST_PRODUCT_COLUMNS)
        .from(products)
        .where(
          inArray(
            products.nid,
            changed.map((row) => row.productNid as number),
          ),
        )
        .orderBy(asc(products.nid))
        .for('update')
    : [];
  const currentByNid = new Map(currentRows.map((row) => [row.nid, row]));
  const added = rows.filter((row) => row.status === 'NEW');
  const taken = added.length
    ? new Set(
        (
          await tx
            .select({ vendorCode: products.vendorCode })
            .from(products)
            .where(
              inArray(
                products.vendorCode,
                added.map((row) => row.vendorCode),
              ),
            )
        ).map((row) => row.vendorCode),
      )
    : new Set<string>();

  const updates: Record<string, unknown>[] = [];
  const inserts: (typeof products.$inferInsert)[] = [];
  const pictures: string[] = [];
  for (const row of rows) {
    const input = row.input as ProductInput;
    let write;
    try {
      write = readProductInput(metadata, input);
    } catch {
      // The catalogue changed under the preview (a category or a value removed): the file is read again.
      stale.push(row.rowNo);
      continue;
    }
    pictures.push(...input.images);
    if (row.status === 'NEW') {
      if (taken.has(row.vendorCode)) {
        stale.push(row.rowNo);
        continue;
      }
      inserts.push(newProductRow(write, place.nid, place.order));
      place.nid += 1;
      place.order += 1;
      continue;
    }
    const current = currentByNid.get(row.productNid as number);
    if (!current || editVersionOf(metadata, current) !== row.editVersion) {
      stale.push(row.rowNo);
      continue;
    }
    const columns = { ...current, ...updatedColumns(metadata, write, current) };
    updates.push({
      nid: current.nid,
      name: columns.name,
      vendor_code: columns.vendorCode,
      category_nid: columns.categoryNid,
      price: columns.price,
      price_total: write.columns.priceTotal,
      price_with_action: columns.priceWithAction ?? null,
      description: columns.description,
      warranty: columns.warranty,
      on_sale: columns.onSale,
      images: columns.images,
      image_url: write.columns.imageUrl,
      image_alts: columns.imageAlts,
      value_nids: columns.valueNids,
      brand: columns.brand,
      country: columns.country,
      brand_collection: columns.brandCollection ?? null,
      material: columns.material ?? null,
      color: columns.color ?? null,
      mounting: columns.mounting ?? null,
      length: columns.length ?? null,
      width: columns.width ?? null,
      heigth: columns.heigth ?? null,
    });
  }
  if (stale.length) return stale;
  const photoProblem = await checkNamedPhotos(tx, pictures);
  if (photoProblem) throw badUserInput(`Фото в файле: ${photoProblem}`);
  if (updates.length) {
    await tx.execute(sql`
      UPDATE products AS p SET
        name = r.name, vendor_code = r.vendor_code, category_nid = r.category_nid, price = r.price,
        price_total = r.price_total, price_with_action = r.price_with_action, description = r.description,
        warranty = r.warranty, on_sale = r.on_sale, images = r.images, image_url = r.image_url,
        image_alts = r.image_alts, value_nids = r.value_nids, brand = r.brand, country = r.country,
        brand_collection = r.brand_collection, material = r.material, color = r.color, mounting = r.mounting,
        length = r.length, width = r.width, heigth = r.heigth
      FROM jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) AS ${UPDATE_RECORD}
      WHERE p.nid = r.nid`);
  }
  if (inserts.length) await tx.insert(products).values(inserts);
  return [];
}

/**
 * Applies an import's accepted rows in one transaction, under the product write lock (then the products' rows
 * FOR UPDATE in nid order, as a product's save takes them): all of them, or — when a product changed since the
 * preview (a clerk saved it, a new product took a vendor code, the catalogue lost a category) — none, with the
 * rows named. Recorded with who applied it and when.
 */
export async function applyImport(
  db: Db,
  metadata: CatalogMetadata,
  id: number,
  actor: ImportActor,
): Promise<PriceListImportRecord> {
  if (applying.has(id)) throw badUserInput('Этот файл уже применяется');
  applying.set(id, { done: 0, total: 0 });
  try {
    return await db.transaction(async (tx) => {
      const [found] = await tx.select().from(priceListImports).where(eq(priceListImports.id, id)).for('update');
      if (!found) throw notFound('Загрузка прайс-листа не найдена');
      const record = asItStands(found);
      if (record.status === 'APPLIED') throw badUserInput('Этот файл уже применён');
      if (record.status === 'READING') throw badUserInput('Файл ещё проверяется: дождитесь конца проверки');
      if (record.status === 'FAILED') throw badUserInput(record.failure ?? PRICE_LIST_REFUSALS.unreadable);
      const state = { done: 0, total: record.newRows + record.changedRows, record };
      applying.set(id, state);
      await lockProductWrites(tx);
      const place = await nextProductPlace(tx);
      const stale: number[] = [];
      let after = 0;
      for (;;) {
        const rows = await tx
          .select()
          .from(priceListImportRows)
          .where(
            and(
              eq(priceListImportRows.importId, id),
              inArray(priceListImportRows.status, ['NEW', 'CHANGED']),
              gt(priceListImportRows.rowNo, after),
            ),
          )
          .orderBy(asc(priceListImportRows.rowNo))
          .limit(APPLY_BATCH);
        if (rows.length === 0) break;
        stale.push(...(await applyBatch(tx, metadata, rows, place)));
        after = rows.at(-1)?.rowNo ?? after;
        state.done += rows.length;
      }
      if (stale.length) {
        throw badUserInput(
          `Товары изменились после проверки файла (строки ${listed(stale)}): загрузите файл снова — ничего не изменено`,
        );
      }
      if (state.total > 0) await refreshSearchWords(tx);
      const [applied] = await tx
        .update(priceListImports)
        .set({ status: 'APPLIED', appliedByUid: actor.uid, appliedByName: actor.name, appliedAt: new Date() })
        .where(eq(priceListImports.id, id))
        .returning();
      logger.info(
        { import: id, uid: actor.uid, new: record.newRows, changed: record.changedRows },
        'a price list was applied',
      );
      return applied as PriceListImportRecord;
    });
  } finally {
    applying.delete(id);
  }
}
