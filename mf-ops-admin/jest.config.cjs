/**
 * Unit tests of the three admin remotes and the admin pieces of packages/ui (pure logic).
 * The lead's root config may replace this.
 */
const path = require('node:path');

module.exports = {
  displayName: 'admin-remotes',
  rootDir: path.join(__dirname, '..'),
  testEnvironment: 'node',
  testMatch: [
    '<rootDir>/mf-catalog-admin/src/**/*.test.ts?(x)',
    '<rootDir>/mf-ops-admin/src/**/*.test.ts?(x)',
    '<rootDir>/mf-system-admin/src/**/*.test.ts?(x)',
    '<rootDir>/packages/ui/src/**/*.test.ts?(x)',
  ],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};
