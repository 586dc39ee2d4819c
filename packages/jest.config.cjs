// Unit tests of the shared packages (business rules, schemas, UI helpers).
module.exports = {
  displayName: 'packages',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/*/src/**/*.test.ts?(x)'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } }, module: { type: 'commonjs' } }],
  },
};
