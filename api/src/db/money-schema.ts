import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { counterparties, supplierOrders } from './purchasing-schema';
import { buyerOrders, productLineColumns } from './schema';
import {
  cancelledColumns,
  createdColumns,
  lineOf,
  linkTo,
  postedDocumentColumns,
  productCopyColumns,
} from './document-columns';

/** Money tables (migration 0009): invoices to buyers and from suppliers, and payments. */

export const PAYMENT_DIRECTIONS = ['IN', 'OUT'] as const;
export const PAYMENT_METHODS = ['CASH', 'BANK', 'CARD'] as const;

/** Who last corrected an invoice, and who annulled it (migration 0013): an annulled invoice is final. */
const correctionColumns = () => ({
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  updatedBy: text('updated_by'),
  updatedByName: text('updated_by_name'),
  ...cancelledColumns(),
});

/**
 * «Счёт на оплату» to a buyer: the order's lines and delivery as they were when invoiced. No ledger rows.
 * An order has at most one standing (not annulled) invoice.
 */
export const buyerInvoices = pgTable(
  'buyer_invoices',
  {
    nid: integer('nid').primaryKey().generatedByDefaultAsIdentity(),
    buyerOrderNid: linkTo('buyer_order_nid', () => buyerOrders.nid),
    buyerNid: linkTo('buyer_nid', () => counterparties.nid),
    dueDate: date('due_date').notNull(),
    comment: text('comment'),
    deliveryCost: integer('delivery_cost').notNull(),
    goodsTotal: integer('goods_total').notNull(),
    total: integer('total').notNull(),
    ...createdColumns(),
    ...correctionColumns(),
  },
  (table) => [
    index('buyer_invoices_created').on(table.createdAt, table.nid),
    index('buyer_invoices_buyer').on(table.buyerNid, table.createdAt),
    index('buyer_invoices_order').on(table.buyerOrderNid),
    uniqueIndex('buyer_invoices_standing_order')
      .on(table.buyerOrderNid)
      .where(sql`${table.cancelledAt} IS NULL`),
  ],
);

export const buyerInvoiceLines = pgTable(
  'buyer_invoice_lines',
  {
    invoiceNid: lineOf('invoice_nid', () => buyerInvoices.nid),
    ...productLineColumns(),
    ...productCopyColumns(),
    quantity: integer('quantity').notNull(),
    price: integer('price').notNull(),
    amount: integer('amount').notNull(),
  },
  (table) => [primaryKey({ name: 'buyer_invoice_lines_pk', columns: [table.invoiceNid, table.lineNo] })],
);

/** An invoice received from a supplier, numbered and dated as the supplier wrote it. No ledger rows. */
export const supplierInvoices = pgTable(
  'supplier_invoices',
  {
    nid: integer('nid').primaryKey().generatedByDefaultAsIdentity(),
    supplierOrderNid: linkTo('supplier_order_nid', () => supplierOrders.nid),
    supplierNid: linkTo('supplier_nid', () => counterparties.nid),
    number: text('number').notNull(),
    invoiceDate: date('invoice_date').notNull(),
    amount: integer('amount').notNull(),
    dueDate: date('due_date'),
    comment: text('comment'),
    ...createdColumns(),
    ...correctionColumns(),
  },
  (table) => [
    index('supplier_invoices_created').on(table.createdAt, table.nid),
    index('supplier_invoices_order').on(table.supplierOrderNid),
  ],
);

/** «Платёж»: DRAFT, then POSTED (one settlement row), maybe CANCELLED (the reversing row). */
export const payments = pgTable(
  'payments',
  {
    nid: integer('nid').primaryKey().generatedByDefaultAsIdentity(),
    direction: text('direction', { enum: PAYMENT_DIRECTIONS }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    counterpartyNid: linkTo('counterparty_nid', () => counterparties.nid),
    buyerInvoiceNid: integer('buyer_invoice_nid').references(() => buyerInvoices.nid),
    supplierInvoiceNid: integer('supplier_invoice_nid').references(() => supplierInvoices.nid),
    amount: integer('amount').notNull(),
    paidOn: date('paid_on').notNull(),
    ...postedDocumentColumns(),
  },
  (table) => [
    index('payments_created').on(table.createdAt, table.nid),
    index('payments_counterparty').on(table.counterpartyNid, table.createdAt),
    index('payments_buyer_invoice').on(table.buyerInvoiceNid),
    index('payments_supplier_invoice').on(table.supplierInvoiceNid),
  ],
);
