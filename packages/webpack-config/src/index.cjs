// webpack configuration shared by the shell and the four remotes.
// Each app calls createConfig({ appDir, name, exposes? , isHost? , devPort }).
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { NormalModuleReplacementPlugin } = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { sharedConfig } = require('./shared.cjs');

// The federation runtime is reached both through ESM imports and through CommonJS requires (the
// external-runtime plugin); without one entry per package the shell would carry it twice.
const INJECT_PLUGIN_DIR = path.dirname(
  require.resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [path.dirname(require.resolve('@module-federation/enhanced/webpack'))],
  }),
);
function esmEntry(name) {
  return require.resolve(name, { paths: [INJECT_PLUGIN_DIR] }).replace(/index\.cjs$/, 'index.js');
}
// The webpack bundler runtime's ESM build, the file the federation entry imports: the host
// provides it to production remotes, whose builds take it from there (ADR 045).
const BUNDLER_RUNTIME_DIR = path.dirname(
  require.resolve('@module-federation/webpack-bundler-runtime', {
    paths: [path.dirname(require.resolve('@module-federation/enhanced/webpack'))],
  }),
);
const MF_RUNTIME_ALIAS = {
  '@module-federation/runtime-core$': esmEntry('@module-federation/runtime-core'),
  '@module-federation/sdk$': esmEntry('@module-federation/sdk'),
  '@market/mf-bundler-runtime$': path.join(BUNDLER_RUNTIME_DIR, 'bundler.js'),
  '@market/mf-bundler-runtime/init-container-entry$': path.join(BUNDLER_RUNTIME_DIR, 'initContainerEntry.js'),
};
const PROVIDE_BUNDLER_RUNTIME_PLUGIN = path.join(__dirname, 'provide-bundler-runtime-plugin.js');
/** A production remote's entry: the bundler runtime is the host's (host-bundler-runtime.js). */
const REMOTE_BUNDLER_RUNTIME = new NormalModuleReplacementPlugin(
  /[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/,
  path.join(__dirname, 'host-bundler-runtime.js'),
);

// react-router's package exports always point at its development build; production builds take
// the production one (no dev warnings).
const REACT_ROUTER_PROD = path.join(
  path.dirname(
    require.resolve('react-router', {
      paths: [path.dirname(require.resolve('react-router-dom', { paths: [path.join(__dirname, '../../ui')] }))],
    }),
  ),
  '../production/index.mjs',
);

const API_TARGET = process.env.API_URL || 'http://localhost:3000';
// Chakra's theme modules one by one (packages/ui/src/system.ts): its package exports only the
// theme's index, which builds every recipe at import time.
const CHAKRA_THEME = path.join(
  path.dirname(require.resolve('@chakra-ui/react/package.json', { paths: [path.join(__dirname, '../../ui')] })),
  'dist/esm/theme',
);

/** Module resolution of every build: TypeScript sources of the workspace, the facades' targets. */
function resolveOptions(production) {
  return {
    extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
    // Workspace packages export TypeScript sources; .js specifiers map to them.
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    alias: {
      '@chakra-ui/react-theme': CHAKRA_THEME,
      ...MF_RUNTIME_ALIAS,
      ...(production ? { 'react-router$': REACT_ROUTER_PROD } : {}),
    },
  };
}

/**
 * Gives the page's stylesheet links (and, in development, style-loader's elements) a media
 * query: the apps' only stylesheet is the fonts', meant for devices with a mouse (ADR 008).
 */
class StylesheetMediaPlugin {
  constructor(media) {
    this.media = media;
  }
  apply(compiler) {
    compiler.hooks.compilation.tap('StylesheetMediaPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tapAsync('StylesheetMediaPlugin', (data, done) => {
        for (const tag of data.assetTags.styles) tag.attributes.media = this.media;
        done(null, data);
      });
    });
  }
}

/** A module under one of these packages (pnpm's layout: node_modules/.pnpm/x/node_modules/<name>/). */
const inPackages = (names) => new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);
const FRAMEWORK = inPackages([
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  'swr',
  'use-sync-external-store',
  'dequal',
  'valtio',
  'proxy-compare',
  'next-themes',
]);
const STYLE_SYSTEM = inPackages([
  '@chakra-ui',
  '@ark-ui',
  '@zag-js',
  '@emotion',
  'stylis',
  '@pandacss',
  'hoist-non-react-statics',
  'react-is',
]);
const FIRST_PAGE_FACADE = /packages[\\/]ui[\\/]src[\\/](chakra|system)\.ts$/;

