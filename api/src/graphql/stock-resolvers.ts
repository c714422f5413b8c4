import type { FieldAccess } from '../auth/field-access';
import { inventoryCountLinesOf, listInventoryCounts, loadInventoryCount, type InventoryCount } from '../stock/inventory-count-rows';
import { readInventoryCountRequest, type InventoryCountInput } from '../stock/inventory-count-request';
import { postInventoryCount } from '../stock/post-inventory-count';
import { listRemains, remainByNid, type RemainsFilter } from '../stock/remain-rows';
import { stockHistory } from '../stock/stock-history';
import { notFound } from '../core/errors';
import { pageOf } from '../core/paging';
import type { ShopContext } from './context';

/** Who may call the stock fields: whoever opens «Остатки»; posting a count needs countStock. */
export const stockAccess: FieldAccess = {
  'Query.remains': { section: 'remains' },
  'Query.stockHistory': { section: 'remains' },
  'Query.inventoryCounts': { section: 'remains' },
  'Query.inventoryCount': { section: 'remains' },
  'Mutation.postInventoryCount': { action: 'countStock' },
};

interface PageArgs {
  skip?: number | null;
  limit?: number | null;
}

const pageFrom = ({ skip, limit }: PageArgs) => pageOf(skip ?? 0, limit ?? 20);

export const stockResolvers = {
  Query: {
    remains: (_: unknown, args: RemainsFilter & PageArgs, { database }: ShopContext) =>
      listRemains(database.db, args, pageFrom(args)),
    stockHistory: async (_: unknown, args: { nid: number } & PageArgs, { database }: ShopContext) => {
      const page = pageFrom(args);
      const product = await remainByNid(database.db, args.nid);
      return product ? { product, ...(await stockHistory(database.db, args.nid, page)) } : null;
    },
    inventoryCounts: (_: unknown, args: PageArgs, { database }: ShopContext) => listInventoryCounts(database.db, pageFrom(args)),
    inventoryCount: (_: unknown, { id }: { id: number }, { database }: ShopContext) => loadInventoryCount(database.db, id),
  },
  Mutation: {
    postInventoryCount: async (_: unknown, { input }: { input: InventoryCountInput }, { viewer, database }: ShopContext) => {
      if (!viewer) return null;
      const request = readInventoryCountRequest(input);
      const name = viewer.token.displayName ?? viewer.token.email ?? viewer.uid;
      const id = await postInventoryCount(database.db, request, { uid: viewer.uid, name });
      const count = await loadInventoryCount(database.db, id);
      if (!count) throw notFound(`Инвентаризация № ${id} не найдена`);
      return count;
    },
  },
  InventoryCount: {
    lines: (count: InventoryCount, _: unknown, { database }: ShopContext) => count.lines ?? inventoryCountLinesOf(database.db, count.id),
  },
};
