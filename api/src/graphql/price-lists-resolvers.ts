import { badUserInput } from '../core/errors';
import { pageOf } from '../core/paging';
import { staffNameOf, type Viewer } from '../core/viewer';
import {
  applyImport,
  applyProgress,
  priceListImport,
  priceListImportRowPage,
  recentPriceListImports,
  type PriceListImportRecord,
} from '../price-lists/price-list-imports';
import { accessTo } from './document-resolvers';
import type { Resolvers } from './resolver-types.generated';

/** Who may call the price list fields: the products section's staff read, editProducts applies. */
export const priceListsAccess = {
  ...accessTo({ section: 'products' }, { Query: ['priceListImport', 'priceListImports'] }),
  ...accessTo({ action: 'editProducts' }, { Mutation: ['applyPriceListImport'] }),
};

/** The imports one list shows at most. */
const MAX_IMPORTS = 20;

export const priceListsResolvers: Resolvers = {
  Query: {
    priceListImport: (_, { id }, context) => priceListImport(context.database.db, id),
    priceListImports: (_, { limit }, context) => {
      const count = limit ?? 10;
      if (!Number.isInteger(count) || count < 1 || count > MAX_IMPORTS)
        throw badUserInput(`limit — от 1 до ${MAX_IMPORTS}`);
      return recentPriceListImports(context.database.db, count);
    },
  },
  Mutation: {
    applyPriceListImport: async (_, { id }, context) => {
      const viewer = context.viewer as Viewer;
      return applyImport(context.database.db, await context.metadata(), id, {
        uid: viewer.uid,
        name: staffNameOf(viewer),
      });
    },
  },
  PriceListImport: {
    progress: (row: PriceListImportRecord) =>
      applyProgress(row.id) ??
      (row.status === 'READING' ? (row.bytes ? Math.min(row.bytesRead / row.bytes, 1) : 0) : 1),
    applying: (row: PriceListImportRecord) => applyProgress(row.id) !== null,
    uploadedAt: (row: PriceListImportRecord) => row.uploadedAt.toISOString(),
    appliedAt: (row: PriceListImportRecord) => row.appliedAt?.toISOString() ?? null,
    rows: (row: PriceListImportRecord, { status, skip, limit }, context) =>
      priceListImportRowPage(context.database.db, row.id, status ?? null, pageOf(skip ?? 0, limit ?? 50)),
  },
};
