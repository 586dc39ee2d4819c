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
  // react-router (links on the dashboard) needs TextEncoder, which jsdom does not have; Zag's
  // checkbox (the settlements' selection) builds a PointerEvent, which jsdom does not have either.
  setupFiles: ['<rootDir>/jest.text-encoder.cjs', '<rootDir>/jest.pointer-event.cjs'],
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
    // As in webpack.config.cjs: @chakra-ui/charts takes Chakra from the kit's facades.
    '^@chakra-ui/react$': '<rootDir>/src/features/dashboard/components/chakra-for-charts.tsx',
  },
};
