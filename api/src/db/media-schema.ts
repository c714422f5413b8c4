import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Uploaded, renditions being made; its renditions made, a product may name it; its pixels did not decode. */
export const PHOTO_STATUSES = ['PROCESSING', 'READY', 'REFUSED'] as const;
export type PhotoStatus = (typeof PHOTO_STATUSES)[number];

/** The formats a photo may be uploaded in, by its content. */
export const UPLOADED_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;
export type UploadedFormat = (typeof UPLOADED_FORMATS)[number];

/** A photo staff uploaded (migration 0030), keyed by the hash of the file's bytes. */
export const photos = pgTable(
  'photos',
  {
    key: text('key').primaryKey(),
    status: text('status', { enum: PHOTO_STATUSES }).notNull().default('PROCESSING'),
    format: text('format', { enum: UPLOADED_FORMATS }).notNull(),
    /** As shown: EXIF orientation applied. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    /** Why the job refused it (Russian), for the clerk who uploaded it. */
    refusal: text('refusal'),
    uploadedByUid: text('uploaded_by_uid').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
  },
  (table) => [index('photos_uploaded_at').on(table.uploadedAt)],
);
