import { eq, sum } from 'drizzle-orm';
import type { FieldAccess } from '../auth/field-access';
import { counterpartyMoves } from '../db/purchasing-schema';
import { readSupplierRequest } from '../purchasing/supplier-request';
import { createSupplier, listSuppliers, loadSupplier, updateSupplier } from '../purchasing/supplier-rows';
import { pageOf } from '../core/paging';
import { actorIn, isoOf } from './document-fields';
import type { Resolvers } from './resolver-types.generated';

/** Suppliers belong to «Заказы поставщикам»: whoever opens it keeps the cards. */
export const suppliersAccess: FieldAccess = {
  'Query.suppliers': { section: 'supplier-orders' },
  'Query.supplier': { section: 'supplier-orders' },
  'Mutation.createSupplier': { section: 'supplier-orders' },
  'Mutation.updateSupplier': { section: 'supplier-orders' },
};

export const suppliersResolvers: Resolvers = {
  Query: {
    suppliers: (_, args, { database }) =>
      listSuppliers(database.db, args.search, pageOf(args.skip ?? 0, args.limit ?? 20)),
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
