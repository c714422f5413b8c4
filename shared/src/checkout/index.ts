export * from './checkout-rules';
export * from './order-errors';
