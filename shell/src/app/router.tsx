import type { ReactElement } from 'react';
import { useRoutes, type RouteObject } from '@shop/shared/router';
import { SHOP_ROUTES, type ShopRoute } from '@shop/shared/routes';
import type { RemoteModuleId } from '@shop/shared/frontends';
import { Layout } from '../features/layout/layout';
import { BackofficeGate } from '../features/backoffice-gate/backoffice-gate';
import { STATIC_PAGES } from '../features/static-pages/static-pages';
import { RemoteSlot } from '../remotes/remote-slot';

export interface RouteHandle {
  /** The federated module this route mounts. */
  remote?: RemoteModuleId;
  /** Behind a role gate: not fetched before the gate lets the visitor in. */
  gated?: boolean;
}

function pageOf(route: ShopRoute): ReactElement {
  if (route.shellPage) {
    const Page = STATIC_PAGES[route.shellPage];
    return <Page />;
  }
  if (!route.module) throw new Error(`Route ${route.path} names no page`);
  const slot = <RemoteSlot id={route.module} />;
  return route.gated ? <BackofficeGate>{slot}</BackofficeGate> : slot;
}

/** One route of the table (@shop/shared/routes), under the layout: `/` is its index. */
const pageRoute = (route: ShopRoute): RouteObject => ({
  ...(route.path === '/' ? { index: true } : { path: route.path.slice(1) }),
  element: pageOf(route),
  ...(route.module
    ? { handle: { remote: route.module, ...(route.gated ? { gated: true } : {}) } satisfies RouteHandle }
    : {}),
});

/**
 * The root routes of the route table, under the layout (which keeps the header and footer
 * around a page that fails). Any path not matched earlier is a catalogue path.
 */
export const ROUTES: RouteObject[] = [{ path: '/', element: <Layout />, children: SHOP_ROUTES.map(pageRoute) }];

/** The page at the router's address, in the layout: the same in the browser and on the server. */
export function ShopRoutes() {
  return useRoutes(ROUTES);
}
