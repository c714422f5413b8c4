// The shell's server as a deployable unit: `node dist-node/main.js` (built by `npm run build`),
// configured by its environment (./config), logging JSON lines on stdout, stopped gracefully by
// SIGTERM or SIGINT.
import { runUnit } from '@shop/web-server/lifecycle';
import { startShellServer } from './app';
import { shellServerConfig } from './config';

void runUnit(
  'shell',
  () => shellServerConfig(process.env),
  (config, logger) => startShellServer({ config, logger }),
);
