export * from './checkout-rules';
export * from './order-errors';
export * from './buyer-order-status';
export * from './next-steps';
