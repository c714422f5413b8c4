export * from './catalog-slugs';
export * from './catalog-location';
export * from './catalog-sort';
export * from './product-path';
export * from './catalog-links';
export * from './read-catalog-url';
export * from './facet-rules';
export * from './search-engines';
