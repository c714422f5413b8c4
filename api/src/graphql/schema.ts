import { makeExecutableSchema } from '@graphql-tools/schema';
import { guardResolvers, type FieldAccess } from '../auth/field-access';
import { acceptanceAccess, acceptanceResolvers } from './acceptance-resolvers';
import { acceptanceTypeDefs } from './acceptance-schema';
import { buyerInvoicesAccess, buyerInvoicesResolvers } from './buyer-invoices-resolvers';
import { buyerInvoicesTypeDefs } from './buyer-invoices-schema';
import { buyerReturnsAccess, buyerReturnsResolvers } from './buyer-returns-resolvers';
import { buyerReturnsTypeDefs } from './buyer-returns-schema';
import { catalogResolvers } from './catalog-resolvers';
import { catalogTypeDefs } from './catalog-schema';
import { deliveryAccess, deliveryResolvers } from './delivery-resolvers';
import { deliveryTypeDefs } from './delivery-schema';
import { ordersAccess, ordersResolvers } from './orders-resolvers';
import { ordersTypeDefs } from './orders-schema';
import { paymentsAccess, paymentsResolvers } from './payments-resolvers';
import { paymentsTypeDefs } from './payments-schema';
import { productsAccess, productsResolvers } from './products-resolvers';
import { productsTypeDefs } from './products-schema';
import { shipmentsAccess, shipmentsResolvers } from './shipments-resolvers';
import { shipmentsTypeDefs } from './shipments-schema';
import { reconciliationAccess, reconciliationResolvers } from './reconciliation-resolvers';
import { reconciliationTypeDefs } from './reconciliation-schema';
import { stockAccess, stockResolvers } from './stock-resolvers';
import { stockTypeDefs } from './stock-schema';
import { supplierInvoicesAccess, supplierInvoicesResolvers } from './supplier-invoices-resolvers';
import { supplierInvoicesTypeDefs } from './supplier-invoices-schema';
import { supplierOrdersAccess, supplierOrdersResolvers } from './supplier-orders-resolvers';
import { supplierOrdersTypeDefs } from './supplier-orders-schema';
import { supplierReturnsAccess, supplierReturnsResolvers } from './supplier-returns-resolvers';
import { supplierReturnsTypeDefs } from './supplier-returns-schema';
import { suppliersAccess, suppliersResolvers } from './suppliers-resolvers';
import { suppliersTypeDefs } from './suppliers-schema';
import { usersAccess, usersResolvers } from './users-resolvers';
import { usersTypeDefs } from './users-schema';

/** The whole API: one type-defs file and one resolver map per domain. */
const typeDefs = [catalogTypeDefs, ordersTypeDefs, usersTypeDefs, stockTypeDefs, productsTypeDefs,
  suppliersTypeDefs, supplierOrdersTypeDefs, acceptanceTypeDefs, buyerInvoicesTypeDefs, supplierInvoicesTypeDefs, paymentsTypeDefs,
  reconciliationTypeDefs, supplierReturnsTypeDefs, shipmentsTypeDefs, deliveryTypeDefs, buyerReturnsTypeDefs];

/** Every field that is not open to guests, with who may call it (checked before its resolver runs). */
export const FIELD_ACCESS: FieldAccess = { ...ordersAccess, ...usersAccess, ...stockAccess, ...productsAccess,
  ...suppliersAccess, ...supplierOrdersAccess, ...acceptanceAccess,
  ...buyerInvoicesAccess, ...supplierInvoicesAccess, ...paymentsAccess,
  ...reconciliationAccess, ...supplierReturnsAccess, ...shipmentsAccess, ...deliveryAccess, ...buyerReturnsAccess };

export function createSchema() {
  const resolvers = [
    catalogResolvers,
    guardResolvers(ordersResolvers, ordersAccess),
    guardResolvers(usersResolvers, usersAccess),
    guardResolvers(stockResolvers, stockAccess),
    guardResolvers(productsResolvers, productsAccess),
    guardResolvers(suppliersResolvers, suppliersAccess),
    guardResolvers(supplierOrdersResolvers, supplierOrdersAccess),
    guardResolvers(acceptanceResolvers, acceptanceAccess),
    guardResolvers(buyerInvoicesResolvers, buyerInvoicesAccess),
    guardResolvers(supplierInvoicesResolvers, supplierInvoicesAccess),
    guardResolvers(paymentsResolvers, paymentsAccess),
    guardResolvers(reconciliationResolvers, reconciliationAccess),
    guardResolvers(supplierReturnsResolvers, supplierReturnsAccess),
    guardResolvers(shipmentsResolvers, shipmentsAccess),
    guardResolvers(deliveryResolvers, deliveryAccess),
    guardResolvers(buyerReturnsResolvers, buyerReturnsAccess),
  ];
  return makeExecutableSchema({ typeDefs, resolvers });
}
