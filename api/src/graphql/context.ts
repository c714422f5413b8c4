import DataLoader from 'dataloader';
import type { AuthSettings } from '../auth/auth-settings';
import type { CatalogCache } from '../catalog/catalog-cache';
import type { CatalogMetadata } from '../catalog/catalog-metadata';
import { listStockLocations, type StockLocation } from '../documents/stock-locations';
import { productSupplies, stockOutlooks, type ProductSupply, type StockOutlook } from '../purchasing/stock-outlook';
import type { ShopDatabase } from '../db/open-database';
import type { BuyerOrderEvents } from '../orders/order-events';
import { expectedDaysOf } from '../orders/waiting-lines';
import type { Viewer, ViewerSession } from '../core/viewer';
import { addressKey } from '../core/client-address';
import type { Admit } from '../auth/rate-limits';
import { DEMO_REQUISITES, type ShopRequisites } from '@shop/shared/invoice-sheet';
import { shopToday } from '@shop/shared/shop-days';
import { DEFAULT_CARD_PAYMENT_HOSTS } from '../core/card-payment-hosts';
import type { CardPaymentLink } from '../core/schema-types.generated';
import { newestCardPayments } from '../orders/card-payment-link';

/** What every resolver gets. */
export interface ShopContext extends ViewerSession {
  database: ShopDatabase;
  catalog: CatalogCache;
  /** New buyer orders, for subscriptions. */
  orderEvents: BuyerOrderEvents;
  /** The administrators' e-mails and the Firebase project. */
  auth: AuthSettings;
  /** The catalogue version this request reads at (read once per request). */
  catalogVersion: () => Promise<number>;
  /** Categories, options and values at that version. */
  metadata: () => Promise<CatalogMetadata>;
  /** The moment the request acts at: the wall clock, unless the server was given another (tests). */
  now: () => Date;
  /** The client's address (`trust proxy`), or `unknown`: rate limits count per address. */
  client: string;
  /** Admits one more creation by this client, or throws TOO_MANY_REQUESTS (`rate-limits.ts`). */
  admit: (what: Parameters<Admit>[0]) => Promise<void>;
  /** The staff addresses told of every new order (SHOP_ORDER_NOTIFY_EMAILS). */
  orderNotify: readonly string[];
  /** The shop's requisites (the SHOP_… variables): the supplier of its invoices. */
  requisites: ShopRequisites;
  /** Where the card payment links staff send may lead (CARD_PAYMENT_HOSTS). */
  cardPaymentHosts: readonly string[];
  /** The stock locations, read once per request (the documents' `location` fields). */
  stockLocations: () => Promise<StockLocation[]>;
  /** Products' stock outlook (pickup today, the expected day), read once for all the request's products. */
  stockOutlook: (productNid: number) => Promise<StockOutlook>;
  /** Products' supply (what buyer orders wait for, what supplier orders bring), read once for the request's products. */
  productSupply: (productNid: number) => Promise<ProductSupply>;
  /** The days an order's waiting lines expect their units, by product; read once for the request's orders. */
  expectedDays: (orderNid: number) => Promise<ReadonlyMap<number, string | null>>;
  /** An order's newest card payment link, or null; read once for the request's orders. */
  cardPayment: (orderNid: number) => Promise<CardPaymentLink | null>;
}

/** What a request's context is made of; without a viewer the request is a guest's. */
export type ContextSources = Pick<ShopContext, 'database' | 'catalog' | 'orderEvents' | 'auth'> &
  Partial<
    Pick<
      ShopContext,
      | 'now'
      | 'client'
      | 'freshViewer'
      | 'confirmSession'
      | 'release'
      | 'orderNotify'
      | 'requisites'
      | 'cardPaymentHosts'
    >
  > & {
    viewer?: Viewer | null;
    admit?: Admit;
  };

const wallClock = () => new Date();
const admitAll: Admit = async () => undefined;

export function createContext({
  database,
  catalog,
  orderEvents,
  auth,
  viewer = null,
  now = wallClock,
  client = 'unknown',
  admit = admitAll,
  freshViewer = async () => viewer,
  confirmSession = async () => undefined,
  release = null,
  orderNotify = [],
  requisites = DEMO_REQUISITES,
  cardPaymentHosts = DEFAULT_CARD_PAYMENT_HOSTS,
}: ContextSources): ShopContext {
  let version: Promise<number> | null = null;
  const catalogVersion = () => (version ??= catalog.version());
  let locations: Promise<StockLocation[]> | null = null;
  let outlooks: DataLoader<number, StockOutlook> | null = null;
  const outlookLoader = () =>
    new DataLoader<number, StockOutlook>(async (nids) => {
      const found = await stockOutlooks(
        database.db,
        nids.map((nid) => ({ nid })),
        shopToday(now()),
      );
      return nids.map((nid) => found.get(nid) ?? { pickupReady: false, expectedDate: null });
    });
  let supplies: DataLoader<number, ProductSupply> | null = null;
  const supplyLoader = () =>
    new DataLoader<number, ProductSupply>(async (nids) => {
      const found = await productSupplies(database.db, nids);
      return nids.map((nid) => found.get(nid) ?? { awaited: 0, incoming: [] });
    });
  let days: DataLoader<number, ReadonlyMap<number, string | null>> | null = null;
  const daysLoader = () =>
    new DataLoader<number, ReadonlyMap<number, string | null>>(async (orderNids) => {
      const found = await expectedDaysOf(database.db, orderNids, shopToday(now()));
      return orderNids.map((nid) => found.get(nid) ?? new Map());
    });
  let payments: DataLoader<number, CardPaymentLink | null> | null = null;
  const paymentsLoader = () =>
    new DataLoader<number, CardPaymentLink | null>(async (orderNids) => {
      const found = await newestCardPayments(database.db, orderNids);
      return orderNids.map((nid) => found.get(nid) ?? null);
    });
  return {
    database,
    catalog,
    orderEvents,
    viewer,
    auth,
    catalogVersion,
    metadata: async () => catalog.metadataAt(await catalogVersion()),
    now,
    client,
    // Everything counts against the address; an order of a signed-in buyer against them as well.
    admit: (what) =>
      admit(what, [addressKey(client), ...(what === 'ordersPerHour' && viewer ? [`user ${viewer.uid}`] : [])]),
    freshViewer,
    confirmSession,
    release,
    orderNotify,
    requisites,
    cardPaymentHosts,
    stockLocations: () => (locations ??= listStockLocations(database.db)),
    stockOutlook: (productNid) => (outlooks ??= outlookLoader()).load(productNid),
    productSupply: (productNid) => (supplies ??= supplyLoader()).load(productNid),
    expectedDays: (orderNid) => (days ??= daysLoader()).load(orderNid),
    cardPayment: (orderNid) => (payments ??= paymentsLoader()).load(orderNid),
  };
}
