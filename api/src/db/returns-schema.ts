import { index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { counterparties } from './purchasing-schema';
import { shipments } from './sales-schema';
import { buyerOrders, productLineColumns, stockLocations } from './schema';
import { lineOf, linkTo, postedDocumentColumns, pricedQuantityColumns } from './document-columns';

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
    shipmentNid: linkTo('shipment_nid', () => shipments.nid),
    buyerOrderNid: linkTo('buyer_order_nid', () => buyerOrders.nid),
    buyerNid: linkTo('buyer_nid', () => counterparties.nid),
    total: integer('total').notNull().default(0),
    /** Where its goods came in or left (migration 0023). */
    locationNid: linkTo('location_nid', () => stockLocations.nid),
    ...postedDocumentColumns(),
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
    returnNid: lineOf('return_nid', () => buyerReturns.nid),
    ...productLineColumns(),
    /** The shipment's line the goods went out on. */
    shipmentLineNo: integer('shipment_line_no').notNull(),
    /** At the shipment line's price: what the buyer paid per unit. */
    ...pricedQuantityColumns(),
    reason: text('reason', { enum: BUYER_RETURN_REASONS }),
    note: text('note'),
  },
  (table) => [
    primaryKey({ name: 'buyer_return_lines_pk', columns: [table.returnNid, table.lineNo] }),
    unique('buyer_return_lines_shipment_line').on(table.returnNid, table.shipmentLineNo),
    index('buyer_return_lines_product').on(table.productNid),
  ],
);
