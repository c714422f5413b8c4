import { makeExecutableSchema } from '@graphql-tools/schema';
import { catalogResolvers } from './catalog-resolvers';
import { catalogTypeDefs } from './catalog-schema';
import { ordersResolvers } from './orders-resolvers';
import { ordersTypeDefs } from './orders-schema';

/** The whole API: one type-defs file and one resolver map per domain. */
export const typeDefs = [catalogTypeDefs, ordersTypeDefs];

export function createSchema() {
  return makeExecutableSchema({ typeDefs, resolvers: [catalogResolvers, ordersResolvers] });
}
