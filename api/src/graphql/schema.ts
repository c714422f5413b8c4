import { makeExecutableSchema } from '@graphql-tools/schema';
import { guardResolvers, type FieldAccess } from '../auth/field-access';
import { acceptanceAccess, acceptanceResolvers } from './acceptance-resolvers';
import { buyerInvoicesAccess, buyerInvoicesResolvers } from './buyer-invoices-resolvers';
import { buyerReturnsAccess, buyerReturnsResolvers } from './buyer-returns-resolvers';
import { catalogResolvers } from './catalog-resolvers';
import { deliveryAccess, deliveryResolvers } from './delivery-resolvers';
import { ordersAccess, ordersResolvers } from './orders-resolvers';
import { paymentsAccess, paymentsResolvers } from './payments-resolvers';
import { printingAccess, printingResolvers } from './printing-resolvers';
import { priceListsAccess, priceListsResolvers } from './price-lists-resolvers';
import { productsAccess, productsResolvers } from './products-resolvers';
import { shipmentsAccess, shipmentsResolvers } from './shipments-resolvers';
import { reconciliationAccess, reconciliationResolvers } from './reconciliation-resolvers';
import { releasesAccess, releasesResolvers } from './releases-resolvers';
import { stockAccess, stockResolvers } from './stock-resolvers';
import { stockTransfersAccess, stockTransfersResolvers } from './stock-transfers-resolvers';
import { supplierInvoicesAccess, supplierInvoicesResolvers } from './supplier-invoices-resolvers';
import { supplierOrdersAccess, supplierOrdersResolvers } from './supplier-orders-resolvers';
import { supplierReturnsAccess, supplierReturnsResolvers } from './supplier-returns-resolvers';
import { suppliersAccess, suppliersResolvers } from './suppliers-resolvers';
import { usersAccess, usersResolvers } from './users-resolvers';
import { readTypeDefs } from './type-defs';

/** Every field that is not open to guests, with who may call it (checked before its resolver runs). */
export const FIELD_ACCESS: FieldAccess = {
  ...ordersAccess,
  ...usersAccess,
  ...stockAccess,
  ...stockTransfersAccess,
  ...productsAccess,
  ...priceListsAccess,
  ...suppliersAccess,
  ...supplierOrdersAccess,
  ...acceptanceAccess,
  ...buyerInvoicesAccess,
  ...supplierInvoicesAccess,
  ...paymentsAccess,
  ...reconciliationAccess,
  ...supplierReturnsAccess,
  ...shipmentsAccess,
  ...deliveryAccess,
  ...buyerReturnsAccess,
  ...releasesAccess,
  ...printingAccess,
};

/** The whole API: one SDL file (api/schema/) and one resolver map per domain. */
export function createSchema() {
  const resolvers = [
    catalogResolvers,
    guardResolvers(ordersResolvers, ordersAccess),
    guardResolvers(usersResolvers, usersAccess),
    guardResolvers(stockResolvers, stockAccess),
    guardResolvers(stockTransfersResolvers, stockTransfersAccess),
    guardResolvers(productsResolvers, productsAccess),
    guardResolvers(priceListsResolvers, priceListsAccess),
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
    guardResolvers(releasesResolvers, releasesAccess),
    guardResolvers(printingResolvers, printingAccess),
  ];
  return makeExecutableSchema({ typeDefs: readTypeDefs(), resolvers });
}
