import { inventoryCountLinesOf, listInventoryCounts, loadInventoryCount } from '../stock/inventory-count-rows';
import { readInventoryCountRequest } from '../stock/inventory-count-request';
import { postInventoryCount } from '../stock/post-inventory-count';
import { listRemains, remainByNid } from '../stock/remain-rows';
import { stockHistory } from '../stock/stock-history';
import { notFound } from '../core/errors';
import { locationField, viewerIn } from './document-fields';
import { accessTo, pageIn } from './document-resolvers';
import type { Resolvers } from './resolver-types.generated';

/** Who may call the stock fields: whoever opens «Остатки»; posting a count needs countStock. */
export const stockAccess = {
  ...accessTo({ section: 'remains' }, { Query: ['remains', 'stockHistory', 'inventoryCounts', 'inventoryCount'] }),
  // Every document that moves goods names its location: whoever is signed in reads their names.
  ...accessTo({ signedIn: true }, { Query: ['stockLocations'] }),
  ...accessTo({ action: 'countStock' }, { Mutation: ['postInventoryCount'] }),
};

export const stockResolvers: Resolvers = {
  Query: {
    stockLocations: (_, __, context) => context.stockLocations(),
    remains: (_, args, { database }) => listRemains(database.db, args, pageIn(args)),
    stockHistory: async (_, args, { database }) => {
      const page = pageIn(args);
      const product = await remainByNid(database.db, args.nid);
      return product ? { product, ...(await stockHistory(database.db, args.nid, page)) } : null;
    },
    inventoryCounts: (_, args, { database }) => listInventoryCounts(database.db, pageIn(args)),
    inventoryCount: (_, { id }, { database }) => loadInventoryCount(database.db, id),
  },
  Mutation: {
    postInventoryCount: async (_, { input }, context) => {
      const viewer = viewerIn(context);
      const { database } = context;
      const request = readInventoryCountRequest(input);
      const name = viewer.token.displayName ?? viewer.token.email ?? viewer.uid;
      const id = await postInventoryCount(database.db, request, { uid: viewer.uid, name });
      const count = await loadInventoryCount(database.db, id);
      if (!count) throw notFound(`Инвентаризация № ${id} не найдена`);
      return count;
    },
  },
  Remain: {
    awaited: async (remain, _, context) => (await context.productSupply(remain.nid)).awaited,
    incoming: async (remain, _, context) => (await context.productSupply(remain.nid)).incoming,
  },
  InventoryCount: {
    location: locationField,
    lines: (count, _, { database }) => count.lines ?? inventoryCountLinesOf(database.db, count.id),
  },
};
