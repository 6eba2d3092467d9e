// The common webpack setup of the host and every remote (TOOLCHAIN.md: webpack 5.111.1 exactly,
// @module-federation/enhanced 2.9, swc). Apps call createWebpackConfig and add nothing federation-related.
const path = require('node:path');
const fs = require('node:fs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { DefinePlugin } = require('webpack');
const { sharedConfig, sharedVersions, ENFORCED } = require('./shared.cjs');

const HOST_API_VERSION = '1.0.0';

// provideExternalRuntime adds this runtime plugin by its CommonJS path, which pulls in a second, CommonJS copy of
// runtime-core (+25 KB gzip in the host); its ES build shares the copy the host's own runtime already uses.
const INJECT_RUNTIME_PLUGIN_CJS = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
  paths: [path.dirname(require.resolve('@module-federation/enhanced/webpack'))],
});
const INJECT_RUNTIME_PLUGIN_ESM = INJECT_RUNTIME_PLUGIN_CJS.replace(/\.cjs$/, '.js');

/** Emits the remote's descriptor.json (its routes and menu) beside mf-manifest.json, stamped with
 * the remote's name, version, the host API it needs and the shared versions it was built against. */
class EmitDescriptorPlugin {
  constructor(options) {
    this.options = options;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmitDescriptorPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitDescriptorPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const file = path.join(this.options.dirname, 'descriptor.json');
          compilation.fileDependencies.add(file);
          const source = JSON.parse(fs.readFileSync(file, 'utf8'));
          const descriptor = { ...source, ...this.options.stamp };
          compilation.emitAsset('descriptor.json', new RawSource(JSON.stringify(descriptor, null, 2)));
        },
      );
    });
  }
}

function appVersion(dirname) {
  return process.env.REMOTE_VERSION || require(path.join(dirname, 'package.json')).version;
}

/**
 * @param {object} o
 * @param {string} o.dirname the app's folder
 * @param {'host'|'remote'} o.kind
 * @param {string} o.name remote name (accounts, payments, ...) or 'host'
 * @param {Record<string,string>} [o.exposes] remote screens: './Dashboard': './src/dashboard/index.tsx'
 * @param {number} [o.port] dev server port
 * @param {string} [o.entry] the host's entry module
 * @param {string} [o.devEntry] a remote's standalone dev harness (stub host), used only in development
 */
function createWebpackConfig(o) {
  return (_env, argv = {}) => {
    const production = argv.mode !== 'development';
    const version = appVersion(o.dirname);
    const isRemote = o.kind === 'remote';
    const entry = o.entry || (!production ? o.devEntry : undefined);
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
      entry: entry ? { main: entry } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: outputPath,
        // TOOLCHAIN.md: [contenthash] in output.filename breaks the federation runtime module.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        publicPath: isRemote ? 'auto' : '/',
        uniqueName: `kontor_${o.name}`,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        alias:
          isRemote || !fs.existsSync(INJECT_RUNTIME_PLUGIN_ESM)
            ? {}
            : { [INJECT_RUNTIME_PLUGIN_CJS]: INJECT_RUNTIME_PLUGIN_ESM },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
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
          },
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
          { test: /\.(png|svg|jpg|jpeg|woff2?)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        minimize: production,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
      },
      plugins: [
        new DefinePlugin({
          __KONTOR_APP__: JSON.stringify(o.name),
          __KONTOR_VERSION__: JSON.stringify(version),
          // The host compares a remote's descriptor builtWith with these (same source as the stamp).
          __KONTOR_BUILT_WITH__: JSON.stringify(stamp.builtWith),
          __KONTOR_HOST_API__: JSON.stringify(HOST_API_VERSION),
        }),
        new ModuleFederationPlugin({
          name: `kontor_${o.name}`,
          filename: isRemote ? 'remoteEntry.js' : undefined,
          exposes: o.exposes || {},
          shared: sharedConfig(o.dirname),
          manifest: isRemote ? { fileName: 'mf-manifest.json' } : false,
          dts: false,
          shareStrategy: 'loaded-first',
          experiments: {
            asyncStartup: true,
            // Module Federation 2.x "experiments": the topmost consumer (the host) injects the federation
            // runtime-core once; each remote's production remoteEntry.js uses that instead of its own copy.
            // The standalone dev harness (development) has no host, so remotes keep the runtime there.
            ...(isRemote ? { externalRuntime: production } : { provideExternalRuntime: true }),
            // A remote loads no remotes and no manifests itself: leave that runtime code out of remoteEntry.js.
            ...(isRemote
              ? { optimization: { disableSnapshot: true, disableRemote: true, target: 'web' } }
              : {}),
          },
        }),
        ...(isRemote ? [new EmitDescriptorPlugin({ dirname: o.dirname, stamp })] : []),
        ...(entry
          ? [
              new HtmlWebpackPlugin({
                // The host has its own page; every remote's standalone harness uses the one shared page.
                template: isRemote
                  ? path.join(__dirname, 'dev-harness.html')
                  : path.join(o.dirname, 'public', 'index.html'),
                chunks: ['main'],
              }),
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
      // KONTOR_WEBPACK_CACHE=off builds without the filesystem cache (CI, or when a concurrent build left it stale).
      cache:
        process.env.KONTOR_WEBPACK_CACHE === 'off'
          ? false
          : { type: 'filesystem', cacheDirectory: path.join(o.dirname, 'node_modules', '.cache', 'webpack') },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createWebpackConfig, HOST_API_VERSION, EmitDescriptorPlugin };
