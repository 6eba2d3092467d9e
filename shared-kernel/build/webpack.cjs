// The common webpack setup of the host and every remote (TOOLCHAIN.md: webpack 5.111.1 exactly,
// @module-federation/enhanced 2.9, swc). Apps call createWebpackConfig and add nothing federation-related.
// Remotes are federation containers; the host is a plain bundle that starts the federation runtime itself
// once it needs a remote (host/src/federation/runtime.ts), so its login page carries none of it (issue 17).
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const webpack = require('webpack');
const { DefinePlugin } = webpack;
const { sharedConfig, sharedVersions, installedVersion, ENFORCED } = require('./shared.cjs');
const {
  EmitDescriptorPlugin,
  CspNoncePlugin,
  EarlyScriptPlugin,
  CompileHintsPlugin,
} = require('./plugins.cjs');
const { SizeBudgetPlugin } = require('./budgets.cjs');
const { exposesFromDescriptor, devScreensSource, DEV_SCREENS_MODULE } = require('./exposes.cjs');

/**
 * The host API this workspace's host implements and its remotes need (their descriptor's hostApi is `^` this).
 * 1.1.0: the host provides a production remote's federation bundler runtime (hostFederation.js).
 * 1.2.0: the host mounts a descriptor's `overlays` on their bus action (issue 30, the scan modal); a 1.1 host
 * refuses a descriptor that declares them, so remotes built since are stamped ^1.2.0.
 * 1.3.0: the host re-reads the session on the bus action SESSION_RELOAD (issue 31: eBill's activation and
 * deactivation change the menu), and on the current context's eBill subscription event.
 * 1.4.0: the host loads a descriptor's `texts` (its screens' catalogue prefixes) before it mounts one of its
 * screens; the page start loads only shared-kernel/i18n START_TEXTS (issue 34). A 1.3 host refuses a descriptor
 * that names texts, so remotes built since are stamped ^1.4.0.
 */
const HOST_API_VERSION = '1.4.0';

/** The global under which the host provides a production remote's federation bundler runtime (host API 1.1). */
const REMOTE_FEDERATION_GLOBAL = '_KONTOR_REMOTE_FEDERATION';

/** TypeScript and JSX through swc (TOOLCHAIN.md), the one way every app (and the bench's floor page) compiles. */
function scriptRule(production) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
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

/** The production script minifier (swc through terser-webpack-plugin). */
const scriptMinimizer = () => new TerserPlugin({ minify: TerserPlugin.swcMinify });

/** Hashed file names: served with a year of immutable caching (scripts/serve.mjs, docker/nginx). */
const HASHED = '[name].[contenthash:8]';

/** Real CSS files in production (cached, loaded in parallel, no styles injected from JS); style tags in dev. */
function styleRule(production) {
  return { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] };
}

/** Every text asset also as .gz (gzip -9) and .br (brotli 11): the servers send them as they are. */
function compressionPlugins() {
  const test = /\.(js|css|json|svg)$/;
  return [
    new CompressionPlugin({
      test,
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      filename: '[path][base].gz',
    }),
    new CompressionPlugin({
      test,
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      filename: '[path][base].br',
    }),
  ];
}

/**
 * react-router 7's package exports name only its development build (dist/development, dev warnings on), also for
 * production bundles (remix-run/react-router#14102, open); its dist/production build is the same code with the
 * warnings off. Production builds take that one, for the entries Kontor imports (shared-kernel/router).
 */
function productionReactRouter(dirname) {
  const kernel = path.dirname(require.resolve('shared-kernel/package.json', { paths: [dirname] }));
  const routerDir = path.dirname(require.resolve('react-router/package.json', { paths: [kernel] }));
  return { 'react-router$': path.join(routerDir, 'dist', 'production', 'index.mjs') };
}

function appVersion(dirname) {
  return process.env.REMOTE_VERSION || require(path.join(dirname, 'package.json')).version;
}

/**
 * A production remote only consumes the shared singletons: the host's runtime provides every one of them
 * (host/src/federation/shared.ts) before it loads a remote, and a remote built for another major is refused
 * first. `import: false` leaves out the remote's own fallback copies and their registration, which were most
 * of remoteEntry.js (issue 17: remoteEntry ≤ 6 KB gzip). The standalone harness (development, or a production build
 * with `--env harness`) has no host: it keeps them.
 */
function remoteShared(dirname, hosted) {
  const shared = sharedConfig(dirname);
  if (!hosted) return shared;
  return Object.fromEntries(
    Object.entries(shared).map(([request, config]) => [request, { ...config, import: false }]),
  );
}

