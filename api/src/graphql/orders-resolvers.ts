import { backofficeSectionOf, canOpenSection } from '@shop/shared/access';
import type { BuyerOrderInput } from '@shop/shared/graphql';
import { buyerOrdersOf, type BuyerOrder } from '../orders/buyer-order-rows';
import { cartPricing } from '../orders/cart-pricing';
import { createBuyerOrder } from '../orders/create-buyer-order';
import type { ShopContext } from './context';
import { forbidden, unauthenticated } from './errors';
import { pageOf } from './paging';

const BUYER_ORDERS_SECTION = backofficeSectionOf('buyer-orders');
if (!BUYER_ORDERS_SECTION) throw new Error('@shop/shared/access has no buyer-orders section');

export const ordersResolvers = {
  Query: {
    cartPricing: (_: unknown, { nids }: { nids: number[] }, context: ShopContext) => cartPricing(context.database.db, nids),
    myBuyerOrders: (_: unknown, { skip, limit }: { skip?: number | null; limit?: number | null }, context: ShopContext) => {
      if (!context.viewer) throw unauthenticated('Войдите, чтобы увидеть свои заказы');
      return buyerOrdersOf(context.database.db, context.viewer.uid, pageOf(skip ?? 0, limit ?? 20));
    },
  },
  Mutation: {
    createBuyerOrder: (_: unknown, { input }: { input: BuyerOrderInput }, context: ShopContext) =>
      createBuyerOrder(context.database, input, context.viewer),
  },
  Subscription: {
    buyerOrderCreated: {
      subscribe: async (_: unknown, __: unknown, context: ShopContext) => {
        if (!context.viewer) throw unauthenticated('Войдите, чтобы следить за новыми заказами');
        if (!canOpenSection(context.viewer.roles, BUYER_ORDERS_SECTION)) {
          throw forbidden(`Раздел «${BUYER_ORDERS_SECTION.title}» вам не открыт`);
        }
        return context.orderEvents.subscribe();
      },
      resolve: (order: BuyerOrder) => order,
    },
  },
};
