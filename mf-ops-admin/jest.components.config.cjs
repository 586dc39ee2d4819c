// Component tests of the mf-ops-admin pages (*.test.tsx) in jsdom, as the kit's (ADR 014): the
// kit's setup, Testing Library and axe; the API is faked at global fetch. Pure logic (*.test.ts)
// stays in the node project (jest.config.cjs).
const path = require('node:path');

const ui = path.join(__dirname, '../packages/ui');
const chakra = path.dirname(require.resolve('@chakra-ui/react/package.json', { paths: [ui] }));

module.exports = {
  displayName: 'mf-ops-admin:components',
  rootDir: __dirname,
  // The test libraries are the kit's (no dev dependencies of this remote's own): resolved from packages/ui.
  testEnvironment: require.resolve('jest-environment-jsdom', { paths: [ui] }),
  testMatch: ['<rootDir>/src/**/*.test.tsx'],
  setupFiles: [path.join(__dirname, 'src/test/text-encoding.ts')],
  setupFilesAfterEnv: [path.join(ui, 'src/test/setup.ts')],
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
    // The kit's modules by their shared names, as in its own project (packages/ui/jest.config.cjs).
    '^@market/ui/(.*)$': `${ui}/src/$1`,
    '^@chakra-ui/react-theme/(.*)\\.js$': `${chakra}/dist/cjs/theme/$1.cjs`,
    '^@testing-library/(react|user-event|dom)$': `${ui}/node_modules/@testing-library/$1`,
  },
};
