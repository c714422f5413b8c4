// Unused files, exports and dependencies, and dependencies used but not declared: `npm run knip`
// (in `npm test`). Entry points that no import reaches are listed here with the reason.
import type { KnipConfig } from 'knip';

/**
 * The units' esbuild bundles keep every npm package external (scripts/bundle-unit.ts), and
 * @shop/web-server's code is bundled into each unit: the unit's own install must carry what that
 * code imports, though no file of the unit's folder names it.
 */
const BUNDLED_WEB_SERVER_DEPENDENCIES = ['pino', 'pino-http', 'helmet', 'compression', 'zod', 'express'];

const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: ['webpack.base.ts'],
      project: ['testing/**/*.{ts,tsx,js}', 'types/**/*.ts', '*.{ts,js}'],
      ignoreDependencies: [
        // webpack.base.ts reads their versions from this package.json for the federation's shared scope.
        '@apollo/client',
        'zustand',
        // Started by its path, node_modules/firebase-tools/lib/bin/firebase.js (scripts/auth-emulator.ts).
        'firebase-tools',
      ],
    },
    scripts: {
      // Each script is run by `tsx scripts/<name>.ts` from the root package.json.
      entry: ['*.ts'],
      project: ['**/*.ts'],
    },
    api: {
      // The unit's entries (scripts/node-units.ts) and the benchmark.
      entry: ['src/server.ts', 'src/db/migrate-cli.ts', 'src/seed/seed-cli.ts', 'src/db/backup-cli.ts', 'src/graphql/print-schema.ts', 'bench/*.ts'],
      project: ['src/**/*.ts', 'bench/**/*.ts'],
      ignoreDependencies: BUNDLED_WEB_SERVER_DEPENDENCIES,
    },
    'web-server': {
      entry: ['src/remote-main.ts'],
      project: ['src/**/*.ts'],
    },
    shell: {
      // remote-loader.{server,single}.ts replace remote-loader.ts in the server and control builds (webpack.base.ts).
      entry: ['server/main.ts', 'src/remotes/remote-loader.server.ts', 'src/remotes/remote-loader.single.ts'],
      project: ['src/**/*.{ts,tsx}', 'server/**/*.{ts,tsx}'],
      // And the federated modules (`catalog/HomePage`, …) the control build aliases to the remotes' sources.
      ignoreDependencies: [...BUNDLED_WEB_SERVER_DEPENDENCIES, /^(catalog|cart|auth|backoffice)\//],
    },
    'mfe-catalog': {
      entry: ['server/main.ts'],
      project: ['src/**/*.{ts,tsx}', 'server/**/*.{ts,tsx}'],
      ignoreDependencies: BUNDLED_WEB_SERVER_DEPENDENCIES,
    },
    'mfe-*': {
      project: ['src/**/*.{ts,tsx}'],
    },
    shared: {
      project: ['src/**/*.{ts,tsx}'],
    },
    e2e: {
      // Read as text and injected into the page (support/google-sign-in.ts).
      entry: ['support/gapi-stand-in.js'],
      project: ['**/*.ts'],
    },
  },
};

export default config;
