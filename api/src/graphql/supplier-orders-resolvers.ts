import { acceptancesOfOrders } from '../purchasing/acceptance-rows';
import { createSupplierOrder, deleteSupplierOrder, updateSupplierOrder } from '../purchasing/save-supplier-order';
import { readSupplierOrderRequest } from '../purchasing/supplier-order-request';
import { listSupplierOrders, loadSupplierOrder, supplierOrderLinesOf } from '../purchasing/supplier-order-rows';
import { moveSupplierOrder, type SupplierOrderStep } from '../purchasing/supplier-order-status';
import { accessTo, accessToAll, documentResolvers, listResolver } from './document-resolvers';
import type { Resolvers } from './resolver-types.generated';

const supplierOrders = documentResolvers({
  idPrefix: 'supplier-order',
  load: loadSupplierOrder,
  missing: (nid) => `Заказ поставщику № ${nid} не найден`,
});

/** A move of the order along its statuses: placed with the supplier, cancelled, closed. */
const move = (step: SupplierOrderStep) =>
  supplierOrders.step((db, nid, actor) => moveSupplierOrder(db, nid, step, actor));

export const supplierOrdersResolvers: Resolvers = {
  Query: {
    supplierOrders: listResolver(listSupplierOrders),
    supplierOrder: supplierOrders.one,
  },
  Mutation: {
    createSupplierOrder: supplierOrders.create(createSupplierOrder, readSupplierOrderRequest),
    updateSupplierOrder: supplierOrders.update(updateSupplierOrder, readSupplierOrderRequest),
    deleteSupplierOrder: supplierOrders.remove(deleteSupplierOrder),
    placeSupplierOrder: move('place'),
    cancelSupplierOrder: move('cancel'),
    closeSupplierOrder: move('close'),
  },
  SupplierOrder: {
    ...supplierOrders.fields('createdAt', 'statusChangedAt'),
    lines: async (order, _, { database }) =>
      order.lines ?? (await supplierOrderLinesOf(database.db, [order.nid])).get(order.nid) ?? [],
    acceptances: (order, _, { database }) => acceptancesOfOrders(database.db, [order.nid]),
  },
};

/**
 * Whoever opens «Заказы поставщикам» (administrators and purchasers) reads and writes orders; the
 * order card's acceptances are the acceptance section's.
 */
export const supplierOrdersAccess = {
  ...accessToAll({ section: 'supplier-orders' }, supplierOrdersResolvers, 'Query', 'Mutation'),
  ...accessTo({ section: 'acceptance' }, { SupplierOrder: ['acceptances'] }),
};
