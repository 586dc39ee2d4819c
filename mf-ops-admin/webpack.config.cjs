// Webpack for the mf_ops_admin remote: exposes its admin route table (./routes); runs standalone on :3004.
const { createConfig } = require('@market/webpack-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mf_ops_admin',
  exposes: { './routes': './src/routes.tsx' },
  devPort: 3004,
  title: '스타일허브 관리자 · 운영',
});
