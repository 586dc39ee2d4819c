// The shell's build-time bundle for Node (dist-server/render.cjs): it renders Chakra's global CSS,
// which webpack.config.cjs writes into the page's head (docs/decisions/007).
const { createServerConfig } = require('@market/webpack-config/server');

module.exports = createServerConfig({ appDir: __dirname, entry: './src/ssr/global-css.tsx' });
