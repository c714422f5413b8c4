import { date, index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { counterparties } from './purchasing-schema';
import { buyerOrders, productLineColumns, stockLocations, users } from './schema';
import { lineOf, linkTo, postedDocumentColumns, pricedQuantityColumns, productCopyColumns } from './document-columns';

/** Sales tables (migration 0010): shipments to buyers and their delivery planning. */

export const DELIVERY_STATUSES = ['PLANNED', 'DELIVERED', 'FAILED'] as const;

/** «Отгрузка»: DRAFT, then POSTED (stock out, the buyer's debt), maybe CANCELLED (reversed). */
export const shipments = pgTable(
  'shipments',
  {
    nid: integer('nid').primaryKey().generatedByDefaultAsIdentity(),
    buyerOrderNid: linkTo('buyer_order_nid', () => buyerOrders.nid),
    buyerNid: linkTo('buyer_nid', () => counterparties.nid),
    goodsTotal: integer('goods_total').notNull().default(0),
    /** The order's delivery cost when this is the first posted shipment of the order, else 0. */
    deliveryCost: integer('delivery_cost').notNull().default(0),
    total: integer('total').notNull().default(0),
    /** Where its goods came in or left (migration 0023). */
    locationNid: linkTo('location_nid', () => stockLocations.nid),
    ...postedDocumentColumns(),
  },
  (table) => [
    index('shipments_created').on(table.createdAt, table.nid),
    index('shipments_order').on(table.buyerOrderNid),
  ],
);

/** A shipped line: the order's line, its product and price as the order sold them. */
export const shipmentLines = pgTable(
  'shipment_lines',
  {
    shipmentNid: lineOf('shipment_nid', () => shipments.nid),
    ...productLineColumns(),
    orderLineNo: integer('order_line_no').notNull(),
    ...productCopyColumns(),
    ...pricedQuantityColumns(),
  },
  (table) => [
    primaryKey({ name: 'shipment_lines_pk', columns: [table.shipmentNid, table.lineNo] }),
    unique('shipment_lines_order_line').on(table.shipmentNid, table.orderLineNo),
    index('shipment_lines_product').on(table.productNid),
  ],
);

/** When and with whom a shipment goes out, and how it went: re-planned freely, apart from the shipment. */
export const shipmentDeliveries = pgTable(
  'shipment_deliveries',
  {
    shipmentNid: integer('shipment_nid')
      .primaryKey()
      .references(() => shipments.nid, { onDelete: 'cascade' }),
    deliveryDate: date('delivery_date').notNull(),
    driverUid: text('driver_uid').references(() => users.uid),
    driverName: text('driver_name'),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('PLANNED'),
    failureReason: text('failure_reason'),
    plannedAt: timestamp('planned_at', { withTimezone: true }).notNull().defaultNow(),
    plannedBy: text('planned_by').notNull(),
    plannedByName: text('planned_by_name').notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }),
    markedBy: text('marked_by'),
    markedByName: text('marked_by_name'),
  },
  (table) => [index('shipment_deliveries_day').on(table.deliveryDate, table.driverUid)],
);
