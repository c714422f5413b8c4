import { EVERY_PAGE_MODULES, type RemoteModuleId } from '@shop/shared/frontends';
import { routeRemoteModule } from '@shop/shared/routes';

/**
 * The federated module a path's page mounts, by the route table (@shop/shared/routes); null for
 * the shell's own pages and for /dmn (behind a role gate: fetched only once the gate opens).
 * Pure, so the shell's server can preload what a page will need before any script runs.
 */
export { routeRemoteModule };

/** The modules a page at this path needs at once: its route's remote and the header's. */
export function remoteModulesFor(pathname: string): RemoteModuleId[] {
  const routeModule = routeRemoteModule(pathname);
  return routeModule ? [routeModule, ...EVERY_PAGE_MODULES] : [...EVERY_PAGE_MODULES];
}
