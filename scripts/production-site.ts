// The shop in production mode on one machine, from the compiled units exactly as their images
// run them (`node dist-node/…`, NODE_ENV=production): PostgreSQL at DATABASE_URL, several API
// instances behind the shell's server, the catalogue's server, and the static remotes served as
// a CDN would (@shop/web-server's remote server, in this process). Used by `npm run start:prod`,
// the failover journey and the soak benchmark.
import path from 'node:path';
import { demoRequisitesEnv } from '@shop/shared/invoice-sheet';
import { FRONTENDS, ROOT, frontend, type FrontendName } from './frontends';
import { nodeUnit } from './node-units';
import { pageFragmentToken, serveFrontend, stopServer, type RunningServer } from './site-servers';
import { spawnUnit, waitForHealth, type UnitProcess } from './unit-process';

export interface ProductionSiteOptions {
  databaseUrl: string;
  /** One API instance per port (default 4001 and 4002). */
  apiPorts?: number[];
  /** Added to every front-end port (8080–8084): a second site beside `npm start`'s. */
  portOffset?: number;
  /**
   * The API's Firebase settings: a real project (FIREBASE_PROJECT_ID), or the local Auth
   * emulator's host, with which the APIs run as development (production refuses the emulator).
   */
  firebase: { projectId: string } | { emulatorHost: string };
  /** More environment for every unit (LOG_LEVEL, SHOP_ADMIN_EMAILS, rate limits, …). */
  env?: Record<string, string>;
  /** How many demo products an empty database is seeded with (default the seed's 5 000). */
  seedProducts?: number;
  /** Each unit's output line by line (default: nowhere, kept in the unit's logs). */
  onOutput?: (unit: string, line: string) => void;
}

export interface ProductionUnit {
  name: string;
  process: UnitProcess;
}

export interface ProductionSite {
  url: string;
  apis: ProductionUnit[];
  units: ProductionUnit[];
  stop: () => Promise<void>;
}

/** `node <start>` of a compiled unit, in its folder, with its output passed on. */
function startUnit(
  workspace: string,
  name: string,
  port: number,
  env: Record<string, string>,
  onOutput?: ProductionSiteOptions['onOutput'],
): ProductionUnit {
  const unit = nodeUnit(workspace);
  const process = spawnUnit({ cwd: path.join(ROOT, unit.folder), args: unit.start, env, port });
  if (onOutput) {
    for (const stream of [process.child.stdout, process.child.stderr]) {
      stream?.on('data', (chunk: Buffer) =>
        chunk
          .toString()
          .split('\n')
          .filter(Boolean)
          .forEach((line) => onOutput(name, line)),
      );
    }
  }
  return { name, process };
}

/** Runs a compiled API command (`migrate.js`, `seed.js`) to its end; rejects on a non-zero exit. */
async function runApiCommand(script: string, args: string[], env: Record<string, string>): Promise<void> {
  const command = spawnUnit({ cwd: path.join(ROOT, 'api'), args: [`dist-node/${script}`, ...args], env, port: 0 });
  const code = await command.exited;
  if (code !== 0) throw new Error(`api ${script} exited with code ${code}: ${command.stderr() || command.stdout()}`);
}

/**
 * Starts the site and resolves once every unit answers /readyz (the shell's: an API is ready).
 * The database is migrated and, when its catalogue is empty, seeded with the demo catalogue
 * first — by the commands a release job would run, never by an API.
 */
export async function startProductionSite({
  databaseUrl,
  apiPorts = [4001, 4002],
  portOffset = 0,
  firebase,
  env = {},
  seedProducts,
  onOutput,
}: ProductionSiteOptions): Promise<ProductionSite> {
  const port = (name: FrontendName) => frontend(name).port + portOffset;
  const publicUrl = `http://localhost:${port('shell')}`;
  const common: Record<string, string> = { NODE_ENV: 'production', PUBLIC_URL: publicUrl, LOG_LEVEL: 'info', ...env };
  const remoteUrls = Object.fromEntries(
    FRONTENDS.filter((pkg) => pkg.name !== 'shell').map((pkg) => [
      `REMOTE_${pkg.name.toUpperCase()}_URL`,
      `http://localhost:${port(pkg.name)}/remoteEntry.js`,
    ]),
  );
  const apiEnv: Record<string, string> = {
    // A site given no relay runs without mail (production refuses to start with mail on and none).
    ...(env.SMTP_URL ? {} : { MAIL: 'off' }),
    // Nor has it a real shop's requisites: its invoices name the demonstration ones.
    ...(env.SHOP_INN ? {} : demoRequisitesEnv()),
    ...common,
    DATABASE_URL: databaseUrl,
    MIGRATE_ON_START: 'false',
    ...('projectId' in firebase
      ? { FIREBASE_PROJECT_ID: firebase.projectId }
      : { NODE_ENV: 'development', FIREBASE_AUTH_EMULATOR_HOST: firebase.emulatorHost }),
  };
  await runApiCommand('migrate.js', [], apiEnv);
  await runApiCommand('seed.js', ['--if-empty', ...(seedProducts ? ['--products', String(seedProducts)] : [])], apiEnv);

  const apis = apiPorts.map((apiPort, index) => startUnit('api', `api-${index + 1}`, apiPort, apiEnv, onOutput));
  const units: ProductionUnit[] = [...apis];
  const statics: RunningServer[] = [];
  const stop = async () => {
    await Promise.all([...units.map((unit) => unit.process.stop('SIGTERM')), ...statics.map(stopServer)]);
  };
  try {
    await Promise.all(apis.map((api) => waitForHealth(api.process, 60_000)));
    const apiUrls = apiPorts.map((apiPort) => `http://127.0.0.1:${apiPort}`).join(',');
    // The secret only these two share: the shell's server sends it, the catalogue's renders for nobody else.
    const fragments = { ...common, ...remoteUrls, PAGE_FRAGMENT_TOKEN: pageFragmentToken(env) };
    units.push(startUnit('mfe-catalog', 'catalog', port('catalog'), fragments, onOutput));
    units.push(startUnit('shell', 'shell', port('shell'), { ...fragments, API_URLS: apiUrls }, onOutput));
    const remotePorts = Object.fromEntries(FRONTENDS.map((pkg) => [pkg.name, port(pkg.name)]));
    for (const name of ['cart', 'auth', 'backoffice'] as const) {
      // A CDN's stand-in, in this process: its request lines would only drown the units'.
      statics.push(
        await serveFrontend({
          pkg: frontend(name),
          port: port(name),
          remotePorts,
          env: { ...common, LOG_LEVEL: 'warn', ...remoteUrls },
        }),
      );
    }
    for (const unit of units) await waitForHealth(unit.process, 60_000, '/readyz');
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: publicUrl, apis, units, stop };
}
