// Webpack for the mf_ops_admin remote: exposes its admin route table (./routes); runs standalone on :3004.
const path = require('node:path');
const { createConfig } = require('@market/webpack-config');

const config = createConfig({
  appDir: __dirname,
  name: 'mf_ops_admin',
  exposes: { './routes': './src/routes.tsx' },
  devPort: 3004,
  title: '스타일허브 관리자 · 운영',
});

// @chakra-ui/charts (the dashboard) imports Chakra's root module: point it at the kit's shared
// facades, so the charts use the shell's Chakra system rather than a copy without a provider.
const CHARTS_CHAKRA = path.join(__dirname, '../packages/ui/src/chakra-for-charts.tsx');

module.exports = (env, argv, page) => {
  const c = config(env, argv, page);
  c.resolve.alias = { ...c.resolve.alias, '@chakra-ui/react$': CHARTS_CHAKRA };
  return c;
};
