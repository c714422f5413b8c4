// A static remote (cart, auth, backoffice) as a unit of its own, where no CDN serves it (the
// compose file): `REMOTE=cart REMOTE_DIR=/shop/mfe-cart node dist-node/remote.js` serves that
// folder's dist/ with the headers the README's CDN recipe lists, /healthz and /readyz, and stops
// gracefully. The rest of its environment is any remote's (PORT, PUBLIC_URL, REMOTE_<NAME>_URL, …).
import { ConfigError, parseEnv } from './config';
import { runUnit } from './lifecycle';
import { FRONTENDS, FRONTEND_PORTS, type FrontendName } from '@shop/shared/frontends';
import { remoteServerEnv, startRemoteServer } from './static-remote';

/** The remotes without a server side of their own (the manifest of the front-ends). */
const STATIC_REMOTES: readonly string[] = FRONTENDS.filter((item) => item.name !== 'shell' && !('render' in item)).map(
  ({ name }) => name,
);

const name = process.env.REMOTE ?? '';
const dir = process.env.REMOTE_DIR ?? '';

void runUnit(
  STATIC_REMOTES.includes(name) ? name : 'remote',
  () => {
    const problems: [string, string][] = [];
    if (!STATIC_REMOTES.includes(name))
      problems.push(['REMOTE', `REMOTE must be one of ${STATIC_REMOTES.join(', ')}, got ${JSON.stringify(name)}`]);
    if (!dir) problems.push(['REMOTE_DIR', 'REMOTE_DIR must name the remote’s package folder (its dist/ is served)']);
    if (problems.length)
      throw new ConfigError(
        problems.map(([variable]) => variable),
        problems.map(([, message]) => message).join('; '),
      );
    return parseEnv(remoteServerEnv(name, FRONTEND_PORTS[name as FrontendName]), process.env);
  },
  (config, logger) => startRemoteServer({ name, dir, config, logger }),
);
