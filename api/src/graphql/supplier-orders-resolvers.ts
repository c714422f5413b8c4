import type { FieldAccess } from '../auth/field-access';
import { acceptancesOfOrders } from '../purchasing/acceptance-rows';
import { createSupplierOrder, deleteSupplierOrder, updateSupplierOrder } from '../purchasing/save-supplier-order';
import { readSupplierOrderRequest } from '../purchasing/supplier-order-request';
import { listSupplierOrders, loadSupplierOrder, supplierOrderLinesOf } from '../purchasing/supplier-order-rows';
import { moveSupplierOrder, type SupplierOrderStep } from '../purchasing/supplier-order-status';
import { notFound } from '../core/errors';
import { pageOf } from '../core/paging';
import type { ShopContext } from './context';
import { actorIn, isoOf } from './document-fields';
import type { Resolvers } from './resolver-types.generated';

const SECTION = { section: 'supplier-orders' } as const;

/**
 * Whoever opens «Заказы поставщикам» (administrators and purchasers) reads and writes orders; the
 * order card's acceptances are the acceptance section's.
 */
export const supplierOrdersAccess: FieldAccess = {
  'Query.supplierOrders': SECTION,
  'Query.supplierOrder': SECTION,
  'Mutation.createSupplierOrder': SECTION,
  'Mutation.updateSupplierOrder': SECTION,
  'Mutation.deleteSupplierOrder': SECTION,
  'Mutation.placeSupplierOrder': SECTION,
  'Mutation.cancelSupplierOrder': SECTION,
  'Mutation.closeSupplierOrder': SECTION,
  'SupplierOrder.acceptances': { section: 'acceptance' },
};

async function orderOrNotFound(context: ShopContext, nid: number) {
  const order = await loadSupplierOrder(context.database.db, nid);
  if (!order) throw notFound(`Заказ поставщику № ${nid} не найден`);
  return order;
}

const step =
  (name: SupplierOrderStep) =>
  async (_: unknown, { nid }: { nid: number }, context: ShopContext) => {
    await moveSupplierOrder(context.database.db, nid, name, actorIn(context));
    return orderOrNotFound(context, nid);
  };

export const supplierOrdersResolvers: Resolvers = {
  Query: {
    supplierOrders: (_, args, { database }) =>
      listSupplierOrders(database.db, args.filter ?? {}, pageOf(args.skip ?? 0, args.limit ?? 20)),
    supplierOrder: (_, { nid }, { database }) => loadSupplierOrder(database.db, nid),
  },
  Mutation: {
    createSupplierOrder: async (_, { input }, context) =>
      orderOrNotFound(
        context,
        await createSupplierOrder(context.database.db, readSupplierOrderRequest(input), actorIn(context)),
      ),
    updateSupplierOrder: async (_, { nid, input }, context) => {
      await updateSupplierOrder(context.database.db, nid, readSupplierOrderRequest(input));
      return orderOrNotFound(context, nid);
    },
    deleteSupplierOrder: async (_, { nid }, context) => {
      await deleteSupplierOrder(context.database.db, nid);
      return true;
    },
    placeSupplierOrder: step('place'),
    cancelSupplierOrder: step('cancel'),
    closeSupplierOrder: step('close'),
  },
  SupplierOrder: {
    _id: (order) => `supplier-order-${order.nid}`,
    createdAt: (order) => isoOf(order.createdAt),
    statusChangedAt: (order) => isoOf(order.statusChangedAt),
    lines: async (order, _, { database }) =>
      order.lines ?? (await supplierOrderLinesOf(database.db, [order.nid])).get(order.nid) ?? [],
    acceptances: (order, _, { database }) => acceptancesOfOrders(database.db, [order.nid]),
  },
};