/**
 * The host's chunks of what every page needs: each shared module and each module two of them
 * share would otherwise be a file of its own (46 on the first page), and every file costs a
 * request, a script element, its own compression context and a round of module evaluation.
 * `framework`: React, the router, SWR, valtio, next-themes. `chakra`: the style system and what
 * the first page's facade (@market/ui/chakra) and the system use; the other facades' own modules
 * stay in their chunks, loaded with them.
 */
/**
 * The rest of what every page of the shell starts with: its bootstrap and app frame, the shared
 * stateful packages (session, API client, toaster, announcer, colour mode), the facades of the first page
 * and the router. Each was a file of its own (12 files of 0.2–2.5 KB on every page); one file
 * compresses better and is one request (ADR 039).
 */
const START = new RegExp(
  [
    String.raw`shell[\/]src[\/](bootstrap\.tsx?$|app[\/]app\.tsx?$|storefront[\/]|federation[\/](?!remote-error-panel))`,
    String.raw`packages[\/](session|api-client)[\/]src[\/]`,
    String.raw`packages[\/]ui[\/]src[\/](toaster|announcer|color-mode|provider|system|global-css|chakra|router|page-skeleton)\.tsx?$`,
    String.raw`packages[\/]domain[\/]src[\/](errors|permission-match)\.ts$`,
    String.raw`[\/]node_modules[\/]hono[\/]dist[\/]client[\/]|packages[\/]webpack-config[\/]src[\/]hono-cookie-browser\.js$`,
  ].join('|'),
);

const HOST_CACHE_GROUPS = {
  start: { test: START, name: 'start', chunks: 'async', enforce: true, priority: 30 },
  framework: { test: FRAMEWORK, name: 'framework', chunks: 'all', enforce: true, priority: 20 },
  chakra: {
    test: (module, { chunkGraph }) =>
      STYLE_SYSTEM.test(module.resource ?? '') &&
      chunkGraph
        .getModuleChunks(module)
        .some((chunk) => [...chunkGraph.getChunkModulesIterable(chunk)].some((m) => FIRST_PAGE_FACADE.test(m.resource ?? ''))),
    name: 'chakra',
    chunks: 'all',
    enforce: true,
    priority: 10,
  },
};

/** TypeScript and JSX through swc (no type checking: `tsc --noEmit` does that). */
function scriptRule(production) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2022',
        },
      },
    },
  };
}

/**
 * The domain package's top-level constants are marked pure after swc (ADR 039), so that a page
 * importing one label of a module does not bring the module's zod schemas and zod with it.
 */
const PURE_TOP_LEVEL_RULE = {
  test: /\.[cm]?[jt]sx?$/,
  include: /[\\/]packages[\\/]domain[\\/]src[\\/]/,
  enforce: 'post',
  use: { loader: require.resolve('./pure-top-level-loader.cjs') },
};

/** One module per react-icons icon in the browser builds (ADR 039). */
const ICON_IMPORTS_RULE = {
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  enforce: 'post',
  use: { loader: require.resolve('./icon-imports-loader.cjs') },
};
const ICON_MODULE_RULE = {
  test: /[\\/]react-icons[\\/][a-z0-9]+[\\/]index\.mjs$/,
  resourceQuery: /^\?[A-Za-z0-9]+$/,
  use: { loader: require.resolve('./icon-module-loader.cjs') },
};

/**
 * @param {{ appDir: string, name: string, publicPath?: string, exposes?: Record<string,string>,
 *   isHost?: boolean, devPort: number, title?: string, runtimePlugins?: string[], stylesheetMedia?: string }} opts
 */
