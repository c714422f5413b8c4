export * from './catalog-slugs';
export * from './catalog-location';
