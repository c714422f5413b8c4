import { eq, inArray, sql } from 'drizzle-orm';
import {
  PHOTO_FORMATS,
  photoAddress,
  photoOf,
  photoRenditionName,
  photoWidths,
  PHOTOS_PATH,
} from '@shop/shared/catalog-url';
import { jobWriter, transactionDatabase } from '../core/job-queue';
import { selectRows, type Db } from '../db/open-database';
import { photos } from '../db/media-schema';
import type { MediaStore } from './media-store';
import { inspectPhoto } from './photo-files';

/** The renditions' queue (created by migration 0030 with these figures). */
export const PHOTO_QUEUE = 'photos';
export const PHOTO_QUEUE_POLICY = { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 } as const;

/** What a photo's job carries: the photo to make the renditions of. */
export interface PhotoJob {
  key: string;
}

export type PhotoRow = typeof photos.$inferSelect;

/** The store's name of a photo's original file: kept to make the renditions again, never served (it has the metadata). */
export const originalName = (key: string) => `originals/${key}`;

/** Every file a photo's renditions may have. */
export const renditionNames = (photo: { key: string; width: number }): string[] =>
  photoWidths(photo.width).flatMap((width) =>
    PHOTO_FORMATS.map((format) => `photos/${photoRenditionName(photo.key, width, format)}`),
  );

/** A photo as the back-office shows it: its address once its renditions are made. */
export const photoView = (row: PhotoRow) => ({
  key: row.key,
  status: row.status,
  width: row.width,
  height: row.height,
  refusal: row.refusal,
  address: row.status === 'READY' ? photoAddress(row) : null,
});

const rowOf = async (db: Db, key: string) => (await db.select().from(photos).where(eq(photos.key, key)))[0] ?? null;

/**
 * A file a clerk uploaded: checked (inspectPhoto), its original stored, then its row and its job written in one
 * transaction, so a photo is never recorded without its file or its renditions' job. The same bytes again are the
 * same photo: its row as it stands. A file refused here writes nothing; an original stored whose row then fails
 * to commit is removed.
 */
export async function uploadPhoto(
  db: Db,
  store: MediaStore,
  data: Buffer,
  uploadedByUid: string,
): Promise<{ photo: PhotoRow; created: boolean } | { refusal: string }> {
  const inspected = await inspectPhoto(data);
  if ('refusal' in inspected) return inspected;
  // The same file again: its photo, given a day more before the sweep (which this waits for, and then finds it
  // taken, or has removed it: then it is uploaded anew).
  const [known] = await db
    .update(photos)
    .set({ uploadedAt: sql`now()` })
    .where(eq(photos.key, inspected.key))
    .returning();
  if (known) return { photo: known, created: false };
  const { key, format, width, height, bytes } = inspected;
  await store.put(originalName(key), data, `image/${format}`);
  try {
    const inserted = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(photos)
        .values({ key, format, width, height, bytes, uploadedByUid })
        .onConflictDoNothing()
        .returning();
      if (row) await jobWriter.send(PHOTO_QUEUE, { key } satisfies PhotoJob, { db: transactionDatabase(tx) });
      return row ?? null;
    });
    // Uploaded at the same moment by another request: that one's row (and job) stands.
    return inserted
      ? { photo: inserted, created: true }
      : { photo: (await rowOf(db, key)) as PhotoRow, created: false };
  } catch (error) {
    if (!(await rowOf(db, key).catch(() => null))) await store.remove([originalName(key)]);
    throw error;
  }
}

/** The photos by key, in the order asked, those with no row left out. */
export async function photosByKey(db: Db, keys: readonly string[]): Promise<PhotoRow[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select()
    .from(photos)
    .where(inArray(photos.key, [...keys]));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return keys.flatMap((key) => byKey.get(key) ?? []);
}

/** What a clerk reads when a product names a photo it may not show yet. */
const NAMED_PHOTO_PROBLEMS = {
  missing: 'Фото не найдено: загрузите его снова',
  processing: 'Фото ещё обрабатывается: сохраните товар, когда оно будет готово',
} as const;

/**
 * Inside a product's save: the uploaded photos among its pictures must be READY, each as its address names it. Their
 * rows are held FOR SHARE until the save commits, so the sweep of unused photos (which takes them FOR UPDATE) cannot
 * remove a photo a product is being saved with. The first problem in Russian, or null.
 */
export async function checkNamedPhotos(tx: Db, pictures: readonly string[]): Promise<string | null> {
  const named = pictures.flatMap((address) => photoOf(address) ?? []);
  if (named.length === 0) return null;
  const rows = await tx
    .select()
    .from(photos)
    .where(inArray(photos.key, [...new Set(named.map((photo) => photo.key))]))
    .orderBy(photos.key)
    .for('share');
  const byKey = new Map(rows.map((row) => [row.key, row]));
  for (const photo of named) {
    const row = byKey.get(photo.key);
    if (!row || row.width !== photo.width || row.height !== photo.height) return NAMED_PHOTO_PROBLEMS.missing;
    if (row.status === 'PROCESSING') return NAMED_PHOTO_PROBLEMS.processing;
    if (row.status === 'REFUSED') return row.refusal ?? NAMED_PHOTO_PROBLEMS.missing;
  }
  return null;
}

/** How long an upload no product names is kept (a clerk who has not saved the card yet has a day). */
const UNUSED_PHOTO_HOURS = 24;
/** Photos a sweep removes at most: the next sweep takes the rest. */
const SWEPT_AT_ONCE = 200;

/**
 * Removes photos uploaded more than UNUSED_PHOTO_HOURS ago that no product names (a clerk who dropped a photo and
 * left, one refused, one whose job was lost), then their files. Their rows are taken FOR UPDATE SKIP LOCKED: a
 * photo a save holds FOR SHARE (checkNamedPhotos) is passed over, and a save that comes after finds it gone. The
 * rows go first: a file left by a sweep cut short is only space, a row left without its files would be a photo
 * that shows nothing. Safe on every instance at once. How many it removed.
 */
export async function sweepUnusedPhotos(db: Db, store: MediaStore, hours = UNUSED_PHOTO_HOURS): Promise<number> {
  const swept = await db.transaction(async (tx) => {
    const old = await tx
      .select({ key: photos.key, width: photos.width })
      .from(photos)
      .where(sql`${photos.uploadedAt} < now() - make_interval(hours => ${hours})`)
      .orderBy(photos.uploadedAt)
      .limit(SWEPT_AT_ONCE)
      .for('update', { skipLocked: true });
    if (old.length === 0) return [];
    const named = await selectRows<{ key: string }>(
      tx,
      sql`SELECT DISTINCT substring(image FROM ${`^${PHOTOS_PATH}/([0-9a-f]{32})-`}) AS key
          FROM products, unnest(images) AS image
          WHERE image LIKE ${`${PHOTOS_PATH}/%`}`,
    );
    const kept = new Set(named.map((row) => row.key));
    const unused = old.filter((photo) => !kept.has(photo.key));
    if (unused.length > 0)
      await tx.delete(photos).where(
        inArray(
          photos.key,
          unused.map((photo) => photo.key),
        ),
      );
    return unused;
  });
  for (const photo of swept) await store.remove([originalName(photo.key), ...renditionNames(photo)]);
  return swept.length;
}
