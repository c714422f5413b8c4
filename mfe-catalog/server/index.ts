// The catalogue's server as a library: its unit (main.ts) runs it, `npm start`, the benchmarks
// and the journeys start it in their own process.
export { CATALOG_DIR, startCatalogServer, type CatalogServerOptions } from './app';
export { catalogServerConfig, catalogServerEnv, type CatalogServerConfig } from './config';
