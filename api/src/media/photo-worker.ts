import { and, eq, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { workerBoss } from '../core/job-queue';
import { photos } from '../db/media-schema';
import type { ShopDatabase } from '../db/open-database';
import { logger } from '../observability/logger';
import type { MediaStore } from './media-store';
import { DamagedPhoto, renditionsOf } from './photo-files';
import {
  originalName,
  PHOTO_QUEUE,
  PHOTO_QUEUE_POLICY,
  renditionNames,
  sweepUnusedPhotos,
  type PhotoJob,
  type PhotoRow,
} from './photos';

export interface PhotoWorkerOptions {
  /** How often an idle worker asks the queue (seconds; tests shorten it). */
  pollingSeconds?: number;
  maintenanceSeconds?: number;
  /** Told how long a photo's renditions took (/metrics). */
  onMade?: (seconds: number) => void;
  /** How often the photos no product names are swept (sweepUnusedPhotos); an hour unless a test says. */
  sweepEveryMs?: number;
}

const HOUR_MS = 60 * 60 * 1_000;

const LOST = 'Файл фото потерян при сохранении: загрузите его снова';

/**
 * Makes the renditions of uploaded photos (api/README.md, «Photos»): every API instance runs one, taking a job at
 * a time, so a burst of uploads waits in the queue instead of taking the instance's cores from its requests (sharp
 * works in its own threads, off the event loop). A photo whose pixels do not decode is refused with the reason and
 * its files removed; a store that fails is tried again by the queue.
 */
export class PhotoWorker {
  private readonly boss: PgBoss;
  private started = false;
  private sweeper: NodeJS.Timeout | null = null;
  private sweeping: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly database: ShopDatabase,
    private readonly store: MediaStore,
    private readonly options: PhotoWorkerOptions = {},
  ) {
    this.boss = workerBoss(database, 'the photos queue', options.maintenanceSeconds);
  }

  async start(): Promise<void> {
    await this.boss.start();
    await this.boss.updateQueue(PHOTO_QUEUE, { name: PHOTO_QUEUE, policy: 'standard', ...PHOTO_QUEUE_POLICY });
    let workerId: string | null = null;
    workerId = await this.boss.work<PhotoJob>(
      PHOTO_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: this.options.pollingSeconds ?? 1 },
      async ([job]) => {
        if (!job) return;
        await this.process(job.data.key);
        // The queue is asked again at once after a job, not after the polling pause: a burst of uploads (the
        // demo catalogue's hundred at a first start) goes through as fast as it is made, not one a second.
        if (workerId) this.boss.notifyWorker(workerId);
      },
    );
    this.started = true;
    // A timer of each instance rather than a queue's schedule: the sweep skips what another instance holds.
    this.sweeper = setInterval(() => {
      this.sweeping = this.sweep().catch((error: unknown) =>
        logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'the photo sweep failed'),
      );
    }, this.options.sweepEveryMs ?? HOUR_MS);
    this.sweeper.unref();
  }

  /** Removes the photos no product names a day after their upload; how many. */
  async sweep(): Promise<number> {
    const swept = await sweepUnusedPhotos(this.database.db, this.store);
    if (swept > 0) logger.info({ photos: swept }, 'unused photos swept');
    return swept;
  }

  /** Stops taking jobs and lets the photo being made finish (up to `timeoutMs`). */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    await this.sweeping;
    await this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
  }

  /** Makes a photo's renditions and marks it READY; nothing to do for one already made, refused or gone. */
  async process(key: string): Promise<void> {
    const { db } = this.database;
    const [row] = await db.select().from(photos).where(eq(photos.key, key));
    if (!row || row.status !== 'PROCESSING') return;
    const original = await this.store.read(originalName(key));
    if (!original) return this.refuse(row, LOST);
    const started = process.hrtime.bigint();
    let renditions;
    try {
      renditions = await renditionsOf(original, row);
    } catch (error) {
      if (error instanceof DamagedPhoto) return this.refuse(row, error.message);
      throw error;
    }
    for (const rendition of renditions) await this.store.put(rendition.name, rendition.data, rendition.contentType);
    await db
      .update(photos)
      .set({ status: 'READY', readyAt: sql`now()` })
      .where(and(eq(photos.key, key), eq(photos.status, 'PROCESSING')));
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    this.options.onMade?.(seconds);
    logger.info({ photo: key, renditions: renditions.length, seconds }, 'photo renditions made');
  }

  /** Records why a photo is refused, then removes its files: the row says what became of the upload. */
  private async refuse(row: PhotoRow, refusal: string): Promise<void> {
    await this.database.db
      .update(photos)
      .set({ status: 'REFUSED', refusal })
      .where(and(eq(photos.key, row.key), eq(photos.status, 'PROCESSING')));
    await this.store.remove([originalName(row.key), ...renditionNames(row)]);
    logger.info({ photo: row.key, refusal }, 'photo refused');
  }
}