function createConfig(opts) {
  /** `page.headHtml`: markup for the head of index.html (the shell's build-time global CSS). */
  return (_env, argv, page = {}) => {
    const production = argv.mode === 'production';
    return {
      mode: production ? 'production' : 'development',
      context: opts.appDir,
      entry: { main: './src/index.ts' },
      // No eval in development either: a remote's dev server loaded into the product (MF_*_URL)
      // runs under the page's Content-Security-Policy, which has no 'unsafe-eval' (ADR 012).
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      output: {
        path: path.join(opts.appDir, 'dist'),
        // The shell lives at the site root; a remote resolves its chunks next to its manifest.
        publicPath: opts.isHost ? '/' : 'auto',
        // A function, not a string: webpack >= 5.111 lets the federation runtime module resolve the
        // entry's filename before content hashes exist, and '[contenthash]' then fails the build
        // (module-federation/core#5077). Before hashing only the folder depth matters.
        filename: production
          ? (pathData) => (pathData.chunk?.contentHash?.javascript ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js')
          : 'assets/[name].js',
        chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: opts.name,
        clean: true,
      },
      resolve: resolveOptions(production),
      module: {
        rules: [
          scriptRule(production),
          PURE_TOP_LEVEL_RULE,
          ICON_IMPORTS_RULE,
          ICON_MODULE_RULE,
          {
            test: /\.css$/,
            use: [
              production
                ? MiniCssExtractPlugin.loader
                : {
                    loader: require.resolve('style-loader'),
                    options: opts.stylesheetMedia ? { attributes: { media: opts.stylesheetMedia } } : {},
                  },
              require.resolve('css-loader'),
            ],
          },
          { test: /\.(woff2?|png|svg|jpg|webp|mp4)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new NormalModuleReplacementPlugin(/[\\/]hono[\\/]dist[\\/]utils[\\/]cookie\.js$/, path.join(__dirname, 'hono-cookie-browser.js')),
        ...(production && !opts.isHost ? [REMOTE_BUNDLER_RUNTIME] : []),
        new ModuleFederationPlugin({
          name: opts.name,
          filename: 'remoteEntry.js',
          exposes: opts.exposes,
          remotes: {},
          // Production remotes run inside the shell: they reuse its federation runtime and its
          // Chakra/router facades (ADR 005). In development a remote also runs standalone, so it
          // carries its own.
          shared: sharedConfig(opts.appDir, { hostOnly: production && !opts.isHost }),
          experiments: {
            ...(opts.isHost ? { provideExternalRuntime: true } : production ? { externalRuntime: true } : {}),
            // Browser-only runtime without the manifest "snapshot" machinery: /remotes.json points
            // at each remote's remoteEntry.js (ADR 005).
            // A production remote loads no remotes of its own: its entry leaves out the remotes'
            // loading code (ADR 041).
            optimization: { disableSnapshot: true, target: 'web', ...(production && !opts.isHost ? { disableRemote: true } : {}) },
          },
          manifest: true,
          dts: false,
          shareStrategy: 'loaded-first',
          runtimePlugins: opts.isHost ? [PROVIDE_BUNDLER_RUNTIME_PLUGIN, ...(opts.runtimePlugins ?? [])] : opts.runtimePlugins,
        }),
        new HtmlWebpackPlugin({
          template: path.join(opts.appDir, 'public/index.html'),
          title: opts.title,
          // Remotes get an index.html too so that they run standalone.
          filename: 'index.html',
          chunks: ['main'],
          headHtml: page.headHtml ?? '',
          // Standalone runs serve index.html for deep links (/products/1); with publicPath 'auto'
          // its script URLs would be relative (/products/assets/main.js).
          publicPath: '/',
        }),
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: 'assets/[name].[contenthash:8].css',
                // Stylesheets of lazily loaded chunks get the same media as the page's own.
                ...(opts.stylesheetMedia ? { attributes: { media: opts.stylesheetMedia } } : {}),
              }),
            ]
          : []),
        ...(opts.stylesheetMedia ? [new StylesheetMediaPlugin(opts.stylesheetMedia)] : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // The host: shared modules each get a chunk, and below webpack's default 20 KB a
        // dependency common to two of them (proxy-compare under valtio and valtio/react) would be
        // copied into both; what every page loads is grouped into two files (ADR 007). Remotes
        // keep webpack's vendor splitting only: the app's own modules that several pages use (the
        // chrome, product cards) are copied into each page's chunk rather than becoming more files
        // to fetch on a first page (ADR 039).
        splitChunks: opts.isHost ? { minSize: 2000, cacheGroups: HOST_CACHE_GROUPS } : { cacheGroups: { default: false } },
      },
      performance: { hints: false },
      devServer: {
        port: opts.devPort,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/remotes.json', '/mf', '/media'], target: API_TARGET, changeOrigin: true }],
      },
    };
  };
}

/** Where Pretendard applies (@market/ui/fonts.css, ADR 008): devices with a mouse. */
const FONT_MEDIA = '(hover: hover) and (pointer: fine)';

module.exports = { createConfig, resolveOptions, scriptRule, PURE_TOP_LEVEL_RULE, FONT_MEDIA };
