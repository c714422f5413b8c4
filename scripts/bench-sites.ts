import path from 'node:path';
import { PRODUCTION_API_ENV, startApi } from './api-process';
import { buildFrontends } from './build';
import { FRONTENDS, ROOT, frontend } from './frontends';
import { serveFrontend, stopServer, type RunningServer } from './site-servers';

/**
 * Where the benchmarks serve the fair control (the single-bundle build split by route, its
 * catalogue pages rendered on the server as the federated site's are), beside the federated site's ports.
 */
export const CONTROL_PORT = 8090;

/** The federated site again, with every page rendered in the browser (no server rendering). */
export const BROWSER_RENDERED_PORT = 8091;

/** The fair control again, with every page rendered in the browser. */
export const CONTROL_BROWSER_RENDERED_PORT = 8092;

export const FEDERATED_ORIGIN = `http://localhost:${frontend('shell').port}`;
export const CONTROL_ORIGIN = `http://localhost:${CONTROL_PORT}`;
export const BROWSER_RENDERED_ORIGIN = `http://localhost:${BROWSER_RENDERED_PORT}`;
export const CONTROL_BROWSER_RENDERED_ORIGIN = `http://localhost:${CONTROL_BROWSER_RENDERED_PORT}`;

/**
 * Builds what is stale of the sites, then serves every federated package on its own port, the
 * fair control on CONTROL_PORT (rendered by the same catalogue server), and both again without
 * server rendering (BROWSER_RENDERED_PORT, CONTROL_BROWSER_RENDERED_PORT), as the benchmarks compare them, and the API they ask (production mode,
 * its own seeded database): every site is measured as a shopper sees it, with its data. Resolves
 * to a stop.
 */
export async function serveBenchSites(): Promise<() => Promise<void>> {
  await buildFrontends();
  await buildFrontends([], { single: true });
  const shell = frontend('shell');
  const servers: RunningServer[] = [];
  for (const pkg of FRONTENDS) servers.push(await serveFrontend({ pkg }));
  servers.push(await serveFrontend({ pkg: shell, single: true, port: CONTROL_PORT }));
  servers.push(await serveFrontend({ pkg: shell, port: BROWSER_RENDERED_PORT, serverRender: false }));
  servers.push(
    await serveFrontend({ pkg: shell, single: true, port: CONTROL_BROWSER_RENDERED_PORT, serverRender: false }),
  );
  const api = await startApi({
    ...process.env,
    API_DATA_DIR: path.join(ROOT, '.data/bench-pglite'),
    ...PRODUCTION_API_ENV,
  });
  return async () => {
    await Promise.all(servers.map(stopServer));
    await api.stop();
  };
}
