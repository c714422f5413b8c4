// Every generated document the shop's front-ends can send: @shop/shared/graphql's and each package's
// own (npm run codegen keeps operation and fragment names unique across them).
import * as sharedDocuments from '@shop/shared/graphql';
import * as backofficeDocuments from 'mfe-backoffice/graphql';

/** The generated modules' exports, merged: `documentsByOperation` reads the documents from them. */
export const SHOP_DOCUMENTS: Record<string, unknown> = {
  ...sharedDocuments,
  ...backofficeDocuments,
};
