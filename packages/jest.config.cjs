// Unit tests of the shared packages (business rules, schemas, UI helpers).
module.exports = {
  displayName: 'packages',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/*/src/**/*.test.ts?(x)'],
  // packages/ui's component tests run in jsdom with their own setup (ui/jest.config.cjs).
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/ui/src/.*\\.test\\.tsx$'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
        module: { type: 'commonjs' },
      },
    ],
  },
};
