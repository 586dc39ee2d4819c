// One jest run over every workspace: each keeps its own config beside its code.
const { existsSync } = require('node:fs');
const path = require('node:path');

const workspaces = ['packages', 'packages/ui', 'api', 'shell', 'mf-storefront', 'mf-catalog-admin', 'mf-ops-admin', 'mf-system-admin'];

module.exports = {
  // Run-wide options: jest ignores them inside a project's config. API tests open a database
  // cloned from a seeded template; building the template on a cold run takes longer than 5 s.
  testTimeout: 60_000,
  maxWorkers: 2,
  // A remote's page component tests (jsdom, ADR 014) are its second project, jest.components.config.cjs.
  projects: workspaces
    .flatMap((w) => ['jest.config.cjs', 'jest.components.config.cjs'].map((file) => path.join(__dirname, w, file)))
    .filter((file) => existsSync(file)),
};
