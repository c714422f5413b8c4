// Lint keeps the house rules: packages meet only through @shop/shared and federated modules,
// and the router, Apollo and zustand are reached only through @shop/shared (one instance each).
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const fs = require('node:fs');
const path = require('node:path');
const importX = require('eslint-plugin-import-x');
// The manifest of the front-ends is TypeScript (@shop/shared/frontends): jiti, the loader eslint
// itself uses for TypeScript configs, reads it here.
const { FRONTENDS } = require('jiti').createJiti(__filename)('@shop/shared/frontends');

/** The front-end packages' folders (the manifest of the front-ends). */
const REMOTES = FRONTENDS.map(({ folder }) => folder);
/** Every workspace package by folder: the front-ends, and the packages beneath or beside them. */
const PACKAGES = [...REMOTES, 'shared', 'web-server', 'api'];
/** How import-x finds a module: Node's resolution (exports maps, workspace links) over TypeScript sources. */
const IMPORT_RESOLUTION = {
  'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
  'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
  'import-x/resolver-next': [
    importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'] }),
  ],
};

/** Only @shop/shared may import these directly: elsewhere a second copy would split the singleton. */
const SINGLETON_DOORS = [
  { name: 'react-router-dom', message: 'Import router APIs from @shop/shared/router (the shared router instance).' },
  { name: 'react-router', message: 'Import router APIs from @shop/shared/router (the shared router instance).' },
  { name: '@apollo/client', message: 'Import Apollo from @shop/shared/apollo (one client, one context).' },
  { name: '@apollo/client/react', message: 'Import Apollo from @shop/shared/apollo (one client, one context).' },
  { name: 'zustand', message: 'Use the shop store from @shop/shared/store.' },
];

/** A remote never imports another package's source (architecture §1). */
const foreignSources = (own) =>
  REMOTES.filter((name) => name !== own).map((name) => ({
    group: [`**/${name}/**`, `${name}/**`],
    message: 'Packages meet only through @shop/shared and federated modules.',
  }));

/** The packages' layers, as import-x/no-restricted-paths zones (paths from the repository's root). */
const LAYER_ZONES = [
  // The bottom layer depends on no package above it, by name or by path.
  {
    target: './shared',
    from: PACKAGES.filter((folder) => folder !== 'shared').map((folder) => `./${folder}`),
    message: '@shop/shared is the bottom layer.',
  },
  // Front-ends side by side: they meet only through @shop/shared and federated modules.
  ...REMOTES.map((folder) => ({
    target: `./${folder}`,
    from: REMOTES.filter((other) => other !== folder).map((other) => `./${other}`),
    message: 'Front-ends meet only through @shop/shared and federated modules.',
  })),
  // No package depends on the tooling above it.
  {
    target: PACKAGES.map((folder) => `./${folder}`),
    from: ['./scripts', './e2e'],
    message: 'A package never imports the tooling.',
  },
];

/**
 * The API's domains (folders of api/src) and the domains each may import: the graph runs one way,
 * down to the database (docs/architecture.md, "The API's domains"; decision 0012). A folder of
 * api/src that is neither listed here nor the transport (graphql) or the test helpers (testing)
 * fails lint until it is placed in the graph.
 */
const API_DOMAINS = {
  observability: [],
  db: ['observability'],
  core: ['db', 'observability'],
  documents: ['core', 'db'],
  users: ['core', 'db'],
  auth: ['core', 'db', 'observability', 'users'],
  catalog: ['core', 'db', 'observability'],
  seed: ['catalog', 'core', 'db'],
  products: ['catalog', 'core', 'db', 'media', 'seed'],
  feeds: ['catalog', 'core', 'db', 'observability'],
  media: ['catalog', 'core', 'db', 'observability'],
  'price-lists': ['catalog', 'core', 'db', 'media', 'observability', 'products'],
  releases: ['core', 'db', 'observability'],
  counterparties: ['core', 'db', 'documents'],
  'order-status': ['core', 'db', 'documents', 'mail'],
  purchasing: ['core', 'counterparties', 'db', 'documents'],
  stock: ['core', 'db', 'documents'],
  money: ['core', 'counterparties', 'db', 'documents', 'mail', 'order-status'],
  delivery: ['core', 'db', 'documents', 'order-status', 'users'],
  sales: ['core', 'counterparties', 'db', 'delivery', 'documents', 'mail', 'order-status'],
  printing: ['core', 'db'],
  mail: ['core', 'db', 'observability', 'printing'],
  orders: ['catalog', 'core', 'db', 'documents', 'mail', 'observability', 'order-status', 'purchasing', 'sales'],
};
const API = 'api/src';
const API_FOLDERS = fs
  .readdirSync(path.join(__dirname, API), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['__tests__', 'graphql', 'testing'].includes(entry.name))
  .map((entry) => entry.name);
const unplaced = API_FOLDERS.filter((folder) => !(folder in API_DOMAINS));
if (unplaced.length) throw new Error(`Place ${unplaced.join(', ')} in API_DOMAINS (eslint.config.js).`);
const API_DOMAIN_ZONES = [
  ...Object.entries(API_DOMAINS).map(([domain, allowed]) => ({
    target: `./${API}/${domain}`,
    from: `./${API}`,
    except: [`./${domain}`, ...allowed.map((other) => `./${other}`), './package-root.ts'],
    message: `${domain} may import only ${allowed.join(', ') || 'no other domain'} (API_DOMAINS, docs/architecture.md).`,
  })),
  {
    target: `./${API}/config.ts`,
    from: `./${API}/graphql`,
    message: 'The configuration is read below the transport: it imports nothing from graphql/.',
  },
];

