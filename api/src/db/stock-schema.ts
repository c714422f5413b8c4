import { bigint, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { buyerOrderLines, productLineColumns, products, stockLocations } from './schema';
import { lineOf, linkTo, postedDocumentColumns } from './document-columns';

/** Stock tables beyond the ledger itself: transfers between locations (migration 0024), reservations (0025). */

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

/**
 * The reservations ledger: units of an order line's product held at a location (+ reserves, − releases;
 * rows are never changed). A line's reservation there is the sum of its rows; product_stocks.reserved
 * the sum over lines, kept by the trigger.
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderNid: integer('order_nid').notNull(),
    lineNo: integer('line_no').notNull(),
    productNid: linkTo('product_nid', () => products.nid),
    locationNid: linkTo('location_nid', () => stockLocations.nid),
    quantity: integer('quantity').notNull(),
    /** Why: ReservationReason (documents/stock-reservations.ts). */
    reason: text('reason').notNull(),
    /** The document that caused the row, when one did: a shipment consuming it, an acceptance bringing goods. */
    documentType: text('document_type'),
    documentNid: integer('document_nid'),
    /** The staff member who moved it between orders; null when the shop's rules made the row. */
    createdByUid: text('created_by_uid'),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'stock_reservations_line',
      columns: [table.orderNid, table.lineNo],
      foreignColumns: [buyerOrderLines.orderNid, buyerOrderLines.lineNo],
    }),
    index('stock_reservations_order').on(table.orderNid, table.lineNo),
    index('stock_reservations_product').on(table.productNid, table.locationNid, table.id),
    index('stock_reservations_document').on(table.documentType, table.documentNid),
  ],
);
