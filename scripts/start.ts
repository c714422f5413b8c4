// npm start: build what is stale, then serve every front-end package on its own port, as if
// each were deployed separately. Ctrl-C stops everything.
//   tsx scripts/start.ts            the federated site (shell :8080, remotes :8081-:8084)
//   tsx scripts/start.ts --single   the single-bundle control on :8080
import type { Server } from 'node:http';
import { buildFrontends } from './build';
import { FRONTENDS, frontend } from './frontends';
import { serveFrontend, stopServer } from './serve';

async function main() {
  const single = process.argv.includes('--single');
  await buildFrontends([], { single });
  const packages = single ? [frontend('shell')] : FRONTENDS;
  const servers: Server[] = [];
  for (const pkg of packages) {
    servers.push(await serveFrontend({ pkg, single }));
    console.log(`  ${pkg.name.padEnd(11)} http://localhost:${pkg.port}/`);
  }
  console.log(`\n«Сантехника» is open at http://localhost:${frontend('shell').port}/ (Ctrl-C stops)`);
  const stop = async () => {
    await Promise.all(servers.map(stopServer));
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
