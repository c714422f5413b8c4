import { ApolloClient, ApolloLink } from '@apollo/client';
import { createShopCache } from './shop-cache';

/**
 * A client for rendering a page on a server from answers already at hand: the browser's cache
 * rules, no network at all (a query whose answer is missing stays loading), `ssrMode` so that
 * `cache-and-network` reads the cache. Apart from `@shop/shared/apollo` (as
 * `@shop/shared/apollo/render`): no browser bundle needs it.
 */
export function createRenderClient() {
  return new ApolloClient({ link: ApolloLink.empty(), cache: createShopCache(), ssrMode: true });
}
