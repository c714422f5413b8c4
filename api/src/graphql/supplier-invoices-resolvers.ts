import type { FieldAccess } from '../auth/field-access';
import { paymentsOfInvoice } from '../money/payment-rows';
import {
  cancelSupplierInvoice,
  readSupplierInvoiceUpdate,
  updateSupplierInvoice,
} from '../money/supplier-invoice-changes';
import { createSupplierInvoice, listSupplierInvoices, loadSupplierInvoice } from '../money/supplier-invoices';
import { notFound } from '../core/errors';
import { pageOf } from '../core/paging';
import type { ShopContext } from './context';
import { actorIn, isoOf } from './document-fields';
import type { Resolvers } from './resolver-types.generated';

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

async function invoiceOrNotFound(context: ShopContext, nid: number) {
  const invoice = await loadSupplierInvoice(context.database.db, nid);
  if (!invoice) throw notFound(`Счёт поставщика № ${nid} не найден`);
  return invoice;
}

export const supplierInvoicesResolvers: Resolvers = {
  Query: {
    supplierInvoices: (_, args, { database }) =>
      listSupplierInvoices(database.db, args.filter ?? {}, pageOf(args.skip ?? 0, args.limit ?? 20)),
    supplierInvoice: (_, { nid }, { database }) => loadSupplierInvoice(database.db, nid),
  },
  Mutation: {
    createSupplierInvoice: async (_, { input }, context) =>
      invoiceOrNotFound(context, await createSupplierInvoice(context.database.db, input, actorIn(context))),
    updateSupplierInvoice: async (_, { nid, input }, context) => {
      await updateSupplierInvoice(context.database.db, nid, readSupplierInvoiceUpdate(input), actorIn(context));
      return invoiceOrNotFound(context, nid);
    },
    cancelSupplierInvoice: async (_, { nid }, context) => {
      await cancelSupplierInvoice(context.database.db, nid, actorIn(context));
      return invoiceOrNotFound(context, nid);
    },
  },
  SupplierInvoice: {
    _id: (invoice) => `supplier-invoice-${invoice.nid}`,
    createdAt: (invoice) => isoOf(invoice.createdAt),
    updatedAt: (invoice) => isoOf(invoice.updatedAt),
    cancelledAt: (invoice) => isoOf(invoice.cancelledAt),
    payments: (invoice, _, { database }) => paymentsOfInvoice(database.db, 'OUT', invoice.nid),
  },
};
