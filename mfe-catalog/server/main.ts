// The catalogue remote's server as a deployable unit: `node dist-node/main.js` (built by
// `npm run build`), configured by its environment (./config), logging JSON lines on stdout,
// stopped gracefully by SIGTERM or SIGINT.
import { runUnit } from '@shop/web-server/lifecycle';
import { startCatalogServer } from './app';
import { catalogServerConfig } from './config';

void runUnit(
  'catalog',
  () => catalogServerConfig(process.env),
  (config, logger) => startCatalogServer({ config, logger }),
);
