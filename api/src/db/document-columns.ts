import { sql } from 'drizzle-orm';
import { integer, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A document's life: DRAFT, then POSTED (its ledger rows written), maybe CANCELLED (reversed). */
export const DOCUMENT_STATUSES = ['DRAFT', 'POSTED', 'CANCELLED'] as const;

/** A required link to another table's row, by its integer key. */
export const linkTo = (name: string, target: () => AnyPgColumn) => integer(name).notNull().references(target);

/** A line's link to its document: the lines go when the document does. */
export const lineOf = (name: string, document: () => AnyPgColumn) =>
  integer(name).notNull().references(document, { onDelete: 'cascade' });

/** Who made a document and when: every document table has these. */
export const createdColumns = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: text('created_by').notNull(),
  createdByName: text('created_by_name').notNull(),
});

/** Who cancelled (or annulled) a document and when: null while it stands. */
export const cancelledColumns = () => ({
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  cancelledBy: text('cancelled_by'),
  cancelledByName: text('cancelled_by_name'),
});

/**
 * Who posted a document that moves goods or money, and who cancelled it, and when: null while a
 * draft (DRAFT -> POSTED -> CANCELLED, see the migrations' posted-document triggers).
 */
const postingColumns = () => ({
  postedAt: timestamp('posted_at', { withTimezone: true }),
  postedBy: text('posted_by'),
  postedByName: text('posted_by_name'),
  ...cancelledColumns(),
});

/** The columns every posted document has beside its own: status, comment, who made, posted and cancelled it. */
export const postedDocumentColumns = () => ({
  status: text('status', { enum: DOCUMENT_STATUSES }).notNull().default('DRAFT'),
  comment: text('comment'),
  ...createdColumns(),
  ...postingColumns(),
});

/** A line's quantity and price; the database computes the amount. */
export const pricedQuantityColumns = () => ({
  quantity: integer('quantity').notNull(),
  price: integer('price').notNull(),
  amount: integer('amount')
    .notNull()
    .generatedAlwaysAs(sql`quantity * price`),
});

/** The product's name and vendor code as they were when the line was written. */
export const productCopyColumns = () => ({
  name: text('name').notNull(),
  vendorCode: text('vendor_code').notNull(),
});
