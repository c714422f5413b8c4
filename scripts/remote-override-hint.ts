import { FRONTEND_PORTS, frontend, type RemoteName } from '@shop/shared/frontends';
import { REMOTE_OVERRIDE_OFF_PATH, remoteOverrideUrl } from '@shop/shared/runtime-config';
import { publicOrigin } from '@shop/web-server/urls';

/**
 * What a remote's dev server prints once it listens at `port`: how to load it into a running
 * site (PUBLIC_URL, default http://localhost:8080) in place of its live release, in one browser
 * (shell/server/remote-overrides.ts), and how to go back.
 */
export function remoteOverrideHint(remote: RemoteName, port: number, env: NodeJS.ProcessEnv = process.env): string {
  const site = publicOrigin(env);
  const entry = `http://localhost:${port}/remoteEntry.js`;
  const lines = [
    '',
    `${remote} is served at http://localhost:${port}/ (standalone page).`,
    `To load it into the site at ${site} in place of ${remote}'s live release, in your browser only, open`,
    `  ${remoteOverrideUrl(site, { remote, entry })}`,
    'and press «Загрузить» there',
    `(the site's server needs REMOTE_OVERRIDES=on, which npm start sets); back to the live release: ${site}${REMOTE_OVERRIDE_OFF_PATH}`,
  ];
  if (port === FRONTEND_PORTS[remote])
    lines.push(
      `npm start serves ${remote} at ${port} too: to run beside it, start this on another port: npm run dev -w ${frontend(remote).folder} -- --port ${port + 10}`,
    );
  return lines.join('\n');
}
