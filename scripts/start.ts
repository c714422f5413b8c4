// npm start: build what is stale, start the API (embedded PGlite unless DATABASE_URL is set)
// and the Firebase Auth emulator (unless FIREBASE_PROJECT_ID names a real project), and serve
// every front-end package on its own port, as if each were deployed separately; a mail catcher takes
// every message the shop sends (unless SMTP_URL names a relay). Ctrl-C stops everything.
//   tsx scripts/start.ts            the federated site (shell :8080, remotes :8081-:8084, API :4000)
//   tsx scripts/start.ts --single   the single-bundle control on :8080 (with the API, and the catalogue's
//                                   server on :8081, which renders its pages)
import { startApi, type ApiProcess } from './api-process';
import { AUTH_EMULATOR_DATA_DIR, AUTH_EMULATOR_PROJECT, startAuthEmulator, type AuthEmulator } from './auth-emulator';
import { buildFrontends } from './build';
import { catcherLine, startLocalMail } from './mail-catcher';
import { API_PORT, FRONTENDS, frontend } from './frontends';
import { frontendServer, stopServer, type RunningServer } from './site-servers';
import { stopTogether } from './stop-together';

async function main() {
  const single = process.argv.includes('--single');
  // The control's catalogue pages are rendered by the catalogue's server, as the federated site's are.
  const packages = single ? [frontend('shell'), frontend('catalog')] : FRONTENDS;
  // A local site lets a developer's browser load one remote from its dev server (README: Develop
  // one remote against the live site) unless REMOTE_OVERRIDES says otherwise.
  const env = { ...process.env, REMOTE_OVERRIDES: process.env.REMOTE_OVERRIDES || 'on' };
  // A malformed variable (PUBLIC_URL, REMOTE_<NAME>_URL, API_URLS, …) stops everything here,
  // before anything starts.
  const starters = packages.map((pkg) => ({
    pkg,
    start: frontendServer({ pkg, single: single && pkg.name === 'shell', env }),
  }));
  const apiUrls = process.env.API_URLS || process.env.API_URL;
  const withApi = !apiUrls;
  const withEmulator = !process.env.FIREBASE_PROJECT_ID || process.env.FIREBASE_PROJECT_ID === AUTH_EMULATOR_PROJECT;
  // The emulator and the API start while the front-ends build: the API's first start creates
  // and seeds the database. The API accepts the emulator's tokens only while it is told its host.
  // The emulator's accounts are kept across restarts, as the API's database is (README).
  const emulator: Promise<AuthEmulator | null> = withEmulator
    ? startAuthEmulator({ dataDir: AUTH_EMULATOR_DATA_DIR })
    : Promise.resolve(null);
  // The shop's mail goes to the catcher, unless SMTP_URL names a relay.
  const { catcher, env: mailEnv } = withApi ? await startLocalMail() : { catcher: null, env: {} };
  const api: Promise<ApiProcess | null> = withApi
    ? emulator.then((started) =>
        startApi({ ...process.env, ...mailEnv, ...(started ? { FIREBASE_AUTH_EMULATOR_HOST: started.host } : {}) }),
      )
    : Promise.resolve(null);
  api.catch(() => undefined);
  await buildFrontends(single ? ['catalog'] : []);
  if (single) await buildFrontends([], { single });
  // The site opens only when everything behind it answers.
  const [authEmulator, apiProcess] = await Promise.all([emulator, api]);
  const servers: RunningServer[] = [];
  for (const { pkg, start } of starters) {
    servers.push(await start());
    console.log(`  ${pkg.name.padEnd(11)} http://localhost:${pkg.port}/`);
  }
  console.log(
    `  ${'api'.padEnd(11)} ${apiProcess ? `http://localhost:${API_PORT}/graphql` : `${apiUrls} (${process.env.API_URLS ? 'API_URLS' : 'API_URL'})`}`,
  );
  if (authEmulator)
    console.log(
      `  ${'sign-in'.padEnd(11)} Firebase Auth emulator http://${authEmulator.host}/ (project ${AUTH_EMULATOR_PROJECT})`,
    );
  if (catcher) console.log(catcherLine(catcher));
  if (!single && env.REMOTE_OVERRIDES === 'on')
    console.log(
      `  ${'overrides'.padEnd(11)} on: npm run dev -w mfe-cart -- --port 8092 (any remote, a free port) prints how to load it here`,
    );
  console.log(`\n«Сантехника» is open at http://localhost:${frontend('shell').port}/ (Ctrl-C stops)`);
  stopTogether(
    () => Promise.all([...servers.map(stopServer), apiProcess?.stop(), authEmulator?.stop(), catcher?.close()]),
    apiProcess ? [{ name: 'The API', exited: new Promise((resolve) => apiProcess.child.once('exit', resolve)) }] : [],
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
