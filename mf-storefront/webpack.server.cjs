// The storefront's server bundle (dist-server/render.cjs): the API renders public pages' first
// screen with it, and the shell hydrates them (docs/decisions/006).
const { createServerConfig } = require('@market/webpack-config/server');

module.exports = createServerConfig({ appDir: __dirname, entry: './src/ssr/index.ts' });
