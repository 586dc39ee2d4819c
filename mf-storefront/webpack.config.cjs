// The storefront remote: exposes its chrome and route tree as `mf_storefront/app` (DESIGN 2.1).
const { createConfig, FONT_MEDIA } = require('@market/webpack-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mf_storefront',
  exposes: { './app': './src/app.tsx' },
  devPort: 3002,
  title: '스타일허브 STYLEHUB',
  stylesheetMedia: FONT_MEDIA,
});
