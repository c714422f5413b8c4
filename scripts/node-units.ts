// The deployable Node units: each compiled by `npm run build` into plain JavaScript
// (<folder>/dist-node/, scripts/bundle-unit.ts) and started with `node` on its own install
// (`npm ci --omit=dev -w <workspace>`: `npm run check:units`).
import path from 'node:path';
import { demoRequisitesEnv } from '@shop/shared/invoice-sheet';
import { bundleUnit } from './bundle-unit';
import { ROOT } from './frontends';

export interface NodeUnit {
  /** Its workspace (`npm ci -w <workspace>`, `npm start -w <workspace>`). */
  workspace: string;
  /** Its package folder, relative to the root. */
  folder: string;
  /** Its bundles: name -> entry, relative to the folder (scripts/bundle-unit.ts). */
  entries: Record<string, string>;
  /** The folders of its build it runs from, relative to its folder: what a deployment copies. */
  output: string[];
  /** `node`'s arguments to start it, in its folder (its package.json's `start`). */
  start: string[];
  /** What it needs in its environment to start in production, besides NODE_ENV, PORT and HOST. */
  env: (port: number) => Record<string, string>;
}

/** Where the bundles go, in each unit's folder. */
export const NODE_OUTDIR = 'dist-node';

/** Nothing listens there: an API that is down (the units start without one). */
const NO_API = 'http://127.0.0.1:9';
/** The secret production requires of the shell and the catalogue; the check starts each alone, so any will do. */
const UNIT_CHECK_PAGE_FRAGMENT_TOKEN = 'unit-check-page-fragment-token-0123456789';

export const NODE_UNITS: readonly NodeUnit[] = [
  {
    workspace: 'api',
    folder: 'api',
    entries: {
      server: 'src/server.ts',
      migrate: 'src/db/migrate-cli.ts',
      seed: 'src/seed/seed-cli.ts',
      backup: 'src/db/backup-cli.ts',
      // The mail's render thread (api/src/mail/render-thread.ts), started by the server beside it.
      'mail-render': 'src/mail/render-worker.ts',
    },
    // The schema's SDL files are read at start (api/src/graphql/type-defs.ts), the migrations at migrate.
    output: [NODE_OUTDIR, 'schema', 'migrations'],
    start: [`${NODE_OUTDIR}/server.js`],
    // Production on its own empty embedded database (api/.data of the install): migrated, not seeded.
    env: () => ({
      FIREBASE_PROJECT_ID: 'santehnika-unit-check',
      PUBLIC_URL: 'http://localhost:8080',
      MAIL: 'off',
      ...demoRequisitesEnv(),
    }),
  },
  {
    workspace: 'shell',
    folder: 'shell',
    entries: { main: 'server/main.ts' },
    output: ['dist', 'dist-server', NODE_OUTDIR],
    start: [`${NODE_OUTDIR}/main.js`],
    env: (port) => ({
      PUBLIC_URL: `http://localhost:${port}`,
      API_URLS: NO_API,
      PAGE_FRAGMENT_TOKEN: UNIT_CHECK_PAGE_FRAGMENT_TOKEN,
    }),
  },
  {
    workspace: 'mfe-catalog',
    folder: 'mfe-catalog',
    entries: { main: 'server/main.ts' },
    output: ['dist', 'dist-server', NODE_OUTDIR],
    start: [`${NODE_OUTDIR}/main.js`],
    env: () => ({ PUBLIC_URL: 'http://localhost:8080', PAGE_FRAGMENT_TOKEN: UNIT_CHECK_PAGE_FRAGMENT_TOKEN }),
  },
  {
    // The static remotes where no CDN serves them (deploy/compose.yaml): one process per remote.
    workspace: '@shop/web-server',
    folder: 'web-server',
    entries: { remote: 'src/remote-main.ts' },
    output: [NODE_OUTDIR],
    start: [`${NODE_OUTDIR}/remote.js`],
    env: () => ({ REMOTE: 'cart', REMOTE_DIR: path.join(ROOT, 'mfe-cart'), PUBLIC_URL: 'http://localhost:8080' }),
  },
];

export function nodeUnit(workspace: string): NodeUnit {
  const found = NODE_UNITS.find((unit) => unit.workspace === workspace);
  if (!found)
    throw new Error(`Unknown unit: ${workspace} (one of ${NODE_UNITS.map((unit) => unit.workspace).join(', ')})`);
  return found;
}

/**
 * Compiles a unit's entries into `outdir` (absolute; default its folder's dist-node/). Fast
 * (esbuild): `npm run build` compiles every unit every time.
 */
export async function buildNodeUnit(unit: NodeUnit, outdir = path.join(ROOT, unit.folder, NODE_OUTDIR)): Promise<void> {
  const dir = path.join(ROOT, unit.folder);
  await bundleUnit({ dir, entries: unit.entries, outdir: path.relative(dir, outdir) });
}

/** Compiles the given units (all when none is named), printing how long each took. */
export async function buildNodeUnits(workspaces: readonly string[] = []): Promise<void> {
  const units = workspaces.length > 0 ? workspaces.map(nodeUnit) : NODE_UNITS;
  for (const unit of units) {
    const started = Date.now();
    await buildNodeUnit(unit);
    console.log(
      `✓ compiled the ${unit.workspace} unit (${unit.folder}/${NODE_OUTDIR}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
}

// npm run build -w <unit>: tsx scripts/node-units.ts <workspace>…
if (require.main === module) {
  buildNodeUnits(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
