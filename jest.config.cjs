// One jest run over every workspace: each keeps its own config beside its code.
const { existsSync } = require('node:fs');
const path = require('node:path');

const workspaces = ['packages', 'api', 'shell', 'mf-storefront', 'mf-catalog-admin', 'mf-ops-admin', 'mf-system-admin'];

module.exports = {
  projects: workspaces
    .map((w) => path.join(__dirname, w, 'jest.config.cjs'))
    .filter((file) => existsSync(file)),
};
