import type { FieldAccess } from '../auth/field-access';
import { buyerInvoiceLinesOf, listBuyerInvoices, loadBuyerInvoice, type BuyerInvoice, type InvoiceFilter } from '../money/buyer-invoice-rows';
import { balanceOf, listBuyers, loadBuyer } from '../money/buyers';
import { createBuyerInvoice, readBuyerInvoiceInput, type BuyerInvoiceInput } from '../money/create-buyer-invoice';
import { paymentsOfInvoice } from '../money/payment-rows';
import type { Supplier } from '../purchasing/supplier-rows';
import type { ShopContext } from './context';
import { actorIn, isoOf, type PageArgs } from './document-fields';
import { notFound } from './errors';
import { pageOf } from './paging';

const SECTION = { section: 'buyer-invoices' } as const;

/** «Счета покупателям» is a sales section: sellers make invoices too; taking money is in «Платежи». */
export const buyerInvoicesAccess: FieldAccess = {
  'Query.buyerInvoices': SECTION,
  'Query.buyerInvoice': SECTION,
  'Query.buyers': SECTION,
  'Query.buyer': SECTION,
  'Mutation.createBuyerInvoice': SECTION,
};

type NidArgs = { nid: number };

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
    createBuyerInvoice: async (_: unknown, { input }: { input: BuyerInvoiceInput }, context: ShopContext) => {
      const nid = await createBuyerInvoice(context.database.db, readBuyerInvoiceInput(input), actorIn(context));
      const invoice = await loadBuyerInvoice(context.database.db, nid);
      if (!invoice) throw notFound(`Счёт № ${nid} не найден`);
      return invoice;
    },
  },
  Buyer: {
    _id: (buyer: Supplier) => `buyer-${buyer.nid}`,
    createdAt: (buyer: Supplier) => isoOf(buyer.createdAt),
    balance: (buyer: Supplier, _: unknown, { database }: ShopContext) => balanceOf(database.db, buyer.nid),
  },
  BuyerInvoice: {
    _id: (invoice: BuyerInvoice) => `buyer-invoice-${invoice.nid}`,
    createdAt: (invoice: BuyerInvoice) => isoOf(invoice.createdAt),
    lines: async (invoice: BuyerInvoice, _: unknown, { database }: ShopContext) =>
      (await buyerInvoiceLinesOf(database.db, invoice.nid)).map((line) => ({ ...line, nid: line.productNid })),
    payments: (invoice: BuyerInvoice, _: unknown, { database }: ShopContext) => paymentsOfInvoice(database.db, 'IN', invoice.nid),
  },
};
