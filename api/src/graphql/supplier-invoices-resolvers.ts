import type { FieldAccess } from '../auth/field-access';
import type { InvoiceFilter } from '../money/buyer-invoice-rows';
import { paymentsOfInvoice } from '../money/payment-rows';
import { cancelSupplierInvoice, readSupplierInvoiceUpdate, updateSupplierInvoice, type SupplierInvoiceUpdateInput } from '../money/supplier-invoice-changes';
import { createSupplierInvoice, listSupplierInvoices, loadSupplierInvoice, type SupplierInvoice, type SupplierInvoiceInput } from '../money/supplier-invoices';
import { notFound } from '../core/errors';
import { pageOf } from '../core/paging';
import type { ShopContext } from './context';
import { actorIn, isoOf, type PageArgs } from './document-fields';

const SECTION = { section: 'supplier-invoices' } as const;

/**
 * «Счета поставщиков»: administrators and purchasers enter, correct and annul them. The paid state
 * is the invoice's own; its payment records are the payments section's.
 */
export const supplierInvoicesAccess: FieldAccess = {
  'Query.supplierInvoices': SECTION,
  'Query.supplierInvoice': SECTION,
  'Mutation.createSupplierInvoice': SECTION,
  'Mutation.updateSupplierInvoice': SECTION,
  'Mutation.cancelSupplierInvoice': SECTION,
  'SupplierInvoice.payments': { section: 'payments' },
};

type NidArgs = { nid: number };

async function invoiceOrNotFound(context: ShopContext, nid: number) {
  const invoice = await loadSupplierInvoice(context.database.db, nid);
  if (!invoice) throw notFound(`Счёт поставщика № ${nid} не найден`);
  return invoice;
}

export const supplierInvoicesResolvers = {
  Query: {
    supplierInvoices: (_: unknown, args: { filter?: InvoiceFilter | null } & PageArgs, { database }: ShopContext) =>
      listSupplierInvoices(database.db, args.filter ?? {}, pageOf(args.skip ?? 0, args.limit ?? 20)),
    supplierInvoice: (_: unknown, { nid }: NidArgs, { database }: ShopContext) => loadSupplierInvoice(database.db, nid),
  },
  Mutation: {
    createSupplierInvoice: async (_: unknown, { input }: { input: SupplierInvoiceInput }, context: ShopContext) =>
      invoiceOrNotFound(context, await createSupplierInvoice(context.database.db, input, actorIn(context))),
    updateSupplierInvoice: async (_: unknown, { nid, input }: NidArgs & { input: SupplierInvoiceUpdateInput }, context: ShopContext) => {
      await updateSupplierInvoice(context.database.db, nid, readSupplierInvoiceUpdate(input), actorIn(context));
      return invoiceOrNotFound(context, nid);
    },
    cancelSupplierInvoice: async (_: unknown, { nid }: NidArgs, context: ShopContext) => {
      await cancelSupplierInvoice(context.database.db, nid, actorIn(context));
      return invoiceOrNotFound(context, nid);
    },
  },
  SupplierInvoice: {
    _id: (invoice: SupplierInvoice) => `supplier-invoice-${invoice.nid}`,
    createdAt: (invoice: SupplierInvoice) => isoOf(invoice.createdAt),
    updatedAt: (invoice: SupplierInvoice) => isoOf(invoice.updatedAt),
    cancelledAt: (invoice: SupplierInvoice) => isoOf(invoice.cancelledAt),
    payments: (invoice: SupplierInvoice, _: unknown, { database }: ShopContext) => paymentsOfInvoice(database.db, 'OUT', invoice.nid),
  },
};
