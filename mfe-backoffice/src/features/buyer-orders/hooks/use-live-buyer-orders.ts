import { useEffect, useState } from 'react';
import { onSubscriptionsReconnected, useSubscription } from '@shop/shared/apollo';
import {
  BuyerOrderCreatedDocument,
  BuyerOrdersDocument,
  type BuyerOrdersQueryVariables,
} from '../../../lib/graphql/operations.generated';

/**
 * New storefront orders while the list is open. On the first page with no filter a new order
 * is put at the top of the list in the cache (the total grows by one). Anywhere else the list
 * is left as the clerk set it and the orders are only counted, for «Новые заказы: N — обновить»:
 * an order may not match the filter, and rows jumping under a clerk's eyes on page 3 help nobody.
 * Orders placed while the socket was down never arrive: the list reloads when it reconnects.
 */
export function useLiveBuyerOrders(variables: BuyerOrdersQueryVariables, newestView: boolean, reload: () => void) {
  useEffect(() => onSubscriptionsReconnected(reload), [reload]);
  const viewKey = JSON.stringify(variables);
  const [pending, setPending] = useState({ viewKey, count: 0 });
  useSubscription(BuyerOrderCreatedDocument, {
    onData: ({ client, data }) => {
      const order = data.data?.buyerOrderCreated;
      if (!order) return;
      if (!newestView) {
        setPending((current) => ({ viewKey, count: current.viewKey === viewKey ? current.count + 1 : 1 }));
        return;
      }
      client.cache.updateQuery({ query: BuyerOrdersDocument, variables }, (list) => {
        if (!list || list.buyerOrders.items.some((item) => item.nid === order.nid)) return list;
        const items = [order, ...list.buyerOrders.items].slice(0, variables.limit ?? list.buyerOrders.items.length + 1);
        return { buyerOrders: { ...list.buyerOrders, total: list.buyerOrders.total + 1, items } };
      });
    },
  });
  return {
    /** New orders not shown in this view yet. */
    pendingCount: pending.viewKey === viewKey ? pending.count : 0,
    clearPending: () => setPending({ viewKey, count: 0 }),
  };
}
