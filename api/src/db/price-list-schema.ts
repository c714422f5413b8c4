import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Being read and compared; its preview ready; not readable at all; its accepted rows applied. */
export const PRICE_LIST_IMPORT_STATUSES = ['READING', 'READY', 'FAILED', 'APPLIED'] as const;
export type PriceListImportStatus = (typeof PRICE_LIST_IMPORT_STATUSES)[number];

export const PRICE_LIST_FORMATS = ['xlsx', 'csv'] as const;
export type PriceListFormat = (typeof PRICE_LIST_FORMATS)[number];

/** A row that adds a product, changes one, or is refused (unchanged rows are only counted). */
export const PRICE_LIST_ROW_STATUSES = ['NEW', 'CHANGED', 'REFUSED'] as const;
export type PriceListRowStatus = (typeof PRICE_LIST_ROW_STATUSES)[number];

/** A changed cell as the preview shows it: the column's header, what the catalogue has, what the file says. */
export interface PriceListChange {
  column: string;
  before: string;
  after: string;
}

/** A price list file uploaded in the back-office (migration 0032). */
export const priceListImports = pgTable(
  'price_list_imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fileName: text('file_name').notNull(),
    format: text('format', { enum: PRICE_LIST_FORMATS }).notNull(),
    bytes: integer('bytes').notNull(),
    status: text('status', { enum: PRICE_LIST_IMPORT_STATUSES }).notNull().default('READING'),
    /** Why the file could not be read (Russian). */
    failure: text('failure'),
    bytesRead: integer('bytes_read').notNull().default(0),
    rowsRead: integer('rows_read').notNull().default(0),
    newRows: integer('new_rows').notNull().default(0),
    changedRows: integer('changed_rows').notNull().default(0),
    unchangedRows: integer('unchanged_rows').notNull().default(0),
    refusedRows: integer('refused_rows').notNull().default(0),
    /** What the clerk should know of the file as a whole (Russian). */
    notices: text('notices')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    uploadedByUid: text('uploaded_by_uid').notNull(),
    uploadedByName: text('uploaded_by_name').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved as the reading goes on: a READING import not touched for long lost its process. */
    touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().defaultNow(),
    appliedByUid: text('applied_by_uid'),
    appliedByName: text('applied_by_name'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (table) => [index('price_list_imports_uploaded_at').on(table.uploadedAt)],
);

/** A row of an uploaded price list that changes something or is refused, by its number in the file. */
export const priceListImportRows = pgTable(
  'price_list_import_rows',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => priceListImports.id, { onDelete: 'cascade' }),
    rowNo: integer('row_no').notNull(),
    status: text('status', { enum: PRICE_LIST_ROW_STATUSES }).notNull(),
    vendorCode: text('vendor_code').notNull(),
    name: text('name').notNull(),
    productNid: integer('product_nid'),
    /** Why the row is refused (Russian). */
    reason: text('reason'),
    changes: jsonb('changes')
      .$type<PriceListChange[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** A CHANGED row's product's edit version as the preview read it (editVersionOf): the apply's check. */
    editVersion: text('edit_version'),
    /** What a NEW or CHANGED row saves: the product as the form sends it (ProductInput). */
    input: jsonb('input').$type<unknown>(),
  },
  (table) => [
    primaryKey({ columns: [table.importId, table.rowNo] }),
    index('price_list_import_rows_status').on(table.importId, table.status, table.rowNo),
  ],
);
