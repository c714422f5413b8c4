import { buyerInvoicePdf } from '../printing/buyer-invoice-pdf';
import { accessTo } from './document-resolvers';
import type { Resolvers } from './resolver-types.generated';

export const printingResolvers: Resolvers = {
  Query: {
    shopRequisites: (_, __, { requisites }) => requisites,
    buyerInvoicePdf: async (_, { nid }, { database, requisites }) => {
      const file = await buyerInvoicePdf(database.db, nid, requisites);
      return file && { fileName: file.fileName, contentType: file.contentType, base64: file.bytes.toString('base64') };
    },
  },
};

/** The requisites are on every invoice the shop sends; an invoice's file is the invoices section's. */
export const printingAccess = {
  ...accessTo({ signedIn: true }, { Query: ['shopRequisites'] }),
  ...accessTo({ section: 'buyer-invoices' }, { Query: ['buyerInvoicePdf'] }),
};
