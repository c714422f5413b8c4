/** Unit and component tests of every package: jsdom, TypeScript through swc. */
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

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/shared', '<rootDir>/shell', '<rootDir>/mfe-catalog', '<rootDir>/mfe-cart', '<rootDir>/mfe-auth', '<rootDir>/mfe-backoffice', '<rootDir>/scripts'],
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  transform: { '^.+\\.[cm]?[jt]sx?$': swc },
  moduleNameMapper: { '\\.css$': '<rootDir>/testing/css-module.js' },
  setupFiles: ['<rootDir>/testing/setup-globals.js'],
  setupFilesAfterEnv: ['<rootDir>/testing/setup-dom.ts'],
  clearMocks: true,
  restoreMocks: true,
};
