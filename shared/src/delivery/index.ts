export * from './delivery-rules';
export * from './return-rules';
