// Unused files, exports and dependencies, and dependencies used but not declared: `npm run knip`
// (in `npm test`). Entry points that no import reaches are listed here with the reason.
import type { KnipConfig } from 'knip';

/**
 * The units' esbuild bundles keep every npm package external (scripts/bundle-unit.ts), and
 * @shop/web-server's code is bundled into each unit: the unit's own install must carry what that
 * code imports, though no file of the unit's folder names it. These are those packages, per unit.
 */
const BUNDLED_WEB_SERVER_DEPENDENCIES = {
  api: ['pino-http'],
  shell: ['compression', 'helmet', 'pino-http', 'prom-client'],
  catalog: ['compression', 'helmet', 'lru-cache', 'pino-http', 'prom-client', 'zod'],
};

const config: KnipConfig = {
  // Generated from the schema (npm run codegen): all of a schema's types, whether used or not.
  ignore: ['**/*.generated.ts'],
  workspaces: {
    '.': {
      // federation/: the shell's runtime plugin and a remote's bundler runtime, named by path in the
      // webpack factory (scripts/webpack-factory.ts).
      entry: ['federation/provide-bundler-runtime.ts', 'federation/host-bundler-runtime.ts'],
      project: ['testing/**/*.{ts,tsx,js}', 'types/**/*.ts', 'federation/**/*.ts', '*.{ts,js}'],
      ignoreDependencies: [
        // The webpack factory reads their versions from the packages' package.json for the federation's shared scope.
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
      entry: ['src/db/migrate-cli.ts', 'src/seed/seed-cli.ts', 'src/db/backup-cli.ts', 'bench/*.ts'],
      project: ['src/**/*.ts', 'bench/**/*.ts'],
      ignoreDependencies: BUNDLED_WEB_SERVER_DEPENDENCIES.api,
    },
    'web-server': {
      entry: ['src/remote-main.ts'],
      project: ['src/**/*.ts'],
    },
    shell: {
      // remote-loader.{render,single}.ts replace remote-loader.ts in the server render and control builds
      // (scripts/webpack-factory.ts), and its server render (the manifest's `render`, built into dist-server/server.js).
      entry: [
        'server/main.ts',
        'src/render/render-shell.tsx',
        'src/remotes/remote-loader.render.ts',
        'src/remotes/remote-loader.single.ts',
      ],
      project: ['src/**/*.{ts,tsx}', 'server/**/*.{ts,tsx}'],
      // And the federated modules (`catalog/HomePage`, …) the control build aliases to the remotes' sources.
      ignoreDependencies: [...BUNDLED_WEB_SERVER_DEPENDENCIES.shell, /^(catalog|cart|auth|backoffice)$/],
    },
    'mfe-catalog': {
      // The unit's entry, and its server render (the manifest's `render`, built into dist-server/server.js).
      entry: ['server/main.ts', 'src/render/render-page.tsx'],
      project: ['src/**/*.{ts,tsx}', 'server/**/*.{ts,tsx}'],
      ignoreDependencies: BUNDLED_WEB_SERVER_DEPENDENCIES.catalog,
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
      // Its file is read and injected into the page (support/axe.ts resolves axe-core/axe.min.js).
      ignoreDependencies: ['axe-core'],
    },
  },
};

export default config;
