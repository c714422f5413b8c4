import type { FieldAccess } from '../auth/field-access';
import {
  buyerInvoiceLinesOf,
  listBuyerInvoices,
  loadBuyerInvoice,
  loadStandingInvoiceOfOrder,
} from '../money/buyer-invoice-rows';
import { cancelBuyerInvoice, readBuyerInvoiceUpdate, updateBuyerInvoice } from '../money/buyer-invoice-changes';
import { balanceOf, listBuyers, loadBuyer } from '../money/buyers';
import { createBuyerInvoice, readBuyerInvoiceInput } from '../money/create-buyer-invoice';
import { paymentsOfInvoice } from '../money/payment-rows';
import { notFound } from '../core/errors';
import { pageOf } from '../core/paging';
import type { ShopContext } from './context';
import { actorIn, isoOf } from './document-fields';
import type { Resolvers } from './resolver-types.generated';

const SECTION = { section: 'buyer-invoices' } as const;

/**
 * «Счета покупателям» is a sales section: sellers make, correct and annul invoices too; taking
 * money is in «Платежи». The order card's link to its invoice follows the same rule. The invoice's
 * paid state is the invoice's own; its payment records are the payments section's.
 */
export const buyerInvoicesAccess: FieldAccess = {
  'Query.buyerInvoices': SECTION,
  'Query.buyerInvoice': SECTION,
  'Query.buyers': SECTION,
  'Query.buyer': SECTION,
  'Mutation.createBuyerInvoice': SECTION,
  'Mutation.updateBuyerInvoice': SECTION,
  'Mutation.cancelBuyerInvoice': SECTION,
  'BuyerOrder.invoice': SECTION,
  'BuyerInvoice.payments': { section: 'payments' },
};

async function invoiceOrNotFound(context: ShopContext, nid: number) {
  const invoice = await loadBuyerInvoice(context.database.db, nid);
  if (!invoice) throw notFound(`Счёт № ${nid} не найден`);
  return invoice;
}

export const buyerInvoicesResolvers: Resolvers = {
  Query: {
    buyerInvoices: (_, args, { database }) =>
      listBuyerInvoices(database.db, args.filter ?? {}, pageOf(args.skip ?? 0, args.limit ?? 20)),
    buyerInvoice: (_, { nid }, { database }) => loadBuyerInvoice(database.db, nid),
    buyers: (_, args, { database }) => listBuyers(database.db, args.search, pageOf(args.skip ?? 0, args.limit ?? 20)),
    buyer: (_, { nid }, { database }) => loadBuyer(database.db, nid),
  },
  Mutation: {
    createBuyerInvoice: async (_, { input }, context) =>
      invoiceOrNotFound(
        context,
        await createBuyerInvoice(context.database.db, readBuyerInvoiceInput(input), actorIn(context)),
      ),
    updateBuyerInvoice: async (_, { nid, input }, context) => {
      await updateBuyerInvoice(context.database.db, nid, readBuyerInvoiceUpdate(input), actorIn(context));
      return invoiceOrNotFound(context, nid);
    },
    cancelBuyerInvoice: async (_, { nid }, context) => {
      await cancelBuyerInvoice(context.database.db, nid, actorIn(context));
      return invoiceOrNotFound(context, nid);
    },
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
    _id: (invoice) => `buyer-invoice-${invoice.nid}`,
    createdAt: (invoice) => isoOf(invoice.createdAt),
    updatedAt: (invoice) => isoOf(invoice.updatedAt),
    cancelledAt: (invoice) => isoOf(invoice.cancelledAt),
    lines: async (invoice, _, { database }) =>
      (await buyerInvoiceLinesOf(database.db, invoice.nid)).map((line) => ({ ...line, nid: line.productNid })),
    payments: (invoice, _, { database }) => paymentsOfInvoice(database.db, 'IN', invoice.nid),
  },
};
