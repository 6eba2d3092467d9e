// The floor page of bench:bundle: a bare React 19 login form (floor/index.jsx) built in the same run with the
// apps' own swc rule and minifier (shared-kernel/build/webpack.cjs), so a ratio to it compares the setup
// with itself and shows only what Kontor adds. Precompressed like the apps, so the servers send it the same way.
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from '../lib/workspace.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { scriptRule, scriptMinimizer, compressionPlugins } = require('../../shared-kernel/build/webpack.cjs');
const { CspNoncePlugin } = require('../../shared-kernel/build/plugins.cjs');

/** Builds the floor page into `outputPath` (index.html + one script). */
export function buildFloor(outputPath) {
  const config = {
    mode: 'production',
    context: path.join(ROOT, 'scripts', 'bench', 'floor'),
    entry: { main: './index.jsx' },
    target: 'web',
    output: { path: outputPath, filename: '[name].[contenthash:8].js', publicPath: '/', clean: true },
    // React comes from the host's dependencies: the same react and react-dom versions Kontor ships.
    resolve: { modules: [path.join(ROOT, 'host', 'node_modules'), 'node_modules'] },
    module: { rules: [scriptRule(true)] },
    optimization: { minimize: true, minimizer: [scriptMinimizer()] },
    // The same server answers it with the same CSP: its script tag carries the nonce placeholder as the apps' do.
    plugins: [
      new HtmlWebpackPlugin({ template: './index.html' }),
      new CspNoncePlugin(),
      ...compressionPlugins(),
    ],
    performance: { hints: false },
  };
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) reject(error);
      else if (stats.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve(outputPath);
    });
  });
}
