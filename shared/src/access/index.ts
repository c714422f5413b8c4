export * from './roles';
export * from './backoffice-sections';
export * from './can-access';
export * from './backoffice-actions';
export * from './delivery-scope';
