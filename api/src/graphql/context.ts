import type { Roles } from '@shop/shared/access';
import type { AuthSettings } from '../auth/auth-settings';
import type { TokenUser } from '../auth/firebase-tokens';
import type { CatalogCache } from '../catalog/catalog-cache';
import type { CatalogMetadata } from '../catalog/catalog-metadata';
import type { ShopDatabase } from '../db/open-database';
import type { BuyerOrderEvents } from '../orders/order-events';
import type { Admit } from './rate-limits';

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
  /** The client's address (`trust proxy`), or `unknown`: rate limits count per address. */
  client: string;
  /** Admits one more creation by this client, or throws TOO_MANY_REQUESTS (`rate-limits.ts`). */
  admit: (what: Parameters<Admit>[0]) => Promise<void>;
  /**
   * The viewer as their user document says now: a socket's subscription asks before each event,
   * so a role removed meanwhile counts at once. The token is not verified again.
   */
  freshViewer: () => Promise<Viewer | null>;
  /**
   * Verifies the viewer's token again, with Firebase's revocation and disabled-account checks:
   * back-office mutations call it, so a disabled account or revoked session stops at once.
   * Throws UNAUTHENTICATED (401).
   */
  confirmSession: () => Promise<void>;
}

/** What a request's context is made of; without a viewer the request is a guest's. */
export type ContextSources = Pick<ShopContext, 'database' | 'catalog' | 'orderEvents' | 'auth'> &
  Partial<Pick<ShopContext, 'now' | 'client' | 'freshViewer' | 'confirmSession'>> & { viewer?: Viewer | null; admit?: Admit };

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
}: ContextSources): ShopContext {
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
    client,
    // An order counts against the signed-in buyer, anything else against the address.
    admit: (what) => admit(what, what === 'ordersPerHour' && viewer ? `user ${viewer.uid}` : `address ${client}`),
    freshViewer,
    confirmSession,
  };
}
