import { index, integer, pgTable, primaryKey, unique } from 'drizzle-orm/pg-core';
import { productLineColumns, stockLocations } from './schema';
import { lineOf, linkTo, postedDocumentColumns } from './document-columns';

/** Stock tables beyond the ledger itself (migration 0024): transfers between locations. */

/** A transfer («Перемещение товаров»): goods leave `location` and arrive at `destination` once posted. */
export const stockTransfers = pgTable(
  'stock_transfers',
  {
    nid: integer('nid').primaryKey().generatedByDefaultAsIdentity(),
    /** Where the goods leave. */
    locationNid: linkTo('location_nid', () => stockLocations.nid),
    /** Where they arrive (never where they leave: the migration's check). */
    destinationNid: linkTo('destination_nid', () => stockLocations.nid),
    ...postedDocumentColumns(),
  },
  (table) => [index('stock_transfers_created').on(table.createdAt, table.nid)],
);

/** A transferred product: how many units move (at least one; each product once per transfer). */
export const stockTransferLines = pgTable(
  'stock_transfer_lines',
  {
    transferNid: lineOf('transfer_nid', () => stockTransfers.nid),
    ...productLineColumns(),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ name: 'stock_transfer_lines_pk', columns: [table.transferNid, table.lineNo] }),
    unique('stock_transfer_lines_product').on(table.transferNid, table.productNid),
    index('stock_transfer_lines_product_nid').on(table.productNid),
  ],
);