/**
 * A production remoteEntry.js imports the federation plugin's bundler runtime (init, consumes, share scopes: about
 * 5 KB gzip with the runtime wrapper it pulls in) from hostFederation.js instead, which takes it from the host
 * (host/src/federation/remoteRuntime.ts). Every remote on a page would otherwise carry the same copy (issue 17:
 * remoteEntry ≤ 6 KB gzip); a host older than API 1.1 refuses these remotes by their hostApi range first.
 */
function hostBundlerRuntime() {
  return new webpack.NormalModuleReplacementPlugin(
    /webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/,
    path.join(__dirname, 'hostFederation.js'),
  );
}

/** A remote is a federation container sharing the table's singletons with the host (shared.cjs). */
function federationPlugin(o, hosted) {
  return new ModuleFederationPlugin({
    name: `kontor_${o.name}`,
    filename: 'remoteEntry.js',
    exposes: o.exposes,
    shared: remoteShared(o.dirname, hosted),
    manifest: { fileName: 'mf-manifest.json' },
    dts: false,
    shareStrategy: 'loaded-first',
    experiments: {
      asyncStartup: true,
      // The host provides the federation runtime-core (host/src/federation/runtime.ts); each production
      // remoteEntry.js uses it instead of its own copy. The standalone harness has no host: it keeps one.
      externalRuntime: hosted,
      // A remote loads no remotes and no manifests itself: leave that runtime code out of remoteEntry.js.
      optimization: { disableSnapshot: true, disableRemote: true, target: 'web' },
    },
  });
}

/**
 * @param {object} o
 * @param {string} o.dirname the app's folder
 * @param {'host'|'remote'} o.kind
 * @param {string} o.name remote name (accounts, payments, ...) or 'host'
 * @param {number} [o.port] dev server port
 * @param {string} [o.entry] the host's entry module
 * @param {string} [o.earlyEntry] the host's early script (index.html, inlined by EarlyScriptPlugin; production)
 * @param {string} [o.devEntry] a remote's standalone dev harness (stub host), used in development, and in a
 *   production build with `--env harness` (what customers' browsers run, without a host: the benches that time
 *   a screen with generated data, e.g. bench:transactions); that build is served from memory, never written
 *   over the remote's dist/
 */
