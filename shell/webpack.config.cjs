// The host: no remotes are baked in; src/federation reads /remotes.json at page load.
const fs = require('node:fs');
const path = require('node:path');
const { createConfig, FONT_MEDIA } = require('@market/webpack-config');

/**
 * Chakra's global CSS for the page's head, rendered by the server bundle that the build makes
 * first (webpack.server.cjs; docs/decisions/007). Production only: in development the provider
 * inserts it in the browser, so a token changed during development shows at once.
 */
function globalCssElement() {
  const bundle = path.join(__dirname, 'dist-server/render.cjs');
  if (!fs.existsSync(bundle))
    throw new Error('shell/dist-server/render.cjs is missing: build webpack.server.cjs first (npm run build does)');
  return require(bundle).renderGlobalCssElement();
}

const config = createConfig({
  appDir: __dirname,
  name: 'shell',
  isHost: true,
  devPort: 3001,
  title: '스타일허브',
  runtimePlugins: [path.join(__dirname, 'src/federation/error-plugin.ts')],
  stylesheetMedia: FONT_MEDIA,
});

module.exports = (env, argv) => {
  const production = argv.mode === 'production';
  return config(env, argv, { headHtml: production ? globalCssElement() : '' });
};
