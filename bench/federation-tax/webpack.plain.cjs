// Issue 18 item 4b (bench only, not the product's build): the shell and the storefront as one plain
// webpack build, without Module Federation. It is the shell's own production configuration
// (shell/webpack.config.cjs through @market/webpack-config: the same loaders, aliases, chunk
// groups, HTML and CSS) with the ModuleFederationPlugin taken out and the federation runtime the
// shell imports (`@module-federation/enhanced/runtime`) replaced by runtime-shim.ts, which
// answers `mf_storefront/app` with a dynamic import() of the storefront's source: the storefront
// becomes chunks of this build, loaded where federation loaded its remote entry. Shared modules
// (React, Chakra, the facades) are ordinary modules, bundled once.
//
//   node shell/node_modules/webpack/bin/webpack.js --mode production -c bench/federation-tax/webpack.plain.cjs --env out=DIR
// (needs shell/dist-server/render.cjs, which `npm run build` makes first).
const path = require('node:path');
const shellConfig = require('../../shell/webpack.config.cjs');

module.exports = (env = {}, argv = {}) => {
  const config = shellConfig(env, { ...argv, mode: 'production' });
  const before = config.plugins.length;
  config.plugins = config.plugins.filter((p) => p.constructor.name !== 'ModuleFederationPlugin');
  if (config.plugins.length !== before - 1) throw new Error('expected exactly one ModuleFederationPlugin in the shell config');
  config.resolve.alias = {
    ...config.resolve.alias,
    '@module-federation/enhanced/runtime$': path.join(__dirname, 'runtime-shim.ts'),
  };
  config.output.path = path.resolve(env.out ?? path.join(__dirname, '../../.bench-plain/shell/dist'));
  config.output.uniqueName = 'plain';
  // The shell's entry file name function guards against federation's pre-hash naming; plain: hashed.
  config.output.filename = 'assets/[name].[contenthash:8].js';
  return config;
};
