import type { FieldAccess } from '../auth/field-access';
import { acceptancesOfOrders } from '../purchasing/acceptance-rows';
import { createSupplierOrder, deleteSupplierOrder, updateSupplierOrder } from '../purchasing/save-supplier-order';
import { readSupplierOrderRequest, type SupplierOrderInput } from '../purchasing/supplier-order-request';
import { listSupplierOrders, loadSupplierOrder, supplierOrderLinesOf, type SupplierOrder, type SupplierOrderFilter } from '../purchasing/supplier-order-rows';
import { moveSupplierOrder, type SupplierOrderStep } from '../purchasing/supplier-order-status';
import { notFound } from '../core/errors';
import { pageOf } from '../core/paging';
import type { ShopContext } from './context';
import { actorIn, isoOf, type PageArgs } from './document-fields';

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

const step = (name: SupplierOrderStep) => async (_: unknown, { nid }: { nid: number }, context: ShopContext) => {
  await moveSupplierOrder(context.database.db, nid, name, actorIn(context));
  return orderOrNotFound(context, nid);
};

export const supplierOrdersResolvers = {
  Query: {
    supplierOrders: (_: unknown, args: { filter?: SupplierOrderFilter | null } & PageArgs, { database }: ShopContext) =>
      listSupplierOrders(database.db, args.filter ?? {}, pageOf(args.skip ?? 0, args.limit ?? 20)),
    supplierOrder: (_: unknown, { nid }: { nid: number }, { database }: ShopContext) => loadSupplierOrder(database.db, nid),
  },
  Mutation: {
    createSupplierOrder: async (_: unknown, { input }: { input: SupplierOrderInput }, context: ShopContext) =>
      orderOrNotFound(context, await createSupplierOrder(context.database.db, readSupplierOrderRequest(input), actorIn(context))),
    updateSupplierOrder: async (_: unknown, { nid, input }: { nid: number; input: SupplierOrderInput }, context: ShopContext) => {
      await updateSupplierOrder(context.database.db, nid, readSupplierOrderRequest(input));
      return orderOrNotFound(context, nid);
    },
    deleteSupplierOrder: async (_: unknown, { nid }: { nid: number }, context: ShopContext) => {
      await deleteSupplierOrder(context.database.db, nid);
      return true;
    },
    placeSupplierOrder: step('place'),
    cancelSupplierOrder: step('cancel'),
    closeSupplierOrder: step('close'),
  },
  SupplierOrder: {
    _id: (order: SupplierOrder) => `supplier-order-${order.nid}`,
    createdAt: (order: SupplierOrder) => isoOf(order.createdAt),
    statusChangedAt: (order: SupplierOrder) => isoOf(order.statusChangedAt),
    lines: async (order: SupplierOrder, _: unknown, { database }: ShopContext) =>
      order.lines ?? (await supplierOrderLinesOf(database.db, [order.nid])).get(order.nid) ?? [],
    acceptances: (order: SupplierOrder, _: unknown, { database }: ShopContext) => acceptancesOfOrders(database.db, [order.nid]),
  },
};
