// Unit tests of the mf-catalog-admin remote (pure logic; its pages: jest.components.config.cjs; browser journeys: e2e/).
module.exports = {
  displayName: 'mf-catalog-admin',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
};
