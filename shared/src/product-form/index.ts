export * from './product-options';
export * from './product-rules';
