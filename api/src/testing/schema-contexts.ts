import { CatalogCache } from '../catalog/catalog-cache';
import { migrate } from '../db/migrate';
import { openDatabase, type ShopDatabase } from '../db/open-database';
import type { Viewer } from '../core/viewer';
import { createContext, type ShopContext } from '../graphql/context';
import { BuyerOrderEvents } from '../orders/order-events';
import { TEST_AUTH } from './test-viewer';

/**
 * Contexts for running the schema directly, over an empty in-process database opened and
 * migrated before the calling file's tests and closed after them.
 */
export function schemaContexts(): (viewer: Viewer | null) => ShopContext {
  let database: ShopDatabase;
  let events: BuyerOrderEvents;

  beforeAll(async () => {
    database = await openDatabase();
    await migrate(database);
    events = new BuyerOrderEvents(database);
  });
  afterAll(async () => {
    await events?.close();
    await database?.close();
  });

  return (viewer) =>
    createContext({ database, catalog: new CatalogCache(database), orderEvents: events, auth: TEST_AUTH, viewer });
}
