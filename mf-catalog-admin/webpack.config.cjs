// Webpack for the mf_catalog_admin remote: exposes its admin route table (./routes); runs standalone on :3003.
const { createConfig } = require('@market/webpack-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mf_catalog_admin',
  exposes: { './routes': './src/routes.tsx' },
  devPort: 3003,
  title: '스타일허브 관리자 · 카탈로그',
});
