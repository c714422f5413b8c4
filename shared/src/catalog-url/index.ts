export * from './catalog-slugs';
export * from './catalog-location';
export * from './catalog-sort';
export * from './product-path';
