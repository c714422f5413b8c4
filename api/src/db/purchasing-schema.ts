import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  smallint,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { productLineColumns, stockLocations } from './schema';
import { createdColumns, lineOf, linkTo, postedDocumentColumns, pricedQuantityColumns } from './document-columns';

export { DOCUMENT_STATUSES } from './document-columns';

/** Purchasing tables (migration 0008): counterparties, their settlements, supplier orders, acceptances. */

export const COUNTERPARTY_KINDS = ['SUPPLIER', 'BUYER'] as const;
export const SUPPLIER_ORDER_STATUSES = [
  'DRAFT',
  'PLACED',
  'PARTLY_RECEIVED',
  'RECEIVED',
  'CLOSED',
  'CANCELLED',
] as const;
export const DISCREPANCIES = ['SHORTAGE', 'SURPLUS', 'DAMAGED'] as const;

/** A supplier or a buyer with its requisites. */
export const counterparties = pgTable(
  'counterparties',
  {
    nid: integer('nid').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind', { enum: COUNTERPARTY_KINDS }).notNull(),
    name: text('name').notNull(),
    // Null only for a buyer without one (a person); migration 0009.
    inn: text('inn'),
    kpp: text('kpp'),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    contactPerson: text('contact_person'),
    comment: text('comment'),
    /** A supplier's lead time in days, 1–365 (migration 0027): the storefront's «ожидается» when no open order brings the goods. */
    leadDays: smallint('lead_days'),
    ...createdColumns(),
  },
  (table) => [
    // One counterparty per kind and requisites (migration 0008); a buyer without an INN (migration 0009) is found by phone or e-mail.
    uniqueIndex('counterparties_kind_inn_kpp').on(table.kind, table.inn, sql`coalesce(${table.kpp}, '')`),
    index('counterparties_kind_name').on(table.kind, table.name),
    index('counterparties_kind_phone').on(table.kind, table.phone),
    index('counterparties_kind_email').on(table.kind, table.email),
  ],
);

/**
 * The settlements ledger, whole rubles. Positive: the shop owes the counterparty; negative: the
 * counterparty owes the shop. Rows are never changed: a cancellation writes the reversing row.
 */
export const counterpartyMoves = pgTable(
  'counterparty_moves',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    counterpartyNid: linkTo('counterparty_nid', () => counterparties.nid),
    amount: integer('amount').notNull(),
    documentType: text('document_type').notNull(),
    documentNid: integer('document_nid').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').notNull(),
  },
  (table) => [
    index('counterparty_moves_counterparty').on(table.counterpartyNid, table.id),
    index('counterparty_moves_document').on(table.documentType, table.documentNid),
  ],
);

/** An order to a supplier; its received quantities follow the posted acceptances. */
export const supplierOrders = pgTable(
  'supplier_orders',
  {
    nid: integer('nid').primaryKey().generatedByDefaultAsIdentity(),
    supplierNid: linkTo('supplier_nid', () => counterparties.nid),
    status: text('status', { enum: SUPPLIER_ORDER_STATUSES }).notNull().default('DRAFT'),
    expectedDate: date('expected_date'),
    comment: text('comment'),
    total: integer('total').notNull().default(0),
    ...createdColumns(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    statusChangedBy: text('status_changed_by'),
    statusChangedByName: text('status_changed_by_name'),
  },
  (table) => [
    index('supplier_orders_created').on(table.createdAt, table.nid),
    index('supplier_orders_supplier').on(table.supplierNid, table.createdAt),
  ],
);

export const supplierOrderLines = pgTable(
  'supplier_order_lines',
  {
    orderNid: lineOf('order_nid', () => supplierOrders.nid),
    ...productLineColumns(),
    ...pricedQuantityColumns(),
    received: integer('received').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'supplier_order_lines_pk', columns: [table.orderNid, table.lineNo] }),
    unique('supplier_order_lines_order_product').on(table.orderNid, table.productNid),
    index('supplier_order_lines_product').on(table.productNid),
  ],
);

/** An acceptance («Приёмка»): DRAFT, then POSTED (stock and debt written), maybe CANCELLED (reversed). */
export const acceptances = pgTable(
  'acceptances',
  {
    nid: integer('nid').primaryKey().generatedByDefaultAsIdentity(),
    supplierOrderNid: linkTo('supplier_order_nid', () => supplierOrders.nid),
    supplierNid: linkTo('supplier_nid', () => counterparties.nid),
    total: integer('total').notNull().default(0),
    /** Where its goods came in or left (migration 0023). */
    locationNid: linkTo('location_nid', () => stockLocations.nid),
    ...postedDocumentColumns(),
  },
  (table) => [
    index('acceptances_created').on(table.createdAt, table.nid),
    index('acceptances_order').on(table.supplierOrderNid),
  ],
);

export const acceptanceLines = pgTable(
  'acceptance_lines',
  {
    acceptanceNid: lineOf('acceptance_nid', () => acceptances.nid),
    ...productLineColumns(),
    orderLineNo: integer('order_line_no').notNull(),
    ...pricedQuantityColumns(),
    discrepancy: text('discrepancy', { enum: DISCREPANCIES }),
    note: text('note'),
  },
  (table) => [
    primaryKey({ name: 'acceptance_lines_pk', columns: [table.acceptanceNid, table.lineNo] }),
    unique('acceptance_lines_order_line').on(table.acceptanceNid, table.orderLineNo),
    index('acceptance_lines_product').on(table.productNid),
  ],
);

/** Why goods go back to a supplier (migration 0011): «Брак», «Пересорт», «Излишки». */
export const SUPPLIER_RETURN_REASONS = ['DEFECT', 'MISGRADE', 'SURPLUS'] as const;

/**
 * A supplier return («Возврат поставщику») of goods a posted acceptance brought in: DRAFT, then
 * POSTED (stock out, the debt to the supplier lowered), maybe CANCELLED (reversed). Migration 0011.
 */
export const supplierReturns = pgTable(
  'supplier_returns',
  {
    nid: integer('nid').primaryKey().generatedByDefaultAsIdentity(),
    acceptanceNid: linkTo('acceptance_nid', () => acceptances.nid),
    supplierNid: linkTo('supplier_nid', () => counterparties.nid),
    total: integer('total').notNull().default(0),
    /** Where its goods came in or left (migration 0023). */
    locationNid: linkTo('location_nid', () => stockLocations.nid),
    ...postedDocumentColumns(),
  },
  (table) => [
    index('supplier_returns_created').on(table.createdAt, table.nid),
    index('supplier_returns_acceptance').on(table.acceptanceNid),
    index('supplier_returns_supplier').on(table.supplierNid, table.createdAt),
  ],
);

export const supplierReturnLines = pgTable(
  'supplier_return_lines',
  {
    returnNid: lineOf('return_nid', () => supplierReturns.nid),
    ...productLineColumns(),
    /** The acceptance's line the goods came in on. */
    acceptanceLineNo: integer('acceptance_line_no').notNull(),
    /** At the acceptance line's price. */
    ...pricedQuantityColumns(),
    reason: text('reason', { enum: SUPPLIER_RETURN_REASONS }),
    note: text('note'),
  },
  (table) => [
    primaryKey({ name: 'supplier_return_lines_pk', columns: [table.returnNid, table.lineNo] }),
    unique('supplier_return_lines_acceptance_line').on(table.returnNid, table.acceptanceLineNo),
    index('supplier_return_lines_product').on(table.productNid),
  ],
);
