import { buildFrontends } from './build';
import { FRONTENDS, frontend } from './frontends';
import { serveFrontend, stopServer, type RunningServer } from './site-servers';

/** Where the benchmarks serve the single-bundle control, beside the federated site's ports. */
export const CONTROL_PORT = 8090;

/** The federated site again, with every page rendered in the browser (no server rendering). */
export const BROWSER_RENDERED_PORT = 8091;

export const FEDERATED_ORIGIN = `http://localhost:${frontend('shell').port}`;
export const CONTROL_ORIGIN = `http://localhost:${CONTROL_PORT}`;
export const BROWSER_RENDERED_ORIGIN = `http://localhost:${BROWSER_RENDERED_PORT}`;

/**
 * Builds what is stale of both sites, then serves every federated package on its own port, the
 * control on CONTROL_PORT and the federated shell without server rendering on
 * BROWSER_RENDERED_PORT, as the benchmarks compare them. Resolves to a stop.
 */
export async function serveBenchSites(): Promise<() => Promise<void>> {
  await buildFrontends();
  await buildFrontends([], { single: true });
  const servers: RunningServer[] = [];
  for (const pkg of FRONTENDS) servers.push(await serveFrontend({ pkg }));
  servers.push(await serveFrontend({ pkg: frontend('shell'), single: true, port: CONTROL_PORT }));
  servers.push(await serveFrontend({ pkg: frontend('shell'), port: BROWSER_RENDERED_PORT, serverRender: false }));
  return async () => {
    await Promise.all(servers.map(stopServer));
  };
}