function createWebpackConfig(options) {
  // A remote's exposes (and its dev harness's screens) come from its descriptor.json (exposes.cjs).
  const o =
    options.kind === 'remote' ? { ...options, exposes: exposesFromDescriptor(options.dirname) } : options;
  return (env = {}, argv = {}) => {
    const production = argv.mode !== 'development';
    const version = appVersion(o.dirname);
    const isRemote = o.kind === 'remote';
    // A remote's standalone harness has no host: it keeps its own shared fallbacks and federation runtime.
    const harness = isRemote && Boolean(o.devEntry) && (!production || Boolean(env.harness));
    // What only a remote deployed beside the host is built with (the shared modules and runtime taken from it).
    const hosted = production && !harness;
    const entry = o.entry || (harness ? o.devEntry : undefined);
    const outputPath = isRemote
      ? path.join(o.dirname, 'dist', 'remotes', o.name, version)
      : path.join(o.dirname, 'dist');
    const stamp = {
      name: o.name,
      version,
      hostApi: `^${HOST_API_VERSION}`,
      builtWith: Object.fromEntries(
        Object.entries(sharedVersions(o.dirname)).filter(([name]) => ENFORCED.includes(name)),
      ),
    };
    return {
      mode: production ? 'production' : 'development',
      context: o.dirname,
      entry: {
        ...(entry ? { main: entry } : {}),
        ...(production && o.earlyEntry ? { early: o.earlyEntry } : {}),
      },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: production && harness ? path.join(o.dirname, 'dist-harness') : outputPath,
        // TOOLCHAIN.md: [contenthash] in a container's output.filename breaks the federation runtime module,
        // so a remote's entry files keep their names (remoteEntry.js, revalidated); the host's are hashed.
        filename: production && !isRemote ? `${HASHED}.js` : '[name].js',
        chunkFilename: production ? `${HASHED}.js` : '[name].js',
        publicPath: isRemote ? 'auto' : '/',
        uniqueName: `kontor_${o.name}`,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        alias: production ? productionReactRouter(o.dirname) : {},
      },
      module: {
        rules: [
          scriptRule(production),
          styleRule(production),
          { test: /\.(png|svg|jpg|jpeg|woff2?)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        minimize: production,
        minimizer: [scriptMinimizer(), new CssMinimizerPlugin()],
      },
      plugins: [
        new DefinePlugin({
          __KONTOR_APP__: JSON.stringify(o.name),
          __KONTOR_VERSION__: JSON.stringify(version),
          // The host compares a remote's descriptor builtWith with these (same source as the stamp).
          __KONTOR_BUILT_WITH__: JSON.stringify(stamp.builtWith),
          __KONTOR_HOST_API__: JSON.stringify(HOST_API_VERSION),
          __KONTOR_REMOTE_FEDERATION__: JSON.stringify(REMOTE_FEDERATION_GLOBAL),
          // The runtime-core the host provides to production remotes, as installed (remoteRuntime.ts).
          __KONTOR_FEDERATION_RUNTIME__: JSON.stringify(
            installedVersion('@module-federation/runtime-core', o.dirname),
          ),
          // What the host puts in the federation share scope: the table's packages, versions and ranges.
          __KONTOR_SHARED__: JSON.stringify(sharedConfig(o.dirname)),
          // The host runs its federation runtime (runtime.ts) in a browser only: without the plugin's own
          // `optimization.target` (federationPlugin, the remotes) this leaves out the sdk's Node.js loaders
          // (1.5 KB brotli of the app's vendor chunk).
          ...(isRemote ? {} : { ENV_TARGET: JSON.stringify('web') }),
        }),
        ...(isRemote ? [federationPlugin(o, hosted)] : []),
        ...(isRemote && hosted ? [hostBundlerRuntime()] : []),
        ...(isRemote ? [new EmitDescriptorPlugin({ dirname: o.dirname, stamp })] : []),
        ...(isRemote && entry
          ? [
              new webpack.experiments.schemes.VirtualUrlPlugin({
                [DEV_SCREENS_MODULE]: { source: () => devScreensSource(o.dirname, o.exposes), version: true },
              }),
            ]
          : []),
        ...(production
          ? [new MiniCssExtractPlugin({ filename: `${HASHED}.css`, chunkFilename: `${HASHED}.css` })]
          : []),
        ...(production && o.earlyEntry ? [new CompileHintsPlugin()] : []),
        ...(production && !harness ? compressionPlugins() : []),
        ...(production && !harness
          ? [new SizeBudgetPlugin({ name: o.name, kind: o.kind, dirname: o.dirname })]
          : []),
        ...(entry
          ? [
              new HtmlWebpackPlugin({
                // The host has its own page; every remote's standalone harness uses the one shared page.
                template: isRemote
                  ? path.join(__dirname, 'dev-harness.html')
                  : path.join(o.dirname, 'public', 'index.html'),
                chunks: ['main'],
              }),
              new CspNoncePlugin(),
              new EarlyScriptPlugin(),
            ]
          : []),
      ],
      devServer: {
        port: o.port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        hot: false,
        liveReload: true,
        client: { overlay: false },
        proxy: [{ context: ['/api'], target: process.env.KONTOR_GATEWAY || 'http://localhost:8090' }],
        // The host's dev server answers /registry.json from KONTOR_REGISTRY (integration.md, "Remote registry").
        setupMiddlewares: (middlewares) =>
          isRemote
            ? middlewares
            : [
                {
                  name: 'kontor-registry',
                  path: '/registry.json',
                  middleware: (_req, res) => {
                    const file = path.resolve(
                      o.dirname,
                      '..',
                      process.env.KONTOR_REGISTRY || 'host/registry/local.json',
                    );
                    res.setHeader('Content-Type', 'application/json');
                    res.setHeader('Cache-Control', 'no-cache');
                    fs.createReadStream(file).pipe(res);
                  },
                },
                ...middlewares,
              ],
      },
      // The filesystem cache serves development (watch) builds only. A production build restored from it
      // tree-shakes the shared react-router-dom module down to the exports of the previous compilation
      // (the host's /login then renders nothing: Link and NavLink are undefined, React error #130), so
      // production builds are always cold (~5 s per app). KONTOR_WEBPACK_CACHE=off turns it off in development.
      cache:
        production || process.env.KONTOR_WEBPACK_CACHE === 'off'
          ? false
          : { type: 'filesystem', cacheDirectory: path.join(o.dirname, 'node_modules', '.cache', 'webpack') },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = {
  createWebpackConfig,
  HOST_API_VERSION,
  REMOTE_FEDERATION_GLOBAL,
  EmitDescriptorPlugin,
  scriptRule,
  scriptMinimizer,
  compressionPlugins,
};
