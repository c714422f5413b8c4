import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { counterparties, DOCUMENT_STATUSES, supplierOrders } from './purchasing-schema';
import { buyerOrders, products } from './schema';
import { createdColumns, postingColumns } from './document-columns';

/** Money tables (migration 0009): invoices to buyers and from suppliers, and payments. */

export const PAYMENT_DIRECTIONS = ['IN', 'OUT'] as const;
export const PAYMENT_METHODS = ['CASH', 'BANK', 'CARD'] as const;

/** Who last corrected an invoice, and who annulled it (migration 0013): an annulled invoice is final. */
const correctionColumns = () => ({
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  updatedBy: text('updated_by'),
  updatedByName: text('updated_by_name'),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  cancelledBy: text('cancelled_by'),
  cancelledByName: text('cancelled_by_name'),
});

/**
 * «Счёт на оплату» to a buyer: the order's lines and delivery as they were when invoiced. No ledger rows.
 * An order has at most one standing (not annulled) invoice.
 */
export const buyerInvoices = pgTable(
  'buyer_invoices',
  {
    nid: integer('nid').primaryKey().generatedByDefaultAsIdentity(),
    buyerOrderNid: integer('buyer_order_nid')
      .notNull()
      .references(() => buyerOrders.nid),
    buyerNid: integer('buyer_nid')
      .notNull()
      .references(() => counterparties.nid),
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
    invoiceNid: integer('invoice_nid')
      .notNull()
      .references(() => buyerInvoices.nid, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    productNid: integer('product_nid')
      .notNull()
      .references(() => products.nid),
    name: text('name').notNull(),
    vendorCode: text('vendor_code').notNull(),
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
    supplierOrderNid: integer('supplier_order_nid')
      .notNull()
      .references(() => supplierOrders.nid),
    supplierNid: integer('supplier_nid')
      .notNull()
      .references(() => counterparties.nid),
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
    counterpartyNid: integer('counterparty_nid')
      .notNull()
      .references(() => counterparties.nid),
    buyerInvoiceNid: integer('buyer_invoice_nid').references(() => buyerInvoices.nid),
    supplierInvoiceNid: integer('supplier_invoice_nid').references(() => supplierInvoices.nid),
    amount: integer('amount').notNull(),
    paidOn: date('paid_on').notNull(),
    comment: text('comment'),
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull().default('DRAFT'),
    ...createdColumns(),
    ...postingColumns(),
  },
  (table) => [
    index('payments_created').on(table.createdAt, table.nid),
    index('payments_counterparty').on(table.counterpartyNid, table.createdAt),
    index('payments_buyer_invoice').on(table.buyerInvoiceNid),
    index('payments_supplier_invoice').on(table.supplierInvoiceNid),
  ],
);
