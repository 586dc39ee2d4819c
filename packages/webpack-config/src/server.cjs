// webpack configuration of a remote's server bundle (server rendering in the API process):
// one CommonJS file for Node, every dependency inside, no federation, no CSS, assets not emitted
// but named exactly as the browser build names them.
const path = require('node:path');
const webpack = require('webpack');
const { resolveOptions, scriptRule, PURE_TOP_LEVEL_RULE } = require('./index.cjs');

/** @param {{ appDir: string, entry: string }} opts */
function createServerConfig(opts) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      target: 'node20',
      context: opts.appDir,
      entry: { render: opts.entry },
      devtool: false,
      output: {
        path: path.join(opts.appDir, 'dist-server'),
        filename: '[name].cjs',
        library: { type: 'commonjs2' },
        // Set at run time (the entry's public-path module), as the browser build resolves it.
        publicPath: '',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: resolveOptions(production),
      module: {
        rules: [
          scriptRule(production),
          PURE_TOP_LEVEL_RULE,
          { test: /\.css$/, type: 'asset/source', generator: { emit: false } },
          { test: /\.(woff2?|png|svg|jpg|webp|mp4)$/, type: 'asset/resource', generator: { emit: false } },
        ],
      },
      plugins: [
        // Page chunks stay in the one file: the renderer preloads them anyway.
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
        new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      ],
      // Minifying server code buys nothing and costs build time and readable stack traces.
      optimization: { minimize: false, moduleIds: 'deterministic' },
      performance: { hints: false },
    };
  };
}

module.exports = { createServerConfig };
