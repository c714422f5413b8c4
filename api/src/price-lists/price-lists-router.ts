import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IncomingMessage } from 'node:http';
import { Router } from 'express';
import { backofficeSectionOf, canOpenSection, canPerform } from '@shop/shared/access';
import { hasHiddenCharacters } from '@shop/shared/typed-text';
import type { CatalogMetadata } from '../catalog/catalog-metadata';
import { refuseUpload, uploaderOf, type ViewerOf } from '../core/upload-requests';
import { staffNameOf, type Viewer } from '../core/viewer';
import type { Db } from '../db/open-database';
import { PRICE_LIST_FORMATS, type PriceListFormat } from '../db/price-list-schema';
import { logger } from '../observability/logger';
import { backofficeProductCondition } from '../products/backoffice-product-list';
import { priceListTerms } from './price-list-columns';
import { writePriceList } from './price-list-export';
import { openPriceListFile, PRICE_LIST_FAILURES, PRICE_LIST_LIMITS, PriceListFileError } from './price-list-file';
import { createImport, readImport } from './price-list-imports';
import { exportedProducts, stockLocationList } from './price-list-products';

export interface PriceListsRouterOptions {
  db: Db;
  metadata: () => Promise<CatalogMetadata>;
  /** The viewer of a request's `Authorization` value, the session confirmed with Firebase (as photosRouter's). */
  viewerOf: ViewerOf;
  /** Where an upload is kept while it is read (the system's temporary directory by default). */
  uploadDir?: string;
}

/** Files an instance reads at once: each costs a batch of rows in memory and a file on disk. */
const READINGS_AT_ONCE = 2;
/** Exports an instance writes at once: each reads the whole catalogue a page at a time. */
const EXPORTS_AT_ONCE = 2;
/** A file name as the clerk sees it in the history. */
const FILE_NAME_LIMIT = 200;

const CONTENT_TYPES: Record<PriceListFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** `Content-Disposition` of an export: an ASCII name for old clients, the Russian one for the rest. */
function attachment(format: PriceListFormat): string {
  const day = new Date().toISOString().slice(0, 10);
  return `attachment; filename="price-list-${day}.${format}"; filename*=UTF-8''${encodeURIComponent(`прайс-лист-${day}.${format}`)}`;
}

/** The uploaded file's name as the clerk named it, or null when it is not one. */
function fileNameOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const name = value.trim();
  if (!name || name.length > FILE_NAME_LIMIT || hasHiddenCharacters(name, 'one line') || /[\\/]/.test(name))
    return null;
  return name;
}

/**
 * Writes the body to `path`: its length, or null past `limit` bytes (the file removed, the rest of the body left
 * for the refusal to drain).
 */
function saveBody(request: IncomingMessage, path: string, limit: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const file = createWriteStream(path, { flags: 'wx' });
    let bytes = 0;
    const fail = (error: Error) => {
      request.off('data', onData);
      file.destroy();
      void rm(path, { force: true }).finally(() => reject(error));
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > limit) {
        request.off('data', onData);
        request.pause();
        file.destroy();
        void rm(path, { force: true }).finally(() => resolve(null));
        return;
      }
      if (!file.write(chunk)) {
        request.pause();
        file.once('drain', () => request.resume());
      }
    };
    request.on('data', onData);
    request.once('end', () => file.end());
    request.once('error', fail);
    file.once('error', fail);
    file.once('finish', () => resolve(bytes));
  });
}

/**
 * The price lists (api/README.md, «Price lists»): `GET /price-lists/export.xlsx` and `/export.csv` (`search`,
 * `categoryNid`: the back-office list's filter) write the products to staff of the products section;
 * `POST /price-lists/imports?name=<file name>` takes a file as the body (its content says what it is) from staff
 * who may edit products, answers 202 `{ import: { id } }` and reads it into a preview (the `priceListImport`
 * query follows it), or a refusal `{ error }` in Russian (400, 401, 403, 413, 503).
 */
