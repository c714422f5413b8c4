import { lazy, type ComponentType } from 'react';

/**
 * The working screen of each section, loaded when the section opens. A section without one
 * shows what it will hold (SECTION_DESCRIPTIONS). A screen routes its own children: the list
 * at its root, `:nid` details, `add` and the like.
 */
export const SECTION_SCREENS: Readonly<Record<string, ComponentType>> = {
  users: lazy(() => import('../users/components/users-screen')),
  'buyer-orders': lazy(() => import('../buyer-orders/components/buyer-orders-screen')),
  products: lazy(() => import('../products/components/products-screen')),
  remains: lazy(() => import('../remains/components/remains-screen')),
  'supplier-orders': lazy(() => import('../supplier-orders/components/supplier-orders-screen')),
  acceptance: lazy(() => import('../acceptance/components/acceptance-screen')),
  'buyer-invoices': lazy(() => import('../buyer-invoices/components/buyer-invoices-screen')),
  'supplier-invoices': lazy(() => import('../supplier-invoices/components/supplier-invoices-screen')),
  payments: lazy(() => import('../payments/components/payments-screen')),
};
