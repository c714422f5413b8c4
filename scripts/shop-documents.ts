// Every generated document the shop's front-ends can send: @shop/shared/graphql's and each package's
// own (npm run codegen keeps operation and fragment names unique across them).
import * as sharedDocuments from '@shop/shared/graphql';
import * as authDocuments from 'mfe-auth/graphql';
import * as backofficeDocuments from 'mfe-backoffice/graphql';
import * as cartDocuments from 'mfe-cart/graphql';
import * as catalogDocuments from 'mfe-catalog/graphql';

/** The generated modules' exports, merged: `documentsByOperation` reads the documents from them. */
export const SHOP_DOCUMENTS: Record<string, unknown> = {
  ...sharedDocuments,
  ...authDocuments,
  ...backofficeDocuments,
  ...cartDocuments,
  ...catalogDocuments,
};
