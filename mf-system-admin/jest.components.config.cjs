// Component tests of the mf-system-admin pages (*.test.tsx) in jsdom, the kit's admin-pages
// project. Pure logic (*.test.ts) stays in the node project (jest.config.cjs).
const adminPagesProject = require('../packages/ui/jest.admin-pages.cjs');

module.exports = adminPagesProject(__dirname, 'mf-system-admin:components');
