import { eq, sum } from 'drizzle-orm';
import { counterpartyMoves } from '../db/purchasing-schema';
import { readSupplierRequest } from '../counterparties/supplier-request';
import { createSupplier, listSuppliers, loadSupplier, updateSupplier } from '../counterparties/supplier-rows';
import { actorIn, isoOf } from './document-fields';
import { accessToAll, pageIn } from './document-resolvers';
import type { Resolvers } from './resolver-types.generated';

export const suppliersResolvers: Resolvers = {
  Query: {
    suppliers: (_, args, { database }) => listSuppliers(database.db, args.search, pageIn(args)),
    supplier: (_, { nid }, { database }) => loadSupplier(database.db, nid),
  },
  Mutation: {
    createSupplier: (_, { input }, context) =>
      createSupplier(context.database.db, readSupplierRequest(input), actorIn(context)),
    updateSupplier: (_, { nid, input }, context) =>
      updateSupplier(context.database.db, nid, readSupplierRequest(input)),
  },
  Supplier: {
    _id: (supplier) => `supplier-${supplier.nid}`,
    createdAt: (supplier) => isoOf(supplier.createdAt),
    balance: async (supplier, _, { database }) => {
      const [row] = await database.db
        .select({ balance: sum(counterpartyMoves.amount) })
        .from(counterpartyMoves)
        .where(eq(counterpartyMoves.counterpartyNid, supplier.nid));
      return Number(row?.balance ?? 0);
    },
  },
};

/** Suppliers belong to «Заказы поставщикам»: whoever opens it keeps the cards. */
export const suppliersAccess = accessToAll({ section: 'supplier-orders' }, suppliersResolvers, 'Query', 'Mutation');
