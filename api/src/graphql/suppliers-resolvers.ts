import { eq, sum } from 'drizzle-orm';
import type { FieldAccess } from '../auth/field-access';
import { counterpartyMoves } from '../db/purchasing-schema';
import { readSupplierRequest, type SupplierInput } from '../purchasing/supplier-request';
import { createSupplier, listSuppliers, loadSupplier, updateSupplier, type Supplier } from '../purchasing/supplier-rows';
import { pageOf } from '../core/paging';
import type { ShopContext } from './context';
import { actorIn, isoOf, type PageArgs } from './document-fields';

/** Suppliers belong to «Заказы поставщикам»: whoever opens it keeps the cards. */
export const suppliersAccess: FieldAccess = {
  'Query.suppliers': { section: 'supplier-orders' },
  'Query.supplier': { section: 'supplier-orders' },
  'Mutation.createSupplier': { section: 'supplier-orders' },
  'Mutation.updateSupplier': { section: 'supplier-orders' },
};

export const suppliersResolvers = {
  Query: {
    suppliers: (_: unknown, args: { search?: string | null } & PageArgs, { database }: ShopContext) =>
      listSuppliers(database.db, args.search, pageOf(args.skip ?? 0, args.limit ?? 20)),
    supplier: (_: unknown, { nid }: { nid: number }, { database }: ShopContext) => loadSupplier(database.db, nid),
  },
  Mutation: {
    createSupplier: (_: unknown, { input }: { input: SupplierInput }, context: ShopContext) =>
      createSupplier(context.database.db, readSupplierRequest(input), actorIn(context)),
    updateSupplier: (_: unknown, { nid, input }: { nid: number; input: SupplierInput }, context: ShopContext) =>
      updateSupplier(context.database.db, nid, readSupplierRequest(input)),
  },
  Supplier: {
    _id: (supplier: Supplier) => `supplier-${supplier.nid}`,
    createdAt: (supplier: Supplier) => isoOf(supplier.createdAt),
    balance: async (supplier: Supplier, _: unknown, { database }: ShopContext) => {
      const [row] = await database.db
        .select({ balance: sum(counterpartyMoves.amount) })
        .from(counterpartyMoves)
        .where(eq(counterpartyMoves.counterpartyNid, supplier.nid));
      return Number(row?.balance ?? 0);
    },
  },
};
