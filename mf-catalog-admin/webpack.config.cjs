// Webpack for the mf_catalog_admin remote: exposes its admin route table (./routes); runs standalone on :3003.
const path = require('node:path');
const { createConfig } = require('@market/webpack-config');

const config = createConfig({
  appDir: __dirname,
  name: 'mf_catalog_admin',
  exposes: { './routes': './src/routes.tsx' },
  devPort: 3003,
  title: '스타일허브 관리자 · 카탈로그',
});

// @chakra-ui/charts (the promotions' daily figures) imports Chakra's root module: point it at the
// kit's shared facades, as mf-ops-admin does, so the charts use the shell's Chakra system.
const CHARTS_CHAKRA = path.join(__dirname, '../packages/ui/src/chakra-for-charts.tsx');

module.exports = (env, argv, page) => {
  const c = config(env, argv, page);
  c.resolve.alias = { ...c.resolve.alias, '@chakra-ui/react$': CHARTS_CHAKRA };
  return c;
};