export function priceListsRouter({ db, metadata, viewerOf, uploadDir = tmpdir() }: PriceListsRouterOptions): Router {
  const router = Router();
  let reading = 0;
  let exporting = 0;

  router.get('/export.:format', async (request, response) => {
    const format = request.params.format as PriceListFormat;
    if (!PRICE_LIST_FORMATS.includes(format))
      return response.status(404).json({ error: 'Выгрузка бывает в XLSX или CSV' });
    const uploader = await uploaderOf(viewerOf, request);
    if ('error' in uploader) return response.status(uploader.status).json({ error: uploader.error });
    const section = backofficeSectionOf('products');
    if (!uploader.viewer) return response.status(401).json({ error: 'Войдите, чтобы выгрузить прайс-лист' });
    if (!section || !canOpenSection(uploader.viewer.roles, section))
      return response.status(403).json({ error: 'Раздел «Товары» вам не открыт' });
    const { search, categoryNid } = request.query;
    const category = categoryNid === undefined || categoryNid === '' ? null : Number(categoryNid);
    if ((search !== undefined && typeof search !== 'string') || (category !== null && !Number.isInteger(category)))
      return response.status(400).json({ error: 'Неверный фильтр выгрузки' });
    const catalogue = await metadata();
    let where;
    try {
      where = backofficeProductCondition(catalogue, { search: search ?? null, categoryNid: category });
    } catch (error) {
      return response.status(400).json({ error: (error as Error).message });
    }
    if (exporting >= EXPORTS_AT_ONCE)
      return response
        .status(503)
        .set('Retry-After', '10')
        .json({ error: 'Сейчас выгружаются другие прайс-листы: повторите через несколько секунд' });
    exporting += 1;
    try {
      const terms = priceListTerms(catalogue, await stockLocationList(db));
      response.status(200).set({
        'Content-Type': CONTENT_TYPES[format],
        'Content-Disposition': attachment(format),
        'Cache-Control': 'no-store',
      });
      await writePriceList(format, terms, exportedProducts(db, catalogue, where), response);
    } catch (error) {
      // The headers are gone: a cut connection is all the client can be told.
      logger.error({ err: error, format }, 'a price list export failed');
      response.destroy(error as Error);
    } finally {
      exporting -= 1;
    }
    return undefined;
  });

  router.post('/imports', async (request, response) => {
    const uploader = await uploaderOf(viewerOf, request);
    if ('error' in uploader) return refuseUpload(request, response, uploader.status, uploader.error);
    const viewer: Viewer | null = uploader.viewer;
    if (!viewer) return refuseUpload(request, response, 401, 'Войдите, чтобы загрузить прайс-лист');
    if (!canPerform(viewer.roles, 'editProducts'))
      return refuseUpload(request, response, 403, 'Ваша роль не позволяет менять товары');
    const fileName = fileNameOf(request.query.name);
    if (!fileName) return refuseUpload(request, response, 400, 'Укажите имя файла: не длиннее 200 символов');
    if (Number(request.headers['content-length']) > PRICE_LIST_LIMITS.bytes)
      return refuseUpload(request, response, 413, PRICE_LIST_FAILURES.tooLarge);
    if (reading >= READINGS_AT_ONCE)
      return refuseUpload(
        request,
        response.set('Retry-After', '10'),
        503,
        'Сейчас проверяются другие прайс-листы: повторите через несколько секунд',
      );
    reading += 1;
    const path = join(uploadDir, `price-list-${randomBytes(12).toString('hex')}`);
    let kept = false;
    try {
      const bytes = await saveBody(request, path, PRICE_LIST_LIMITS.bytes);
      if (bytes === null) return refuseUpload(request, response, 413, PRICE_LIST_FAILURES.tooLarge);
      let sheet;
      try {
        sheet = await openPriceListFile(path, bytes);
      } catch (error) {
        if (error instanceof PriceListFileError) return response.status(400).json({ error: error.message });
        throw error;
      }
      const catalogue = await metadata();
      const id = await createImport(
        db,
        { fileName, format: sheet.format, bytes },
        { uid: viewer.uid, name: staffNameOf(viewer) },
      );
      logger.info({ import: id, bytes, format: sheet.format, uid: viewer.uid }, 'a price list was uploaded');
      kept = true;
      // Read after the answer: the clerk follows the preview's progress (priceListImport), the file goes after.
      void readImport(db, catalogue, id, sheet)
        .catch((error: unknown) => logger.error({ err: error, import: id }, 'a price list reading stopped'))
        .finally(async () => {
          reading -= 1;
          await rm(path, { force: true });
        });
      return response.status(202).json({ import: { id } });
    } finally {
      if (!kept) {
        reading -= 1;
        await rm(path, { force: true });
      }
    }
  });

  return router;
}
