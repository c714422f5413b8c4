/**
 * The typed GraphQL documents that more than one package sends (the pages' first queries, the
 * releases', a buyer order's and a user's fragments), generated from api/schema/*.graphql and
 * operations/*.graphql by `npm run codegen`; never edit operations.generated.ts by hand. An
 * operation only one front-end sends is generated into that package (its `<package>/graphql`).
 * Pure data: every module bundles the documents it imports (this entry is not a federated singleton).
 */
export * from './operations.generated';
