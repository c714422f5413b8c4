import { lazy, type ComponentType } from 'react';

/**
 * The working screen of each section, loaded when the section opens. A screen routes its own
 * children: the list at its root, `:nid` details, `add` and the like.
 */
export const SECTION_SCREENS: Readonly<Record<string, ComponentType>> = {
  users: lazy(() => import('../features/users/components/users-screen')),
  'buyer-orders': lazy(() => import('../features/buyer-orders/components/buyer-orders-screen')),
  products: lazy(() => import('../features/products/components/products-screen')),
  remains: lazy(() => import('../features/remains/components/remains-screen')),
  'stock-transfers': lazy(() => import('../features/stock-transfers/components/stock-transfers-screen')),
  'supplier-orders': lazy(() => import('../features/supplier-orders/components/supplier-orders-screen')),
  acceptance: lazy(() => import('../features/acceptance/components/acceptance-screen')),
  'supplier-returns': lazy(() => import('../features/supplier-returns/components/supplier-returns-screen')),
  'buyer-invoices': lazy(() => import('../features/buyer-invoices/components/buyer-invoices-screen')),
  'buyer-returns': lazy(() => import('../features/buyer-returns/components/buyer-returns-screen')),
  'supplier-invoices': lazy(() => import('../features/supplier-invoices/components/supplier-invoices-screen')),
  payments: lazy(() => import('../features/payments/components/payments-screen')),
  shipments: lazy(() => import('../features/shipments/components/shipments-screen')),
  delivery: lazy(() => import('../features/delivery/components/delivery-screen')),
  reconciliation: lazy(() => import('../features/reconciliation/components/reconciliation-screen')),
  modules: lazy(() => import('../features/modules/components/modules-screen')),
};
