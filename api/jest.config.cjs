/** API tests (until the root config exists): `npx jest -c api/jest.config.cjs` from the repo root. */
const path = require('node:path');

module.exports = {
  displayName: 'api',
  rootDir: path.join(__dirname, '..'),
  roots: ['<rootDir>/api/src'],
  testEnvironment: 'node',
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j|mj|cj)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // ESM-only packages are compiled like our own code; PGlite's CommonJS build is compiled too so
  // its `import('fs')` calls become require() (jest's CommonJS runtime has no dynamic import).
  // pg-boss and its ESM-only dependencies likewise (jobs/, ADR 009).
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?(@scalar|@electric-sql|pg-boss|serialize-error|non-error|rrule-temporal|temporal-spec))',
  ],
  testTimeout: 60000,
};
