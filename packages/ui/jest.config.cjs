// Component tests of the shared UI kit (*.test.tsx) in jsdom with Testing Library and axe. The
// kit's pure helpers (*.test.ts) run with the other packages in node (packages/jest.config.cjs).
const path = require('node:path');

const chakra = path.dirname(require.resolve('@chakra-ui/react/package.json', { paths: [__dirname] }));

module.exports = {
  displayName: 'ui',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    // The kit imports its siblings by their shared names (eslint.config.mjs); ./src/<name>.ts(x).
    '^@market/ui/(.*)$': '<rootDir>/src/$1',
    // Chakra's theme module by module, as the builds alias it (packages/webpack-config), in CommonJS.
    '^@chakra-ui/react-theme/(.*)\\.js$': `${chakra}/dist/cjs/theme/$1.cjs`,
  },
};
