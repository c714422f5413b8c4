// Lint keeps the house rules: packages meet only through @shop/shared and federated modules,
// and the router, Apollo and zustand are reached only through @shop/shared (one instance each).
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');

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
  // The API's types generated from its schema (npm run codegen).
  { ignores: ['api/src/**/*.generated.ts'] },
  // The API stands on its own schema: the client's generated documents and types are the
  // client's (tests that act as a client may send them). Its core and domains meet GraphQL
  // only through the transport in api/src/graphql, never the other way round.
  ...(() => {
    const clientDocuments = {
      name: '@shop/shared/graphql',
      message: "The client's documents: take enums and inputs from api/src/core/schema-types.generated.",
    };
    const transport = { regex: '^(\\.\\./)+graphql(/|$)', message: 'The domains use api/src/core; only api/src/graphql is the transport.' };
    const domains = ['auth', 'catalog', 'core', 'db', 'delivery', 'media', 'money', 'observability', 'orders', 'products', 'purchasing',
      'sales', 'seed', 'stock', 'users'];
    return [
      {
        files: ['api/src/**/*.ts'],
        ignores: ['**/__tests__/**', 'api/src/testing/**'],
        rules: { 'no-restricted-imports': ['error', { paths: [clientDocuments] }] },
      },
      {
        files: domains.map((folder) => `api/src/${folder}/**/*.ts`),
        ignores: ['**/__tests__/**'],
        rules: { 'no-restricted-imports': ['error', { paths: [clientDocuments], patterns: [transport] }] },
      },
    ];
  })(),
);
