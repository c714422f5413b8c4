/** Unit, component and API integration tests of every package, TypeScript through swc. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  transform: { '^.+\\.[cm]?[jt]sx?$': swc },
  clearMocks: true,
  restoreMocks: true,
};

/** @type {import('jest').Config} */
module.exports = {
  // API files open real databases (PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
  testTimeout: 60_000,
  projects: [
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: [
        '<rootDir>/shared',
        '<rootDir>/shell',
        '<rootDir>/mfe-catalog',
        '<rootDir>/mfe-cart',
        '<rootDir>/mfe-auth',
        '<rootDir>/mfe-backoffice',
        '<rootDir>/web-server',
        '<rootDir>/scripts',
      ],
      moduleNameMapper: { '\\.css$': '<rootDir>/testing/css-module.js' },
      setupFiles: ['<rootDir>/testing/setup-globals.js'],
      setupFilesAfterEnv: ['<rootDir>/testing/setup-dom.ts'],
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api'],
    },
  ],
};
