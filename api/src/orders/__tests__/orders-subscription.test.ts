import { graphql, parse, subscribe, type ExecutionResult } from 'graphql';
import type { BuyerOrderFieldsFragment } from '@shop/shared/graphql';
import type { BuyerOrderCreatedSubscription } from 'mfe-backoffice/graphql';
import type { BuyerOrderInput } from 'mfe-cart/graphql';
import type { ApiServer } from '../../api-server';
import { CatalogCache } from '../../catalog/catalog-cache';
import { openDatabase, type ShopDatabase } from '../../db/open-database';
import { BuyerOrderEvents } from '../order-events';
import { BUYER_ORDER_CREATED, CREATE_BUYER_ORDER, MY_BUYER_ORDERS, orderInput } from '../../testing/buyer-order-input';
import { loadCatalogueFixture } from '../../testing/catalogue-fixture';
import { graphqlData } from '../../testing/graphql-over-http';
import { startTestApi } from '../../testing/test-api';
import { openTestDatabase, TEST_ENGINES } from '../../testing/test-database';
import { TEST_AUTH, testViewer } from '../../testing/test-viewer';
import type { Viewer } from '../../core/viewer';
import { createContext } from '../../graphql/context';
import { createSchema } from '../../graphql/schema';
import { logger } from '../../observability/logger';

type Order = BuyerOrderFieldsFragment;
type OrderStream = AsyncGenerator<ExecutionResult<BuyerOrderCreatedSubscription>>;

const SELLER = testViewer('seller-1', { isSeller: true });
const CONTENT = testViewer('content-1', { isContent: true });
const DRIVER = testViewer('driver-1', { isDriver: true });
const BUYER = testViewer('buyer-1');

