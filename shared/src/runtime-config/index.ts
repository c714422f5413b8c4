// The `/config.json` contract: what a deployment tells the pages, the one reader of it in the
// browser, and a developer's override of one remote that travels in it.
export { DEFAULT_SHOP_CONTACTS, parseRuntimeConfig, type RuntimeConfig } from './runtime-config';
export { readRuntimeConfig, readRuntimeConfigDocument, type ReadRuntimeConfigOptions } from './read-runtime-config';
export * from './remote-override';
