import type { FieldAccess } from '../auth/field-access';
import type { InvoiceFilter } from '../money/buyer-invoice-rows';
import { paymentsOfInvoice } from '../money/payment-rows';
import { createSupplierInvoice, listSupplierInvoices, loadSupplierInvoice, type SupplierInvoice, type SupplierInvoiceInput } from '../money/supplier-invoices';
import type { ShopContext } from './context';
import { actorIn, isoOf, type PageArgs } from './document-fields';
import { notFound } from './errors';
import { pageOf } from './paging';

const SECTION = { section: 'supplier-invoices' } as const;

/** «Счета поставщиков»: administrators and purchasers. */
export const supplierInvoicesAccess: FieldAccess = {
  'Query.supplierInvoices': SECTION,
  'Query.supplierInvoice': SECTION,
  'Mutation.createSupplierInvoice': SECTION,
};

export const supplierInvoicesResolvers = {
  Query: {
    supplierInvoices: (_: unknown, args: { filter?: InvoiceFilter | null } & PageArgs, { database }: ShopContext) =>
      listSupplierInvoices(database.db, args.filter ?? {}, pageOf(args.skip ?? 0, args.limit ?? 20)),
    supplierInvoice: (_: unknown, { nid }: { nid: number }, { database }: ShopContext) => loadSupplierInvoice(database.db, nid),
  },
  Mutation: {
    createSupplierInvoice: async (_: unknown, { input }: { input: SupplierInvoiceInput }, context: ShopContext) => {
      const nid = await createSupplierInvoice(context.database.db, input, actorIn(context));
      const invoice = await loadSupplierInvoice(context.database.db, nid);
      if (!invoice) throw notFound(`Счёт поставщика № ${nid} не найден`);
      return invoice;
    },
  },
  SupplierInvoice: {
    _id: (invoice: SupplierInvoice) => `supplier-invoice-${invoice.nid}`,
    createdAt: (invoice: SupplierInvoice) => isoOf(invoice.createdAt),
    payments: (invoice: SupplierInvoice, _: unknown, { database }: ShopContext) => paymentsOfInvoice(database.db, 'OUT', invoice.nid),
  },
};
