import { lazy, type ComponentType } from 'react';

/**
 * The working screen of each section, loaded when the section opens. A screen routes its own
 * children: the list at its root, `:nid` details, `add` and the like.
 */
export const SECTION_SCREENS: Readonly<Record<string, ComponentType>> = {
  users: lazy(() => import('../users/components/users-screen')),
  'buyer-orders': lazy(() => import('../buyer-orders/components/buyer-orders-screen')),
  products: lazy(() => import('../products/components/products-screen')),
  remains: lazy(() => import('../remains/components/remains-screen')),
  'supplier-orders': lazy(() => import('../supplier-orders/components/supplier-orders-screen')),
  acceptance: lazy(() => import('../acceptance/components/acceptance-screen')),
  'supplier-returns': lazy(() => import('../supplier-returns/components/supplier-returns-screen')),
  'buyer-invoices': lazy(() => import('../buyer-invoices/components/buyer-invoices-screen')),
  'buyer-returns': lazy(() => import('../buyer-returns/components/buyer-returns-screen')),
  'supplier-invoices': lazy(() => import('../supplier-invoices/components/supplier-invoices-screen')),
  payments: lazy(() => import('../payments/components/payments-screen')),
  shipments: lazy(() => import('../shipments/components/shipments-screen')),
  delivery: lazy(() => import('../delivery/components/delivery-screen')),
  reconciliation: lazy(() => import('../reconciliation/components/reconciliation-screen')),
};