/**
 * The back-office's features stand alone: a feature reaches only its own folder and the shared
 * building blocks (src/components, src/lib); the blocks reach no feature. Only the app's route
 * composition (src/app) wires the features together. One zone per feature folder on disk.
 */
const BACKOFFICE = 'mfe-backoffice/src';
const BACKOFFICE_FEATURES = fs
  .readdirSync(path.join(__dirname, BACKOFFICE, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const backofficeZones = [
  ...BACKOFFICE_FEATURES.map((feature) => ({
    target: `./${BACKOFFICE}/features/${feature}`,
    from: `./${BACKOFFICE}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to src/components or src/lib.',
  })),
  ...['components', 'lib'].map((blocks) => ({
    target: `./${BACKOFFICE}/${blocks}`,
    from: [`./${BACKOFFICE}/features`, `./${BACKOFFICE}/app`],
    message: 'Shared building blocks do not depend on features or on the app.',
  })),
];

module.exports = tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-single/**',
      '**/dist-server/**',
      '**/dist-node/**',
      '**/node_modules/**',
      '.cache/**',
      'releases/**',
      '.release-copy-*/**',
      '.data/**',
      'api/.data/**',
      'test-results/**',
      'playwright-report/**',
      // Generated by npm run codegen: the packages' typed documents and the API's schema types.
      '**/*.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'testing/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...REMOTES.map((own) => ({
    files: [`${own}/src/**/*.{ts,tsx}`],
    ignores: ['**/__tests__/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: SINGLETON_DOORS, patterns: foreignSources(own) }],
    },
  })),
  // A unit's server meets the other packages only through their package names: never the
  // tooling in scripts/, never another package's sources.
  ...[
    { files: ['shell/server/**/*.ts'], own: 'shell' },
    { files: ['mfe-catalog/server/**/*.ts'], own: 'mfe-catalog' },
    { files: ['web-server/src/**/*.ts'], own: null },
  ].map(({ files, own }) => ({
    files,
    ignores: ['**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...foreignSources(own),
            {
              group: ['**/scripts/**', '**/shared/src/**'],
              message: 'Import a package by its name (its exports map).',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/router/**', 'shared/src/apollo/**', 'shared/src/store/**', '**/__tests__/**'],
    rules: { 'no-restricted-imports': ['error', { paths: SINGLETON_DOORS }] },
  },
  {
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  {
    files: ['scripts/**/*.ts', 'e2e/**/*.ts', 'api/**/*.ts', '*.ts', '*.js', 'testing/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  // The layers: @shop/shared at the bottom, the shell and the remotes side by side on it, and the
  // tooling (scripts/ = @shop/tooling, e2e/, the root's and the packages' build files) above,
  // reaching a package only by its name and `exports` map, never by a path into its folder.
  {
    files: ['scripts/**/*.ts', 'e2e/**/*.ts', '*.ts', '*/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: PACKAGES.flatMap((folder) => [`./${folder}/**`, `../${folder}/**`, `../../${folder}/**`]),
              message: 'Tooling reaches a package by its name and exports map.',
            },
            {
              group: ['../scripts/**', '../../scripts/**'],
              message: 'Import the tooling by its name, @shop/tooling (its exports map).',
            },
          ],
        },
      ],
    },
  },
  {
    files: PACKAGES.map((folder) => `${folder}/**/*.{ts,tsx}`),
    // A package's tests and benchmarks are tooling of their own.
    ignores: ['**/__tests__/**', '*/bench/**', '*/*.config.ts'],
    plugins: { 'import-x': importX },
    settings: IMPORT_RESOLUTION,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: __dirname,
          zones: LAYER_ZONES,
        },
      ],
    },
  },
  // No import cycles anywhere: a cycle makes module order matter and layers meaningless.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: IMPORT_RESOLUTION,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // The API stands on its own schema: the client's generated documents and types are the
  // client's — @shop/shared/graphql and each front-end's own `<package>/graphql` (tests that act
  // as a client may send them).
  {
    files: ['api/src/**/*.ts'],
    ignores: ['**/__tests__/**', 'api/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@shop/shared/graphql', ...REMOTES.map((folder) => `${folder}/graphql`)].map((name) => ({
            name,
            message: "The client's documents: take enums and inputs from api/src/core/schema-types.generated.",
          })),
        },
      ],
    },
  },
  // The API's domains one way (the graph above): a domain's source imports only the domains it
  // lists, the transport (api/src/graphql) and the composition root (api/src/*.ts) import them.
  // Entry points (*-cli.ts) are composition roots of their own; tests and their helpers are tooling.
  {
    files: ['api/src/**/*.ts'],
    ignores: ['**/__tests__/**', 'api/src/testing/**', 'api/src/**/*-cli.ts'],
    plugins: { 'import-x': importX },
    settings: IMPORT_RESOLUTION,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: __dirname, zones: [...LAYER_ZONES, ...API_DOMAIN_ZONES] }],
    },
  },
  // Back-office features import only their own folder and the shared blocks (and the package's
  // layers hold there too: one rule's zones, since a later block's rule replaces an earlier one's).
  {
    files: [`${BACKOFFICE}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: IMPORT_RESOLUTION,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: __dirname, zones: [...LAYER_ZONES, ...backofficeZones] }],
    },
  },
  // The back-office's test helpers are test code, as __tests__ are: they mount routers and mocked APIs directly.
  {
    files: [`${BACKOFFICE}/testing/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': 'off' },
  },
);
