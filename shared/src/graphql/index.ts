/**
 * Typed GraphQL documents of the shop, generated from api/schema/*.graphql and operations/*.graphql
 * by `npm run codegen`; never edit generated.ts by hand. Pure data: every module bundles the
 * documents it imports (this entry is not a federated singleton).
 */
export * from './generated';
