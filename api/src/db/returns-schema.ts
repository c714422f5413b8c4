import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { counterparties, DOCUMENT_STATUSES } from './purchasing-schema';
import { shipments } from './sales-schema';
import { buyerOrders, products } from './schema';
import { createdColumns, postingColumns } from './document-columns';

/** Why a buyer brought goods back (migration 0012): «Брак», «Не подошёл», «Пересорт», «Другое». */
export const BUYER_RETURN_REASONS = ['DEFECT', 'NOT_SUITABLE', 'MISGRADE', 'OTHER'] as const;

/**
 * A buyer return («Возврат от покупателя») of goods a posted shipment took out: DRAFT, then
 * POSTED (stock back, the shop owes the buyer), maybe CANCELLED (reversed). Migration 0012.
 */
export const buyerReturns = pgTable(
  'buyer_returns',
  {
    nid: integer('nid').primaryKey().generatedByDefaultAsIdentity(),
    shipmentNid: integer('shipment_nid')
      .notNull()
      .references(() => shipments.nid),
    buyerOrderNid: integer('buyer_order_nid')
      .notNull()
      .references(() => buyerOrders.nid),
    buyerNid: integer('buyer_nid')
      .notNull()
      .references(() => counterparties.nid),
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull().default('DRAFT'),
    comment: text('comment'),
    total: integer('total').notNull().default(0),
    ...createdColumns(),
    ...postingColumns(),
  },
  (table) => [
    index('buyer_returns_created').on(table.createdAt, table.nid),
    index('buyer_returns_shipment').on(table.shipmentNid, table.status),
    index('buyer_returns_order').on(table.buyerOrderNid),
  ],
);

export const buyerReturnLines = pgTable(
  'buyer_return_lines',
  {
    returnNid: integer('return_nid')
      .notNull()
      .references(() => buyerReturns.nid, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    /** The shipment's line the goods went out on. */
    shipmentLineNo: integer('shipment_line_no').notNull(),
    productNid: integer('product_nid')
      .notNull()
      .references(() => products.nid),
    quantity: integer('quantity').notNull(),
    /** The shipment line's price: what the buyer paid per unit. */
    price: integer('price').notNull(),
    amount: integer('amount')
      .notNull()
      .generatedAlwaysAs(sql`quantity * price`),
    reason: text('reason', { enum: BUYER_RETURN_REASONS }),
    note: text('note'),
  },
  (table) => [
    primaryKey({ name: 'buyer_return_lines_pk', columns: [table.returnNid, table.lineNo] }),
    unique('buyer_return_lines_shipment_line').on(table.returnNid, table.shipmentLineNo),
    index('buyer_return_lines_product').on(table.productNid),
  ],
);
