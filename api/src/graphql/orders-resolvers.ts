import type { BuyerOrderInput, BuyerOrderStatus } from '@shop/shared/graphql';
import { statusHistoryOf } from '../orders/buyer-order-history';
import { buyerOrdersOf, loadBuyerOrder, type BuyerOrder } from '../orders/buyer-order-rows';
import { cartPricing } from '../orders/cart-pricing';
import { changeBuyerOrderStatus } from '../orders/change-buyer-order-status';
import { createBuyerOrder } from '../orders/create-buyer-order';
import { listBuyerOrders, type BuyerOrderFilter } from '../orders/list-buyer-orders';
import { nextStatusesOf } from '../orders/status-transitions';
import type { FieldAccess } from '../auth/field-access';
import { pageOf } from '../core/paging';
import type { ShopContext } from './context';

/** Who may call the orders fields; placing an order and pricing a cart are open to guests. */
export const ordersAccess: FieldAccess = {
  'Query.myBuyerOrders': { signedIn: true, guestMessage: 'Войдите, чтобы увидеть свои заказы' },
  'Subscription.buyerOrderCreated': { section: 'buyer-orders' },
  'Query.buyerOrders': { section: 'buyer-orders' },
  'Query.buyerOrder': { section: 'buyer-orders' },
  'BuyerOrder.nextStatuses': { section: 'buyer-orders' },
  'BuyerOrder.statusHistory': { section: 'buyer-orders' },
  'Mutation.changeBuyerOrderStatus': { action: 'changeOrderStatus' },
};

interface BuyerOrdersArgs {
  filter?: BuyerOrderFilter | null;
  skip?: number | null;
  limit?: number | null;
}

interface StatusChangeArgs {
  nid: number;
  from: BuyerOrderStatus;
  to: BuyerOrderStatus;
}

export const ordersResolvers = {
  Query: {
    cartPricing: (_: unknown, { nids }: { nids: number[] }, context: ShopContext) => cartPricing(context.database.db, nids),
    myBuyerOrders: (_: unknown, { skip, limit }: { skip?: number | null; limit?: number | null }, { viewer, database }: ShopContext) =>
      viewer ? buyerOrdersOf(database.db, viewer.uid, pageOf(skip ?? 0, limit ?? 20)) : [],
    buyerOrders: (_: unknown, { filter, skip, limit }: BuyerOrdersArgs, { database }: ShopContext) =>
      listBuyerOrders(database.db, filter ?? {}, pageOf(skip ?? 0, limit ?? 20)),
    buyerOrder: (_: unknown, { nid }: { nid: number }, { database }: ShopContext) => loadBuyerOrder(database.db, nid),
  },
  BuyerOrder: {
    nextStatuses: (order: BuyerOrder) => nextStatusesOf(order.status),
    statusHistory: (order: BuyerOrder, _: unknown, { database }: ShopContext) => statusHistoryOf(database.db, order.nid),
  },
  Mutation: {
    createBuyerOrder: (_: unknown, { input }: { input: BuyerOrderInput }, context: ShopContext) =>
      createBuyerOrder(context.database, input, context.viewer, () => context.admit('ordersPerHour')),
    // The guard has made sure of a viewer allowed the action.
    changeBuyerOrderStatus: (_: unknown, change: StatusChangeArgs, { viewer, database }: ShopContext) =>
      viewer ? changeBuyerOrderStatus(database.db, change, viewer) : null,
  },
  Subscription: {
    buyerOrderCreated: {
      subscribe: (_: unknown, __: unknown, context: ShopContext) => context.orderEvents.subscribe(),
      resolve: (order: BuyerOrder) => order,
    },
  },
};
