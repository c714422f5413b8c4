// Lint keeps the house rules: packages meet only through @shop/shared and federated modules,
// and the router, Apollo and zustand are reached only through @shop/shared (one instance each).
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const fs = require('node:fs');
const path = require('node:path');
const importX = require('eslint-plugin-import-x');

const REMOTES = ['mfe-catalog', 'mfe-cart', 'mfe-auth', 'mfe-backoffice', 'shell'];

/** Only @shop/shared may import these directly: elsewhere a second copy would split the singleton. */
const SINGLETON_DOORS = [
  { name: 'react-router-dom', message: 'Import router APIs from @shop/shared/router (the shared router instance).' },
  { name: 'react-router', message: 'Import router APIs from @shop/shared/router (the shared router instance).' },
  { name: '@apollo/client', message: 'Import Apollo from @shop/shared/apollo (one client, one context).' },
  { name: '@apollo/client/react', message: 'Import Apollo from @shop/shared/apollo (one client, one context).' },
  { name: 'zustand', message: 'Use the shop store from @shop/shared/store.' },
];

/** A remote never imports another package's source (DESIGN §1). */
const foreignSources = (own) =>
  REMOTES.filter((name) => name !== own).map((name) => ({
    group: [`**/${name}/**`, `${name}/**`],
    message: 'Packages meet only through @shop/shared and federated modules.',
  }));

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
      '**/dist/**', '**/dist-single/**', '**/dist-server/**', '**/dist-node/**', '**/node_modules/**', '.cache/**', '.data/**', 'api/.data/**',
      'test-results/**', 'playwright-report/**', 'shared/src/graphql/generated.ts',
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
        { patterns: [...foreignSources(own), { group: ['**/scripts/**', '**/shared/src/**'], message: 'Import a package by its name (its exports map).' }] },
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
  // Back-office features import only their own folder and the shared blocks.
  {
    files: [`${BACKOFFICE}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: __dirname, zones: backofficeZones }] },
  },
  // The back-office's test helpers are test code, as __tests__ are: they mount routers and mocked APIs directly.
  {
    files: [`${BACKOFFICE}/testing/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': 'off' },
  },
);
