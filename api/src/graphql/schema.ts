import { makeExecutableSchema } from '@graphql-tools/schema';
import { guardResolvers, type FieldAccess } from '../auth/field-access';
import { catalogResolvers } from './catalog-resolvers';
import { catalogTypeDefs } from './catalog-schema';
import { ordersAccess, ordersResolvers } from './orders-resolvers';
import { ordersTypeDefs } from './orders-schema';
import { productsAccess, productsResolvers } from './products-resolvers';
import { productsTypeDefs } from './products-schema';
import { stockAccess, stockResolvers } from './stock-resolvers';
import { stockTypeDefs } from './stock-schema';
import { usersAccess, usersResolvers } from './users-resolvers';
import { usersTypeDefs } from './users-schema';

/** The whole API: one type-defs file and one resolver map per domain. */
export const typeDefs = [catalogTypeDefs, ordersTypeDefs, usersTypeDefs, stockTypeDefs, productsTypeDefs];

/** Every field that is not open to guests, with who may call it (checked before its resolver runs). */
export const FIELD_ACCESS: FieldAccess = { ...ordersAccess, ...usersAccess, ...stockAccess, ...productsAccess };

export function createSchema() {
  const resolvers = [
    catalogResolvers,
    guardResolvers(ordersResolvers, ordersAccess),
    guardResolvers(usersResolvers, usersAccess),
    guardResolvers(stockResolvers, stockAccess),
    guardResolvers(productsResolvers, productsAccess),
  ];
  return makeExecutableSchema({ typeDefs, resolvers });
}
