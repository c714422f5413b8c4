import { registerAuthTokenProvider, subscriptionConnectionParams } from '@shop/shared/apollo';
import type { BuyerOrderCreatedSubscription } from 'mfe-backoffice/graphql';
import type { ShopDatabase } from '../../db/open-database';
import { staffSignIn } from '../../testing/auth-tokens';
import { BUYER_ORDER_CREATED } from '../../testing/buyer-order-input';
import { placeOrderOver } from '../../testing/buyer-orders-admin';
import { wsClient } from '../../testing/graphql-over-ws';
import { testShop } from '../../testing/test-api';
import { TEST_ENGINES } from '../../testing/test-database';

describe.each(TEST_ENGINES)(
  'the live order feed over graphql-ws with the storefront client’s connection params (%s)',
  (engine) => {
    const shop = testShop(engine);
    let database: ShopDatabase;
    let base: string;

    beforeAll(async () => {
      ({ database, base } = shop);
    });

    it('a seller’s token from the registered provider opens the feed, and a new order arrives on it', async () => {
      const seller = await staffSignIn(database, 'feed-seller@shop.test', { isSeller: true });
      const unregister = registerAuthTokenProvider(async () => seller.idToken);
      // The same connection params function the Apollo client's graphql-ws link uses.
      const client = wsClient(base, { connectionParams: subscriptionConnectionParams });
      try {
        const feed = client.iterate<BuyerOrderCreatedSubscription>({ query: BUYER_ORDER_CREATED });
        const first = feed.next();
        // Subscribed once the server counts the subscriber: orders from then on reach it.
        const deadline = Date.now() + 10_000;
        while (shop.api.orderEvents.subscriberCount === 0 && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 50));
        const nid = await placeOrderOver(base);
        const event = await first;
        expect(event.value?.data?.buyerOrderCreated).toMatchObject({ nid, status: 'NEW' });
        await feed.return?.();
      } finally {
        unregister();
        await client.dispose();
      }
    });

    it('without a signed-in user the feed is refused', async () => {
      const client = wsClient(base, { connectionParams: subscriptionConnectionParams });
      try {
        const feed = client.iterate({ query: BUYER_ORDER_CREATED });
        const { value } = await feed.next();
        expect(value?.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      } finally {
        await client.dispose();
      }
    });
  },
);
