// npm run dev: every front-end package on its webpack dev server (same ports as npm start),
// rebuilding on save, and the Firebase Auth emulator for sign-in. The API runs on its own
// (`npm start -w api`). A single remote alone: npm run dev -w mfe-<name>.
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { AUTH_EMULATOR_DATA_DIR, startAuthEmulator } from './auth-emulator';
import { FRONTENDS } from './frontends';
import { webpackConfig } from './webpack-config';

async function main() {
  // Its accounts are kept across restarts, as under npm start.
  const emulator = await startAuthEmulator({ dataDir: AUTH_EMULATOR_DATA_DIR });
  const servers: WebpackDevServer[] = [];
  for (const pkg of FRONTENDS) {
    const config = await webpackConfig(pkg, {}, 'development');
    // The whole site is in development here: no remote's hint about loading it into a running site.
    const server = new WebpackDevServer({ ...config.devServer, onListening: undefined }, webpack(config));
    await server.start();
    servers.push(server);
  }
  console.log('\n«Сантехника» (development) is open at http://localhost:8080/ (Ctrl-C stops)');
  const stop = async () => {
    await Promise.all([...servers.map((server) => server.stop()), emulator.stop()]);
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
