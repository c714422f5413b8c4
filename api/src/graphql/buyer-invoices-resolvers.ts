import type { FieldAccess } from '../auth/field-access';
import {
  buyerInvoiceLinesOf, listBuyerInvoices, loadBuyerInvoice, loadStandingInvoiceOfOrder, type BuyerInvoice, type InvoiceFilter,
} from '../money/buyer-invoice-rows';
import { cancelBuyerInvoice, readBuyerInvoiceUpdate, updateBuyerInvoice, type BuyerInvoiceUpdateInput } from '../money/buyer-invoice-changes';
import { balanceOf, listBuyers, loadBuyer } from '../money/buyers';
import { createBuyerInvoice, readBuyerInvoiceInput, type BuyerInvoiceInput } from '../money/create-buyer-invoice';
import { paymentsOfInvoice } from '../money/payment-rows';
import type { Supplier } from '../purchasing/supplier-rows';
import { notFound } from '../core/errors';
import { pageOf } from '../core/paging';
import type { ShopContext } from './context';
import { actorIn, isoOf, type PageArgs } from './document-fields';

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

type NidArgs = { nid: number };

async function invoiceOrNotFound(context: ShopContext, nid: number) {
  const invoice = await loadBuyerInvoice(context.database.db, nid);
  if (!invoice) throw notFound(`Счёт № ${nid} не найден`);
  return invoice;
}

export const buyerInvoicesResolvers = {
  Query: {
    buyerInvoices: (_: unknown, args: { filter?: InvoiceFilter | null } & PageArgs, { database }: ShopContext) =>
      listBuyerInvoices(database.db, args.filter ?? {}, pageOf(args.skip ?? 0, args.limit ?? 20)),
    buyerInvoice: (_: unknown, { nid }: NidArgs, { database }: ShopContext) => loadBuyerInvoice(database.db, nid),
    buyers: (_: unknown, args: { search?: string | null } & PageArgs, { database }: ShopContext) =>
      listBuyers(database.db, args.search, pageOf(args.skip ?? 0, args.limit ?? 20)),
    buyer: (_: unknown, { nid }: NidArgs, { database }: ShopContext) => loadBuyer(database.db, nid),
  },
  Mutation: {
    createBuyerInvoice: async (_: unknown, { input }: { input: BuyerInvoiceInput }, context: ShopContext) =>
      invoiceOrNotFound(context, await createBuyerInvoice(context.database.db, readBuyerInvoiceInput(input), actorIn(context))),
    updateBuyerInvoice: async (_: unknown, { nid, input }: NidArgs & { input: BuyerInvoiceUpdateInput }, context: ShopContext) => {
      await updateBuyerInvoice(context.database.db, nid, readBuyerInvoiceUpdate(input), actorIn(context));
      return invoiceOrNotFound(context, nid);
    },
    cancelBuyerInvoice: async (_: unknown, { nid }: NidArgs, context: ShopContext) => {
      await cancelBuyerInvoice(context.database.db, nid, actorIn(context));
      return invoiceOrNotFound(context, nid);
    },
  },
  BuyerOrder: {
    invoice: (order: { nid: number }, _: unknown, { database }: ShopContext) => loadStandingInvoiceOfOrder(database.db, order.nid),
  },
  Buyer: {
    _id: (buyer: Supplier) => `buyer-${buyer.nid}`,
    createdAt: (buyer: Supplier) => isoOf(buyer.createdAt),
    balance: (buyer: Supplier, _: unknown, { database }: ShopContext) => balanceOf(database.db, buyer.nid),
  },
  BuyerInvoice: {
    _id: (invoice: BuyerInvoice) => `buyer-invoice-${invoice.nid}`,
    createdAt: (invoice: BuyerInvoice) => isoOf(invoice.createdAt),
    updatedAt: (invoice: BuyerInvoice) => isoOf(invoice.updatedAt),
    cancelledAt: (invoice: BuyerInvoice) => isoOf(invoice.cancelledAt),
    lines: async (invoice: BuyerInvoice, _: unknown, { database }: ShopContext) =>
      (await buyerInvoiceLinesOf(database.db, invoice.nid)).map((line) => ({ ...line, nid: line.productNid })),
    payments: (invoice: BuyerInvoice, _: unknown, { database }: ShopContext) => paymentsOfInvoice(database.db, 'IN', invoice.nid),
  },
};
