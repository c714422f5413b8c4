import type { CatalogCache } from '../catalog/catalog-cache';
import type { CatalogMetadata } from '../catalog/catalog-metadata';
import type { ShopDatabase } from '../db/open-database';

/** What every resolver gets. */
export interface ShopContext {
  database: ShopDatabase;
  catalog: CatalogCache;
  /** The catalogue version this request reads at (read once per request). */
  catalogVersion: () => Promise<number>;
  /** Categories, options and values at that version. */
  metadata: () => Promise<CatalogMetadata>;
}

export function createContext(database: ShopDatabase, catalog: CatalogCache): ShopContext {
  let version: Promise<number> | null = null;
  const catalogVersion = () => (version ??= catalog.version());
  return {
    database,
    catalog,
    catalogVersion,
    metadata: async () => catalog.metadataAt(await catalogVersion()),
  };
}
