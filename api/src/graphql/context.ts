import type { Roles } from '@shop/shared/access';
import type { AuthSettings } from '../auth/auth-settings';
import type { TokenUser } from '../auth/firebase-tokens';
import type { CatalogCache } from '../catalog/catalog-cache';
import type { CatalogMetadata } from '../catalog/catalog-metadata';
import type { ShopDatabase } from '../db/open-database';
import type { BuyerOrderEvents } from '../orders/order-events';

/** The signed-in user a request comes from. */
export interface Viewer {
  /** Firebase uid. */
  uid: string;
  /** From their user document, read for this request; none before it exists. */
  roles: Roles;
  /** The profile their verified ID token carries. */
  token: TokenUser;
}

/** What every resolver gets. */
export interface ShopContext {
  database: ShopDatabase;
  catalog: CatalogCache;
  /** New buyer orders, for subscriptions. */
  orderEvents: BuyerOrderEvents;
  /** Who sends the request; null for a guest. */
  viewer: Viewer | null;
  /** The administrators' e-mails and the Firebase project. */
  auth: AuthSettings;
  /** The catalogue version this request reads at (read once per request). */
  catalogVersion: () => Promise<number>;
  /** Categories, options and values at that version. */
  metadata: () => Promise<CatalogMetadata>;
  /** The moment the request acts at: the wall clock, unless the server was given another (tests). */
  now: () => Date;
}

/** What a request's context is made of; without a viewer the request is a guest's. */
export type ContextSources = Pick<ShopContext, 'database' | 'catalog' | 'orderEvents' | 'auth'> & Partial<Pick<ShopContext, 'now'>> & { viewer?: Viewer | null };

const wallClock = () => new Date();

export function createContext({ database, catalog, orderEvents, auth, viewer = null, now = wallClock }: ContextSources): ShopContext {
  let version: Promise<number> | null = null;
  const catalogVersion = () => (version ??= catalog.version());
  return {
    database,
    catalog,
    orderEvents,
    viewer,
    auth,
    catalogVersion,
    metadata: async () => catalog.metadataAt(await catalogVersion()),
    now,
  };
}
