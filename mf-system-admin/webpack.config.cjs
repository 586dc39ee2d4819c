// Webpack for the mf_system_admin remote: exposes its admin route table (./routes); runs standalone on :3005.
const { createConfig } = require('@market/webpack-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mf_system_admin',
  exposes: { './routes': './src/routes.tsx' },
  devPort: 3005,
  title: '스타일허브 관리자 · 시스템',
});
