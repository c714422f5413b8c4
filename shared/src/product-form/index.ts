export * from './product-options';
export * from './product-rules';
export * from './price-list';
