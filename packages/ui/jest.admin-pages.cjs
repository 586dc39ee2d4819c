// One jest project for an admin remote's page tests (*.test.tsx) in jsdom, as the kit's own
// (ADR 014): the kit's setup, Testing Library and axe; the API is faked at global fetch. Each
// remote's jest.components.config.cjs calls this with its directory and any extra mappings.
const path = require('node:path');

const chakra = path.dirname(require.resolve('@chakra-ui/react/package.json', { paths: [__dirname] }));

module.exports = function adminPagesProject(rootDir, displayName, moduleNameMapper = {}) {
  return {
    displayName,
    rootDir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.tsx'],
    // react-router (links) needs TextEncoder, which jsdom does not have; Zag's checkbox (row
    // selection) builds a PointerEvent, which jsdom does not have either.
    setupFiles: [path.join(__dirname, 'src/test/jest.text-encoder.cjs'), path.join(__dirname, 'src/test/jest.pointer-event.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'src/test/setup.ts')],
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
      '^@market/ui/(.*)$': `${path.join(__dirname, 'src')}/$1`,
      '^@chakra-ui/react-theme/(.*)\\.js$': `${chakra}/dist/cjs/theme/$1.cjs`,
      // As in the remotes' webpack.config.cjs: @chakra-ui/charts takes Chakra from the kit's facades.
      '^@chakra-ui/react$': path.join(__dirname, 'src/chakra-for-charts.tsx'),
      ...moduleNameMapper,
    },
  };
};
