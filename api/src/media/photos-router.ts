import type { IncomingMessage } from 'node:http';
import { Router } from 'express';
import { canPerform } from '@shop/shared/access';
import { PHOTO_FILES, PHOTO_LIMITS, photoFileOf, photoRenditionName } from '@shop/shared/catalog-url';
import { drainBody, refuseUpload, uploaderOf, type ViewerOf } from '../core/upload-requests';
import type { Db } from '../db/open-database';
import { logger } from '../observability/logger';
import type { MediaStore } from './media-store';
import { PHOTO_REFUSALS } from './photo-files';
import { photoView, uploadPhoto } from './photos';

/** A rendition's name never holds other bytes: a browser and every cache keep it for a year without asking. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Uploads an instance reads at once: each holds up to PHOTO_LIMITS.bytes in memory until it is stored. */
const UPLOADS_AT_ONCE = 4;

export interface PhotosRouterOptions {
  db: Db;
  store: MediaStore;
  /**
   * The viewer of a request's `Authorization` value, the session confirmed with Firebase (revoked, disabled):
   * null for a guest; throws an error with the Russian reason (and `extensions.http.status`) for a bad token.
   */
  viewerOf: ViewerOf;
}

/** The body up to `limit` bytes, or null when it is longer (what is past the limit is not kept). */
function bodyUpTo(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  if (Number(request.headers['content-length']) > limit) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const onData = (chunk: Buffer) => {
      length += chunk.length;
      if (length > limit) {
        request.off('data', onData);
        chunks.length = 0;
        drainBody(request, length);
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    request.on('data', onData);
    request.once('end', () => resolve(Buffer.concat(chunks, length)));
    request.once('error', reject);
  });
}

/**
 * The photos under /media/photos (api/README.md, «Photos»): `POST /media/photos` takes one file as the request's
 * body (any Content-Type: the content says what it is) from staff who may edit products, and answers the photo
 * (`{ photo }`, 201 when new) or a refusal (`{ error }` in Russian: 400, 401, 403, 413, 503). `GET
 * /media/photos/<key>-<width>.<avif|webp|jpg>` serves a rendition, `<key>-<width>x<height>.jpg` the largest JPEG.
 */
export function photosRouter({ db, store, viewerOf }: PhotosRouterOptions): Router {
  const router = Router();
  let reading = 0;

  router.post('/', async (request, response) => {
    // Who asks is known before a byte of the body is kept: a stranger's upload costs no memory.
    const uploader = await uploaderOf(viewerOf, request);
    if ('error' in uploader) return refuseUpload(request, response, uploader.status, uploader.error);
    const { viewer } = uploader;
    if (!viewer) return refuseUpload(request, response, 401, 'Войдите, чтобы загружать фото');
    if (!canPerform(viewer.roles, 'editProducts'))
      return refuseUpload(request, response, 403, 'Ваша роль не позволяет загружать фото товаров');
    if (reading >= UPLOADS_AT_ONCE)
      return refuseUpload(
        request,
        response.set('Retry-After', '5'),
        503,
        'Сейчас загружается много фото: повторите через несколько секунд',
      );
    reading += 1;
    let data: Buffer | null;
    try {
      data = await bodyUpTo(request, PHOTO_LIMITS.bytes);
    } finally {
      reading -= 1;
    }
    if (!data) return refuseUpload(request, response, 413, PHOTO_REFUSALS.tooLarge);
    const uploaded = await uploadPhoto(db, store, data, viewer.uid);
    if ('refusal' in uploaded) return refuseUpload(request, response, 400, uploaded.refusal);
    const { photo, created } = uploaded;
    if (created) logger.info({ photo: photo.key, bytes: data.length, uid: viewer.uid }, 'photo uploaded');
    return response.status(created ? 201 : 200).json({ photo: photoView(photo) });
  });

  router.get('/:file', async (request, response) => {
    const file = photoFileOf(request.params.file);
    if (!file) return response.status(404).type('text/plain; charset=utf-8').send('Нет такого фото');
    const found = await store.open(`photos/${photoRenditionName(file.key, file.width, file.format)}`);
    if (!found) return response.status(404).type('text/plain; charset=utf-8').send('Нет такого фото');
    response.status(200).set({
      'Content-Type': PHOTO_FILES[file.format].contentType,
      'Content-Length': String(found.size),
      'Cache-Control': IMMUTABLE,
    });
    found.body.once('error', (error) => {
      logger.error({ err: error, file: request.params.file }, 'a photo could not be read');
      response.destroy(error);
    });
    return found.body.pipe(response);
  });

  return router;
}
