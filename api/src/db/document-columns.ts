import { text, timestamp } from 'drizzle-orm/pg-core';

/** Who made a document and when: every document table has these. */
export const createdColumns = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: text('created_by').notNull(),
  createdByName: text('created_by_name').notNull(),
});

/**
 * Who posted a document that moves goods or money, and who cancelled it, and when: null while a
 * draft (DRAFT -> POSTED -> CANCELLED, see the migrations' posted-document triggers).
 */
export const postingColumns = () => ({
  postedAt: timestamp('posted_at', { withTimezone: true }),
  postedBy: text('posted_by'),
  postedByName: text('posted_by_name'),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  cancelledBy: text('cancelled_by'),
  cancelledByName: text('cancelled_by_name'),
});
