import {
  buyerInvoiceLinesOf,
  listBuyerInvoices,
  loadBuyerInvoice,
  loadStandingInvoiceOfOrder,
} from '../money/buyer-invoice-rows';
import { cancelBuyerInvoice, readBuyerInvoiceUpdate, updateBuyerInvoice } from '../money/buyer-invoice-changes';
import { listBuyers, loadBuyer } from '../counterparties/buyer-rows';
import { balanceOf } from '../money/reconciliation';
import { createBuyerInvoice, readBuyerInvoiceInput } from '../money/create-buyer-invoice';
import { paymentsOfInvoice } from '../money/payment-rows';
import { accessTo, accessToAll, documentResolvers, listResolver, pageIn } from './document-resolvers';
import { isoOf } from './document-fields';
import type { Resolvers } from './resolver-types.generated';

const buyerInvoices = documentResolvers({
  idPrefix: 'buyer-invoice',
  load: loadBuyerInvoice,
  missing: (nid) => `Счёт № ${nid} не найден`,
});

export const buyerInvoicesResolvers: Resolvers = {
  Query: {
    buyerInvoices: listResolver(listBuyerInvoices),
    buyerInvoice: buyerInvoices.one,
    buyers: (_, args, { database }) => listBuyers(database.db, args.search, pageIn(args)),
    buyer: (_, { nid }, { database }) => loadBuyer(database.db, nid),
  },
  Mutation: {
    createBuyerInvoice: buyerInvoices.create(createBuyerInvoice, readBuyerInvoiceInput),
    updateBuyerInvoice: buyerInvoices.update(updateBuyerInvoice, readBuyerInvoiceUpdate),
    cancelBuyerInvoice: buyerInvoices.step(cancelBuyerInvoice),
  },
  BuyerOrder: {
    invoice: (order, _, { database }) => loadStandingInvoiceOfOrder(database.db, order.nid),
  },
  Buyer: {
    _id: (buyer) => `buyer-${buyer.nid}`,
    createdAt: (buyer) => isoOf(buyer.createdAt),
    balance: (buyer, _, { database }) => balanceOf(database.db, buyer.nid),
  },
  BuyerInvoice: {
    ...buyerInvoices.fields('createdAt', 'updatedAt', 'cancelledAt'),
    lines: async (invoice, _, { database }) =>
      (await buyerInvoiceLinesOf(database.db, invoice.nid)).map((line) => ({ ...line, nid: line.productNid })),
    payments: (invoice, _, { database }) => paymentsOfInvoice(database.db, 'IN', invoice.nid),
  },
};

/**
 * «Счета покупателям» is a sales section: sellers make, correct and annul invoices too; taking
 * money is in «Платежи». The order card's link to its invoice follows the same rule. The invoice's
 * paid state is the invoice's own; its payment records are the payments section's.
 */
export const buyerInvoicesAccess = {
  ...accessToAll({ section: 'buyer-invoices' }, buyerInvoicesResolvers, 'Query', 'Mutation', 'BuyerOrder'),
  ...accessTo({ section: 'payments' }, { BuyerInvoice: ['payments'] }),
};
