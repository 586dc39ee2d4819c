// Component tests of the mf-ops-admin pages (*.test.tsx) in jsdom, as the kit's (ADR 014): the
// kit's setup, Testing Library and axe; the API is faked at global fetch. Pure logic (*.test.ts)
// stays in the node project (jest.config.cjs).
const path = require('node:path');

const ui = path.join(__dirname, '../packages/ui');
const chakra = path.dirname(require.resolve('@chakra-ui/react/package.json', { paths: [ui] }));

module.exports = {
  displayName: 'mf-ops-admin:components',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.tsx'],
  setupFiles: [path.join(__dirname, 'jest.components.setup.cjs')],
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
    // Testing Library as the kit has it (the remote declares no test dependencies of its own).
    '^@testing-library/(react|user-event|dom)$': `${ui}/node_modules/@testing-library/$1`,
    '^@chakra-ui/react-theme/(.*)\\.js$': `${chakra}/dist/cjs/theme/$1.cjs`,
  },
};