/** The next event of a stream, or a failure after a few seconds. */
async function nextOf(stream: OrderStream, timeoutMs = 5_000) {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      stream.next(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no event came')), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The stream's event for an order just placed. An order an earlier test placed may still be on
 * its way (its announcement reached the listening connection after this stream subscribed): such
 * older orders are passed over, a newer one is a failure.
 */
async function eventOf(stream: OrderStream, placed: Order) {
  for (;;) {
    const event = await nextOf(stream);
    const nid = event.value?.data?.buyerOrderCreated.nid;
    if (event.done || nid === undefined || nid >= placed.nid) return event;
  }
}

describe.each(TEST_ENGINES)('buyerOrderCreated and myBuyerOrders through graphql-js with a viewer (%s)', (engine) => {
  const schema = createSchema();
  let database: ShopDatabase;
  let drop: () => Promise<void>;
  let url: string | undefined;
  let api: ApiServer;
  let base: string;
  let events: BuyerOrderEvents;

  beforeAll(async () => {
    ({ database, drop, url } = await openTestDatabase(engine));
    await loadCatalogueFixture(database);
    ({ api, base } = await startTestApi(database));
    // A source of its own on the same database: the API's process and this one are two listeners.
    events = new BuyerOrderEvents(database);
  });
  afterAll(async () => {
    await events?.close();
    await api?.stop();
    await drop?.();
  });

  const contextFor = (viewer: Viewer | null, orderEvents = events, on = database) =>
    createContext({ database: on, catalog: new CatalogCache(on), orderEvents, auth: TEST_AUTH, viewer });

  const subscribeAs = (viewer: Viewer | null, orderEvents = events, on = database) =>
    subscribe({ schema, document: parse(BUYER_ORDER_CREATED), contextValue: contextFor(viewer, orderEvents, on) });

  const placeOrder = async (input: BuyerOrderInput) =>
    (await graphqlData<{ createBuyerOrder: Order }>(base, CREATE_BUYER_ORDER, { input })).createBuyerOrder;

  /** Runs a document as this viewer, straight on the schema (no HTTP: no request carries a verified viewer yet). */
  const runAs = (viewer: Viewer | null, source: string, variableValues?: Record<string, unknown>) =>
    graphql({ schema, source, variableValues, contextValue: contextFor(viewer) });

  it('a seller gets the order placed over HTTP, as createBuyerOrder answered it; the stream then closes cleanly', async () => {
    const stream = (await subscribeAs(SELLER)) as OrderStream;
    expect(Symbol.asyncIterator in stream).toBe(true);
    expect(events.subscriberCount).toBe(1);
    const placed = await placeOrder(orderInput({ lines: [{ nid: 2, quantity: 2, price: 9_000 }] }));
    const event = await eventOf(stream, placed);
    expect(event).toEqual({ done: false, value: { data: { buyerOrderCreated: placed } } });
    await stream.return(undefined);
    expect(events.subscriberCount).toBe(0);
  });

  it('an admin is let in too; a repeat of the same request announces nothing new', async () => {
    const stream = (await subscribeAs(testViewer('admin-1', { isAdmin: true }))) as OrderStream;
    const input = orderInput();
    const first = await placeOrder(input);
    expect((await eventOf(stream, first)).value?.data?.buyerOrderCreated.nid).toBe(first.nid);
    await placeOrder(input);
    const second = await placeOrder(orderInput({ delivery: 'PICKUP' }));
    // The next event is the new order, not the repeat.
    expect((await nextOf(stream)).value?.data?.buyerOrderCreated.nid).toBe(second.nid);
    await stream.return(undefined);
  });

  it.each<[string, string, Viewer | null]>([
    ['a guest', 'UNAUTHENTICATED', null],
    ['a buyer without staff roles', 'FORBIDDEN', BUYER],
    ['a content manager', 'FORBIDDEN', CONTENT],
    ['a driver', 'FORBIDDEN', DRIVER],
  ])('%s is refused (%s) with a Russian message and nothing is subscribed', async (_who, code, viewer) => {
    const result = (await subscribeAs(viewer)) as ExecutionResult;
    expect(Symbol.asyncIterator in result).toBe(false);
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]?.extensions?.code).toBe(code);
    expect(result.errors?.[0]?.message).toMatch(/[а-яё]/i);
    expect(events.subscriberCount).toBe(0);
  });

  it('closing the source (the server stops) ends every stream', async () => {
    const own = new BuyerOrderEvents(database);
    const stream = (await subscribeAs(SELLER, own)) as OrderStream;
    const waiting = stream.next();
    await own.close();
    expect(await waiting).toEqual({ done: true, value: undefined });
    expect(own.subscriberCount).toBe(0);
    await expect(own.subscribe()).rejects.toThrow();
  });

  it('an order placed by a signed-in buyer is theirs: user_uid is set, and myBuyerOrders lists theirs newest first', async () => {
    const placeAs = async (viewer: Viewer, changes: Partial<BuyerOrderInput> = {}) => {
      const result = await runAs(viewer, CREATE_BUYER_ORDER, { input: orderInput(changes) });
      expect(result.errors).toBeUndefined();
      return (result.data as { createBuyerOrder: Order }).createBuyerOrder;
    };
    const older = await placeAs(BUYER);
    const newer = await placeAs(BUYER, { lines: [{ nid: 9, quantity: 1, price: 9_000 }] });
    await placeAs(testViewer('buyer-2'));
    await placeOrder(orderInput());
    const [row] = await database.query<{ user_uid: string | null }>(
      'SELECT user_uid FROM buyer_orders WHERE nid = $1',
      [newer.nid],
    );
    expect(row?.user_uid).toBe('buyer-1');

    // «Мои заказы» asks each order's card payment link too: none sent for these cash orders.
    const listed = (order: Order) => ({ ...order, cardPayment: null });
    const mine = await runAs(BUYER, MY_BUYER_ORDERS, {});
    expect(mine.errors).toBeUndefined();
    expect((mine.data as { myBuyerOrders: Order[] }).myBuyerOrders).toEqual([listed(newer), listed(older)]);
    const first = await runAs(BUYER, MY_BUYER_ORDERS, { limit: 1 });
    expect((first.data as { myBuyerOrders: Order[] }).myBuyerOrders).toEqual([listed(newer)]);
    const rest = await runAs(BUYER, MY_BUYER_ORDERS, { skip: 1, limit: 1000 });
    expect((rest.data as { myBuyerOrders: Order[] }).myBuyerOrders).toEqual([listed(older)]);
    const negative = await runAs(BUYER, MY_BUYER_ORDERS, { skip: -1 });
    expect(negative.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('another buyer repeating someone’s key gets an error, not their order', async () => {
    const input = orderInput();
    expect((await runAs(BUYER, CREATE_BUYER_ORDER, { input })).errors).toBeUndefined();
    const stranger = await runAs(testViewer('buyer-3'), CREATE_BUYER_ORDER, { input });
    expect(stranger.data).toBeNull();
    expect(stranger.errors?.[0]?.message).toMatch(/уже оформлен с другими данными/);
  });

  (engine === 'postgresql' ? it : it.skip)(
    'when the listening connection is cut, it reconnects and orders reach the subscriber again',
    async () => {
      const logged = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
      const stream = (await subscribeAs(SELLER)) as OrderStream;
      const listeners = () =>
        database.query<{ pid: number }>(
          "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()",
        );
      const [before] = await listeners();
      expect(before).toBeDefined();
      await database.query('SELECT pg_terminate_backend($1)', [before?.pid]);
      const deadline = Date.now() + 10_000;
      for (;;) {
        const now = await listeners();
        if (now.length === 1 && now[0]?.pid !== before?.pid) break;
        if (Date.now() > deadline) throw new Error('the listening connection did not come back');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const placed = await placeOrder(orderInput());
      expect(await eventOf(stream, placed)).toEqual({ done: false, value: { data: { buyerOrderCreated: placed } } });
      await stream.return(undefined);
      expect(logged).toHaveBeenCalledWith({ err: expect.any(String) }, 'PostgreSQL notification connection error');
    },
  );

  (engine === 'postgresql' ? it : it.skip)(
    'an order taken by one API process reaches a subscriber of another (NOTIFY across connections)',
    async () => {
      // A second process in all but name: its own pool and its own listening connection.
      const other = await openDatabase({ url, poolSize: 2 });
      const otherEvents = new BuyerOrderEvents(other);
      try {
        const stream = (await subscribeAs(SELLER, otherEvents, other)) as OrderStream;
        const placed = await placeOrder(orderInput({ delivery: 'BEYOND_RING_ROAD', distanceKm: 3 }));
        expect(await eventOf(stream, placed)).toEqual({ done: false, value: { data: { buyerOrderCreated: placed } } });
        await stream.return(undefined);
      } finally {
        await otherEvents.close();
        await other.close();
      }
    },
  );
});
