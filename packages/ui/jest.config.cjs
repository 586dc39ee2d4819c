// Component tests of the UI kit (`*.test.tsx`): jsdom, @testing-library/react and axe-core.
// Plain unit tests of the kit (`*.test.ts`) stay in ../jest.config.cjs (node).
module.exports = {
  displayName: 'ui',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.tsx'],
  // The kit's modules import each other by their shared names.
  // The recipes come from Chakra's theme folder, as in the webpack config's alias.
  moduleNameMapper: {
    '^@market/ui/(.*)$': '<rootDir>/src/$1',
    '^@chakra-ui/react-theme/(.*)\\.js$': '<rootDir>/node_modules/@chakra-ui/react/dist/cjs/theme/$1.cjs',
  },
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } }, module: { type: 'commonjs' } }],
  },
  // Chakra and Ark ship ES modules only for some entry points.
  transformIgnorePatterns: [],
};
