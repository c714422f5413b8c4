import { paymentsOfInvoice } from '../money/payment-rows';
import {
  cancelSupplierInvoice,
  readSupplierInvoiceUpdate,
  updateSupplierInvoice,
} from '../money/supplier-invoice-changes';
import { createSupplierInvoice, listSupplierInvoices, loadSupplierInvoice } from '../money/supplier-invoices';
import { accessTo, accessToAll, documentResolvers, listResolver } from './document-resolvers';
import type { Resolvers } from './resolver-types.generated';

const supplierInvoices = documentResolvers({
  idPrefix: 'supplier-invoice',
  load: loadSupplierInvoice,
  missing: (nid) => `Счёт поставщика № ${nid} не найден`,
});

export const supplierInvoicesResolvers: Resolvers = {
  Query: {
    supplierInvoices: listResolver(listSupplierInvoices),
    supplierInvoice: supplierInvoices.one,
  },
  Mutation: {
    createSupplierInvoice: supplierInvoices.create(createSupplierInvoice),
    updateSupplierInvoice: supplierInvoices.update(updateSupplierInvoice, readSupplierInvoiceUpdate),
    cancelSupplierInvoice: supplierInvoices.step(cancelSupplierInvoice),
  },
  SupplierInvoice: {
    ...supplierInvoices.fields('createdAt', 'updatedAt', 'cancelledAt'),
    payments: (invoice, _, { database }) => paymentsOfInvoice(database.db, 'OUT', invoice.nid),
  },
};

/**
 * «Счета поставщиков»: administrators and purchasers enter, correct and annul them. The paid state
 * is the invoice's own; its payment records are the payments section's.
 */
export const supplierInvoicesAccess = {
  ...accessToAll({ section: 'supplier-invoices' }, supplierInvoicesResolvers, 'Query', 'Mutation'),
  ...accessTo({ section: 'payments' }, { SupplierInvoice: ['payments'] }),
};
