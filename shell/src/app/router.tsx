import { createBrowserRouter, type RouteObject } from '@shop/shared/router';
import { Layout } from '../features/layout/layout';
import { RouteError } from '../features/layout/route-error';
import { BackofficeGate } from '../features/backoffice-gate/backoffice-gate';
import { STATIC_PAGES } from '../features/static-pages/static-pages';
import { RemoteSlot } from '../remotes/remote-slot';
import type { RemoteModuleId } from '../remotes/remote-modules';

export interface RouteHandle {
  /** The federated module this route mounts. */
  remote?: RemoteModuleId;
  /** Behind a role gate: not fetched before the gate lets the visitor in. */
  gated?: boolean;
}

const remoteRoute = (path: string | undefined, remote: RemoteModuleId): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  element: <RemoteSlot id={remote} />,
  handle: { remote } satisfies RouteHandle,
});

/** The root routes of spec §2. Any path not matched earlier is a catalogue path. */
export const ROUTES: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        // Pathless: an error inside a page keeps the header and footer around it.
        errorElement: <RouteError />,
        children: [
      remoteRoute(undefined, 'catalog/HomePage'),
      remoteRoute('product/:nid', 'catalog/ProductPage'),
      remoteRoute('search', 'catalog/SearchPage'),
      remoteRoute('auth', 'auth/AuthPage'),
      // The cart remote routes its own pages: the cart, checkout and order confirmation.
      remoteRoute('cart/*', 'cart/CartPage'),
      ...STATIC_PAGES.map(({ path, Page }) => ({ path, element: <Page /> })),
      {
        path: 'dmn/*',
        element: (
          <BackofficeGate>
            <RemoteSlot id="backoffice/BackofficeApp" />
          </BackofficeGate>
        ),
        handle: { remote: 'backoffice/BackofficeApp', gated: true } satisfies RouteHandle,
      },
      remoteRoute('*', 'catalog/CatalogPage'),
        ],
      },
    ],
  },
];

export function createShopRouter() {
  return createBrowserRouter(ROUTES);
}

export type ShopRouter = ReturnType<typeof createShopRouter>;
